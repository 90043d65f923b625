/**
 * The host's body, a bundle of its own (dist/host.js): the entry (extension.ts) registers
 * a thin shell for each contributed part (lazy/) and loads this file the first time one
 * is used (lazy/hostLoader.ts), so that activating compiles and runs none of it. Made
 * here at once is what costs next to nothing (the log, the .gam language's providers,
 * which need only the engine); the world (world.ts) waits for the first part that plays.
 */
import * as vscode from 'vscode';
import { runCommand } from './commands';
import { GamDiagnostics } from './gamLanguage/gamDiagnostics';
import { GamHoverProvider } from './gamLanguage/gamHoverProvider';
import { GamSymbolProvider } from './gamLanguage/gamSymbolProvider';
import { SampleGame } from './gamEditor/sampleGame';
import { createLog } from './log';
import { GamePanel } from './panel/gamePanel';
import type { TestApi } from './testApi';
import { createWorld, type World } from './world';

/** What the entry's shells hand their calls to. */
export interface Host {
	/** Runs a contributed command (commands.ts); a failure is logged and shown, never thrown. */
	runCommand(id: string, args: readonly unknown[]): Promise<void>;
	/** Brings back the game panel VS Code restores. */
	reviveGamePanel(panel: vscode.WebviewPanel): void;
	readonly gamEditor: vscode.CustomTextEditorProvider;
	readonly sampleGame: vscode.TextDocumentContentProvider;
	readonly gamHover: vscode.HoverProvider;
	readonly gamSymbols: vscode.DocumentSymbolProvider;
	/** Starts the Problems entries of `.gam` text; disposing it stops them. */
	startGamDiagnostics(): vscode.Disposable;
	readonly testApi: TestApi;
}

export function createHost(context: vscode.ExtensionContext): Host {
	context.subscriptions.push(createLog());
	let made: World | undefined;
	const world = () => (made ??= createWorld(context));
	return {
		runCommand: (id, args) => runCommand(() => world().commands, id, args),
		reviveGamePanel: (panel) => GamePanel.revive(panel, world().panelDeps),
		get gamEditor() {
			return world().gamEditor;
		},
		sampleGame: new SampleGame(context.extensionUri),
		gamHover: new GamHoverProvider(),
		gamSymbols: new GamSymbolProvider(),
		startGamDiagnostics: () => new GamDiagnostics(),
		get testApi() {
			return world().testApi;
		},
	};
}
