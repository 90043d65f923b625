/**
 * "Find", as in the Windows game: holding the right button (or a long press, or Space)
 * on a gap highlights the card or cards that play there; on a card, those that may
 * follow it, and in Galary and Free Parking the one that may go before it. Worked out
 * from the view the host sent and the engine's rule, never a copy of it: a gap's
 * `GapView` says what it takes, `followersOf` what follows a card in the game being
 * played (Paganini's 6 after the ace, Jungle's next rank of any suit, either copy in a
 * two-deck game) and `precedersOf` what may go before it.
 */
import { type Card, cardName, followersOf, GAMES, type Position, positionText, precedersOf, rankName } from '../engine';
import type { GameView } from '../protocol';
import { capitalised, deucesText, either, positionOf } from './describe';

export interface Found {
	readonly positions: readonly Position[];
	/** What was found, in words, for the status line and the live region. */
	readonly text: string;
}

/** A card, and where it stands on the board (null when it is not on the board). */
interface Located {
	readonly card: Card;
	readonly position: Position | null;
}

function locate(view: GameView, cards: readonly Card[]): Located[] {
	return cards.map((card) => ({ card, position: positionOf(view, card) }));
}

function positionsOf(found: readonly Located[]): Position[] {
	return found.map(({ position }) => position).filter((p): p is Position => p !== null);
}

/** "the 8 of hearts at row 2, column 3 or the 8 of hearts, second deck at row 5, column 9". */
function cardsAt(view: GameView, found: readonly Located[]): string {
	return either(
		found.map(
			({ card, position }) => `the ${cardName(card)}${position === null ? '' : ` at ${positionText(view, position)}`}`,
		),
	);
}

function foundAfter(view: GameView, card: Card): Found {
	const followers = locate(view, followersOf(view.rules.game, card));
	const positions = positionsOf(followers);
	if (followers.length === 0) {
		return { positions, text: `Nothing follows the ${cardName(card)}.` };
	}
	if (followers.length === 1) {
		const { card: follower, position } = followers[0];
		const where = position === null ? 'not on the board' : `at ${positionText(view, position)}`;
		return { positions, text: `The ${cardName(follower)} is ${where}.` };
	}
	return { positions, text: `One of these follows the ${cardName(card)}: ${cardsAt(view, followers)}.` };
}

/** What may follow the card, and what may go before it where the game allows that too. */
function foundBeside(view: GameView, card: Card): Found {
	const after = foundAfter(view, card);
	const preceders = locate(view, precedersOf(view.rules.game, card));
	const before = positionsOf(preceders);
	if (before.length === 0) {
		return after;
	}
	return {
		positions: [...before, ...after.positions],
		text: `${after.text} ${capitalised(cardsAt(view, preceders))} may go before it.`,
	};
}

export function find(view: GameView, position: Position): Found {
	const cell = view.cells[position];
	if (cell.card !== null) {
		return foundBeside(view, cell.card);
	}
	const gap = cell.gap;
	switch (gap?.kind) {
		case 'card': {
			const position = positionOf(view, gap.card);
			return {
				positions: position === null ? [] : [position],
				text: `The ${cardName(gap.card)} plays here${position === null ? '' : `; it is at ${positionText(view, position)}`}.`,
			};
		}
		case 'cards': {
			const accepted = locate(view, gap.accepts);
			return {
				positions: positionsOf(accepted),
				text: `One of these plays here: ${cardsAt(view, accepted)}.`,
			};
		}
		case 'deuce':
			return gap.accepts.length
				? { positions: positionsOf(locate(view, gap.accepts)), text: `${capitalised(deucesText(gap))} plays here.` }
				: { positions: [], text: `No ${rankName(GAMES[view.rules.game].run[0])} can play here.` };
		case 'dead':
			return { positions: [], text: gap.reason };
		default:
			return { positions: [], text: 'Nothing can play here.' };
	}
}
