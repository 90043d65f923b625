/**
 * Positions one hop class apart are searched as one.
 *
 * A hop moves an opener from the first column into another first-column gap. When rows
 * are interchangeable a hop can always be taken back, and while a first-column cell is
 * empty the openers standing in the first column can be put in any order by hops (one
 * gap is enough). So the positions that differ only in how those openers and gaps are
 * ordered down the first column reach each other: they are won or lost together. The
 * exact search keeps one of them (`SearchBoard.packUpToHops`) and plays no hop on its own.
 *
 * What it plays instead are the moves of every position of the class, from the one on
 * the board, each put in front of the hops that make it legal:
 * - every move of the board's position but the hops; an opener into a first-column gap
 *   once per opener while another gap would stay, as the class after it is the same
 *   whichever gap it takes;
 * - an opener's follower into the second column of a row whose first cell holds an
 *   opener or nothing, after the hops that bring that opener there;
 * - when one first-column gap is left, the opener that fills it with every order of the
 *   first column's openers: the positions after it are all different and have no hops.
 *
 * Each is written for `depthFirst.ts` as a plain (from, to) pair, or as a macro: the
 * marker `MACRO`, the number of moves, then the moves.
 */
import { NO_CARD as NO_CARD_EXPORT } from '../problem';
import type { SearchBoard } from './searchBoard';
import { orderMoves } from './moveOrder';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;

/** Marks a macro in a move list: no cell has this number. */
export const MACRO = NO_CARD;

/** Bytes the moves of one class may take: up to 24 orders times 4 openers, each at most 10 moves, and the rest. */
export const MOST_CLASS_BYTES = 4096;
/** The most rows whose first column the classes order. */
const MOST_POOL_ROWS = 4;

export class HopClasses {
	/** Whether the board's game allows it: rows interchangeable, nothing ever follows a gap, four rows at most. */
	readonly apply: boolean;
	private readonly isOpener = new Uint8Array(256);
	private readonly pairs: Uint8Array;
	/** The first column as it is played out: the value of each row's first cell. */
	private readonly first: Uint8Array;
	private readonly target: Uint8Array;
	private readonly orders: readonly (readonly (readonly number[])[])[];

	constructor(private readonly board: SearchBoard) {
		// Past four rows the orders of the first column (5! and more) would not fit `MOST_CLASS_BYTES`.
		this.apply = board.symmetric && board.follower[NO_CARD] === NO_CARD && board.rows <= MOST_POOL_ROWS;
		board.openers[0]?.forEach((card) => (this.isOpener[card] = 1));
		this.pairs = new Uint8Array(2 * board.maxMoves);
		this.first = new Uint8Array(board.rows);
		this.target = new Uint8Array(board.rows);
		this.orders = ordersUpTo(board.rows);
	}

	/** Whether the board's position stands for a class of more than itself: a first-column gap. */
	isClass(): boolean {
		return this.apply && this.board.firstColumnGaps() > 0;
	}

	/** Writes the class's moves at `out[offset..]` (room for `MOST_CLASS_BYTES`); returns where they end. */
	collect(out: Uint8Array, offset: number): number {
		const { board, pairs } = this;
		const { cells, columns, rows, where, follower } = board;
		const count = board.collectMoves(pairs, 0);
		const lastGap = board.firstColumnGaps() === 1;
		let end = offset;
		// Every first-column gap takes the same openers, and the class after is the same whichever.
		let placingGap = -1;
		for (let i = 0; i < count; i++) {
			const from = pairs[2 * i];
			const to = pairs[2 * i + 1];
			if (to % columns === 0 && this.isOpener[cells[from]] === 1) {
				if (from % columns === 0 || lastGap || (placingGap >= 0 && to !== placingGap)) {
					continue;
				}
				placingGap = to;
			}
			out[end++] = from;
			out[end++] = to;
		}
		orderMoves(board, out, offset, (end - offset) / 2);
		for (let row = 0; row < rows; row++) {
			if (!this.board.inHopPool(row) || cells[row * columns + 1] !== NO_CARD) {
				continue;
			}
			for (let other = 0; other < rows; other++) {
				const opener = cells[other * columns];
				if (other === row || opener === NO_CARD || this.isOpener[opener] === 0) {
					continue;
				}
				// The follower must stand outside the first column, which the hops rearrange.
				const next = follower[opener];
				if (next === NO_CARD || where[next] === NO_CARD || where[next] % columns === 0) {
					continue;
				}
				this.readFirstColumn();
				if (this.first[row] !== NO_CARD) {
					this.target[this.gapRow()] = this.first[row];
				}
				this.target[row] = opener;
				this.target[other] = NO_CARD;
				end = this.writeMacro(out, end, where[next], row * columns + 1);
			}
		}
		if (lastGap) {
			end = this.collectLastPlacements(out, end);
		}
		return end;
	}

