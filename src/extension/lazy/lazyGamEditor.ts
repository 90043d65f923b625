/**
 * The `.gam` board (`customEditors` in package.json): each editor VS Code opens is handed
 * to the host's provider (gamEditor/gamEditorProvider.ts), which is loaded for it.
 */
import * as vscode from 'vscode';
import { GAM_EDITOR_VIEW_TYPE } from '../contributions';
import type { LoadHost } from './hostLoader';

export class LazyGamEditor implements vscode.CustomTextEditorProvider {
	static register(load: LoadHost): vscode.Disposable {
		return vscode.window.registerCustomEditorProvider(GAM_EDITOR_VIEW_TYPE, new LazyGamEditor(load), {
			// Each editor of a split plays the record at its own step.
			supportsMultipleEditorsPerDocument: true,
		});
	}

	private constructor(private readonly _load: LoadHost) {}

	resolveCustomTextEditor(
		document: vscode.TextDocument,
		panel: vscode.WebviewPanel,
		token: vscode.CancellationToken,
	): void | Thenable<void> {
		return this._load().gamEditor.resolveCustomTextEditor(document, panel, token);
	}
}
