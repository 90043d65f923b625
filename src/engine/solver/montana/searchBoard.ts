/**
 * The solver's own board: a `SolverProblem` in typed arrays, with what every node needs
 * kept up to date move by move: where each card is, the gaps, each row's home run, and
 * a Zobrist hash per row. Moves and undos are allocation-free.
 *
 * The position's hash is the sum of its rows' hashes. When rows are interchangeable the
 * row hashes ignore which row they are, so positions that differ only in the order of
 * their rows hash alike, and `pack` writes them alike (rows in a canonical order).
 *
 * Each row is also kept packed, move by move, in whole words of its own (a cell's code in
 * a fixed bit field), so that `pack` only sorts the rows and copies their words.
 */
import { NO_CARD as NO_CARD_EXPORT, type SolverMove, type SolverProblem, rowsInterchangeable } from '../problem';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;

const VALUES = 256;
/** What `secondHash` mixes each row's hash with, so that it is independent of `hash`. */
const SECOND_SALT = 0x5bd1e995;

export class SearchBoard {
	readonly rows: number;
	readonly columns: number;
	readonly runLength: number;
	readonly symmetric: boolean;
	readonly cells: Uint8Array;
	/** The cell of each card, or `NO_CARD` when it is not on the board. */
	readonly where = new Uint8Array(VALUES).fill(NO_CARD);
	readonly gaps: Uint8Array;
	/** How many cells from the left of each row are home. */
	readonly home: Uint8Array;
	homeCount = 0;
	readonly homeGoal: number;
	/** What `peek` found: fields, where a returned pair would be an object made at every move the dive tries. */
	peekedHash = 0;
	peekedSecondHash = 0;
	/** The largest number of moves `collectMoves` may write. */
	readonly maxMoves: number;
	/** 32-bit words `pack` writes. */
	readonly packedWords: number;
	/** Each row's cells packed: `wordsPerRow` words per row, a cell's code in its field. */
	private readonly rowWords: Uint32Array;
	private readonly wordsPerRow: number;
	/** Per cell: the index of its word in `rowWords`, and its field's shift. */
	private readonly wordOf: Uint16Array;
	private readonly shiftOf: Uint8Array;

	readonly follower: Uint8Array;
	/** `leader[card]` is the card that `card` follows, or `NO_CARD`: `follower` read backwards. */
	readonly leader = new Uint8Array(VALUES).fill(NO_CARD);
	/** `opens[row * 256 + card]` is 1 when `card` may go into `row`'s first column. */
	private readonly opens: Uint8Array;
	readonly openers: readonly (readonly number[])[];
	private readonly zobrist: Int32Array;
	private readonly rowHash: Int32Array;
	private readonly bitsPerCell: number;
	private readonly gapCode: number;
	private readonly rowOrder: Uint8Array;
	/** Scratch for `packUpToHops`: each row's hash without its first cell, and the first column's pool. */
	private readonly tailHash: Int32Array;
	private readonly pool: Uint8Array;
	private readonly byRow = (a: number, b: number): number => this.compareCells(this.rowHash, a, b, 0);
	private readonly byTail = (a: number, b: number): number => this.compareTails(a, b);
	/** Moves played, each `from | to << 8 | old home of from's row << 16 | old home of to's row << 24`. */
	private played = new Int32Array(1024);
	private playedCount = 0;

