/**
 * A position of any game of the family packed so that positions the rules cannot tell
 * apart pack alike; the general search (generalSearch.ts) stores one of each.
 *
 * Two reductions, each a symmetry of every rule in moves.ts, so neither can hide a win:
 * - **A card's two copies are one.** The acceptance rules and the home test read a
 *   card's face, suit and place in the run, never its deck (moves.ts, board.ts), so a
 *   position packs the faces and swapping the copies of a card changes nothing.
 * - **Rows of one class are interchangeable** when a card's moves never depend on the
 *   row it is in: in every rule but `neighbour` (where the row above and below count),
 *   a gap looks only at its own row, and any row's first column takes the same openers
 *   and is home by the same test; with fixed suits only rows of the same suit share a
 *   class. The contents of each class's rows are sorted, and the sorted contents go back
 *   into that class's rows in row order, so the canonical position is itself a position
 *   of the game.
 */
import { CARD_COUNT as CARD_COUNT_EXPORT, GAP as GAP_EXPORT } from '../../cards';
import type { GameModel } from '../../model';
import { fmix32 } from '../montana/searchBoard';

/** Module-local copies: an imported binding is read through a getter in some module loaders, too slow here. */
const CARD_COUNT: number = CARD_COUNT_EXPORT;
const GAP: number = GAP_EXPORT;
/** A face's code in the packed position; one more value than the faces, for a gap. */
const GAP_CODE = CARD_COUNT;
const BITS_PER_CELL = 6;
/** Cells a row's key holds in each of its numbers: 30 bits, below the sign bit. */
const CELLS_PER_CHUNK = 5;

export class CanonicalPacker {
	/** 32-bit words `pack` writes. */
	readonly words: number;
	private readonly columns: number;
	/** Each class's rows, in row order; one class per row when rows are not interchangeable. */
	private readonly classes: readonly Uint8Array[];
	/** For each row, the row whose contents `write` writes there. */
	private readonly source: Uint8Array;
	/** Numbers a row's key takes, each `CELLS_PER_CHUNK` cells or the row's last few. */
	private readonly chunks: number;
	private readonly chunkBits: Uint8Array;
	/** Each row's key: its codes, `chunks` numbers a row, the first cells first. */
	private readonly rowKeys: Int32Array;
	/** Each cell value's code: its face, or `GAP_CODE`. */
	private readonly codeOf = new Uint8Array(256).map((_, value) => (value === GAP ? GAP_CODE : value % CARD_COUNT));
	/** The two rows the last `reread` read again, and their keys before it. */
	private readonly keptRows = new Uint8Array(2);
	private readonly keptKeys: Int32Array;
	/** How many copies of each face `unpack` has placed. */
	private readonly met = new Uint8Array(CARD_COUNT);

	constructor(
		private readonly model: GameModel,
		fixedSuits: boolean,
	) {
		this.columns = model.columns;
		this.words = Math.ceil((model.cells * BITS_PER_CELL) / 32);
		this.source = Uint8Array.from({ length: model.rows }, (_, row) => row);
		this.chunks = Math.ceil(model.columns / CELLS_PER_CHUNK);
		this.chunkBits = Uint8Array.from(
			{ length: this.chunks },
			(_, chunk) => Math.min(CELLS_PER_CHUNK, model.columns - chunk * CELLS_PER_CHUNK) * BITS_PER_CELL,
		);
		this.rowKeys = new Int32Array(model.rows * this.chunks);
		this.keptKeys = new Int32Array(2 * this.chunks);
		const classOf = (row: number) => (model.accepts === 'neighbour' ? row : fixedSuits ? model.rowSuit(row) : 0);
		const classes = new Map<number, number[]>();
		for (let row = 0; row < model.rows; row++) {
			classes.set(classOf(row), [...(classes.get(classOf(row)) ?? []), row]);
		}
		this.classes = [...classes.values()].filter((rows) => rows.length > 1).map((rows) => Uint8Array.from(rows));
	}

	/** Writes the canonical form of `cells` (cards or `GAP`) into `out` (`words` words). */
	pack(cells: Uint8Array, out: Uint32Array): void {
		this.read(cells);
		this.write(out);
	}

	/**
	 * Reads every row of `cells` for `write`. A search that writes the positions one move
	 * from it reads again only the one or two rows each move changes (`reread`): reading
	 * every cell was most of the work of packing (docs/solver-measurements.md, "Only the rows a
	 * move changes read again").
	 */
	read(cells: Uint8Array): void {
		for (let row = 0; row < this.source.length; row++) {
			this.readRow(cells, row);
		}
	}

	/** Reads every row of a packed position, as `read` reads them from its cells. */
	readPacked(packed: Uint32Array): void {
		const { rowKeys, chunkBits } = this;
		for (let key = 0, bit = 0; key < rowKeys.length; key++) {
			const size = chunkBits[key % chunkBits.length];
			rowKeys[key] = chunkAt(packed, bit, size);
			bit += size;
		}
	}

