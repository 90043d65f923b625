/** Summaries of timed samples, for every benchmark. */

/** The middle value of samples in any order (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
	return percentile(values, 50);
}

/** Nearest-rank percentile, except that the 50th of an even count is the mean of the two middle values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
	if (values.length === 0) {
		return NaN;
	}
	const sorted = [...values].sort((a, b) => a - b);
	if (p === 50 && sorted.length % 2 === 0) {
		return (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
	}
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** This process's CPU time (user + system) in seconds: a clock the neighbours on a shared machine do not move. */
export function cpuSeconds(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1e6;
}
