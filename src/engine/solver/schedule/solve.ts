/**
 * The Montana search's schedule: for a `SolverProblem` (the one-deck games whose rule is
 * `successor`) it runs four searches (`dive.ts`, `beam.ts`, `bestFirst.ts`,
 * `depthFirst.ts`), below, and answers as the contract says (contract.ts). It is
 * synchronous and pure; a caller that must stay responsive runs it in a worker and
 * cancels through `signal`.
 */
import type { SolverProblem } from '../problem';
import { NOTHING_SPENT, type SolveOptions, type SolveResult } from '../contract';
import { bestFirst } from '../montana/bestFirst';
import { depthFirst } from '../montana/depthFirst';
import { dive, sprintNodesWithin } from '../montana/dive';
import { beam } from '../montana/beam';
import { SearchBoard } from '../montana/searchBoard';
import { DEFAULT_MEMORY } from '../tables/budget';
import { SHARES } from './shares';
import { ProgressRelay, type WinsFound, merged, timeLeft, winSearch, winsThenExact } from './handOver';

/**
 * The dive first, then the beams; then, if neither found a win, best first for a share of
 * the time, then depth first for the rest (or only the first two, or only the last two, as
 * `options.searches` says). Without a time limit the dive and the beams stop after
 * `WIN_SEARCH_NODES` positions and the best-first search alone answers, unless its memory
 * runs out first.
 */
export function solve(problem: SolverProblem, options: SolveOptions = {}): SolveResult {
	return winsThenExact(
		options,
		(winOptions) => winSearches(problem, winOptions),
		(exactOptions) => exactSearches(problem, exactOptions),
	);
}

/**
 * The dive, then the beams, each for its share of the time limit and of the memory (when
 * they run alone, the two share all of both, in the same proportions).
 */
function winSearches(problem: SolverProblem, options: SolveOptions): WinsFound {
	const alone = options.searches === 'wins';
	const limit = options.timeLimitMs;
	const memory =
		(options.memoryLimitBytes ?? DEFAULT_MEMORY) / (alone ? SHARES.montana.diveMemory + SHARES.montana.beamMemory : 1);
	const scale = alone ? 1 / (SHARES.montana.dive + SHARES.montana.beams) : 1;
	const share = (part: number) => (limit === undefined ? undefined : limit * part * scale);
	const relay = new ProgressRelay(options);
	const dived = winSearch(
		new SearchBoard(problem),
		relay.after(NOTHING_SPENT),
		share(SHARES.montana.dive),
		memory * SHARES.montana.diveMemory,
		(board, limits, timeLimitMs) =>
			dive(board, { ...limits, sprintNodes: timeLimitMs === undefined ? undefined : sprintNodesWithin(timeLimitMs) }),
	);
	if (dived.kind !== 'unknown' || dived.reason === 'cancelled') {
		return { found: dived, heldBytes: dived.stats.tableBytes };
	}
	const beamed = winSearch(
		new SearchBoard(problem),
		relay.after(dived.stats),
		share(SHARES.montana.beams),
		memory * SHARES.montana.beamMemory,
		beam,
	);
	return {
		found: { ...beamed, stats: merged(dived.stats, beamed.stats) },
		heldBytes: dived.stats.tableBytes + beamed.stats.tableBytes,
	};
}

/** Best first for its share of the time limit, then depth first for what is left of it. */
function exactSearches(problem: SolverProblem, options: SolveOptions): SolveResult {
	const left = timeLeft(options);
	const limit = options.timeLimitMs;
	const relay = new ProgressRelay(options);
	const first = bestFirst(problem, {
		...relay.after(NOTHING_SPENT),
		timeLimitMs: limit === undefined ? undefined : limit * SHARES.montana.bestFirst,
	});
	if (first.kind !== 'unknown' || first.reason === 'cancelled') {
		return first;
	}
	const second = depthFirst(problem, { ...relay.after(first.stats), timeLimitMs: left() });
	return { ...second, stats: merged(first.stats, second.stats) };
}
