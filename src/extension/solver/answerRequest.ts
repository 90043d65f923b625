/**
 * One request's answer, as the worker computes it (and the host tests, in their own
 * thread): the solver's, then, when it found no win and the budget asks for a plan, the
 * redeal planner's line to the best position to redeal from.
 */
import { Game, planRedeal, solveGame, type SolveStats } from '../../engine';
import type { SolveBudget, SolverAnswer, SolverPosition } from './solverProtocol';

export function answerRequest(
	position: SolverPosition,
	budget: SolveBudget,
	signal: { readonly aborted: boolean },
	onProgress?: (stats: SolveStats) => void,
): SolverAnswer {
	const game = Game.fromLayout(position.layout, position.rules, position.gameNumber);
	const { timeLimitMs, memoryLimitBytes, planTimeLimitMs } = budget;
	const answer = solveGame(game, { timeLimitMs, memoryLimitBytes, signal, onProgress });
	if (answer.kind === 'winnable' || planTimeLimitMs === undefined || signal.aborted) {
		return answer;
	}
	return { ...answer, plan: planRedeal(game, { timeLimitMs: planTimeLimitMs, memoryLimitBytes, signal }) };
}
