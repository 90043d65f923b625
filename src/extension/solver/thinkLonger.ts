/**
 * The command "Winnable? Think Longer" (`montana.thinkLonger`): the indicator gives each
 * position a few seconds and may then say "unknown"; this gives the position in front of
 * the player up to a minute, behind a cancellable progress notification, and says the
 * answer. A decided answer is kept for the positions it decides (`knownAnswers.ts`), so
 * the indicator, the Hint and Autoplay then have it at once.
 */
import * as vscode from 'vscode';
import type { CurrentGame } from '../currentGame';
import { dialogs } from '../dialogs';
import type { SolverHost } from './solverHost';
import { positionId, solverPosition } from './solverProtocol';
import type { WinnableIndicator } from './winnableIndicator';
import { THINK_LONGER_BUDGET, secondsSearched, winnabilityOf, winnabilityWords } from './winnability';

/** Thinks about the position of the game in progress, the indicator saying so, and then showing what is known. */
export async function thinkLonger(
	current: CurrentGame,
	solver: Pick<SolverHost, 'solve' | 'cancel'>,
	indicator: Pick<WinnableIndicator, 'thinkingLonger' | 'refresh'>,
): Promise<void> {
	const game = current.session?.game;
	if (!game || game.status() === 'won') {
		await dialogs.inform(game ? 'Montana: the game is won.' : 'Montana: no game to think about.');
		return;
	}
	const position = solverPosition(game);
	indicator.thinkingLonger();
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
	void indicator.refresh();
	const now = current.session?.game;
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
