/**
 * The Problems entries of `.gam` text (gamLanguage/gamDiagnostics.ts), started by the
 * host on the first `.gam` document VS Code holds: one open at activation, or the first
 * opened after it. Until then nothing of the host is loaded for them.
 */
import * as vscode from 'vscode';
import { GAM_LANGUAGE_ID } from '../contributions';
import type { LoadHost } from './hostLoader';

export class LazyGamDiagnostics implements vscode.Disposable {
	private _waiting: vscode.Disposable | undefined;
	private _started: vscode.Disposable | undefined;

	static register(load: LoadHost): vscode.Disposable {
		return new LazyGamDiagnostics(load);
	}

	private constructor(load: LoadHost) {
		const isGam = (document: vscode.TextDocument) => document.languageId === GAM_LANGUAGE_ID;
		const start = () => (this._started = load().startGamDiagnostics());
		if (vscode.workspace.textDocuments.some(isGam)) {
			start();
			return;
		}
		// A document whose language is changed to `.gam` is closed and opened again, so it comes here too.
		this._waiting = vscode.workspace.onDidOpenTextDocument((document) => {
			if (isGam(document)) {
				this._waiting?.dispose();
				this._waiting = undefined;
				start();
			}
		});
	}

	dispose(): void {
		this._waiting?.dispose();
		this._started?.dispose();
	}
}
