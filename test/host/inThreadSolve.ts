/** The engine's solver in the test's own thread, answering as the worker does. */
import { Game, solveGame } from '../../src/engine';
import type { Solve } from '../../src/extension/solver/solverHint';

/** `cancelled` makes the search give up at its first look at the signal, unless it answers before. */
export function inThreadSolve(cancelled = false): Solve {
	return (position, budget) =>
		Promise.resolve(
			solveGame(Game.fromLayout(position.layout, position.rules, position.gameNumber), {
				timeLimitMs: budget.timeLimitMs,
				signal: { aborted: cancelled },
			}),
		);
}
