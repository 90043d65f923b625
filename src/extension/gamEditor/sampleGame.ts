/**
 * The walkthrough's sample game (media/sample.gam), shown read from the extension as a
 * document no one writes to: opening it, replaying it and closing it change nothing, so
 * VS Code never asks to save it. Playing on from it goes into an untitled copy instead
 * (`GamEditorProvider` makes it), which is the player's own game from its first move.
 */
import * as vscode from 'vscode';
import { SAMPLE_GAME_SCHEME } from '../contributions';

export class SampleGame implements vscode.TextDocumentContentProvider {
	static readonly scheme = SAMPLE_GAME_SCHEME;
	/** What the tab shows, and the name Save As offers for a copy. */
	static readonly fileName = 'sample-game.gam';

	static is(uri: vscode.Uri): boolean {
		return uri.scheme === SampleGame.scheme;
	}

	/** Opens the sample in the editor `viewType`; returns its URI. */
	static async open(viewType: string): Promise<vscode.Uri> {
		const uri = vscode.Uri.from({ scheme: SampleGame.scheme, path: `/${SampleGame.fileName}` });
		await vscode.commands.executeCommand('vscode.openWith', uri, viewType);
		return uri;
	}

	/** Registered by the entry's shell (lazy/lazySampleGame.ts), which asks it for the text. */
	constructor(private readonly _extensionUri: vscode.Uri) {}

	async provideTextDocumentContent(): Promise<string> {
		const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(this._extensionUri, 'media', 'sample.gam'));
		return new TextDecoder().decode(bytes);
	}
}
