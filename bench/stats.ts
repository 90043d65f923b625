/** The middle value (the upper one of an even count) of samples in any order. */
export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[sorted.length >> 1];
}