	constructor(problem: SolverProblem) {
		const { rows, columns } = problem;
		this.rows = rows;
		this.columns = columns;
		this.runLength = problem.runLength;
		this.homeGoal = rows * problem.runLength;
		this.symmetric = rowsInterchangeable(problem);
		this.cells = problem.cells.slice();
		this.follower = problem.follower;
		this.follower.forEach((card, value) => {
			if (card !== NO_CARD && value !== NO_CARD) {
				this.leader[card] = value;
			}
		});
		this.openers = problem.openers;
		this.opens = new Uint8Array(rows * VALUES);
		problem.openers.forEach((cards, row) => cards.forEach((card) => (this.opens[row * VALUES + card] = 1)));
		const gapCount = this.cells.filter((value) => value === NO_CARD).length;
		this.gaps = new Uint8Array(gapCount);
		this.maxMoves = gapCount * Math.max(1, ...problem.openers.map((cards) => cards.length));
		this.gapCode = problem.cardLimit;
		this.bitsPerCell = Math.ceil(Math.log2(problem.cardLimit + 1));
		const cellsPerWord = Math.floor(32 / this.bitsPerCell);
		this.wordsPerRow = Math.ceil(columns / cellsPerWord);
		this.packedWords = rows * this.wordsPerRow;
		this.rowWords = new Uint32Array(this.packedWords);
		this.wordOf = new Uint16Array(rows * columns);
		this.shiftOf = new Uint8Array(rows * columns);
		for (let cell = 0; cell < rows * columns; cell++) {
			const row = Math.floor(cell / columns);
			const column = cell % columns;
			this.wordOf[cell] = row * this.wordsPerRow + Math.floor(column / cellsPerWord);
			this.shiftOf[cell] = (column % cellsPerWord) * this.bitsPerCell;
		}
		this.rowOrder = Uint8Array.from({ length: rows }, (_, row) => row);
		this.zobrist = zobristTable(rows, columns, this.symmetric);
		this.rowHash = new Int32Array(rows);
		this.tailHash = new Int32Array(rows);
		this.pool = new Uint8Array(rows);
		this.home = new Uint8Array(rows);
		this.load(this.cells);
	}

	/** Sets up the position `cells` (a position of this problem, e.g. from `unpack`) with no moves played. */
	load(cells: Uint8Array): void {
		const { rows, columns, zobrist, where, rowHash } = this;
		this.cells.set(cells);
		where.fill(NO_CARD);
		rowHash.fill(0);
		this.rowWords.fill(0);
		this.home.fill(0);
		this.homeCount = 0;
		// One plain loop: searches load a position at every expansion.
		let gap = 0;
		for (let row = 0; row < rows; row++) {
			for (let cell = row * columns; cell < (row + 1) * columns; cell++) {
				const value = cells[cell];
				if (value === NO_CARD) {
					this.gaps[gap++] = cell;
				} else {
					where[value] = cell;
				}
				this.setCode(cell, value);
				rowHash[row] ^= zobrist[cell * VALUES + value];
			}
			this.extendHome(row);
		}
		this.playedCount = 0;
	}

	isWon(): boolean {
		return this.homeCount === this.homeGoal;
	}

	/** A second 32-bit hash, independent of `hash()`, for tables keyed by hashes alone. */
	secondHash(): number {
		let sum = 0;
		for (let row = 0; row < this.rows; row++) {
			sum = (sum + fmix32(this.rowHash[row] ^ SECOND_SALT)) | 0;
		}
		return sum;
	}

	/** How many moves have been played since the last `load`. */
	get depth(): number {
		return this.playedCount;
	}

	/** The moves played since the last `load`, in order. */
	playedMoves(): SolverMove[] {
		return Array.from(this.played.subarray(0, this.playedCount), (entry) => ({
			from: entry & 0xff,
			to: (entry >> 8) & 0xff,
		}));
	}

	/**
	 * What `hash()` and `secondHash()` would be after moving the card at `from` into the gap
	 * at `to`, left in `peekedHash` and `peekedSecondHash`, without playing the move: a search
	 * that has seen that position already need not play it and take it back.
	 */
	peek(from: number, to: number): void {
		const { cells, columns, zobrist, rowHash } = this;
		const card = cells[from];
		const fromRow = (from / columns) | 0;
		const toRow = (to / columns) | 0;
		const fromAfter = rowHash[fromRow] ^ zobrist[from * VALUES + card] ^ zobrist[from * VALUES + NO_CARD];
		const toAfter =
			(toRow === fromRow ? fromAfter : rowHash[toRow]) ^ zobrist[to * VALUES + NO_CARD] ^ zobrist[to * VALUES + card];
		let sum = 0;
		let second = 0;
		for (let row = 0; row < this.rows; row++) {
			const rowAfter = row === toRow ? toAfter : row === fromRow ? fromAfter : rowHash[row];
			sum = (sum + rowAfter) | 0;
			second = (second + fmix32(rowAfter ^ SECOND_SALT)) | 0;
		}
		this.peekedHash = fmix32(sum);
		this.peekedSecondHash = second;
	}

