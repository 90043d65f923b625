/**
 * The walkthrough's sample game as a document (`montana-sample:`): its text comes from the
 * host (gamEditor/sampleGame.ts), which is loaded for it.
 */
import * as vscode from 'vscode';
import { SAMPLE_GAME_SCHEME } from '../contributions';
import type { LoadHost } from './hostLoader';

export class LazySampleGame implements vscode.TextDocumentContentProvider {
	static register(load: LoadHost): vscode.Disposable {
		return vscode.workspace.registerTextDocumentContentProvider(SAMPLE_GAME_SCHEME, new LazySampleGame(load));
	}

	private constructor(private readonly _load: LoadHost) {}

	provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): vscode.ProviderResult<string> {
		return this._load().sampleGame.provideTextDocumentContent(uri, token);
	}
}
