/**
 * What the solver found stays found across sessions of VS Code: the position last known
 * winnable (found so by a solve, or reached along a line known to win), with its line, is
 * kept in `globalState` and given back to the solver at the next start (keptWin.ts checks it). So after a reload the indicator says Winnable at once
 * where a new solve might not find the win again within its 5 s (a two-deck game, or a
 * win that Think Longer found), and a move off that line is solved along it first
 * (knownAnswers.ts). Kept on this machine only, like the game in progress it is about.
 */
import type * as vscode from 'vscode';
import { logError } from '../log';
import { readStored } from '../storedValue';
import { keptWin, parseKeptWin } from './keptWin';
import type { SolverHost } from './solverHost';

export const KEPT_WIN_KEY = 'montana.solver.lastWin';

const DAMAGE_REPORT = {
	what: 'the winning line the solver found last time',
	consequence: 'The solver will look for a win again.',
};

/** Gives the solver the win kept from the last session, and keeps the last position it knows winnable from now on. */
export function keepWins(memento: vscode.Memento, solver: SolverHost): vscode.Disposable {
	const kept = readStored(memento, KEPT_WIN_KEY, DAMAGE_REPORT, parseKeptWin);
	if (kept) {
		solver.learn(kept.position, kept.answer);
	}
	return solver.onDidKnowWin((position, answer) => {
		Promise.resolve(memento.update(KEPT_WIN_KEY, keptWin(position, answer))).catch((error: unknown) =>
			logError('Could not keep the solver’s win for the next session', error),
		);
	});
}