	/** A 32-bit hash of the position (of its rows in any order, when they are interchangeable). */
	hash(): number {
		let sum = 0;
		for (let row = 0; row < this.rows; row++) {
			sum = (sum + this.rowHash[row]) | 0;
		}
		return fmix32(sum);
	}

	/**
	 * Writes every legal move into `out` as (from, to) pairs starting at `offset`, and
	 * returns how many; `out` needs room for `2 * maxMoves` bytes from `offset`.
	 */
	collectMoves(out: Uint8Array, offset: number): number {
		const { cells, where, gaps, follower, columns } = this;
		let count = 0;
		for (let i = 0; i < gaps.length; i++) {
			const gap = gaps[i];
			const column = gap % columns;
			if (column === 0) {
				const openers = this.openers[(gap / columns) | 0];
				for (let j = 0; j < openers.length; j++) {
					const from = where[openers[j]];
					if (from !== NO_CARD) {
						out[offset + 2 * count] = from;
						out[offset + 2 * count + 1] = gap;
						count++;
					}
				}
			} else {
				const card = follower[cells[gap - 1]];
				if (card !== NO_CARD && where[card] !== NO_CARD) {
					out[offset + 2 * count] = where[card];
					out[offset + 2 * count + 1] = gap;
					count++;
				}
			}
		}
		return count;
	}

	/** Moves the card at `from` into the gap at `to`, unchecked. */
	play(from: number, to: number): void {
		const { cells, columns, zobrist } = this;
		const card = cells[from];
		const fromRow = (from / columns) | 0;
		const toRow = (to / columns) | 0;
		if (this.playedCount === this.played.length) {
			const grown = new Int32Array(this.played.length * 2);
			grown.set(this.played);
			this.played = grown;
		}
		this.played[this.playedCount++] = from | (to << 8) | (this.home[fromRow] << 16) | (this.home[toRow] << 24);
		cells[from] = NO_CARD;
		cells[to] = card;
		this.setCode(from, NO_CARD);
		this.setCode(to, card);
		this.where[card] = to;
		this.rowHash[fromRow] ^= zobrist[from * VALUES + card] ^ zobrist[from * VALUES + NO_CARD];
		this.rowHash[toRow] ^= zobrist[to * VALUES + NO_CARD] ^ zobrist[to * VALUES + card];
		this.replaceGap(to, from);
		const fromColumn = from - fromRow * columns;
		if (fromColumn < this.home[fromRow]) {
			this.homeCount -= this.home[fromRow] - fromColumn;
			this.home[fromRow] = fromColumn;
		}
		if (to - toRow * columns === this.home[toRow]) {
			this.extendHome(toRow);
		}
	}

	/** Takes back the last move played. */
	undo(): void {
		const entry = this.played[--this.playedCount];
		const from = entry & 0xff;
		const to = (entry >> 8) & 0xff;
		const { cells, columns, zobrist } = this;
		const card = cells[to];
		const fromRow = (from / columns) | 0;
		const toRow = (to / columns) | 0;
		cells[to] = NO_CARD;
		cells[from] = card;
		this.setCode(to, NO_CARD);
		this.setCode(from, card);
		this.where[card] = from;
		this.rowHash[toRow] ^= zobrist[to * VALUES + card] ^ zobrist[to * VALUES + NO_CARD];
		this.rowHash[fromRow] ^= zobrist[from * VALUES + NO_CARD] ^ zobrist[from * VALUES + card];
		this.replaceGap(from, to);
		// Both fields were read before the move: when the cells share a row, each holds that row's old value.
		this.homeCount += ((entry >>> 24) & 0xff) - this.home[toRow];
		this.home[toRow] = (entry >>> 24) & 0xff;
		this.homeCount += ((entry >> 16) & 0xff) - this.home[fromRow];
		this.home[fromRow] = (entry >> 16) & 0xff;
	}

