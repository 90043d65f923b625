/**
 * A search run again and again from the start, each run in another order, for slices of
 * the time that grow as Luby's sequence does: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ...
 * times a unit. Luby, Sinclair and Zuckerman (1993) showed that, for a search whose time to
 * a win varies from run to run in a way nobody knows beforehand, no schedule of restarts
 * does better than this one by more than a logarithmic factor. The general search in the
 * two-deck games is such a search: it wins a deal early or not for a long time, and which
 * deals it wins early depends on the order in which it takes positions that look alike.
 */
import { type SolveOptions, type SolveResult, type SolveStats, NOTHING_SPENT } from '../contract';
import { ProgressRelay, merged, timeLeft } from './handOver';

/**
 * `search` run after run (numbered from 1, each with its own order) within
 * `options.timeLimitMs`, the `run`th for `unitMs` times the `run`th term of Luby's
 * sequence, or what is left: the first run that decides answers, with the stats of them
 * all. Unknown at once without a time limit, which slices cannot divide.
 */
export function restarted(
	options: SolveOptions,
	unitMs: number,
	search: (run: number, options: SolveOptions) => SolveResult,
): SolveResult {
	const left = timeLeft(options);
	const relay = new ProgressRelay(options);
	let result: SolveResult = { kind: 'unknown', reason: 'time', stats: NOTHING_SPENT };
	for (let run = 1, time = left(); time !== undefined && time > 0; run++, time = left()) {
		const spent: SolveStats = result.stats;
		const slice = Math.min(unitMs * luby(run), time);
		const found = search(run, { ...relay.after(spent), timeLimitMs: slice });
		result = { ...found, stats: merged(spent, found.stats) };
		if (found.kind !== 'unknown' || found.reason === 'cancelled') {
			break;
		}
	}
	return result;
}

/**
 * The `run`th term (from 1) of Luby's sequence: 2^(k-1) when `run` is 2^k - 1; otherwise,
 * for the k with 2^(k-1) <= `run` < 2^k - 1, the term at `run` - 2^(k-1) + 1, the sequence
 * so far told again before each new power of two.
 */
export function luby(run: number): number {
	let k = 1;
	while ((1 << k) - 1 < run) {
		k++;
	}
	return run === (1 << k) - 1 ? 1 << (k - 1) : luby(run - (1 << (k - 1)) + 1);
}