	/**
	 * The opener that fills the last first-column gap, with every order of the first
	 * column's openers: first the orders that put the most openers left of their followers.
	 */
	private collectLastPlacements(out: Uint8Array, end: number): number {
		const { cells, columns, rows, where, follower } = this.board;
		const poolRows: number[] = [];
		for (let row = 0; row < rows; row++) {
			if (this.board.inHopPool(row)) {
				poolRows.push(row);
			}
		}
		const placements: { readonly openers: number[]; readonly order: readonly number[]; readonly matched: number }[] =
			[];
		for (const opener of this.board.openers[0]) {
			if (where[opener] === NO_CARD || where[opener] % columns === 0) {
				continue;
			}
			const openers = poolRows.map((row) => cells[row * columns]).filter((card) => card !== NO_CARD);
			openers.push(opener);
			for (const order of this.orders[openers.length]) {
				let matched = 0;
				order.forEach((at, i) => (matched += cells[poolRows[i] * columns + 1] === follower[openers[at]] ? 1 : 0));
				placements.push({ openers, order, matched });
			}
		}
		placements.sort((a, b) => b.matched - a.matched);
		for (const { openers, order } of placements) {
			const opener = openers[openers.length - 1];
			this.readFirstColumn();
			let to = 0;
			for (let i = 0; i < order.length; i++) {
				const card = openers[order[i]];
				this.target[poolRows[i]] = card === opener ? NO_CARD : card;
				to = card === opener ? poolRows[i] * columns : to;
			}
			end = this.writeMacro(out, end, where[opener], to);
		}
		return end;
	}

	/** Reads the first column into `first`, and into `target`, for the caller to change. */
	private readFirstColumn(): void {
		const { cells, columns, rows } = this.board;
		for (let row = 0; row < rows; row++) {
			this.first[row] = cells[row * columns];
		}
		this.target.set(this.first);
	}

	/** A row whose first cell is empty in `first`. */
	private gapRow(): number {
		return this.first.indexOf(NO_CARD);
	}

	/**
	 * Writes the hops that turn the first column (`first`) into `target`, then the move
	 * (from, to): a plain pair when no hop is needed, else a macro.
	 */
	private writeMacro(out: Uint8Array, end: number, from: number, to: number): number {
		const { columns } = this.board;
		const { first, target } = this;
		const start = end;
		end += 2;
		for (;;) {
			// A gap the target fills takes its opener; else an opener out of place goes to a gap.
			let row = indexWhere(first, target, true);
			let source: number;
			if (row >= 0) {
				source = first.indexOf(target[row]);
			} else {
				source = indexWhere(first, target, false);
				if (source < 0) {
					break;
				}
				row = this.gapRow();
			}
			out[end++] = source * columns;
			out[end++] = row * columns;
			first[row] = first[source];
			first[source] = NO_CARD;
		}
		out[end++] = from;
		out[end++] = to;
		const moves = (end - start - 2) / 2;
		if (moves === 1) {
			out[start] = from;
			out[start + 1] = to;
			return start + 2;
		}
		out[start] = MACRO;
		out[start + 1] = moves;
		return end;
	}
}

/** The first row where `first` differs from `target`: where `first` is a gap the target fills, or anywhere. */
function indexWhere(first: Uint8Array, target: Uint8Array, fromGap: boolean): number {
	for (let row = 0; row < first.length; row++) {
		if (first[row] !== target[row] && (!fromGap || first[row] === NO_CARD)) {
			return row;
		}
	}
	return -1;
}

/** Every order of `0..n-1`, for each `n` up to `most`. */
function ordersUpTo(most: number): (readonly (readonly number[])[])[] {
	const table: number[][][] = [[[]]];
	for (let n = 1; n <= most; n++) {
		table.push(
			table[n - 1].flatMap((order) =>
				Array.from({ length: n }, (_, at) => [...order.slice(0, at), n - 1, ...order.slice(at)]),
			),
		);
	}
	return table;
}
