/**
 * The rule for what may move into a gap, and everything derived from it: the legal
 * moves, the gaps' views, the reasons a move is refused. Every other module (hints,
 * the webview through `GapView`) asks here instead of restating it.
 *
 * Each game declares one acceptance rule (games.ts); here they are side by side, in
 * `accepts` with `follows` (may this card go there?) and `collectGap` (which cards may
 * go there?):
 * - `successor` (Montana and most of the family): a gap in the first column takes a
 *   card of the run's first rank (a 2, or an ace; with fixed suits only the row's own),
 *   and one already starting a row may move to another row's first-column gap; any other
 *   gap takes only the next card of the run, same suit, after the card on its left, so
 *   nothing goes after the run's last card (a King) or after another gap;
 * - `eitherSide` (Galary, Free Parking): as `successor`, or the card just before the one
 *   on the gap's right in the same row (PySol looks past the row's end into the next
 *   row; we do not: docs/games.md, "PySol's quirks, decided");
 * - `anySuitSuccessor` (Jungle): the next rank of the run after the left card, any suit;
 * - `higherSuit` (Spaces and Aces): any later rank of the run in the left card's suit;
 * - `neighbour` (Rectangular Rovers): any card above, below, left or right of the gap
 *   (fixed suits too: they fix only which suit each row is home in, docs/games.md),
 *   until the game is won (the only rule under which a won board still has a card beside
 *   a gap, so the only one that asks).
 * In a two-deck game either copy of a card will do.
 */
import {
	type Card,
	type Position,
	CARD_COUNT,
	GAP,
	KING,
	SUITS,
	aRank,
	cardName,
	faceOf,
	rankName,
	rankOf,
	suitOf,
} from './cards';
import type { Board } from './board';
import type { GameId } from './games';
import { type GameModel, NONE, modelOf } from './model';
import { capitalised } from './words';

/** What a gap accepts, worked out here so the webview never re-implements a rule. */
export type GapView =
	/** Nothing can play here now (in Montana: the cell to the left holds a King or is a gap); `reason` says why. */
	| { readonly kind: 'dead'; readonly reason: string }
	/**
	 * A first-column gap: a card of the run's first rank, any of them (`anyDeuce`; any 2
	 * in Montana), or with fixed suits only the row's own. `accepts` lists them in card order.
	 */
	| { readonly kind: 'deuce'; readonly accepts: readonly Card[]; readonly anyDeuce: boolean }
	/** The one card that plays here. */
	| { readonly kind: 'card'; readonly card: Card }
	/** Several cards may play here (two decks' copies, Galary's two sides, Jungle's suits, Rovers' neighbours), in card order. */
	| { readonly kind: 'cards'; readonly accepts: readonly Card[] };

export interface MoveView {
	readonly card: Card;
	readonly from: Position;
	readonly to: Position;
}

/** A move tried: the move made, or why it was not. */
export type MoveAttempt =
	{ readonly ok: true; readonly move: MoveView } | { readonly ok: false; readonly reason: string };

/** The most legal moves any game can have at once (eight first-column gaps times eight 2s): the size `collectMoves` needs. */
export const MAX_MOVES = 64;

/**
 * The cards that may follow `card` into a gap on its right, in card order (both copies
 * in a two-deck game): what the board's hold-to-find lights for a card. Rectangular
 * Rovers has no such rule (a gap takes its neighbours), so there it is the card that
 * follows `card` in its row's home run.
 */
export function followersOf(game: GameId, card: Card): Card[] {
	const model = modelOf(game);
	return Array.from(model.deck).filter((other) => follows(model, card, other));
}

/**
 * The cards that may go into a gap on the left of `card`, in card order: under the
 * `eitherSide` rule (Galary, Free Parking) the card just before it in its run; in every
 * other game none, since there a gap asks only of its left neighbour.
 */
export function precedersOf(game: GameId, card: Card): Card[] {
	const model = modelOf(game);
	return Array.from(model.deck).filter((other) => precedes(model, card, other));
}

/** May `card` stand in the first column of `row`? */
export function opensRow(model: GameModel, card: number, row: number, fixedSuits: boolean): boolean {
	return model.runIndex[card] === 0 && (!fixedSuits || model.suit[card] === model.rowSuit(row));
}

