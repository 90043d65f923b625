/**
 * "Find", as in the Windows game: holding the right button (or a long press, or Space)
 * on a gap highlights the card that plays there; on a card, the card that plays after it.
 * Worked out from the view the host sent; the rule itself stays in the engine
 * (a gap's `GapView` says what it takes).
 */
import { cardAfter, cardName, type Position } from '../engine';
import type { GameView } from '../protocol';
import { capitalised, deucesText, positionOf, positionText } from './describe';

export interface Found {
	readonly positions: readonly Position[];
	/** What was found, in words, for the status line and the live region. */
	readonly text: string;
}

function located(view: GameView, found: readonly number[]): Position[] {
	return found.map((card) => positionOf(view, card)).filter((p): p is Position => p !== null);
}

export function find(view: GameView, position: Position): Found {
	const cell = view.cells[position];
	if (cell.card !== null) {
		const next = cardAfter(cell.card);
		if (next === null) {
			return { positions: [], text: `Nothing follows the ${cardName(cell.card)}.` };
		}
		const positions = located(view, [next]);
		return {
			positions,
			text: `The ${cardName(next)} is ${positions.length ? `at ${positionText(positions[0])}` : 'not on the board'}.`,
		};
	}
	const gap = cell.gap;
	if (gap?.kind === 'card') {
		const positions = located(view, [gap.card]);
		return {
			positions,
			text: `The ${cardName(gap.card)} plays here${positions.length ? `; it is at ${positionText(positions[0])}` : ''}.`,
		};
	}
	if (gap?.kind === 'deuce') {
		return gap.accepts.length
			? { positions: located(view, gap.accepts), text: `${capitalised(deucesText(gap))} plays here.` }
			: { positions: [], text: 'No 2 can play here.' };
	}
	return { positions: [], text: gap?.kind === 'dead' ? gap.reason : 'Nothing can play here.' };
}
