/**
 * Entry point: wires the parts together and registers them; no logic of its own.
 */
import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { CurrentGame } from './currentGame';
import { ScoredRecords } from './gamEditor/scoredRecords';
import { GamEditorProvider } from './gamEditorProvider';
import { GamePanel } from './gamePanel';
import { createLog } from './log';
import { ScoreStore } from './scoreStore';
import { SettingsReader } from './settingsReader';
import { GameStatusBar } from './statusBar';
import { testApi, type TestApi } from './testApi';

export function activate(context: vscode.ExtensionContext): TestApi {
	context.subscriptions.push(createLog());
	const settings = new SettingsReader();
	const statusBar = new GameStatusBar();
	const scores = new ScoreStore(context.globalState);
	const game = CurrentGame.load(context.globalState, settings, scores);
	const deps = { extensionUri: context.extensionUri, settings, statusBar, game, scores };
	const gamEditorDeps = { ...deps, scored: new ScoredRecords(context.globalState) };
	context.subscriptions.push(
		settings,
		statusBar,
		scores,
		game,
		GamePanel.register(deps),
		GamEditorProvider.register(gamEditorDeps),
		registerCommands(deps),
	);
	return testApi(deps, context.globalState);
}