/** Are cells `a` and `b` side by side or one above the other? */
function isNeighbour(model: GameModel, a: Position, b: Position): boolean {
	const columns = model.columns;
	const distance = Math.abs(a - b);
	return distance === columns || (distance === 1 && ((a / columns) | 0) === ((b / columns) | 0));
}

/** May `card` (on the board) move into the gap at `gap` now? Every game's rule, side by side. */
export function accepts(board: Board, card: number, gap: Position): boolean {
	const model = board.model;
	// Montana's case first, in a few loads: the move played most, kept small enough to
	// inline. After a gap `follower` is NONE, which is no card.
	if (model.accepts === 'successor' && model.columnAt[gap] !== 0) {
		const follower = model.nextFace[board.cells[gap - 1]];
		return card === follower || card === follower + CARD_COUNT;
	}
	return acceptsByRule(board, card, gap);
}

function acceptsByRule(board: Board, card: number, gap: Position): boolean {
	const { cells, model, fixedSuits } = board;
	const columns = model.columns;
	const column = gap % columns;
	if (model.accepts === 'neighbour') {
		return !board.isWon() && isNeighbour(model, board.where[card], gap);
	}
	if (column === 0) {
		return opensRow(model, card, (gap / columns) | 0, fixedSuits);
	}
	const beforeRight = column < columns - 1 && precedes(model, cells[gap + 1], card);
	return beforeRight || follows(model, cells[gap - 1], card);
}

/**
 * May `card` go into a gap left of `right` (a card or `GAP`), in the same row? Only under
 * `eitherSide` (Galary's other side): the card just before `right` in its run.
 */
function precedes(model: GameModel, right: number, card: number): boolean {
	return model.accepts === 'eitherSide' && model.previousFace[right] === model.face[card];
}

/**
 * May `card` go into a gap right of `left` (a card or `GAP`)? What each rule asks of the
 * card on the gap's left, side by side; for `neighbour`, which asks nothing of it, the
 * next card of `left`'s run (see `followersOf`).
 */
function follows(model: GameModel, left: number, card: number): boolean {
	switch (model.accepts) {
		case 'successor':
		case 'eitherSide':
		case 'neighbour':
			return model.nextFace[left] === model.face[card];
		case 'anySuitSuccessor':
			return model.runIndex[left] !== NONE && model.runIndex[card] === model.runIndex[left] + 1;
		case 'higherSuit':
			return (
				left !== GAP &&
				model.suit[card] === model.suit[left] &&
				model.runIndex[card] !== NONE &&
				model.runIndex[card] > model.runIndex[left]
			);
	}
}

/**
 * Writes the moves into the gap at `gap` into `out` as (from, to) pairs from pair
 * `count` on, and returns the new count. Candidates come in card order (for a
 * first-column gap: the 2s in suit order), which keeps move lists stable.
 */
function collectGap(board: Board, gap: Position, out: Uint8Array, count: number): number {
	const { cells, where, model, fixedSuits } = board;
	const columns = model.columns;
	const column = gap % columns;
	if (model.accepts === 'neighbour') {
		if (board.isWon()) {
			return count;
		}
		for (const from of [gap - columns, gap - 1, gap + 1, gap + columns]) {
			if (from >= 0 && from < cells.length && cells[from] !== GAP && isNeighbour(model, from, gap)) {
				count = push(out, count, from, gap);
			}
		}
		return count;
	}
	if (column === 0) {
		const row = (gap / columns) | 0;
		const openers = model.openers;
		for (let i = 0; i < openers.length; i++) {
			if (opensRow(model, openers[i], row, fixedSuits)) {
				count = push(out, count, where[openers[i]], gap);
			}
		}
		return count;
	}
	const left = cells[gap - 1];
	switch (model.accepts) {
		case 'successor':
			return pushCopies(board, model.nextFace[left], gap, out, count);
		case 'eitherSide': {
			const after = model.nextFace[left];
			const before = column < columns - 1 ? model.previousFace[cells[gap + 1]] : NONE;
			count = pushCopies(board, after, gap, out, count);
			return before === after ? count : pushCopies(board, before, gap, out, count);
		}
		case 'anySuitSuccessor': {
			const next = model.runIndex[left] === NONE ? NONE : model.runIndex[left] + 1;
			for (let suit = 0; suit < SUITS.length; suit++) {
				count = pushCopies(board, model.faceAt(suit, next), gap, out, count);
			}
			return count;
		}
		case 'higherSuit':
			if (left !== GAP) {
				for (let index = model.runIndex[left] + 1; index < model.runMax; index++) {
					count = pushCopies(board, model.faceAt(model.suit[left], index), gap, out, count);
				}
			}
			return count;
	}
}

