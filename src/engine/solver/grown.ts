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
