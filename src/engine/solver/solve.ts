/**
 * The solver's entry point and its contract with callers: for a `SolverProblem` it answers
 * - `winnable`, with a line of moves that wins;
 * - `lost`, a proof that no line wins without a redeal;
 * - `unknown`, when the time, the memory budget or the caller stops it first.
 * It runs four searches (`dive.ts`, `beam.ts`, `bestFirst.ts`, `depthFirst.ts`), below. It is synchronous and pure; a
 * caller that must stay responsive runs it in a worker and cancels through `signal`.
 */
import type { SolverMove, SolverProblem } from './problem';
import { bestFirst } from './bestFirst';
import { depthFirst } from './depthFirst';
import { type DiveProgress, type DiveResult, type WinSearchLimits, dive, sprintNodesWithin } from './dive';
import { beam } from './beam';
import { SearchBoard } from './searchBoard';
import { DEFAULT_MEMORY, SearchBudget } from './budget';

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
	/**
	 * Which searches run: all four, one after the other (when omitted); only the two that find
	 * wins (the dive and the beams), sharing the whole time; or only the two exact ones (best
	 * first and depth first), sharing the whole time. A caller with two cores to spare runs
	 * `wins` and `exact` side by side, and decides in half the time what `all` decides.
	 */
	readonly searches?: Searches;
}

export type Searches = 'all' | 'wins' | 'exact';

