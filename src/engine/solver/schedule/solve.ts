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
import { ProgressRelay, type WinsFound, merged, timeLeft, winSearch, winsThenExact } from './handOver';

/**
 * The dive gets this share of a time limit: it finds most wins, many times faster than the
 * exact searches, but proves nothing. On the 261 deals of games 1 to 1000 that 10 s left
 * undecided or decided only after the dive, half of it won 7 more than 0.4 and cost no proof.
 */
const DIVE_SHARE = 0.45;
/**
 * The beams (`beam.ts`) get this share of a time limit, after the dive. Over games 1 to 300,
 * taking 0.05 from the dive for them won 3 deals that 10 s had left undecided and lost no
 * answer; taking 0.1 from the dive and 0.1 from the exact searches won 4, but lost a win
 * the dive had found at 4.3 s.
 */
const BEAM_SHARE = 0.15;
/**
 * Half the memory for the dive: it stores a position in 18 bytes and the exact searches in
 * about 65, but it reaches several times as many in its time, and stops when its table is
 * full. A quarter for the beams, which stop when theirs is.
 */
const DIVE_MEMORY_SHARE = 0.5;
const BEAM_MEMORY_SHARE = 0.25;
/**
 * Of what the dive and the beams leave, the best-first search gets this share: it finds
 * in a fraction of a second some wins that need more than the dive allows. The depth-first
 * search, which proves positions lost and finds the wins that need many hops, gets the
 * rest. Over games 1 to 1000, with 0.25 (1 s of a 10 s solve) best first won 3 deals, 0.3
 * to 0.8 s into its share, and of the 186 deals left unknown depth first alone decided 8
 * within 4 s; with 0.1, depth first decided 3 of those (511, 611, 736) and best first lost
 * 2 of its wins (136, 920).
 */
const BEST_FIRST_SHARE = 0.1;

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
	const memory = (options.memoryLimitBytes ?? DEFAULT_MEMORY) / (alone ? DIVE_MEMORY_SHARE + BEAM_MEMORY_SHARE : 1);
	const scale = alone ? 1 / (DIVE_SHARE + BEAM_SHARE) : 1;
	const share = (part: number) => (limit === undefined ? undefined : limit * part * scale);
	const relay = new ProgressRelay(options);
	const dived = winSearch(
		new SearchBoard(problem),
		relay.after(NOTHING_SPENT),
		share(DIVE_SHARE),
		memory * DIVE_MEMORY_SHARE,
		(board, limits, timeLimitMs) =>
			dive(board, { ...limits, sprintNodes: timeLimitMs === undefined ? undefined : sprintNodesWithin(timeLimitMs) }),
	);
	if (dived.kind !== 'unknown' || dived.reason === 'cancelled') {
		return { found: dived, heldBytes: dived.stats.tableBytes };
	}
	const beamed = winSearch(
		new SearchBoard(problem),
		relay.after(dived.stats),
		share(BEAM_SHARE),
		memory * BEAM_MEMORY_SHARE,
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
		timeLimitMs: limit === undefined ? undefined : limit * BEST_FIRST_SHARE,
	});
	if (first.kind !== 'unknown' || first.reason === 'cancelled') {
		return first;
	}
	const second = depthFirst(problem, { ...relay.after(first.stats), timeLimitMs: left() });
	return { ...second, stats: merged(first.stats, second.stats) };
}
