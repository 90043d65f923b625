/**
 * What the solver found stays found across sessions of VS Code: for each of the last few
 * deals, the position last known winnable (found so by a solve, or reached along a line
 * known to win), with its line, is kept in `globalState` and given back to the solver at
 * the next start (keptWins.ts checks them). So after a reload the indicator says Winnable
 * at once where a new solve might not find the win again within its 5 s (a two-deck game,
 * or a win that Think Longer found), and a move off that line is solved along it first
 * (knownAnswers.ts). Kept on this machine only, like the game in progress it is about.
 */
import type * as vscode from 'vscode';
import { logError } from '../../log';
import { readStored } from '../../storage/storedValue';
import { NO_KEPT_WINS, parseKeptWins, withWin } from './keptWins';
import type { SolverHost } from './solverHost';

export const KEPT_WINS_KEY = 'montana.solver.keptWins';

const DAMAGE_REPORT = {
	what: 'the winning lines the solver found before',
	consequence: 'The solver will look for those wins again.',
};

/** Gives the solver the wins kept from the last session, the latest last, and keeps the last one it knows of each deal from now on. */
export function keepWins(memento: vscode.Memento, solver: SolverHost): vscode.Disposable {
	let kept = readStored(memento, KEPT_WINS_KEY, DAMAGE_REPORT, parseKeptWins) ?? NO_KEPT_WINS;
	for (const { position, answer } of kept.wins) {
		solver.learn(position, answer);
	}
	// Listening only now: the wins just given back are kept already.
	return solver.onDidKnowWin((position, answer) => {
		kept = withWin(kept, position, answer);
		Promise.resolve(memento.update(KEPT_WINS_KEY, kept)).catch((error: unknown) =>
			logError('Could not keep the solver’s win for the next session', error),
		);
	});
}
