/**
 * The hover over `.gam` text: answered by the host (gamLanguage/gamHoverProvider.ts),
 * which is loaded for the first hover.
 */
import * as vscode from 'vscode';
import { GAM_DOCUMENTS } from '../contributions';
import type { LoadHost } from './hostLoader';

export class LazyGamHover implements vscode.HoverProvider {
	static register(load: LoadHost): vscode.Disposable {
		return vscode.languages.registerHoverProvider(GAM_DOCUMENTS, new LazyGamHover(load));
	}

	private constructor(private readonly _load: LoadHost) {}

	provideHover(
		document: vscode.TextDocument,
		position: vscode.Position,
		token: vscode.CancellationToken,
	): vscode.ProviderResult<vscode.Hover> {
		return this._load().gamHover.provideHover(document, position, token);
	}
}
