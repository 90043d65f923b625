/**
 * The command "Where Was the Win Lost?" (`montana.findLostWin`): looks for the turning
 * point (`turningPoint.ts`) of the game the board shows, in the game panel or in a `.gam`
 * editor, behind a cancellable progress notification, says what it found, and offers to
 * take the board back to the last position a line still won from: the panel undoes to it,
 * a `.gam` editor's replay goes to it. There the Hint shows that line at once.
 */
import * as vscode from 'vscode';
import type { Game } from '../../../engine';
import type { CurrentGame } from '../../game/currentGame';
import { dialogs } from '../../game/dialogs';
import type { IntentOutcome } from '../../game/gameSession';
import type { SolverHost } from '../client/solverHost';
import { positionId, solverPosition } from '../client/solverProtocol';
import { findTurningPoint, turningPointText } from './turningPoint';
import { INDICATOR_BUDGET } from '../budgets';

/** What takes the board back to the last winnable position: its button, and the step to go to. */
export interface BackToWinnable {
	readonly label: string;
	/** Goes back to `step`; false, and nothing done, when the board has moved on since the search began. */
	readonly go: (step: number) => boolean;
}

/** Looks back over `game` (the position shown and its history) and says what it found; undefined: no game shown. */
export async function findLostWin(
	game: Game | undefined,
	solver: Pick<SolverHost, 'solve' | 'cancel'>,
	back: BackToWinnable,
): Promise<void> {
	if (!game || game.status() === 'won') {
		await dialogs.inform(game ? 'Montana: the game is won.' : 'Montana: no game to look over.');
		return;
	}
	const point = await vscode.window.withProgress(
		{
			location: vscode.ProgressLocation.Notification,
			title: 'Montana: looking for where the win was lost',
			cancellable: true,
		},
		(progress, token) => {
			token.onCancellationRequested(() => solver.cancel());
			return findTurningPoint(
				game,
				(position, budget) => solver.solve(position, budget),
				INDICATOR_BUDGET,
				(moves) => progress.report({ message: moves === 0 ? 'the first position' : `after move ${moves}` }),
			);
		},
	);
	if (point.kind === 'stopped') {
		return;
	}
	if (point.kind === 'failed') {
		await dialogs.warn(turningPointText(point, game));
		return;
	}
	const choice = await dialogs.inform(turningPointText(point, game), ...(point.kind === 'lostAt' ? [back.label] : []));
	if (choice === back.label && point.kind === 'lostAt' && !back.go(point.step)) {
		await dialogs.inform('Montana: the game has changed since; look again for where the win was lost.');
	}
}

/** The game panel's way back: undo, move by move, unless the game has moved on. */
export function undoToWinnable(current: CurrentGame, show: (outcome: IntentOutcome) => void): BackToWinnable {
	const searched = current.session && positionId(solverPosition(current.session.game));
	return {
		label: 'Undo to Before It',
		go: (step) => {
			const now = current.session;
			if (!now || positionId(solverPosition(now.game)) !== searched) {
				return false;
			}
			let outcome: IntentOutcome | undefined;
			// Counted, not "until there": an undo the session refused must not loop.
			for (let undos = now.game.step - step; undos > 0; undos--) {
				outcome = now.apply({ type: 'undo' });
			}
			if (outcome) {
				show(outcome);
			}
			return true;
		},
	};
}
