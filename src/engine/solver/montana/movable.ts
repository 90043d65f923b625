/**
 * Where each card could ever stand, which cards could ever move, and the proof of a lost
 * position that follows.
 *
 * A card other than an opener moves only into the cell right of its predecessor, and only
 * when that cell is a gap. So it can stand, some day, only where it stands now or right of
 * a cell where its predecessor can stand, and then only if that cell can be a gap: a gap
 * now, or the cell of a card that can move. An opener can stand only where it stands or in
 * a first-column cell of a row it opens that can be a gap. The least sets closed under
 * these rules (`reach`, `movable`, `emptiable`) hold every cell each card will ever stand
 * in, every card that will ever move and every cell that will ever be a gap: on any line
 * of play, the first move to leave them would have to be a move the rules forbid.
 *
 * In a won position every card stands in its row's run, at the column of its place in
 * its suit's run, each suit in a row that its opener opens. So the position is lost when
 * some card can never reach that column, or when no assignment of suits to rows lets
 * every card of each suit reach its cell in that suit's row.
 */
import { NO_CARD as NO_CARD_EXPORT } from '../problem';
import type { SearchBoard } from './searchBoard';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;

/** Events in `Movability`'s queue at or above this are cells newly emptiable; below it, a card's new cell (card << 8 | cell). */
const EMPTIABLE = 1 << 16;

export class Movability {
	/** `movable[card]` is 1 when the card may still move. */
	readonly movable = new Uint8Array(256);
	/** Cell sets are bit sets of `words` 32-bit words. */
	private readonly words: number;
	/** `reach[card * words ..]`: the cells the card may ever stand in. */
	private readonly reach: Uint32Array;
	/** The cells that may ever be gaps. */
	private readonly emptiable: Uint32Array;
	/** `startsRow[cell]` is 1 for a first-column cell, and for the cell past the last: no card goes there from its left. */
	private readonly startsRow: Uint8Array;
	/** The cards on the board. */
	private readonly order: Uint8Array;
	/** The cards found so far that may stand in each cell: `standers[cell * order.length ..]`, `standerCount[cell]` of them. */
	private readonly standers: Uint8Array;
	private readonly standerCount: Uint8Array;
	/**
	 * What is found but not yet carried on to what follows from it: a card's new cell, or a
	 * newly emptiable cell. Each is found once, so the queue holds at most one of each.
	 */
	private readonly queue: Int32Array;
	/** Place of each card in its run from an opener (the opener is 0), or NO_CARD. */
	private readonly depth = new Uint8Array(256).fill(NO_CARD);
	/** The openers on the board, each with the cards of its run that are on the board, the opener first. */
	private readonly roots: readonly { readonly opener: number; readonly cards: Uint8Array }[];
	/** Whether the won position has every card in a run (no cards past the runs): what `provedLost` assumes. */
	private readonly everyCardHome: boolean;
	/** Scratch for the matching of suits to rows: the rows each root may fill, and the root matched to each row. */
	private readonly rowsOf: Uint32Array;
	private readonly matched: Int32Array;

	constructor(private readonly board: SearchBoard) {
		const { cells, columns, rows, follower, where, runLength } = board;
		this.words = Math.ceil(cells.length / 32);
		this.reach = new Uint32Array(256 * this.words);
		this.emptiable = new Uint32Array(this.words);
		this.startsRow = Uint8Array.from({ length: cells.length + 1 }, (_, cell) => (cell % columns === 0 ? 1 : 0));
		const openers = [...new Set(board.openers.flat())].filter((card) => where[card] !== NO_CARD);
		this.roots = openers.map((opener) => {
			const cards: number[] = [];
			for (let card = opener, place = 0; card !== NO_CARD && place < runLength; place++) {
				if (where[card] !== NO_CARD) {
					this.depth[card] = place;
					cards.push(card);
				}
				card = follower[card];
			}
			return { opener, cards: Uint8Array.from(cards) };
		});
		this.order = Uint8Array.from(cells.filter((card) => card !== NO_CARD));
		this.standers = new Uint8Array(cells.length * this.order.length);
		this.standerCount = new Uint8Array(cells.length);
		this.queue = new Int32Array((this.order.length + 1) * cells.length);
		this.everyCardHome = board.gaps.length === rows * (columns - runLength);
		this.rowsOf = new Uint32Array(this.roots.length);
		this.matched = new Int32Array(rows);
	}

