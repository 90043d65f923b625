/**
 * The solver's entry point and its contract with callers: for a `SolverProblem` it answers
 * - `winnable`, with a line of moves that wins;
 * - `lost`, a proof that no line wins without a redeal;
 * - `unknown`, when the time, the memory budget or the caller stops it first.
 * It runs four searches (`dive.ts`, `beam.ts`, `bestFirst.ts`, `depthFirst.ts`), below. It is synchronous and pure; a
 * caller that must stay responsive runs it in a worker and cancels through `signal`.
 */
import type { SolverMove, SolverProblem } from '../problem';
import { bestFirst } from '../montana/bestFirst';
import { depthFirst } from '../montana/depthFirst';
import { type DiveProgress, type DiveResult, type WinSearchLimits, dive, sprintNodesWithin } from '../montana/dive';
import { beam } from '../montana/beam';
import { SearchBoard } from '../montana/searchBoard';
import { DEFAULT_MEMORY, PROGRESS_INTERVAL_MS, SearchBudget } from '../tables/budget';

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
	/**
	 * When the first report is due, after the start (`progressIntervalMs` when omitted): a
	 * search that takes over from another keeps the pace of the reports (`ProgressRelay`).
	 */
	readonly firstProgressMs?: number;
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

/** The values of `SolveOptions.searches`, for callers that read one from text. */
export const SEARCHES = ['all', 'wins', 'exact'] as const;
export type Searches = (typeof SEARCHES)[number];

export interface SolveStats {
	/** The work done: positions expanded, but moves tried in the dive (each to a position new or seen). */
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
 * The order of every solve, for the searches of any game: `wins`, the searches that only
 * find wins, with the whole time and memory to take their shares of; then, unless they
 * decided, were cancelled or ran alone (`searches`: 'wins'), `exact` with the time and
 * memory they left, its progress counted on from theirs. `exact` alone when `searches` is
 * 'exact' or the game has no `wins`; then `searches`: 'wins' runs nothing and is unknown.
 */
export function winsThenExact(
	options: SolveOptions,
	wins: ((options: SolveOptions) => WinsFound) | undefined,
	exact: (options: SolveOptions) => SolveResult,
): SolveResult {
	const searches = options.searches ?? 'all';
	const relay = new ProgressRelay(options);
	if (searches === 'exact' || !wins) {
		return searches === 'wins'
			? { kind: 'unknown', reason: 'time', stats: NOTHING_SPENT }
			: exact(relay.after(NOTHING_SPENT));
	}
	if (searches === 'wins') {
		return wins(relay.after(NOTHING_SPENT)).found;
	}
	return firstThenRest(options, wins, exact);
}

/**
 * `first`, with the whole time and memory to take its share of; then, unless it decided or
 * was cancelled, `rest` with the time and memory it left, its progress counted on from
 * `first`'s: how a solve runs the searches that find wins before the exact ones, and a
 * search along a guide before a whole solve (lineRepair.ts).
 */
export function firstThenRest(
	options: SolveOptions,
	first: (options: SolveOptions) => WinsFound,
	rest: (options: SolveOptions) => SolveResult,
): SolveResult {
	const left = timeLeft(options);
	const relay = new ProgressRelay(options);
	const { found, heldBytes } = first(relay.after(NOTHING_SPENT));
	if (found.kind !== 'unknown' || found.reason === 'cancelled') {
		return found;
	}
	const decided = rest({
		...relay.after(found.stats),
		timeLimitMs: left(),
		// The first search's tables may not be collected yet: the rest get what the budget leaves beside them.
		memoryLimitBytes: (options.memoryLimitBytes ?? DEFAULT_MEMORY) - heldBytes,
	});
	return { ...decided, stats: merged(found.stats, decided.stats) };
}

/** What the searches that only find wins answered, and what their tables held together. */
export interface WinsFound {
	readonly found: SolveResult;
	readonly heldBytes: number;
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

/** What is left of `options.timeLimitMs` each time it is asked, counted from now; undefined without a limit. */
export function timeLeft(options: SolveOptions): () => number | undefined {
	const now = options.now ?? Date.now;
	const started = now();
	const limit = options.timeLimitMs;
	return () => (limit === undefined ? undefined : limit - (now() - started));
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

/**
 * The progress reports of searches that run one after another, as one search's. Each
 * report counts on from what the searches before spent, so that the reports only go
 * forward; and a search's first report is due an interval after the last report of the
 * search before it, not after its own start, so that they keep one pace across the
 * hand-overs (`npm run solve --progress` promises a line a second).
 */
export class ProgressRelay {
	/** When the next report is due, in milliseconds since the first search started. */
	private dueMs: number;

	constructor(private readonly options: SolveOptions) {
		this.dueMs = options.firstProgressMs ?? options.progressIntervalMs ?? PROGRESS_INTERVAL_MS;
	}

	/** `options` for the next search, after those that spent `spent`. */
	after(spent: SolveStats): SolveOptions {
		const { onProgress, progressIntervalMs = PROGRESS_INTERVAL_MS } = this.options;
		if (!onProgress) {
			return this.options;
		}
		return {
			...this.options,
			firstProgressMs: Math.max(0, this.dueMs - spent.elapsedMs),
			onProgress: (stats) => {
				const total = merged(spent, stats);
				this.dueMs = total.elapsedMs + progressIntervalMs;
				onProgress(total);
			},
		};
	}
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
