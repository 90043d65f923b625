/**
 * A set of 64-bit keys (two 32-bit halves) by open addressing, for searches that may
 * forget a position but must be cheap: a key stands for a position, so two positions
 * with the same key count as one. Grows on demand, never past its byte budget.
 */
import { firstCapacity } from './grown';

const FIRST_CAPACITY = 1 << 16;
/** Bytes a slot takes: two 32-bit halves and a used flag. */
const SLOT_BYTES = 9;

export class HashSet64 {
	private keys: Int32Array;
	/** 1 where a slot holds a key. */
	private used: Uint8Array;
	private count = 0;

	constructor(private readonly byteBudget: number) {
		const capacity = firstCapacity(FIRST_CAPACITY, SLOT_BYTES, byteBudget);
		this.keys = new Int32Array(2 * capacity);
		this.used = new Uint8Array(capacity);
	}

	get bytes(): number {
		return this.used.length * SLOT_BYTES;
	}

	get size(): number {
		return this.count;
	}

	clear(): void {
		this.used.fill(0);
		this.count = 0;
	}

	/** Adds the key, unless it is there already or the set is full and may not grow. */
	insert(high: number, low: number): 'new' | 'seen' | 'full' {
		if (2 * (this.count + 1) > this.used.length && !this.grow()) {
			return 'full';
		}
		const mask = this.used.length - 1;
		let slot = (high ^ Math.imul(low, 0x9e3779b1)) & mask;
		while (this.used[slot] === 1) {
			if (this.keys[2 * slot] === high && this.keys[2 * slot + 1] === low) {
				return 'seen';
			}
			slot = (slot + 1) & mask;
		}
		this.used[slot] = 1;
		this.keys[2 * slot] = high;
		this.keys[2 * slot + 1] = low;
		this.count++;
		return 'new';
	}

	/** Doubles the table when the budget allows it. */
	private grow(): boolean {
		const capacity = 2 * this.used.length;
		if (capacity * SLOT_BYTES > this.byteBudget) {
			return false;
		}
		const oldKeys = this.keys;
		const oldUsed = this.used;
		this.keys = new Int32Array(2 * capacity);
		this.used = new Uint8Array(capacity);
		this.count = 0;
		for (let slot = 0; slot < oldUsed.length; slot++) {
			if (oldUsed[slot] === 1) {
				this.insert(oldKeys[2 * slot], oldKeys[2 * slot + 1]);
			}
		}
		return true;
	}
}
