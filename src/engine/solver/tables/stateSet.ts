/**
 * The positions the search has already reached, stored exactly (packed, see
 * `SearchBoard.pack`) so that "seen" never rests on a hash alone: a hash collision can
 * cost time, never a wrong proof. Open addressing over a power-of-two table of
 * (hash, entry) slots; the packed positions live in fixed-size chunks. Everything grows
 * on demand and never past the byte budget: when the next growth would not fit, the set
 * says it is full.
 */

const EMPTY = 0;
const ENTRIES_PER_CHUNK = 1 << 16;
const FIRST_CAPACITY = 1 << 16;
/** Grow when this share of the slots is used; stop inserting past the larger one when growth would not fit. */
const GROW_LOAD = 0.5;
const FULL_LOAD = 0.8;

export type Insertion = 'new' | 'seen' | 'full';

export class StateSet {
	private slotHash = new Int32Array(FIRST_CAPACITY);
	/** Entry number + 1, or EMPTY. */
	private slotEntry = new Int32Array(FIRST_CAPACITY);
	private mask = FIRST_CAPACITY - 1;
	private readonly chunks: Uint32Array[] = [];
	private count = 0;

	/** Words an entry takes: the packed position, then the number stored with it when tagged. */
	private readonly stride: number;

	/** `tagged`: whether each position keeps a number with it (`tag`), such as its parent's entry. */
	constructor(
		private readonly words: number,
		private readonly byteBudget: number,
		private readonly tagged = true,
	) {
		this.stride = tagged ? words + 1 : words;
	}

	get size(): number {
		return this.count;
	}

	/** Bytes held by the tables now. */
	get bytes(): number {
		return this.slotHash.byteLength * 2 + this.chunks.length * ENTRIES_PER_CHUNK * this.stride * 4;
	}

	/**
	 * Adds the packed position `state` with hash `hash`, unless it is already there or the
	 * budget is spent. A new position gets the next entry number (`size - 1` after the
	 * call) and keeps `tag` with it when the set is tagged.
	 */
	insert(hash: number, state: Uint32Array, tag = 0): Insertion {
		const stride = this.stride;
		let slot = hash & this.mask;
		for (;;) {
			const entry = this.slotEntry[slot];
			if (entry === EMPTY) {
				break;
			}
			if (this.slotHash[slot] === hash && this.equals(entry - 1, state)) {
				return 'seen';
			}
			slot = (slot + 1) & this.mask;
		}
		if (this.count >= (this.mask + 1) * GROW_LOAD && !this.grow() && this.count >= (this.mask + 1) * FULL_LOAD) {
			return 'full';
		}
		const index = this.count;
		const chunkIndex = (index / ENTRIES_PER_CHUNK) | 0;
		if (chunkIndex === this.chunks.length) {
			if (this.bytes + ENTRIES_PER_CHUNK * stride * 4 > this.byteBudget) {
				return 'full';
			}
			this.chunks.push(new Uint32Array(ENTRIES_PER_CHUNK * stride));
		}
		const start = (index - chunkIndex * ENTRIES_PER_CHUNK) * stride;
		this.chunks[chunkIndex].set(state, start);
		if (this.tagged) {
			this.chunks[chunkIndex][start + this.words] = tag;
		}
		this.count++;
		this.place(hash, index + 1);
		return 'new';
	}

	/** Copies entry `index`'s packed position into `out`. */
	read(index: number, out: Uint32Array): void {
		const chunkIndex = (index / ENTRIES_PER_CHUNK) | 0;
		const start = (index - chunkIndex * ENTRIES_PER_CHUNK) * this.stride;
		out.set(this.chunks[chunkIndex].subarray(start, start + this.words));
	}

	/** The tag stored with entry `index`. */
	tag(index: number): number {
		const chunkIndex = (index / ENTRIES_PER_CHUNK) | 0;
		return this.chunks[chunkIndex][(index - chunkIndex * ENTRIES_PER_CHUNK) * this.stride + this.words];
	}

	private equals(index: number, state: Uint32Array): boolean {
		const chunkIndex = (index / ENTRIES_PER_CHUNK) | 0;
		const chunk = this.chunks[chunkIndex];
		const start = (index - chunkIndex * ENTRIES_PER_CHUNK) * this.stride;
		for (let i = 0; i < this.words; i++) {
			if (chunk[start + i] !== state[i]) {
				return false;
			}
		}
		return true;
	}

	/** Puts an entry into the first free slot of its probe sequence (the slot tables may have been regrown). */
	private place(hash: number, entry: number): void {
		let slot = hash & this.mask;
		while (this.slotEntry[slot] !== EMPTY) {
			slot = (slot + 1) & this.mask;
		}
		this.slotHash[slot] = hash;
		this.slotEntry[slot] = entry;
	}

	/** Doubles the slot tables if the budget allows; returns whether it did. */
	private grow(): boolean {
		const capacity = (this.mask + 1) * 2;
		if (this.bytes + capacity * 8 > this.byteBudget) {
			return false;
		}
		const oldHash = this.slotHash;
		const oldEntry = this.slotEntry;
		this.slotHash = new Int32Array(capacity);
		this.slotEntry = new Int32Array(capacity);
		this.mask = capacity - 1;
		for (let slot = 0; slot < oldEntry.length; slot++) {
			if (oldEntry[slot] !== EMPTY) {
				this.place(oldHash[slot], oldEntry[slot]);
			}
		}
		return true;
	}
}