function push(out: Uint8Array, count: number, from: Position, to: Position): number {
	out[2 * count] = from;
	out[2 * count + 1] = to;
	return count + 1;
}

/** Pushes the move of card `face` (a face, or `NONE`) into `gap`, and of its second-deck copy in a two-deck game. */
function pushCopies(board: Board, face: number, gap: Position, out: Uint8Array, count: number): number {
	if (face === NONE) {
		return count;
	}
	count = push(out, count, board.where[face], gap);
	return board.model.decks === 1 ? count : push(out, count, board.where[face + CARD_COUNT], gap);
}

/**
 * Writes every legal move into `out` as (from, to) pairs, gaps in position order and
 * each gap's cards in card order, and returns how many; `out` needs room for
 * `MAX_MOVES` pairs. Allocation-free: this is the engine's hot path.
 */
export function collectMoves(board: Board, out: Uint8Array): number {
	if (board.model.accepts === 'successor') {
		return collectSuccessorMoves(board, out);
	}
	let count = 0;
	for (let gap = board.nextGap(-1); gap >= 0; gap = board.nextGap(gap)) {
		count = collectGap(board, gap, out, count);
	}
	return count;
}

/**
 * `collectGap` for every gap under the `successor` rule, with the tables in locals:
 * the same moves in the same order, at the speed a solver needs for Montana.
 */
function collectSuccessorMoves(board: Board, out: Uint8Array): number {
	const { cells, where, model, fixedSuits } = board;
	const { columnAt, rowAt, nextFace, openers, decks } = model;
	let count = 0;
	for (let gap = board.nextGap(-1); gap >= 0; gap = board.nextGap(gap)) {
		if (columnAt[gap] === 0) {
			const row = rowAt[gap];
			for (let j = 0; j < openers.length; j++) {
				if (!fixedSuits || opensRow(model, openers[j], row, fixedSuits)) {
					out[2 * count] = where[openers[j]];
					out[2 * count + 1] = gap;
					count++;
				}
			}
		} else {
			const face = nextFace[cells[gap - 1]];
			if (face !== NONE) {
				out[2 * count] = where[face];
				out[2 * count + 1] = gap;
				count++;
				if (decks === 2) {
					out[2 * count] = where[face + CARD_COUNT];
					out[2 * count + 1] = gap;
					count++;
				}
			}
		}
	}
	return count;
}

/** The gaps `card` may move to now, in position order: several for a 2, at most one otherwise in Montana. */
export function targetsFor(board: Board, card: Card): Position[] {
	if (board.where[card] === GAP) {
		return [];
	}
	return board.gapList().filter((gap) => accepts(board, card, gap));
}

const scratch = new Uint8Array(2 * MAX_MOVES);

/** What the gap at `gap` accepts now, by the game's rule. */
export function gapView(board: Board, gap: Position): GapView {
	const count = collectGap(board, gap, scratch, 0);
	const cards = Array.from({ length: count }, (_, i) => board.cells[scratch[2 * i]]).sort((a, b) => a - b);
	if (board.model.accepts !== 'neighbour' && board.model.columnAt[gap] === 0) {
		return { kind: 'deuce', accepts: cards, anyDeuce: cards.length === board.model.openers.length };
	}
	if (cards.length === 0) {
		return { kind: 'dead', reason: whyDead(board, gap) };
	}
	return cards.length === 1 ? { kind: 'card', card: cards[0] } : { kind: 'cards', accepts: cards };
}

