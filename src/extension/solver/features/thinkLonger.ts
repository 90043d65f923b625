/**
 * The command "Winnable? Think Longer" (`montana.thinkLonger`): the indicator gives each
 * position a few seconds and may then say "unknown"; this gives the position in front of
 * the player (the game panel's, or a `.gam` editor's replay) up to a minute, behind a
 * cancellable progress notification, and says the answer. A decided answer is kept for
 * the positions it decides (`knownAnswers.ts`), so the indicator, the Hint and Autoplay
 * then have it at once.
 */
import * as vscode from 'vscode';
import type { Game } from '../../../engine';
import { dialogs } from '../../game/dialogs';
import type { SolverHost } from '../client/solverHost';
import { positionId, solverPosition } from '../client/solverProtocol';
import { THINK_LONGER_BUDGET } from '../budgets';
import { secondsSearched, winnabilityOf, winnabilityWords } from './winnability';

/**
 * The command's argument from the "Winnable?" item: its answer is about the game panel's
 * game, even when a `.gam` editor is the active tab.
 */
export const ABOUT_GAME_IN_PROGRESS = 'gameInProgress';

/** What the command asks of the "Winnable?" indicator (winnableIndicator.ts) about the same game. */
export interface ThinkingIndicator {
	/** Says the solver is thinking longer; the next answer replaces it. */
	thinkingLonger(): void;
	/** Asks again and shows what is known. */
	refresh(): Promise<void>;
}

/**
 * Thinks about the position `shown` gives (read again when the answer comes), then says
 * the answer; the indicator, when it is about that game, says it is thinking longer and
 * then shows what is known.
 */
export async function thinkLonger(
	shown: () => Game | undefined,
	solver: Pick<SolverHost, 'solve' | 'cancel'>,
	indicator?: ThinkingIndicator,
): Promise<void> {
	const game = shown();
	if (!game || game.status() === 'won') {
		await dialogs.inform(game ? 'Montana: the game is won.' : 'Montana: no game to think about.');
		return;
	}
	const position = solverPosition(game);
	indicator?.thinkingLonger();
	const answer = await vscode.window.withProgress(
		{
			location: vscode.ProgressLocation.Notification,
			title: 'Montana: Winnable? Thinking for up to a minute',
			cancellable: true,
		},
		(progress, token) => {
			token.onCancellationRequested(() => solver.cancel());
			let done = 0;
			return solver.solve(position, THINK_LONGER_BUDGET, (stats) => {
				const share = Math.min(100, (100 * stats.elapsedMs) / THINK_LONGER_BUDGET.timeLimitMs);
				progress.report({
					increment: share - done,
					message: `${Math.round(stats.elapsedMs / 1000)} s, ${stats.positions.toLocaleString('en-US')} positions`,
				});
				done = share;
			});
		},
	);
	void indicator?.refresh();
	const now = shown();
	// Cancelled, or the player moved on: an answer about a position left behind would mislead.
	if (answer.kind === 'dropped' || !now || positionId(solverPosition(now)) !== positionId(position)) {
		return;
	}
	const { sentence } = winnabilityWords(winnabilityOf(answer), now.redealsLeft(), secondsSearched(answer));
	if (answer.kind === 'failed') {
		await dialogs.warn(`Montana: ${sentence}`);
	} else {
		await dialogs.inform(`Montana: ${sentence}`);
	}
}
