/**
 * Cards and board positions.
 *
 * A card is a small integer so that the board can live in a typed array:
 * `card = suit * 13 + (rank - 1)`, with suits in bridge order (clubs, diamonds,
 * hearts, spades) and ranks 1 (Ace) to 13 (King). Aces exist as cards because some
 * redeals shuffle them back in before removing them again.
 *
 * A position is `row * COLUMNS + column`, row-major over the 4 x 13 layout.
 */

export type Card = number;
export type Position = number;

export const ROWS = 4;
export const COLUMNS = 13;
export const CELLS = ROWS * COLUMNS;
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

/** Cards 0 .. 51, the aces included. */
export const CARD_COUNT = SUITS.length * RANKS;

export function isCard(value: unknown): value is Card {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CARD_COUNT;
}
export function isPosition(value: unknown): value is Position {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CELLS;
}
export function makeCard(suit: number, rank: number): Card {
	return suit * RANKS + (rank - 1);
}
export function suitOf(card: Card): number {
	return (card / RANKS) | 0;
}
export function rankOf(card: Card): number {
	return (card % RANKS) + 1;
}
export function rowOf(position: Position): number {
	return (position / COLUMNS) | 0;
}
export function columnOf(position: Position): number {
	return position % COLUMNS;
}
export function positionAt(row: number, column: number): Position {
	return row * COLUMNS + column;
}

/** "7 of hearts", "jack of spades": the name a person (and a screen reader) uses. */
export function cardName(card: Card): string {
	return `${RANK_NAMES[rankOf(card) - 1]} of ${SUITS[suitOf(card)]}`;
}

/** Two-character code used in game records: rank A 2-9 T J Q K, then suit C D H S ("7H", "TD"). */
export function cardCode(card: Card): string {
	return RANK_LETTERS[rankOf(card) - 1] + SUIT_LETTERS[suitOf(card)];
}

/** Parses a card code; accepts "10" for "T" and either letter case. Returns null if it is not a card. */
export function parseCardCode(text: string): Card | null {
	const match = /^(10|[A2-9TJQK])([CDHS])$/i.exec(text);
	if (!match) {
		return null;
	}
	const rankText = match[1].toUpperCase() === '10' ? 'T' : match[1].toUpperCase();
	return makeCard(SUIT_LETTERS.indexOf(match[2].toUpperCase()), RANK_LETTERS.indexOf(rankText) + 1);
}
