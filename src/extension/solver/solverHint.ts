/**
 * The Hint with the solver behind it: the next move of a winning line when the solver
 * finds one within a short budget, else the engine's one-ply hint, and in either case
 * a sentence saying which it is. "No winning line found" is never dressed up as a proof.
 */
import type { Game } from '../../engine';
import type { GameSession, IntentOutcome } from '../gameSession';
import type { SolveOutcome } from './solverHost';
import { positionId, solverPosition, type SolveBudget, type SolverPosition } from './solverProtocol';

/** Short: the player is waiting for the highlight. */
export const HINT_BUDGET: SolveBudget = { timeLimitMs: 1500, memoryLimitBytes: 256 * 1024 * 1024 };

export type Solve = (position: SolverPosition, budget: SolveBudget) => Promise<SolveOutcome>;

export const WINNING_MOVE = 'This move keeps the game winnable.';

/**
 * The hint for the session's position, or undefined when the position changed while the
 * solver thought (the player moved on; a hint for the old position would mislead).
 */
export async function solverHint(session: GameSession, solve: Solve): Promise<IntentOutcome | undefined> {
	const game = session.game;
	if (game.status() === 'won' || game.legalMoves().length === 0) {
		// Nothing for the solver to choose between: the engine's own sentences say so.
		return session.apply({ type: 'hint' });
	}
	const position = solverPosition(game);
	// A longer solve of the same position (the indicator's) may be under way; the hint waits only its own budget.
	const answer = await Promise.race([solve(position, HINT_BUDGET), outOfTime(HINT_BUDGET.timeLimitMs + 250)]);
	if (positionId(solverPosition(session.game)) !== positionId(position)) {
		return undefined;
	}
	const next = answer.kind === 'winnable' ? answer.line[0] : undefined;
	if (next) {
		return { kind: 'highlight', positions: [next.from, next.to], why: WINNING_MOVE };
	}
	const fallback = session.apply({ type: 'hint' });
	return fallback.kind === 'highlight' ? { ...fallback, why: whyNoWinningMove(answer, game) } : fallback;
}

function outOfTime(ms: number): Promise<SolveOutcome> {
	return new Promise((resolve) => setTimeout(() => resolve({ kind: 'dropped' }), ms));
}

function whyNoWinningMove(answer: SolveOutcome, game: Game): string {
	const mostHome = 'this move keeps the most cards home.';
	if (answer.kind === 'lost') {
		return game.redealsLeft() === 0
			? `The game can no longer be won (proved); ${mostHome}`
			: `No win without a redeal (proved); ${mostHome}`;
	}
	return `No winning line found in ${HINT_BUDGET.timeLimitMs / 1000} s; ${mostHome}`;
}
