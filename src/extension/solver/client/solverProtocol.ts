/**
 * The typed messages between the extension host and the solver worker
 * (`solverWorker.ts`), and the position a request carries. Plain JSON both ways, except
 * the shared cancel flag, which the worker gets once, in its `workerData`.
 */
import type {
	Card,
	Game,
	GameSolution,
	MoveView,
	RedealPlan,
	RuleOptions,
	Searches,
	SolveStats,
} from '../../../engine';

/** A position as the worker rebuilds it: the layout and rules, whatever the board's size. */
export interface SolverPosition {
	readonly layout: readonly (Card | null)[];
	readonly rules: RuleOptions;
	readonly gameNumber: number;
}

/** What the solver may spend on one request. */
export interface SolveBudget {
	readonly timeLimitMs: number;
	readonly memoryLimitBytes: number;
	/** With no win found, how long the redeal planner may then look for the best line to a redeal; no plan when omitted. */
	readonly planTimeLimitMs?: number;
}

/**
 * The engine's answer, as `solveGame` gives it, and with no win found the redeal
 * planner's when the budget asked for one (null: no place to redeal from was found):
 * plain JSON, so it crosses to the host as it is.
 */
export type SolverAnswer = GameSolution & { readonly plan?: RedealPlan | null };

export type WinnableAnswer = Extract<SolverAnswer, { readonly kind: 'winnable' }>;

export type HostToSolver = {
	readonly type: 'solve';
	/** Increases with every request; the worker's job is cancelled once the shared flag reaches it. */
	readonly id: number;
	readonly position: SolverPosition;
	readonly budget: SolveBudget;
	/** Which of the solver's searches this worker runs: all of them, or its half of a solve split over two workers. */
	readonly searches: Searches;
	/** A line that won from a position a few moves from this one, which the solve follows first (`solveGame`'s guide). */
	readonly guide: readonly MoveView[];
};

export type SolverToHost =
	| { readonly type: 'progress'; readonly id: number; readonly stats: SolveStats }
	| { readonly type: 'answer'; readonly id: number; readonly answer: SolverAnswer }
	| { readonly type: 'failed'; readonly id: number; readonly message: string };

/** `workerData`: one Int32 that holds the id of the last cancelled request. */
export interface SolverWorkerData {
	readonly cancelled: SharedArrayBuffer;
}

export function solverPosition(game: Game): SolverPosition {
	return { layout: game.layout(), rules: game.rules, gameNumber: game.gameNumber };
}

/**
 * The position's identity: the rules and the cards where they lie. Two positions with
 * the same id have the same answer, so an answer is kept only while the game's id is
 * the one it was asked for.
 */
export function positionId(position: SolverPosition): string {
	return `${JSON.stringify(position.rules)}|${position.layout.map((card) => card ?? '-').join(',')}`;
}
