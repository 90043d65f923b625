/** The engine's solver (and redeal planner) in the test's own thread, answering as the worker does. */
import { answerRequest } from '../../src/extension/solver/client/answerRequest';
import type { Solve } from '../../src/extension/solver/features/solverHint';
import { countingClock } from '../countingClock';

/**
 * `cancelled` makes the search give up at its first look at the signal, unless it answers
 * before. Each request's budget is counted in work, not time (countingClock.ts).
 */
export function inThreadSolve(cancelled = false): Solve {
	return (position, budget) =>
		Promise.resolve(answerRequest({ position, budget }, { aborted: cancelled }, undefined, countingClock(1)));
}
