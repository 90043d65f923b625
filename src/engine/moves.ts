/**
 * The rule for what may move into a gap, and everything derived from it: the legal
 * moves, the gaps' views, the reasons a move is refused. Every other module (home
 * runs, hints, the webview through `GapView`) asks here instead of restating it.
 *
 * The rule, as Montana Solitaire for Windows, Solitaire Till Dawn, Word of Mouse's
 * Montana and PySol's Montana all give it:
 * - a gap in the first column takes a 2 (any 2; with fixed suits only the row's own);
 *   a 2 already starting a row may move to another row's first-column gap;
 * - any other gap takes only the next-higher card of the same suit as the card on its
 *   left, so nothing goes after a King or after another gap.
 */
import {
	type Card,
	type Position,
	CARD_COUNT,
	COLUMNS,
	DEUCE,
	GAP,
	KING,
	SUITS,
	cardName,
	columnOf,
	makeCard,
	rankOf,
	rowOf,
	suitOf,
} from './cards';
import type { Board } from './board';

/** What a gap accepts, worked out here so the webview never re-implements a rule. */
export type GapView =
	/** Nothing can play here while the cell to the left holds a King or is a gap; `reason` says which. */
	| { readonly kind: 'dead'; readonly reason: string }
	/**
	 * A first-column gap: any 2 (`anyDeuce`), or with fixed suits only the row's own 2.
	 * `accepts` lists them in suit order.
	 */
	| { readonly kind: 'deuce'; readonly accepts: readonly Card[]; readonly anyDeuce: boolean }
	/** The one card that plays here. */
	| { readonly kind: 'card'; readonly card: Card };

export interface MoveView {
	readonly card: Card;
	readonly from: Position;
	readonly to: Position;
}

/** A move tried: the move made, or why it was not. */
export type MoveAttempt =
	{ readonly ok: true; readonly move: MoveView } | { readonly ok: false; readonly reason: string };

/** At most four first-column gaps times four 2s: the size `collectMoves` needs. */
export const MAX_MOVES = 16;

const NO_CARD = 0xfe;
/** For each cell value (a card or `GAP`), the card that may follow it: a table, as the hot path asks this on every move. */
const FOLLOWER = Uint8Array.from({ length: GAP + 1 }, (_, left) =>
	left >= CARD_COUNT || rankOf(left) === KING ? NO_CARD : left + 1,
);

/** The card that plays right of a cell holding `left` (a card or `GAP`), or null after a King or a gap. */
export function cardAfter(left: number): Card | null {
	const card = FOLLOWER[left];
	return card === NO_CARD ? null : card;
}

/** May `card` stand in the first column of `row`? */
export function opensRow(card: number, row: number, fixedSuits: boolean): boolean {
	return card !== GAP && rankOf(card) === DEUCE && (!fixedSuits || suitOf(card) === row);
}

/**
 * May `card` stand at `position`, judging by the cell on its left only? This is the
 * move rule for a gap, and also what makes a card part of a home run.
 */
export function fitsAt(cells: Uint8Array, card: number, position: Position, fixedSuits: boolean): boolean {
	return position % COLUMNS === 0
		? opensRow(card, rowOf(position), fixedSuits)
		: FOLLOWER[cells[position - 1]] === card;
}

/**
 * Writes every legal move into `out` as (from, to) pairs, gaps in position order and
 * 2s in suit order, and returns how many; `out` needs room for `MAX_MOVES` pairs.
 * Allocation-free: this is the engine's hot path.
 */
export function collectMoves(board: Board, out: Uint8Array): number {
	const { cells, where, gaps, fixedSuits } = board;
	let count = 0;
	for (let i = 0; i < gaps.length; i++) {
		const gap = gaps[i];
		if (gap % COLUMNS === 0) {
			for (let suit = 0; suit < SUITS.length; suit++) {
				const deuce = makeCard(suit, DEUCE);
				if (opensRow(deuce, rowOf(gap), fixedSuits)) {
					out[2 * count] = where[deuce];
					out[2 * count + 1] = gap;
					count++;
				}
			}
		} else {
			const card = cardAfter(cells[gap - 1]);
			if (card !== null) {
				out[2 * count] = where[card];
				out[2 * count + 1] = gap;
				count++;
			}
		}
	}
	return count;
}