	/**
	 * Writes the position into `out` (`packedWords` words), rows in a canonical order when
	 * they are interchangeable: equal outputs mean equal positions, up to that order.
	 */
	pack(out: Uint32Array): void {
		const { rows, wordsPerRow, rowWords } = this;
		const order = this.rowOrder;
		if (this.symmetric) {
			// By row hash, then by content: a total order on row contents.
			this.sortRows(this.byRow);
		}
		let index = 0;
		for (let i = 0; i < rows; i++) {
			const start = order[i] * wordsPerRow;
			for (let word = 0; word < wordsPerRow; word++) {
				out[index++] = rowWords[start + word];
			}
		}
	}

	/** How many first-column cells are gaps. */
	firstColumnGaps(): number {
		let count = 0;
		for (let i = 0; i < this.gaps.length; i++) {
			if (this.gaps[i] % this.columns === 0) {
				count++;
			}
		}
		return count;
	}

	/**
	 * Writes the position like `pack`, but alike for every position its hops reach when
	 * rows are interchangeable and a first-column cell is a gap (see hopClass.ts): the
	 * rows ordered by their cells right of the first column, and the first column's
	 * openers and gaps given out in a fixed order to the rows whose first cell holds one.
	 * The first column then holds a gap, which no position written by `pack` does.
	 * Returns the hash of what it wrote: `hash()`, or one that is alike for the class.
	 */
	packUpToHops(out: Uint32Array): number {
		if (!this.symmetric || this.firstColumnGaps() === 0) {
			this.pack(out);
			return this.hash();
		}
		const { rows, columns, wordsPerRow, rowWords, cells, pool } = this;
		const order = this.rowOrder;
		let pooled = 0;
		let sum = 0;
		for (let row = 0; row < rows; row++) {
			const first = cells[row * columns];
			this.tailHash[row] = this.rowHash[row] ^ this.zobrist[first];
			if (this.inHopPool(row)) {
				pool[pooled++] = first;
				sum = (sum + this.tailHash[row] + fmix32(first + 0x3c6ef372)) | 0;
			} else {
				sum = (sum + this.rowHash[row]) | 0;
			}
		}
		pool.subarray(0, pooled).sort();
		this.sortRows(this.byTail);
		const mask = (1 << this.bitsPerCell) - 1;
		let index = 0;
		let given = 0;
		for (let i = 0; i < rows; i++) {
			const start = order[i] * wordsPerRow;
			for (let word = 0; word < wordsPerRow; word++) {
				out[index++] = rowWords[start + word];
			}
			if (this.inHopPool(order[i])) {
				const value = pool[given++];
				// The first column's field is the low bits of the row's first word.
				out[index - wordsPerRow] = (out[index - wordsPerRow] & ~mask) | (value === NO_CARD ? this.gapCode : value);
			}
		}
		return fmix32(sum);
	}

	/** Orders rows by their cells right of the first column, then by the first cell of rows outside the pool. */
	private compareTails(a: number, b: number): number {
		const difference = this.compareCells(this.tailHash, a, b, 1);
		if (difference !== 0) {
			return difference;
		}
		const pooledA = this.inHopPool(a);
		const pooledB = this.inHopPool(b);
		if (pooledA !== pooledB) {
			return pooledA ? -1 : 1;
		}
		return pooledA ? 0 : this.cells[a * this.columns] - this.cells[b * this.columns];
	}

