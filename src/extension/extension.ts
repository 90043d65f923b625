/**
 * Entry point: wires the parts together and registers them; no logic of its own.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { CurrentGame } from './game/currentGame';
import { ScoredRecords } from './gamEditor/scoredRecords';
import { GamEditorProvider } from './gamEditor/gamEditorProvider';
import { GamDiagnostics } from './gamLanguage/gamDiagnostics';
import { GamHoverProvider } from './gamLanguage/gamHoverProvider';
import { GamSymbolProvider } from './gamLanguage/gamSymbolProvider';
import { GamViewSwitch } from './gamLanguage/gamViewSwitch';
import { GamePanel } from './panel/gamePanel';
import { createLog } from './log';
import { WinQuotations } from './game/quotations/winQuotations';
import { ScoreStore } from './scores/scoreStore';
import { SettingsReader } from './settings/settingsReader';
import { SolverHost, workerCountFor } from './solver/client/solverHost';
import { WinnableIndicator } from './solver/features/winnableIndicator';
import { Autoplay } from './solver/features/autoplay';
import { keepWins } from './solver/client/winKeeper';
import { GameStatusBar } from './game/statusBar';
import { testApi, type TestApi } from './testApi';

export function activate(context: vscode.ExtensionContext): TestApi {
	context.subscriptions.push(createLog());
	const settings = new SettingsReader();
	const statusBar = new GameStatusBar();
	const scores = new ScoreStore(context.globalState);
	const quotations = new WinQuotations(context.globalState);
	const game = CurrentGame.load(context.globalState, settings, scores, quotations);
	// The worker bundle sits beside this one in dist/ (esbuild.mjs).
	const solver = new SolverHost(
		path.join(__dirname, 'solverWorker.js'),
		undefined,
		workerCountFor(settings.current.solverThreads),
	);
	// Before the indicator, whose first solve may ask about the very position kept.
	const keptWins = keepWins(context.globalState, solver);
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
	const gamEditorDeps = { ...deps, scored: new ScoredRecords(context.globalState), quotations };
	context.subscriptions.push(
		settings,
		statusBar,
		scores,
		game,
		{ dispose: () => (autoplay.stop(), solver.dispose()) },
		keptWins,
		settings.onDidChange(({ solverThreads }) => solver.useWorkers(workerCountFor(solverThreads))),
		winnable,
		GamePanel.register(deps),
		GamEditorProvider.register(gamEditorDeps),
		GamDiagnostics.register(),
		GamHoverProvider.register(),
		GamSymbolProvider.register(),
		GamViewSwitch.register(),
		registerCommands(deps),
	);
	return testApi(deps, context.globalState, context.logUri);
}
