/**
 * The `montana.*` commands (palette, editor title buttons, keybindings): their handlers
 * by id, which the entry's shell (lazy/lazyCommands.ts) runs through `runCommand`. Each
 * handler is short: it asks the player what it must, then calls the game, the scores or
 * the panels. A failing handler is logged and reported, never left to VS Code.
 */
import * as vscode from 'vscode';
import { dailyGameNumber } from '../engine';
import { dialogs } from './game/dialogs';
import { GamePanel, type GamePanelDeps } from './panel/gamePanel';
import { parseGameNumber } from './game/gameNumberInput';
import type { GameIntent } from './game/gameSession';
import { saveGameAs } from './game/gameFiles';
import { newGameInFile } from './gamEditor/newGameFile';
import { GamViewSwitch } from './gamLanguage/gamViewSwitch';
import { SampleGame } from './gamEditor/sampleGame';
import { GamEditorProvider } from './gamEditor/gamEditorProvider';
import { logError } from './log';
import type { ScoreStore } from './scores/scoreStore';
import { ScoresPanel } from './scores/scoresPanel';
import { openWalkthrough } from './game/walkthrough';
import { findWinnableDeal, winnableDealsApply } from './solver/features/winnableDeal';
import { DEALS_TRIED } from './solver/budgets';
import { randomGameNumber } from './game/currentGame';
import type { WinnableIndicator } from './solver/features/winnableIndicator';
import { findLostWin, undoToWinnable } from './solver/features/lostWin';
import { ABOUT_GAME_IN_PROGRESS, thinkLonger } from './solver/features/thinkLonger';

export interface CommandDeps extends GamePanelDeps {
	readonly scores: ScoreStore;
	/** The extension's id ("publisher.name"), for its walkthrough. */
	readonly extensionId: string;
	readonly winnable: WinnableIndicator;
}

/** Each command's handler, by the command's id. */
export type CommandHandlers = Readonly<Record<string, (...args: unknown[]) => unknown>>;

