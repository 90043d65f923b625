/**
 * How searches run one after another within one solve's budget, for any game: the
 * searches that only find wins before the exact ones (`winsThenExact`), a first search
 * before the rest (`firstThenRest`), the time left to each, and their progress reports
 * and stats counted on as one search's.
 */
import { NOTHING_SPENT, type SolveOptions, type SolveResult, type SolveStats } from '../contract';
import type { DiveProgress, DiveResult, WinSearchLimits } from '../montana/dive';
import { DEFAULT_MEMORY, PROGRESS_INTERVAL_MS, SearchBudget } from '../tables/budget';

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

/** What is left of `options.timeLimitMs` each time it is asked, counted from now; undefined without a limit. */
export function timeLeft(options: SolveOptions): () => number | undefined {
	const now = options.now ?? Date.now;
	const started = now();
	const limit = options.timeLimitMs;
	return () => (limit === undefined ? undefined : limit - (now() - started));
}

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

/** Without a time limit the dive and the beams stop after this many positions each, so that the exact searches always get their turn. */
const WIN_SEARCH_NODES = 100_000;

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