/** The gaps `card` may move to now, in position order: several for a 2, at most one otherwise. */
export function targetsFor(board: Board, card: Card): Position[] {
	const { cells, where, gaps, fixedSuits } = board;
	if (where[card] === GAP) {
		return [];
	}
	return Array.from(gaps).filter((gap) => fitsAt(cells, card, gap, fixedSuits));
}

/** What the gap at `gap` accepts, judging by the cell on its left. */
export function gapView(board: Board, gap: Position): GapView {
	if (columnOf(gap) === 0) {
		const accepts: Card[] = [];
		for (let suit = 0; suit < SUITS.length; suit++) {
			if (opensRow(makeCard(suit, DEUCE), rowOf(gap), board.fixedSuits)) {
				accepts.push(makeCard(suit, DEUCE));
			}
		}
		return { kind: 'deuce', accepts, anyDeuce: accepts.length === SUITS.length };
	}
	const left = board.cells[gap - 1];
	const card = cardAfter(left);
	return card === null ? { kind: 'dead', reason: whyDeadAfter(left) } : { kind: 'card', card };
}

/** Why nothing can go right of a cell holding `left`, a King or `GAP`. */
function whyDeadAfter(left: number): string {
	return left === GAP
		? 'Nothing can go into a gap right after another gap.'
		: `Nothing can go after a King (the ${cardName(left)}).`;
}

function whyNotAGap(card: Card): string {
	return `There is a card there (the ${cardName(card)}), not a gap.`;
}

/** Why no single card fills the cell at `gap`; call only when `gapView` does not name one. */
export function whyNoFill(board: Board, gap: Position): string {
	if (board.cells[gap] !== GAP) {
		return whyNotAGap(board.cells[gap]);
	}
	const view = gapView(board, gap);
	return view.kind === 'dead' ? view.reason : 'Choose which 2 goes into this first-column gap.';
}

/** Why `card` may not go into the gap at `to`, in words, or null if it may. */
export function whyNotInto(board: Board, card: Card, to: Position): string | null {
	const { cells, fixedSuits } = board;
	if (cells[to] !== GAP) {
		return whyNotAGap(cells[to]);
	}
	if (fitsAt(cells, card, to, fixedSuits)) {
		return null;
	}
	if (columnOf(to) === 0) {
		return rankOf(card) !== DEUCE
			? 'Only a 2 can go into the first column.'
			: `With fixed suits, row ${rowOf(to) + 1} starts with the 2 of ${SUITS[rowOf(to)]}.`;
	}
	const left = cells[to - 1];
	const follower = cardAfter(left);
	return follower === null ? whyDeadAfter(left) : `Only the ${cardName(follower)} can go after the ${cardName(left)}.`;
}

/** Why `card` has no gap to go to now, in words; call only when `targetsFor` is empty. */
export function whyNoTarget(board: Board, card: Card): string {
	if (rankOf(card) === DEUCE) {
		return board.fixedSuits
			? `The 2 of ${SUITS[suitOf(card)]} can only go into the first column of row ${suitOf(card) + 1}, and that is not a gap.`
			: 'A 2 can only go into a gap in the first column, and there is none.';
	}
	const lower = card - 1;
	const lowerAt = board.where[lower];
	return columnOf(lowerAt) === COLUMNS - 1
		? `The ${cardName(card)} can only follow the ${cardName(lower)}, which is at the end of its row.`
		: `The ${cardName(card)} can only go into the gap after the ${cardName(lower)}, and that cell is not a gap.`;
}
