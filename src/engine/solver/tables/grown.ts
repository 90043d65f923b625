/**
 * How the searches' tables grow on demand (hashSet64.ts, lineTree.ts, moveStack.ts,
 * sleepSets.ts): the slots they start with within their byte budget, and a copy twice as long.
 */
/** The slots a table that grows on demand starts with: `first`, halved (to 16 at least) while they take more than `byteBudget`. */
export function firstCapacity(first: number, slotBytes: number, byteBudget: number): number {
	let capacity = first;
	while (capacity > 16 && capacity * slotBytes > byteBudget) {
		capacity /= 2;
	}
	return capacity;
}

/** A copy of `array` in one twice as long, or longer still until it holds `least` elements. */
export function grown<T extends Uint8Array | Uint16Array | Int32Array>(array: T, least: number): T {
	let length = array.length * 2;
	while (length < least) {
		length *= 2;
	}
	const bigger = new (array.constructor as new (length: number) => T)(length);
	bigger.set(array);
	return bigger;
}
