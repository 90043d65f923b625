/**
 * The solver's entry point and its contract with callers: for a `SolverProblem` it answers
 * - `winnable`, with a line of moves that wins;
 * - `lost`, a proof that no line wins without a redeal;
 * - `unknown`, when the time, the memory budget or the caller stops it first.
 * It runs two searches (`bestFirst.ts`, `depthFirst.ts`), below. It is synchronous and pure; a caller that must
 * stay responsive runs it in a worker and cancels through `signal`.
 */
import type { SolverMove, SolverProblem } from './problem';
import { bestFirst } from './bestFirst';
import { depthFirst } from './depthFirst';

export { NO_PARENT, lineTo } from './bestFirst';

export interface SolveOptions {
	/** Give up after this long; unlimited when omitted. */
	readonly timeLimitMs?: number;
	/** The most bytes the search's tables may take; 256 MB when omitted. */
	readonly memoryLimitBytes?: number;
	/** Checked every few thousand positions: once `aborted` is true the answer is `unknown`. An AbortSignal fits. */
	readonly signal?: { readonly aborted: boolean };
	/** Called about every `progressIntervalMs` (500 when omitted) while the search runs. */
	readonly onProgress?: (progress: SolveStats) => void;
	readonly progressIntervalMs?: number;
	/** The clock, in milliseconds; `Date.now` when omitted. */
	readonly now?: () => number;
}

export interface SolveStats {
	/** Positions expanded. */
	readonly nodes: number;
	/** Distinct positions reached. */
	readonly positions: number;
	/** Positions proved lost by a frozen card out of place. */
	readonly deadEnds: number;
	readonly elapsedMs: number;
	/** The most bytes the search's tables held. */
	readonly tableBytes: number;
	/** The most cards home in any position reached. */
	readonly bestHome: number;
}

export type SolveResult =
	| { readonly kind: 'winnable'; readonly line: readonly SolverMove[]; readonly stats: SolveStats }
	| { readonly kind: 'lost'; readonly stats: SolveStats }
	| { readonly kind: 'unknown'; readonly reason: 'time' | 'memory' | 'cancelled'; readonly stats: SolveStats };

/**
 * The best-first search gets half the time limit to find a win, and never less than
 * `BEST_FIRST_LEAST` of it: short budgets (a hint, the indicator) are spent on wins.
 */
const BEST_FIRST_SHARE = 0.5;
const BEST_FIRST_LEAST = 5000;

/**
 * Best first for a share of the time (it finds wins soonest), then, if that left the
 * answer open, depth first for the rest (it proves positions lost fastest, as it never
 * rebuilds a position from the table). Without a
 * time limit the best-first search alone answers, unless its memory runs out first.
 */
export function solve(problem: SolverProblem, options: SolveOptions = {}): SolveResult {
	const now = options.now ?? Date.now;
	const started = now();
	const limit = options.timeLimitMs;
	const share = limit === undefined ? undefined : Math.max(limit * BEST_FIRST_SHARE, Math.min(limit, BEST_FIRST_LEAST));
	const first = bestFirst(problem, { ...options, timeLimitMs: share });
	if (first.kind !== 'unknown' || first.reason === 'cancelled') {
		return first;
	}
	const spent = first.stats;
	const rest = limit === undefined ? undefined : limit - (now() - started);
	const merged = (stats: SolveStats): SolveStats => ({
		nodes: spent.nodes + stats.nodes,
		positions: spent.positions + stats.positions,
		deadEnds: spent.deadEnds + stats.deadEnds,
		elapsedMs: spent.elapsedMs + stats.elapsedMs,
		tableBytes: Math.max(spent.tableBytes, stats.tableBytes),
		bestHome: Math.max(spent.bestHome, stats.bestHome),
	});
	const onProgress = options.onProgress && ((stats: SolveStats) => options.onProgress?.(merged(stats)));
	const second = depthFirst(problem, { ...options, timeLimitMs: rest, onProgress });
	return { ...second, stats: merged(second.stats) };
}