	/**
	 * Reads again the rows of cells `a` and `b` of `cells`, after a move between them;
	 * `unread` takes the reading back when the move is taken back.
	 */
	reread(cells: Uint8Array, a: number, b: number): void {
		const { rowAt } = this.model;
		this.keepRow(0, rowAt[a]);
		this.keepRow(1, rowAt[b]);
		this.readRow(cells, rowAt[a]);
		if (rowAt[b] !== rowAt[a]) {
			this.readRow(cells, rowAt[b]);
		}
	}

	/**
	 * Gives the rows the last `reread` read again the keys they had before it: cheaper than
	 * reading them from the cells once more (docs/solver-measurements.md, "Keys read again").
	 */
	unread(): void {
		const { rowKeys, keptKeys, keptRows, chunks } = this;
		for (let slot = 0; slot < 2; slot++) {
			for (let chunk = 0; chunk < chunks; chunk++) {
				rowKeys[keptRows[slot] * chunks + chunk] = keptKeys[slot * chunks + chunk];
			}
		}
	}

	private keepRow(slot: number, row: number): void {
		const { rowKeys, keptKeys, chunks } = this;
		this.keptRows[slot] = row;
		for (let chunk = 0; chunk < chunks; chunk++) {
			keptKeys[slot * chunks + chunk] = rowKeys[row * chunks + chunk];
		}
	}

	/** Writes the canonical form of the cells read into `out` (`words` words). */
	write(out: Uint32Array): void {
		const { rowKeys, chunks, chunkBits, source, classes } = this;
		for (let i = 0; i < classes.length; i++) {
			this.sortClass(classes[i]);
		}
		let word = 0;
		let bits = 0;
		let index = 0;
		for (let row = 0; row < source.length; row++) {
			const start = source[row] * chunks;
			for (let chunk = 0; chunk < chunks; chunk++) {
				const key = rowKeys[start + chunk];
				const size = chunkBits[chunk];
				word |= key << bits;
				bits += size;
				if (bits >= 32) {
					out[index++] = word;
					bits -= 32;
					word = bits === 0 ? 0 : key >>> (size - bits);
				}
			}
		}
		if (bits > 0) {
			out[index] = word;
		}
	}

	/**
	 * The row's codes in chunks of a few cells, to sort rows by and to write a chunk at a
	 * time: each chunk's first cell in its highest bits, so that rows sort by their first
	 * cells, then the next ones, as they sorted when each cell was compared on its own.
	 */
	private readRow(cells: Uint8Array, row: number): void {
		const { rowKeys, chunks, columns, codeOf } = this;
		const end = (row + 1) * columns;
		for (let chunk = 0; chunk < chunks; chunk++) {
			const first = row * columns + chunk * CELLS_PER_CHUNK;
			const last = Math.min(first + CELLS_PER_CHUNK, end);
			let key = 0;
			for (let cell = first; cell < last; cell++) {
				key = (key << BITS_PER_CELL) | codeOf[cells[cell]];
			}
			rowKeys[row * chunks + chunk] = key;
		}
	}

	/**
	 * The cells of a packed position, as cards: the first copy of a face met is the first
	 * deck's, the second the second deck's (any choice is the same position).
	 */
	unpack(packed: Uint32Array, out: Uint8Array): void {
		const { chunkBits } = this;
		const mask = (1 << BITS_PER_CELL) - 1;
		const met = this.met.fill(0);
		for (let cell = 0, chunk = 0, bit = 0; cell < out.length; chunk++) {
			const size = chunkBits[chunk % chunkBits.length];
			const key = chunkAt(packed, bit, size);
			bit += size;
			for (let shift = size - BITS_PER_CELL; shift >= 0; shift -= BITS_PER_CELL) {
				const code = (key >>> shift) & mask;
				out[cell++] = code === GAP_CODE ? GAP : code + CARD_COUNT * met[code]++;
			}
		}
	}

	/** A 32-bit hash of a packed position; another `seed` gives an independent hash. */
	hash(packed: Uint32Array, seed = this.model.cells): number {
		let h = seed;
		for (let i = 0; i < packed.length; i++) {
			h = fmix32(h ^ packed[i]);
		}
		return h;
	}

	/**
	 * Orders `source` over a class's rows by their contents (their keys). It starts from the
	 * order of the last position written, which a move leaves nearly sorted: each row takes
	 * a look or two.
	 */
	private sortClass(rows: Uint8Array): void {
		const source = this.source;
		for (let i = 1; i < rows.length; i++) {
			const row = source[rows[i]];
			let j = i;
			while (j > 0 && this.compareRows(source[rows[j - 1]], row) > 0) {
				source[rows[j]] = source[rows[j - 1]];
				j--;
			}
			source[rows[j]] = row;
		}
	}

	private compareRows(a: number, b: number): number {
		const { rowKeys, chunks } = this;
		for (let chunk = 0; chunk < chunks; chunk++) {
			const d = rowKeys[a * chunks + chunk] - rowKeys[b * chunks + chunk];
			if (d !== 0) {
				return d;
			}
		}
		return 0;
	}
}

/** The `size` bits (at most 30) of `packed` from bit `bit` on. */
function chunkAt(packed: Uint32Array, bit: number, size: number): number {
	const index = bit >>> 5;
	const shift = bit & 31;
	let value = packed[index] >>> shift;
	if (shift + size > 32) {
		value |= packed[index + 1] << (32 - shift);
	}
	return value & ((1 << size) - 1);
}
