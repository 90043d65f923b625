/**
 * One request's answer, as the worker computes it (and the host tests, in their own
 * thread): the solver's, then, when it found no win and the budget asks for a plan, the
 * redeal planner's line to the best position to redeal from. When the host splits a solve
 * over two workers (`searches`), the exact half makes the plan, and the half that finds
 * wins makes it only when it proves the position lost: in the two-deck games that half is
 * an exhaustive search too, and the host takes the first half to decide. A `guide` (a line
 * that won from a position near this one) goes to `solveGame`. The budget's milliseconds are
 * read on `now` (`SolveOptions.now`): the real clock, but for tests that count work instead.
 */
import { Game, planRedeal, solveGame, type SolveStats } from '../../../engine';
import type { HostToSolver, SolverAnswer } from './solverProtocol';

/** What a request asks: a position and a budget; all the searches and no guide when omitted. */
export type SolveRequest = Pick<HostToSolver, 'position' | 'budget'> &
	Partial<Pick<HostToSolver, 'searches' | 'guide'>>;

export function answerRequest(
	{ position, budget, searches = 'all', guide = [] }: SolveRequest,
	signal: { readonly aborted: boolean },
	onProgress?: (stats: SolveStats) => void,
	now?: () => number,
): SolverAnswer {
	const game = Game.fromLayout(position.layout, position.rules, position.gameNumber);
	const { timeLimitMs, memoryLimitBytes, planTimeLimitMs } = budget;
	const answer = solveGame(game, { timeLimitMs, memoryLimitBytes, signal, onProgress, searches, now }, guide);
	const planning = searches !== 'wins' || answer.kind === 'lost';
	if (answer.kind === 'winnable' || planTimeLimitMs === undefined || signal.aborted || !planning) {
		return answer;
	}
	return { ...answer, plan: planRedeal(game, { timeLimitMs: planTimeLimitMs, memoryLimitBytes, signal, now }) };
}
