/**
 * The Outline and breadcrumbs of `.gam` text: answered by the host
 * (gamLanguage/gamSymbolProvider.ts), which is loaded for the first request.
 */
import * as vscode from 'vscode';
import { GAM_DOCUMENTS } from '../contributions';
import type { LoadHost } from './hostLoader';

export class LazyGamSymbols implements vscode.DocumentSymbolProvider {
	static register(load: LoadHost): vscode.Disposable {
		return vscode.languages.registerDocumentSymbolProvider(GAM_DOCUMENTS, new LazyGamSymbols(load), {
			label: 'Game record',
		});
	}

	private constructor(private readonly _load: LoadHost) {}

	provideDocumentSymbols(
		document: vscode.TextDocument,
		token: vscode.CancellationToken,
	): vscode.ProviderResult<vscode.SymbolInformation[] | vscode.DocumentSymbol[]> {
		return this._load().gamSymbols.provideDocumentSymbols(document, token);
	}
}