	/**
	 * Recomputes `movable` and where each card may stand for the board's position: the
	 * least sets closed under the rules above, found by carrying each new fact (a card may
	 * stand in a cell, a cell may be a gap) on to what it allows, each once: passes until
	 * nothing grew were slower (docs/solver-measurements.md, "`Movability.update` as a worklist").
	 */
	update(): void {
		const { gaps, where, columns, openers, follower } = this.board;
		const { words, reach, emptiable, order, movable, standers, standerCount, queue, startsRow } = this;
		const slots = order.length;
		movable.fill(0);
		emptiable.fill(0);
		standerCount.fill(0);
		let queued = 0;
		// Where the cards stand now needs no events: a cell right of one, once it may be a gap,
		// finds the card among its left cell's standers (docs/solver-measurements.md, "No events
		// for where the cards stand").
		for (let i = 0; i < slots; i++) {
			const card = order[i];
			const cell = where[card];
			for (let w = 0; w < words; w++) {
				reach[card * words + w] = 0;
			}
			reach[card * words + (cell >>> 5)] = 1 << (cell & 31);
			standers[cell * slots + standerCount[cell]++] = card;
		}
		for (let i = 0; i < gaps.length; i++) {
			emptiable[gaps[i] >>> 5] |= 1 << (gaps[i] & 31);
			queue[queued++] = EMPTIABLE + gaps[i];
		}
		while (queued > 0) {
			const event = queue[--queued];
			let card: number;
			let cell: number;
			if (event >= EMPTIABLE) {
				cell = event - EMPTIABLE;
				if (startsRow[cell] === 1) {
					// An opener of the row may go there.
					const rowOpeners = openers[cell / columns];
					for (let j = 0; j < rowOpeners.length; j++) {
						card = rowOpeners[j];
						if (where[card] !== NO_CARD) {
							queued = this.mayMove(card, cell, queued);
						}
					}
					continue;
				}
				// The follower of any card that may stand left of it may go there.
				const left = cell - 1;
				for (let j = 0; j < standerCount[left]; j++) {
					card = follower[standers[left * slots + j]];
					if (card !== NO_CARD && where[card] !== NO_CARD) {
						queued = this.mayMove(card, cell, queued);
					}
				}
				continue;
			}
			// The card's follower may go right of the cell, if that may be a gap in the same row.
			card = follower[event >>> 8];
			cell = (event & 255) + 1;
			if (
				card !== NO_CARD &&
				where[card] !== NO_CARD &&
				startsRow[cell] === 0 &&
				(emptiable[cell >>> 5] & (1 << (cell & 31))) !== 0
			) {
				queued = this.mayMove(card, cell, queued);
			}
		}
	}

	/**
	 * The card may come to an emptiable cell, queued after the first `queued` events; returns
	 * how many are queued then. Before the card may move its own cell is not emptiable, so
	 * the cell is somewhere else to go: the card may move, and leave a gap.
	 */
	private mayMove(card: number, cell: number, queued: number): number {
		const { reach, queue, words } = this;
		const at = card * words + (cell >>> 5);
		const bit = 1 << (cell & 31);
		if ((reach[at] & bit) !== 0) {
			return queued;
		}
		reach[at] |= bit;
		this.standers[cell * this.order.length + this.standerCount[cell]++] = card;
		queue[queued++] = (card << 8) | cell;
		if (this.movable[card] === 0) {
			this.movable[card] = 1;
			const from = this.board.where[card];
			const fromBit = 1 << (from & 31);
			if ((this.emptiable[from >>> 5] & fromBit) === 0) {
				this.emptiable[from >>> 5] |= fromBit;
				queue[queued++] = EMPTIABLE + from;
			}
		}
		return queued;
	}

	private reaches(card: number, cell: number): boolean {
		return (this.reach[card * this.words + (cell >>> 5)] & (1 << (cell & 31))) !== 0;
	}

	/** After `update`: is the position lost because some card can never stand where the won position needs it? */
	provedLost(): boolean {
		if (!this.everyCardHome) {
			return false;
		}
		const { rows, columns } = this.board;
		for (let r = 0; r < this.roots.length; r++) {
			const { opener, cards } = this.roots[r];
			let rowsOk = 0;
			for (let row = 0; row < rows; row++) {
				if (!this.board.fits(opener, row * columns)) {
					continue;
				}
				let all = true;
				for (let i = 0; i < cards.length && all; i++) {
					all = this.reaches(cards[i], row * columns + this.depth[cards[i]]);
				}
				if (all) {
					rowsOk |= 1 << row;
				}
			}
			this.rowsOf[r] = rowsOk;
		}
		return !this.rowsMatched();
	}

	/** Whether each suit can be given a row of its own among those it may fill (augmenting paths over a few rows). */
	private rowsMatched(): boolean {
		this.matched.fill(-1);
		for (let r = 0; r < this.roots.length; r++) {
			if (!this.augment(r, 0)) {
				// No row left for this suit, however the others are placed: some card can never be home.
				return false;
			}
		}
		return true;
	}

	private augment(root: number, visited: number): boolean {
		const rowsOk = this.rowsOf[root];
		for (let row = 0; row < this.board.rows; row++) {
			if ((rowsOk & (1 << row)) === 0 || (visited & (1 << row)) !== 0) {
				continue;
			}
			visited |= 1 << row;
			const holder = this.matched[row];
			if (holder === -1 || this.augment(holder, visited)) {
				this.matched[row] = root;
				return true;
			}
		}
		return false;
	}
}
