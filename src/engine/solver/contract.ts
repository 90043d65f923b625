/**
 * The solver's contract with its callers: what a solve is asked (`SolveOptions`), what it
 * reports as it goes and at the end (`SolveStats`), and what it answers, on its own board
 * (`SolveResult`) and in the engine's moves (`GameSolution`):
 * - `winnable`, with a line of moves that wins;
 * - `lost`, a proof that no line wins without a redeal;
 * - `unknown`, when the time, the memory budget or the caller stops it first.
 * Every search of the solver, for any game, answers in these terms; the redeal planner
 * answers with a `RedealPlan`.
 */
import type { MoveView } from '../moves';
import type { SolverMove } from './problem';

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

/** A `SolveResult` in the engine's terms: what `solveGame` answers its callers. */
export type GameSolution =
	| { readonly kind: 'winnable'; readonly line: readonly MoveView[]; readonly stats: SolveStats }
	| { readonly kind: 'lost'; readonly stats: SolveStats }
	| { readonly kind: 'unknown'; readonly reason: 'time' | 'memory' | 'cancelled'; readonly stats: SolveStats };

/** What the redeal planner (`planRedeal`) answers: the moves that leave the best position to redeal from. */
export interface RedealPlan {
	/** The moves to the best position found, in order; empty when the position now is the best. */
	readonly line: readonly MoveView[];
	/** Cards home at the end of the line: what the redeal keeps. */
	readonly home: number;
	/** The line ends in a win: no redeal is needed after all. */
	readonly wins: boolean;
	/** Every position the deal can reach was searched: no line keeps more cards home. */
	readonly complete: boolean;
	/** `bestHome` is the most cards home in any position reached, stuck or not. */
	readonly stats: SolveStats;
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
