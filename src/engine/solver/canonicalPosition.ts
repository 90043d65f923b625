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
import { CARD_COUNT as CARD_COUNT_EXPORT, GAP as GAP_EXPORT } from '../cards';
import type { GameModel } from '../model';
import { fmix32 } from './searchBoard';

/** Module-local copies: an imported binding is read through a getter in some module loaders, too slow here. */
const CARD_COUNT: number = CARD_COUNT_EXPORT;
const GAP: number = GAP_EXPORT;
/** A face's code in the packed position; one more value than the faces, for a gap. */
const GAP_CODE = CARD_COUNT;
const BITS_PER_CELL = 6;

export class CanonicalPacker {
	/** 32-bit words `pack` writes. */
	readonly words: number;
	private readonly columns: number;
	/** Each class's rows, in row order; one class per row when rows are not interchangeable. */
	private readonly classes: readonly Uint8Array[];
	/** For each row, the row whose contents `pack` writes there. */
	private readonly source: Uint8Array;
	private readonly faces: Uint8Array;
	/** Each cell value's code: its face, or `GAP_CODE`. */
	private readonly codeOf = new Uint8Array(256).map((_, value) => (value === GAP ? GAP_CODE : value % CARD_COUNT));
	/** How many copies of each face `unpack` has placed. */
	private readonly met = new Uint8Array(CARD_COUNT);

	constructor(
		private readonly model: GameModel,
		fixedSuits: boolean,
	) {
		this.columns = model.columns;
		this.words = Math.ceil((model.cells * BITS_PER_CELL) / 32);
		this.source = Uint8Array.from({ length: model.rows }, (_, row) => row);
		this.faces = new Uint8Array(model.cells);
		const classOf = (row: number) => (model.accepts === 'neighbour' ? row : fixedSuits ? model.rowSuit(row) : 0);
		const classes = new Map<number, number[]>();
		for (let row = 0; row < model.rows; row++) {
			classes.set(classOf(row), [...(classes.get(classOf(row)) ?? []), row]);
		}
		this.classes = [...classes.values()].filter((rows) => rows.length > 1).map((rows) => Uint8Array.from(rows));
	}

	/** Writes the canonical form of `cells` (cards or `GAP`) into `out` (`words` words). */
	pack(cells: Uint8Array, out: Uint32Array): void {
		const { faces, columns, source, codeOf, classes } = this;
		for (let cell = 0; cell < faces.length; cell++) {
			faces[cell] = codeOf[cells[cell]];
		}
		for (let i = 0; i < classes.length; i++) {
			this.sortClass(classes[i]);
		}
		let word = 0;
		let bits = 0;
		let index = 0;
		for (let row = 0; row < source.length; row++) {
			const start = source[row] * columns;
			for (let column = 0; column < columns; column++) {
				const code = faces[start + column];
				word |= code << bits;
				bits += BITS_PER_CELL;
				if (bits >= 32) {
					out[index++] = word;
					bits -= 32;
					word = bits === 0 ? 0 : code >>> (BITS_PER_CELL - bits);
				}
			}
		}
		if (bits > 0) {
			out[index] = word;
		}
	}

	/**
	 * The cells of a packed position, as cards: the first copy of a face met is the first
	 * deck's, the second the second deck's (any choice is the same position).
	 */
	unpack(packed: Uint32Array, out: Uint8Array): void {
		const mask = (1 << BITS_PER_CELL) - 1;
		const met = this.met.fill(0);
		let bit = 0;
		for (let cell = 0; cell < out.length; cell++) {
			const index = bit >>> 5;
			const shift = bit & 31;
			let code = packed[index] >>> shift;
			if (shift + BITS_PER_CELL > 32) {
				code |= packed[index + 1] << (32 - shift);
			}
			code &= mask;
			out[cell] = code === GAP_CODE ? GAP : code + CARD_COUNT * met[code]++;
			bit += BITS_PER_CELL;
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

	/** Orders `source` over a class's rows by their contents (faces, row by row). */
	private sortClass(rows: Uint8Array): void {
		const source = this.source;
		for (let i = 0; i < rows.length; i++) {
			source[rows[i]] = rows[i];
		}
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
		const { faces, columns } = this;
		for (let column = 0; column < columns; column++) {
			const d = faces[a * columns + column] - faces[b * columns + column];
			if (d !== 0) {
				return d;
			}
		}
		return 0;
	}
}