export interface SolveStats {
	/** Positions expanded. */
	readonly nodes: number;
	/** Distinct positions reached. */
	readonly positions: number;
	/** Positions proved lost by a card that can never reach its place (`movable.ts`). */
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
/** Without a time limit the dive and the beams stop after this many positions each, so that the exact searches always get their turn. */
const WIN_SEARCH_NODES = 100_000;
/**
 * Of what the dive and the beams leave, the best-first search gets this share: it finds
 * within a second or two some wins that need more than the dive allows (over games 1 to
 * 402, five that neither other search found in 10 s). The depth-first search, which proves
 * positions lost and finds the wins that need many hops, gets the rest.
 */
const BEST_FIRST_SHARE = 0.25;

/**
 * The dive first, then the beams; then, if neither found a win, best first for a share of
 * the time, then depth first for the rest (or only the first two, or only the last two, as
 * `options.searches` says). Without a time limit the dive and the beams stop after
 * `WIN_SEARCH_NODES` positions and the best-first search alone answers, unless its memory
 * runs out first.
 */
export function solve(problem: SolverProblem, options: SolveOptions = {}): SolveResult {
	const searches = options.searches ?? 'all';
	const started = (options.now ?? Date.now)();
	if (searches === 'exact') {
		return exactSearches(problem, options, started, NOTHING_SPENT, 0);
	}
	const { found, heldBytes } = winSearches(problem, options, searches === 'wins');
	if (found.kind !== 'unknown' || found.reason === 'cancelled' || searches === 'wins') {
		return found;
	}
	return exactSearches(problem, options, started, found.stats, heldBytes);
}

/**
 * The dive, then the beams, each for its share of the time limit and of the memory (`alone`:
 * the two share all of both, in the same proportions); with what their tables held together.
 */
function winSearches(
	problem: SolverProblem,
	options: SolveOptions,
	alone: boolean,
): { found: SolveResult; heldBytes: number } {
	const limit = options.timeLimitMs;
	const memory = (options.memoryLimitBytes ?? DEFAULT_MEMORY) / (alone ? DIVE_MEMORY_SHARE + BEAM_MEMORY_SHARE : 1);
	const scale = alone ? 1 / (DIVE_SHARE + BEAM_SHARE) : 1;
	const share = (part: number) => (limit === undefined ? undefined : limit * part * scale);
	const dived = winSearch(
		new SearchBoard(problem),
		options,
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
		{ ...options, onProgress: progressAfter(options, dived.stats) },
		share(BEAM_SHARE),
		memory * BEAM_MEMORY_SHARE,
		beam,
	);
	return {
		found: { ...beamed, stats: merged(dived.stats, beamed.stats) },
		heldBytes: dived.stats.tableBytes + beamed.stats.tableBytes,
	};
}

/**
 * Best first for its share of what is left of the time limit, counted from `started`, then
 * depth first for the rest; `spent` is what the searches before them spent, and `heldBytes`
 * what their tables held.
 */
function exactSearches(
	problem: SolverProblem,
	options: SolveOptions,
	started: number,
	spent: SolveStats,
	heldBytes: number,
): SolveResult {
	const now = options.now ?? Date.now;
	const limit = options.timeLimitMs;
	const memory = options.memoryLimitBytes ?? DEFAULT_MEMORY;
	// The first searches' tables may not be collected yet: the exact searches get what the budget leaves beside them.
	const exactOptions = { ...options, memoryLimitBytes: memory - heldBytes };
	const left = () => (limit === undefined ? undefined : limit - (now() - started));
	const afterWinSearches = left();
	const first = bestFirst(problem, {
		...exactOptions,
		timeLimitMs: afterWinSearches === undefined ? undefined : afterWinSearches * BEST_FIRST_SHARE,
		onProgress: progressAfter(options, spent),
	});
	if (first.kind !== 'unknown' || first.reason === 'cancelled') {
		return { ...first, stats: merged(spent, first.stats) };
	}
	const tried = merged(spent, first.stats);
	const second = depthFirst(problem, {
		...exactOptions,
		timeLimitMs: left(),
		onProgress: progressAfter(options, tried),
	});
	return { ...second, stats: merged(tried, second.stats) };
}

/** The stats of no search at all. */
export const NOTHING_SPENT: SolveStats = {
	nodes: 0,
	positions: 0,
	deadEnds: 0,
	elapsedMs: 0,
	tableBytes: 0,
	bestHome: 0,
};

/** A search after others reports its progress added to what they spent, so that the reports only go forward. */
export function progressAfter(options: SolveOptions, spent: SolveStats): SolveOptions['onProgress'] {
	return options.onProgress && ((stats) => options.onProgress?.(merged(spent, stats)));
}

/** Two searches' stats as one: counts add up, the tables' bytes are the larger. */
export function merged(spent: SolveStats, stats: SolveStats): SolveStats {
	return {
		nodes: spent.nodes + stats.nodes,
		positions: spent.positions + stats.positions,
		deadEnds: spent.deadEnds + stats.deadEnds,
		elapsedMs: spent.elapsedMs + stats.elapsedMs,
		tableBytes: Math.max(spent.tableBytes, stats.tableBytes),
		bestHome: Math.max(spent.bestHome, stats.bestHome),
	};
}

/** A search that only finds wins (`dive.ts`, `beam.ts`), given its board, its limits and its time. */
type WinSearch<B> = (board: B, limits: WinSearchLimits, timeLimitMs: number | undefined) => DiveResult;

/**
 * `search` on `board` within `timeLimitMs`, answering like the other searches: winnable,
 * or unknown. Without a time limit it stops after `WIN_SEARCH_NODES` positions.
 */
export function winSearch<B>(
	board: B,
	options: SolveOptions,
	timeLimitMs: number | undefined,
	memoryLimitBytes: number,
	search: WinSearch<B>,
): SolveResult {
	const budget = new SearchBudget({ ...options, timeLimitMs });
	let stopped: 'cancelled' | 'time' = 'time';
	const stats = (progress: DiveProgress): SolveStats => ({
		...progress,
		deadEnds: 0,
		elapsedMs: budget.now() - budget.started,
	});
	const limits: WinSearchLimits = {
		memoryLimitBytes,
		stop: (nodes, progress) => {
			const why = budget.spend(() => stats(progress()));
			stopped = why ?? stopped;
			return why !== null || (timeLimitMs === undefined && nodes >= WIN_SEARCH_NODES);
		},
	};
	const found = search(board, limits, timeLimitMs);
	if (found.line) {
		return { kind: 'winnable', line: found.line, stats: stats(found) };
	}
	return { kind: 'unknown', reason: stopped, stats: stats(found) };
}
