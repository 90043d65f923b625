/**
 * The Problems view's entries for `.gam` text: the record's first error (a header that
 * does not read, a word that is not a move, a move the rules refuse) on the words it is
 * about, in the board banner's words. Read again once typing pauses, through the same
 * cached record as the board (one read per document version); gone when the file closes
 * or is fixed.
 */
import * as vscode from 'vscode';
import { FIRST_ERROR_ONLY } from '../../engine';
import { documentRecord } from '../gamEditor/documentRecord';
import { GAM_LANGUAGE_ID } from '../contributions';
import { rangeOf } from './textPlaces';

/** Typing is read back once it pauses this long, as the board beside it does. */
const TYPING_PAUSE_MS = 150;

export class GamDiagnostics implements vscode.Disposable {
	private readonly _collection = vscode.languages.createDiagnosticCollection(GAM_LANGUAGE_ID);
	private readonly _waiting = new Map<vscode.TextDocument, ReturnType<typeof setTimeout>>();
	private readonly _disposables: vscode.Disposable[] = [this._collection];

	/** Made by the host when the entry's shell (lazy/lazyGamDiagnostics.ts) sees the first `.gam` document. */
	constructor() {
		vscode.workspace.textDocuments.forEach((document) => this._check(document));
		vscode.workspace.onDidOpenTextDocument((document) => this._check(document), null, this._disposables);
		vscode.workspace.onDidChangeTextDocument(
			(e) => {
				if (e.contentChanges.length > 0) {
					this._checkLater(e.document);
				}
			},
			null,
			this._disposables,
		);
		vscode.workspace.onDidCloseTextDocument((document) => this._forget(document), null, this._disposables);
	}

	dispose(): void {
		this._waiting.forEach((timer) => clearTimeout(timer));
		this._waiting.clear();
		for (const disposable of this._disposables.splice(0)) {
			disposable.dispose();
		}
	}

	private _checkLater(document: vscode.TextDocument): void {
		clearTimeout(this._waiting.get(document));
		this._waiting.set(
			document,
			setTimeout(() => this._check(document), TYPING_PAUSE_MS),
		);
	}

	private _check(document: vscode.TextDocument): void {
		this._waiting.delete(document);
		if (document.languageId !== GAM_LANGUAGE_ID || document.isClosed) {
			this._collection.delete(document.uri);
			return;
		}
		const { error } = documentRecord(document).state;
		if (error === null) {
			this._collection.delete(document.uri);
			return;
		}
		const diagnostic = new vscode.Diagnostic(
			rangeOf(document, error.line, error.column, error.length),
			`${error.message} ${FIRST_ERROR_ONLY}`,
			vscode.DiagnosticSeverity.Error,
		);
		diagnostic.source = 'Montana';
		this._collection.set(document.uri, [diagnostic]);
	}

	private _forget(document: vscode.TextDocument): void {
		clearTimeout(this._waiting.get(document));
		this._waiting.delete(document);
		this._collection.delete(document.uri);
	}
}
