/**
 * Cards and board positions.
 *
 * A card is a small integer so that the board can live in a typed array:
 * `card = deck * 52 + suit * 13 + (rank - 1)`, with suits in bridge order (clubs,
 * diamonds, hearts, spades), ranks 1 (Ace) to 13 (King), and deck 0, or 1 for the
 * second copy in a two-deck game. One deck's cards are therefore 0 .. 51, as they
 * always were. Aces exist as cards because some redeals shuffle them back in before
 * removing them again.
 *
 * A position is `row * columns + column`, row-major; each game has its own grid
 * (games.ts), so only the game's model (or a `Game`, a `GameView`) can name its cell.
 */

export type Card = number;
export type Position = number;

/** The most cells any game's board has: 8 x 14. */
export const MAX_CELLS = 8 * 14;
export const RANKS = 13;
export const ACE = 1;
export const DEUCE = 2;
export const KING = 13;
/** The value a typed-array board holds where there is no card. */
export const GAP = 0xff;

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const SUIT_LETTERS = 'CDHS';
const RANK_LETTERS = 'A23456789TJQK';
const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];

/** One deck's cards, 0 .. 51, the aces included. */
export const CARD_COUNT = SUITS.length * RANKS;
/** The most decks a game plays with. */
export const MAX_DECKS = 2;

/** A card of some game: 0 .. 103 (a game checks that it is one of its own). */
export function isCard(value: unknown): value is Card {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CARD_COUNT * MAX_DECKS;
}
/** A position on some game's board: 0 .. 111 (a game checks that it is one of its own). */
export function isPosition(value: unknown): value is Position {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < MAX_CELLS;
}
export function makeCard(suit: number, rank: number, deck = 0): Card {
	return deck * CARD_COUNT + suit * RANKS + (rank - 1);
}
export function suitOf(card: Card): number {
	return ((card % CARD_COUNT) / RANKS) | 0;
}
/** 0, or 1 for the second copy of a card in a two-deck game. */
export function deckOf(card: Card): number {
	return (card / CARD_COUNT) | 0;
}
/** The card's rank and suit without its deck: the first deck's copy. */
export function faceOf(card: Card): Card {
	return card % CARD_COUNT;
}
export function rankOf(card: Card): number {
	return (card % RANKS) + 1;
}

/** The next-higher card of the same suit and deck, or null for a King. */
export function nextHigher(card: Card): Card | null {
	return rankOf(card) === KING ? null : card + 1;
}

/**
 * "7 of hearts", "jack of spades": the name a person (and a screen reader) uses. The
 * second deck's copy says so ("7 of hearts, second deck"), so that every card of a
 * two-deck game has a name of its own that still starts like the card's.
 */
export function cardName(card: Card): string {
	const name = `${RANK_NAMES[rankOf(card) - 1]} of ${SUITS[suitOf(card)]}`;
	return deckOf(card) === 0 ? name : `${name}, second deck`;
}

/** "ace", "7", "king": a rank's name. */
export function rankName(rank: number): string {
	return RANK_NAMES[rank - 1];
}

/** "an ace", "a 2", "an 8": a rank's name after an article. */
export function aRank(rank: number): string {
	return `${rank === ACE || rank === 8 ? 'an' : 'a'} ${rankName(rank)}`;
}

/** "aces", "6s": a rank's plural. */
export function rankPlural(rank: number): string {
	return rank === ACE ? 'aces' : `${rankName(rank)}s`;
}

/** The mark after a second-deck card's code: "7H'" is the other 7 of hearts. */
const SECOND_DECK_MARK = "'";

/**
 * The code used in game records: rank A 2-9 T J Q K, then suit C D H S ("7H", "TD"),
 * and a `'` for the second deck's copy ("7H'").
 */
export function cardCode(card: Card): string {
	const code = RANK_LETTERS[rankOf(card) - 1] + SUIT_LETTERS[suitOf(card)];
	return deckOf(card) === 0 ? code : code + SECOND_DECK_MARK;
}

/** Parses a card code; accepts "10" for "T" and either letter case. Returns null if it is not a card. */
export function parseCardCode(text: string): Card | null {
	const match = /^(10|[A2-9TJQK])([CDHS])('?)$/i.exec(text);
	if (!match) {
		return null;
	}
	const rankText = match[1].toUpperCase() === '10' ? 'T' : match[1].toUpperCase();
	const deck = match[3] === SECOND_DECK_MARK ? 1 : 0;
	return makeCard(SUIT_LETTERS.indexOf(match[2].toUpperCase()), RANK_LETTERS.indexOf(rankText) + 1, deck);
}
