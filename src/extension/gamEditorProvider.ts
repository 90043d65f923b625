/**
 * The custom editor for `.gam` files (`montana.gameEditor`, the default for `*.gam`).
 *
 * A CustomTextEditorProvider: the file stays a TextDocument, so VS Code's own save, dirty
 * marker, undo/redo, revert, hot exit and "Reopen Editor With... Text Editor" work with no
 * code here. Each open editor is a `GamEditor` (gamEditor/gamEditor.ts); several may show
 * one document (a split), each at its own step of the record.
 */
import * as vscode from 'vscode';
import { GamEditor, type GamEditorDeps } from './gamEditor/gamEditor';

export class GamEditorProvider implements vscode.CustomTextEditorProvider {
	/** Must match `customEditors` in package.json. */
	static readonly viewType = 'montana.gameEditor';
	private static readonly _open = new Set<GamEditor>();

	static register(deps: GamEditorDeps): vscode.Disposable {
		return vscode.window.registerCustomEditorProvider(GamEditorProvider.viewType, new GamEditorProvider(deps), {
			supportsMultipleEditorsPerDocument: true,
		});
	}

	/** The open editors, oldest first; for the integration tests. */
	static get editors(): readonly GamEditor[] {
		return [...GamEditorProvider._open];
	}

	private constructor(private readonly _deps: GamEditorDeps) {}

	resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
		const editor = new GamEditor(document, panel, readOnlyReason(document.uri), this._deps);
		GamEditorProvider._open.add(editor);
		panel.onDidDispose(() => GamEditorProvider._open.delete(editor));
	}
}

/**
 * Why a file cannot be written, or null when it can. Only a file system that says it is
 * writable is: Git history, a merge's base and other text providers have no file system
 * at all, and an untitled file is written by Save As.
 */
function readOnlyReason(uri: vscode.Uri): string | null {
	if (uri.scheme === 'untitled' || vscode.workspace.fs.isWritableFileSystem(uri.scheme) === true) {
		return null;
	}
	return uri.scheme === 'git' ? 'opened from Git history' : `opened from a read-only source, ${uri.scheme}:`;
}