/** Why nothing can go into the gap at `gap` now (it takes no card). */
function whyDead(board: Board, gap: Position): string {
	const { model, cells } = board;
	const left = model.columnAt[gap] === 0 ? GAP : cells[gap - 1];
	if (board.isWon()) {
		return 'The game is won.';
	}
	if (model.accepts !== 'successor') {
		return 'No card can go into this gap now.';
	}
	return left === GAP
		? 'Nothing can go into a gap right after another gap.'
		: `Nothing can go after ${lastOfRun(left)} (the ${cardName(left)}).`;
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
	switch (view.kind) {
		case 'dead':
			return view.reason;
		case 'deuce':
			return `Choose which ${board.model.declaration.run[0] === 1 ? 'ace' : rankName(board.model.declaration.run[0])} goes into this first-column gap.`;
		default:
			return 'Several cards can go here: choose the one to move.';
	}
}

/** Why `card` may not go into the gap at `to`, in words, or null if it may. */
export function whyNotInto(board: Board, card: Card, to: Position): string | null {
	const { cells, model } = board;
	if (cells[to] !== GAP) {
		return whyNotAGap(cells[to]);
	}
	if (accepts(board, card, to)) {
		return null;
	}
	const columns = model.columns;
	if (model.accepts === 'neighbour') {
		return 'Only a card next to the gap (left, right, above or below) can slide into it.';
	}
	const firstRank = model.declaration.run[0];
	if (to % columns === 0) {
		return model.runIndex[card] !== 0
			? `Only ${aRank(firstRank)} can go into the first column.`
			: `With fixed suits, row ${((to / columns) | 0) + 1} starts with the ${cardName(rowOpener(model, to))}.`;
	}
	const left = cells[to - 1];
	const view = gapView(board, to);
	if (view.kind === 'dead') {
		return view.reason;
	}
	if (view.kind === 'card' || model.accepts === 'successor') {
		return `Only the ${cardName(faceOf(model.nextFace[left]))} can go after the ${cardName(faceOf(left))}.`;
	}
	return `Only ${either(view.accepts.filter((c) => c < CARD_COUNT).map((c) => `the ${cardName(c)}`))} can go here.`;
}

/** The card that opens row `position`'s run with fixed suits. */
function rowOpener(model: GameModel, position: Position): Card {
	return model.faceAt(model.rowSuit(model.rowAt[position]), 0);
}

/** "a King", "a 10": how the end of a run is named in a refusal. */
function lastOfRun(card: Card): string {
	return rankOf(card) === KING ? 'a King' : aRank(rankOf(card));
}

/** "A", "A or B", "A, B or C". */
function either(items: readonly string[]): string {
	return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Why `card` has no gap to go to now, in words; call only when `targetsFor` is empty. */
export function whyNoTarget(board: Board, card: Card): string {
	const { model, fixedSuits } = board;
	const columns = model.columns;
	if (model.runIndex[card] === 0 && model.accepts !== 'neighbour') {
		const rows = Array.from({ length: model.rows }, (_, row) => row).filter(
			(row) => model.rowSuit(row) === suitOf(card),
		);
		return fixedSuits
			? `The ${cardName(faceOf(card))} can only go into the first column of row ${either(rows.map((row) => String(row + 1)))}, and that is not a gap.`
			: `${capitalised(aRank(model.declaration.run[0]))} can only go into a gap in the first column, and there is none.`;
	}
	if (model.accepts !== 'successor') {
		return `No gap takes the ${cardName(card)} now.`;
	}
	const lower = model.previousFace[card];
	const copies = model.decks === 1 ? [lower] : [lower, lower + CARD_COUNT];
	const atRowEnd = copies.every((copy) => board.where[copy] % columns === columns - 1);
	const name = cardName(faceOf(card));
	if (model.decks === 2) {
		return `The ${name} can only follow a ${cardName(lower)}, and no gap follows either.`;
	}
	return atRowEnd
		? `The ${name} can only follow the ${cardName(lower)}, which is at the end of its row.`
		: `The ${name} can only go into the gap after the ${cardName(lower)}, and that cell is not a gap.`;
}