	/**
	 * Whether the row's first cell holds an opener or nothing, when rows are interchangeable:
	 * one of the cells whose contents hops put in any order (hopClass.ts).
	 */
	inHopPool(row: number): boolean {
		const first = this.cells[row * this.columns];
		return first === NO_CARD || this.opens[row * VALUES + first] === 1;
	}

	/** The cells of a packed position, rows in the packed (canonical) order. */
	unpack(packed: Uint32Array, out: Uint8Array): void {
		const mask = (1 << this.bitsPerCell) - 1;
		for (let cell = 0; cell < out.length; cell++) {
			const code = (packed[this.wordOf[cell]] >>> this.shiftOf[cell]) & mask;
			out[cell] = code === this.gapCode ? NO_CARD : code;
		}
	}

	/** Writes `value`'s code into the cell's field of its row's words. */
	private setCode(cell: number, value: number): void {
		const code = value === NO_CARD ? this.gapCode : value;
		const shift = this.shiftOf[cell];
		const word = this.wordOf[cell];
		this.rowWords[word] = (this.rowWords[word] & ~(((1 << this.bitsPerCell) - 1) << shift)) | (code << shift);
	}

	/** Is the cell home, i.e. part of its row's run from the left? */
	isHome(cell: number): boolean {
		const row = (cell / this.columns) | 0;
		return cell - row * this.columns < this.home[row];
	}

	/** May `card` stand at `cell`, judging by the cell on its left (or the first column's rule)? */
	fits(card: number, cell: number): boolean {
		const column = cell % this.columns;
		return column === 0
			? this.opens[((cell / this.columns) | 0) * VALUES + card] === 1
			: this.follower[this.cells[cell - 1]] === card;
	}

	/** Sorts `rowOrder` by `compare`. */
	private sortRows(compare: (a: number, b: number) => number): void {
		const order = this.rowOrder;
		for (let i = 1; i < order.length; i++) {
			const row = order[i];
			let j = i;
			while (j > 0 && compare(order[j - 1], row) > 0) {
				order[j] = order[j - 1];
				j--;
			}
			order[j] = row;
		}
	}

	/** Orders rows by `hashes`, then by their cells from `firstColumn` on. */
	private compareCells(hashes: Int32Array, a: number, b: number, firstColumn: number): number {
		const difference = (hashes[a] >>> 0) - (hashes[b] >>> 0);
		if (difference !== 0) {
			return difference;
		}
		const { cells, columns } = this;
		for (let column = firstColumn; column < columns; column++) {
			const d = cells[a * columns + column] - cells[b * columns + column];
			if (d !== 0) {
				return d;
			}
		}
		return 0;
	}

	private replaceGap(old: number, replacement: number): void {
		const gaps = this.gaps;
		let i = 0;
		while (gaps[i] !== old) {
			i++;
		}
		gaps[i] = replacement;
	}

	private extendHome(row: number): void {
		const start = row * this.columns;
		let length = this.home[row];
		while (length < this.runLength && this.fits(this.cells[start + length], start + length)) {
			length++;
		}
		this.homeCount += length - this.home[row];
		this.home[row] = length;
	}
}

/**
 * Random 32-bit keys for every (cell, value); with interchangeable rows every row
 * shares row 0's keys, so a row's hash depends on its content only.
 */
function zobristTable(rows: number, columns: number, symmetric: boolean): Int32Array {
	const table = new Int32Array(rows * columns * VALUES);
	let state = 0x9e3779b9;
	for (let row = 0; row < rows; row++) {
		for (let i = 0; i < columns * VALUES; i++) {
			state = (state + 0x6d2b79f5) | 0;
			table[row * columns * VALUES + i] = symmetric && row > 0 ? table[i] : fmix32(state);
		}
	}
	return table;
}

/** MurmurHash3's finaliser: spreads every input bit over the whole word. */
export function fmix32(h: number): number {
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return h | 0;
}
