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
import { NO_CARD as NO_CARD_EXPORT } from './problem';
import type { SearchBoard } from './searchBoard';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;

export class Movability {
	/** `movable[card]` is 1 when the card may still move. */
	readonly movable = new Uint8Array(256);
	/** Cell sets are bit sets of `words` 32-bit words. */
	private readonly words: number;
	/** `reach[card * words ..]`: the cells the card may ever stand in. */
	private readonly reach: Uint32Array;
	/** The cells that may ever be gaps. */
	private readonly emptiable: Uint32Array;
	/** Every cell outside the first column: a card reaches a cell right of its predecessor's, never the next row's first. */
	private readonly pastFirstColumn: Uint32Array;
	/** The cards on the board, each after the card it follows. */
	private readonly order: Uint8Array;
	/** Each card on the board after a card it follows on the board, as (leader, card) pairs in `order`: one pass carries reach down whole runs. */
	private readonly links: Uint8Array;
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
		this.pastFirstColumn = new Uint32Array(this.words);
		for (let cell = 0; cell < cells.length; cell++) {
			if (cell % columns !== 0) {
				this.pastFirstColumn[cell >>> 5] |= 1 << (cell & 31);
			}
		}
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
		this.order = runOrder(board);
		this.links = Uint8Array.from(
			[...this.order].flatMap((leader) => {
				const card = follower[leader];
				return card !== NO_CARD && where[card] !== NO_CARD ? [leader, card] : [];
			}),
		);
		this.everyCardHome = board.gaps.length === rows * (columns - runLength);
		this.rowsOf = new Uint32Array(this.roots.length);
		this.matched = new Int32Array(rows);
	}

	/** Recomputes `movable` and where each card may stand for the board's position. */
	update(): void {
		const { gaps, where, columns, rows, openers } = this.board;
		const { words, reach, emptiable, pastFirstColumn, order, links, movable } = this;
		movable.fill(0);
		emptiable.fill(0);
		reach.fill(0);
		for (let i = 0; i < order.length; i++) {
			const card = order[i];
			reach[card * words + (where[card] >>> 5)] = 1 << (where[card] & 31);
		}
		for (let i = 0; i < gaps.length; i++) {
			emptiable[gaps[i] >>> 5] |= 1 << (gaps[i] & 31);
		}
		// Each pass carries reach down every run; only a newly emptiable cell can open more.
		for (let grew = true; grew;) {
			grew = false;
			for (let row = 0; row < rows; row++) {
				const first = row * columns;
				if ((emptiable[first >>> 5] & (1 << (first & 31))) === 0) {
					continue;
				}
				const rowOpeners = openers[row];
				for (let j = 0; j < rowOpeners.length; j++) {
					const opener = rowOpeners[j];
					if (where[opener] === NO_CARD) {
						continue;
					}
					reach[opener * words + (first >>> 5)] |= 1 << (first & 31);
					// A card's own cell is emptiable only once it may move, so `first` is another cell.
					if (movable[opener] === 0) {
						movable[opener] = 1;
						grew = this.makeEmptiable(where[opener]) || grew;
					}
				}
			}
			for (let i = 0; i < links.length; i += 2) {
				const from = links[i] * words;
				const to = links[i + 1] * words;
				// The cells right of where the leader may stand that may be gaps: where the card may go.
				let carry = 0;
				let right = 0;
				for (let w = 0; w < words; w++) {
					const leaderReach = reach[from + w];
					const cells = ((leaderReach << 1) | carry) & emptiable[w] & pastFirstColumn[w];
					carry = leaderReach >>> 31;
					reach[to + w] |= cells;
					right |= cells;
				}
				// Before the card may move its own cell is not emptiable, so any cell here is somewhere else to go.
				const card = links[i + 1];
				if (right !== 0 && movable[card] === 0) {
					movable[card] = 1;
					grew = this.makeEmptiable(where[card]) || grew;
				}
			}
		}
	}

	/** Adds the cell to `emptiable`; returns whether it is new there. */
	private makeEmptiable(cell: number): boolean {
		const bit = 1 << (cell & 31);
		if ((this.emptiable[cell >>> 5] & bit) !== 0) {
			return false;
		}
		this.emptiable[cell >>> 5] |= bit;
		return true;
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

/**
 * The cards on the board, each after every card it follows (a topological order of the
 * follower relation, which has no cycles: each follower is of a higher rank).
 */
function runOrder(board: SearchBoard): Uint8Array {
	const { cells, follower, where } = board;
	const leaders = new Uint8Array(256);
	for (const card of cells) {
		if (card !== NO_CARD && follower[card] !== NO_CARD && where[follower[card]] !== NO_CARD) {
			leaders[follower[card]]++;
		}
	}
	const order = [...cells].filter((card) => card !== NO_CARD && leaders[card] === 0);
	for (let i = 0; i < order.length; i++) {
		const next = follower[order[i]];
		if (next !== NO_CARD && where[next] !== NO_CARD && --leaders[next] === 0) {
			order.push(next);
		}
	}
	return Uint8Array.from(order);
}
