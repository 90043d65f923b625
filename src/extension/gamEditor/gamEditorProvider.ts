/**
 * The custom editor for `.gam` files (`montana.gameEditor`, the default for `*.gam`).
 *
 * A CustomTextEditorProvider: the file stays a TextDocument, so VS Code's own save, dirty
 * marker, undo/redo, revert, hot exit and "Reopen Editor With... Text Editor" work with no
 * code here. Each open editor is a `GamEditor` (gamEditor/gamEditor.ts); several may show
 * one document (a split), each at its own step of the record.
 */
import * as vscode from 'vscode';
import { GamEditor, type GamEditorDeps } from './gamEditor';

/** An editor that just closed: where it stood, for the editor that may replace it. */
interface Closed {
	readonly uri: string;
	readonly text: string;
	readonly position: number;
	readonly at: number;
}

/** How soon after one editor closes another may take its place. */
const HANDOFF_MS = 2000;

export class GamEditorProvider implements vscode.CustomTextEditorProvider {
	/** Must match `customEditors` in package.json. */
	static readonly viewType = 'montana.gameEditor';
	private static readonly _open = new Set<GamEditor>();
	private static _lastClosed: Closed | undefined;

	static register(deps: GamEditorDeps): vscode.Disposable {
		return vscode.window.registerCustomEditorProvider(GamEditorProvider.viewType, new GamEditorProvider(deps), {
			supportsMultipleEditorsPerDocument: true,
		});
	}

	/**
	 * The editor in the active tab, if it is one of these. (Read from the tab, not from
	 * `panel.active`: a command run from the Command Palette finds the focus there.)
	 */
	static get active(): GamEditor | undefined {
		const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
		if (!(input instanceof vscode.TabInputCustom) || input.viewType !== GamEditorProvider.viewType) {
			return undefined;
		}
		const uri = input.uri.toString();
		return [...GamEditorProvider._open].find((editor) => editor.document.uri.toString() === uri);
	}

	/** The open editors, oldest first; for the integration tests. */
	static get editors(): readonly GamEditor[] {
		return [...GamEditorProvider._open];
	}

	private constructor(private readonly _deps: GamEditorDeps) {}

	resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
		const editor = new GamEditor(
			document,
			panel,
			readOnlyReason(document.uri),
			this._deps,
			GamEditorProvider._replacedPosition(document),
		);
		GamEditorProvider._open.add(editor);
		panel.onDidDispose(() => {
			GamEditorProvider._open.delete(editor);
			// The text the editor last read: an untitled document is empty by the time its editor closes.
			GamEditorProvider._lastClosed = {
				uri: document.uri.toString(),
				text: editor.text,
				position: editor.position,
				at: Date.now(),
			};
		});
	}

	/**
	 * Saving an untitled game, or Save As, makes VS Code replace the editor with one on
	 * the new file: the same text under another name, opened just before or after the old
	 * editor closes. The new editor keeps the old one's step rather than going back to
	 * where files open. Reopening the same file is not that.
	 */
	private static _replacedPosition(document: vscode.TextDocument): number | undefined {
		const uri = document.uri.toString();
		const text = document.getText();
		const open = [...GamEditorProvider._open].find(
			(editor) => editor.document.uri.toString() !== uri && editor.text === text,
		);
		const closed = GamEditorProvider._lastClosed;
		if (open) {
			return open.position;
		}
		return closed && closed.uri !== uri && closed.text === text && Date.now() - closed.at < HANDOFF_MS
			? closed.position
			: undefined;
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
