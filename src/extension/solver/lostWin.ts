/**
 * The command "Where Was the Win Lost?" (`montana.findLostWin`): looks for the turning
 * point of the game in progress (`turningPoint.ts`) behind a cancellable progress
 * notification, says what it found, and offers to take the game back to the last
 * position a line still won from, where the Hint shows that line at once.
 */
import * as vscode from 'vscode';
import type { CurrentGame } from '../currentGame';
import { dialogs } from '../dialogs';
import type { IntentOutcome } from '../gameSession';
import type { SolverHost } from './solverHost';
import { positionId, solverPosition } from './solverProtocol';
import { findTurningPoint, turningPointText } from './turningPoint';
import { INDICATOR_BUDGET } from './winnability';

export const UNDO_TO_WINNABLE = 'Undo to Before It';

export async function findLostWin(
	game: CurrentGame,
	solver: Pick<SolverHost, 'solve' | 'cancel'>,
	show: (outcome: IntentOutcome) => void,
): Promise<void> {
	const session = game.session;
	if (!session || session.game.status() === 'won') {
		await dialogs.inform(session ? 'Montana: the game is won.' : 'Montana: no game in progress.');
		return;
	}
	const searched = positionId(solverPosition(session.game));
	const point = await vscode.window.withProgress(
		{
			location: vscode.ProgressLocation.Notification,
			title: 'Montana: looking for where the win was lost',
			cancellable: true,
		},
		(progress, token) => {
			token.onCancellationRequested(() => solver.cancel());
			return findTurningPoint(
				session.game,
				(position, budget) => solver.solve(position, budget),
				INDICATOR_BUDGET,
				(moves) => progress.report({ message: moves === 0 ? 'the first position' : `after move ${moves}` }),
			);
		},
	);
	if (point.kind === 'stopped') {
		return;
	}
	const choice = await dialogs.inform(turningPointText(point), ...(point.kind === 'lostAt' ? [UNDO_TO_WINNABLE] : []));
	if (choice !== UNDO_TO_WINNABLE || point.kind !== 'lostAt') {
		return;
	}
	const now = game.session;
	if (!now || positionId(solverPosition(now.game)) !== searched) {
		await dialogs.inform('Montana: the game has changed since; look again for where the win was lost.');
		return;
	}
	let outcome: IntentOutcome | undefined;
	// Counted, not "until there": an undo the session refused must not loop.
	for (let undos = now.game.step - point.step; undos > 0; undos--) {
		outcome = now.apply({ type: 'undo' });
	}
	if (outcome) {
		show(outcome);
	}
}
