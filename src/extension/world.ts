/**
 * The world of the game: the settings, the status bar, the scores, the game in progress,
 * the solver and what the player sees of it (Winnable?, Autoplay), and the commands that
 * act on them. The host (host.ts) makes it the first time a part that plays needs it (a
 * command, the game panel restored, a .gam board opened, the test API), never at
 * activation: reading the stored game and starting the solver's worker wait until then.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { commandHandlers, type CommandHandlers } from './commands';
import { CurrentGame } from './game/currentGame';
import { WinQuotations } from './game/quotations/winQuotations';
import { GameStatusBar } from './game/statusBar';
import { GamEditorProvider } from './gamEditor/gamEditorProvider';
import { ScoredRecords } from './gamEditor/scoredRecords';
import { GamePanel, type GamePanelDeps } from './panel/gamePanel';
import { ScoreStore } from './scores/scoreStore';
import { LastWriteWinsMemento } from './storage/lastWriteWinsMemento';
import { SettingsReader } from './settings/settingsReader';
import { SolverHost, workerCountFor } from './solver/client/solverHost';
import { keepWins } from './solver/client/winKeeper';
import { Autoplay } from './solver/features/autoplay';
import { WinnableIndicator } from './solver/features/winnableIndicator';
import { testApi, type TestApi } from './testApi';

export interface World {
	readonly commands: CommandHandlers;
	readonly panelDeps: GamePanelDeps;
	readonly gamEditor: GamEditorProvider;
	readonly testApi: TestApi;
}

/** Makes the world; what it must dispose goes into `context.subscriptions`. */
export function createWorld(context: vscode.ExtensionContext): World {
	const globalState = new LastWriteWinsMemento(context.globalState);
	const settings = new SettingsReader();
	const statusBar = new GameStatusBar();
	const scores = new ScoreStore(globalState);
	const quotations = new WinQuotations(globalState);
	const game = CurrentGame.load(globalState, settings, scores, quotations);
	// The worker bundle sits beside the host's in dist/ (esbuild.mjs).
	const solver = new SolverHost(
		path.join(__dirname, 'solverWorker.js'),
		undefined,
		workerCountFor(settings.current.solverThreads),
	);
	// Before the indicator, whose first solve may ask about the very position kept.
	const keptWins = keepWins(globalState, solver);
	const announce = (sentence: string) =>
		GamePanel.current?.showOutcome({ kind: 'notice', text: sentence, level: 'info' });
	const winnable = new WinnableIndicator(game, settings, solver, announce);
	const autoplay = new Autoplay(
		game,
		(position, budget) => solver.solve(position, budget),
		{
			announce,
			playing: (playing, speed) => {
				void vscode.commands.executeCommand('setContext', 'montana.autoplaying', playing);
				GamePanel.current?.postAutoplay(playing, speed);
			},
		},
		() => settings.current.autoplaySpeed,
	);
	const deps = {
		extensionUri: context.extensionUri,
		extensionId: context.extension.id,
		settings,
		statusBar,
		game,
		scores,
		solver,
		winnable,
		autoplay,
	};
	context.subscriptions.push(
		settings,
		statusBar,
		scores,
		game,
		{ dispose: () => (autoplay.stop(), solver.dispose()) },
		keptWins,
		settings.onDidChange(({ solverThreads }) => solver.useWorkers(workerCountFor(solverThreads))),
		winnable,
	);
	const commands = commandHandlers(deps);
	return {
		commands,
		panelDeps: deps,
		gamEditor: new GamEditorProvider({ ...deps, scored: new ScoredRecords(globalState), quotations }),
		testApi: testApi(deps, commands, globalState, context.logUri),
	};
}