export function commandHandlers(deps: CommandDeps): CommandHandlers {
	const show = () => GamePanel.createOrShow(deps);
	/** Plays an intent on the game in progress and shows the result in the panel. */
	const play = (intent: GameIntent) => GamePanel.createOrShow(deps, true).showOutcome(deps.game.apply(intent));

	return {
		...GamViewSwitch.commands,
		'montana.showGame': show,
		'montana.newGame': async () => {
			const gameNumber = await winnableDealNumber(deps);
			if (gameNumber !== 'cancelled' && (await deps.game.newGame(gameNumber))) {
				show();
			}
		},
		'montana.newGameByNumber': async (arg?: unknown) => {
			let gameNumber: number | undefined;
			if (arg === undefined) {
				gameNumber = await dialogs.askGameNumber();
			} else {
				// From a keybinding's or another extension's `args`.
				const parsed = parseGameNumber(arg);
				if (!parsed.ok) {
					void vscode.window.showErrorMessage(`Montana: ${parsed.problem}`);
					return;
				}
				gameNumber = parsed.gameNumber;
			}
			if (gameNumber !== undefined && (await deps.game.newGame(gameNumber))) {
				show();
			}
		},
		'montana.dailyGame': async () => {
			if (await deps.game.newGame(dailyGameNumber(new Date()))) {
				show();
			}
		},
		'montana.restart': async () => {
			const outcome = await deps.game.restart();
			if (outcome) {
				GamePanel.createOrShow(deps, true).showOutcome(outcome);
			}
		},
		'montana.redeal': () => play({ type: 'redeal' }),
		'montana.undo': () => play({ type: 'undo' }),
		'montana.redo': () => play({ type: 'redo' }),
		'montana.hint': () => GamePanel.createOrShow(deps, true).hint(),
		'montana.autoplay': async () => {
			GamePanel.createOrShow(deps, true);
			await (deps.autoplay.playing ? deps.autoplay.stop() : deps.autoplay.start());
		},
		'montana.stopAutoplay': () => deps.autoplay.stop(),
		'montana.findLostWin': () =>
			GamEditorProvider.active?.findLostWin() ??
			findLostWin(
				deps.game.session?.game,
				deps.solver,
				undoToWinnable(deps.game, (outcome) => GamePanel.createOrShow(deps, true).showOutcome(outcome)),
			),
		'montana.toggleWinnable': () => deps.settings.setShowWinnable(!deps.settings.current.showWinnable),
		'montana.thinkLonger': (about?: unknown) =>
			(about === ABOUT_GAME_IN_PROGRESS ? undefined : GamEditorProvider.active?.thinkLonger()) ??
			thinkLonger(() => deps.game.session?.game, deps.solver, deps.winnable),
		'montana.saveGameAs': (target?: unknown) =>
			saveGameAs(
				deps.game.ensureSession(),
				deps.settings.current.view.messages,
				target instanceof vscode.Uri ? target : undefined,
			),
		'montana.openGame': async (target?: unknown) => {
			const uri = target instanceof vscode.Uri ? target : await dialogs.pickGameFile();
			if (uri) {
				await vscode.commands.executeCommand('vscode.openWith', uri, GamEditorProvider.viewType);
			}
		},
		'montana.newGameInFile': () => newGameInFile(deps.settings.current.rules, GamEditorProvider.viewType),
		'montana.openSampleGame': () => SampleGame.open(GamEditorProvider.viewType),
		'montana.showWalkthrough': () => openWalkthrough(deps.extensionId),
		'montana.showBestScores': () => ScoresPanel.show(deps, 'scores'),
		'montana.showStatistics': () => ScoresPanel.show(deps, 'statistics'),
		'montana.resetScores': async () => {
			const confirmed = await dialogs.confirm(
				'Reset all Montana best scores and statistics?',
				'This clears both best-score tables and the statistics of every rule preset, also on the other machines that sync your settings. It cannot be undone.',
				'Reset',
			);
			if (confirmed) {
				await deps.scores.reset();
				void vscode.window.showInformationMessage('Montana: best scores and statistics reset.');
			}
		},
		'montana.chooseRules': async () => {
			const { game, preset } = deps.settings.current;
			const choice = await dialogs.pickRules({ game, preset });
			if (choice !== undefined && choice.game !== game) {
				await deps.settings.setGame(choice.game);
			}
			if (choice !== undefined && choice.preset !== preset) {
				await deps.settings.setPreset(choice.preset);
			}
		},
	};
}

/**
 * Runs the command `id` with `args`; a failure is logged and shown, and so is a command with
 * no handler, or whose handlers could not be made (`handlers` is called here to catch that).
 */
export async function runCommand(handlers: () => CommandHandlers, id: string, args: readonly unknown[]): Promise<void> {
	try {
		const handler = handlers()[id];
		if (handler === undefined) {
			throw new Error(`the command ${id} has no handler`);
		}
		await handler(...args);
	} catch (error) {
		logError(`Command ${id} failed`, error);
		void vscode.window.showErrorMessage(`Montana: ${error instanceof Error ? error.message : String(error)}`);
	}
}

/**
 * The number of the next new game under "Winnable deals only": undefined (a random deal)
 * when the option is off or the rules allow redeals, 'cancelled' when the player stopped
 * the search.
 */
async function winnableDealNumber(deps: CommandDeps): Promise<number | undefined | 'cancelled'> {
	const { rules, winnableDealsOnly } = deps.settings.current;
	if (!winnableDealsOnly || !winnableDealsApply(rules)) {
		return undefined;
	}
	const found = await vscode.window.withProgress(
		{
			location: vscode.ProgressLocation.Notification,
			title: 'Montana: looking for a winnable deal',
			cancellable: true,
		},
		async (progress, token) => {
			const gameNumber = await findWinnableDeal(
				randomGameNumber(),
				rules,
				(position, budget) => deps.solver.solve(position, budget),
				() => token.isCancellationRequested,
				(tried, count) => progress.report({ message: `game ${tried} (${count + 1} of ${DEALS_TRIED})` }),
			);
			return token.isCancellationRequested ? 'cancelled' : gameNumber;
		},
	);
	if (found === undefined) {
		void vscode.window.showWarningMessage(
			`Montana: the solver proved none of ${DEALS_TRIED} deals winnable in time; this deal may not be winnable.`,
		);
	}
	return found;
}
