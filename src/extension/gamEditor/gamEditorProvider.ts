/**
 * The custom editor for `.gam` files (`montana.gameEditor`, the default for `*.gam`).
 *
 * A CustomTextEditorProvider: the file stays a TextDocument, so VS Code's own save, dirty
 * marker, undo/redo, revert, hot exit and "Reopen Editor With... Text Editor" work with no
 * code here. Each open editor is a `GamEditor` (gamEditor/gamEditor.ts); several may show
 * one document (a split), each at its own step of the record.
 */
import * as vscode from 'vscode';
import { GAM_EDITOR_VIEW_TYPE } from '../contributions';
import { GamEditor, type GamEditorDeps, type PlayIntent, type RecordCopy } from './gamEditor';
import { openUntitledCopy } from './newGameFile';
import { SampleGame } from './sampleGame';

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
	static readonly viewType = GAM_EDITOR_VIEW_TYPE;
	private static readonly _open = new Set<GamEditor>();
	private static _lastClosed: Closed | undefined;
	/** The step an editor about to open on a URI starts at (_playInCopy's copy). */
	private static readonly _startAt = new Map<string, number>();
	/** Who waits for an editor on a URI to open (_editorOn). */
	private static readonly _waiting = new Map<string, ((editor: GamEditor) => void)[]>();

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

	/** Registered by the entry's shell (lazy/lazyGamEditor.ts), which hands it each editor to resolve. */
	constructor(private readonly _deps: GamEditorDeps) {}

	resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
		const uri = document.uri.toString();
		const editor: GamEditor = new GamEditor(
			document,
			panel,
			readOnlyReason(document.uri),
			this._deps,
			GamEditorProvider._startAt.get(uri) ?? GamEditorProvider._replacedPosition(document),
			SampleGame.is(document.uri) ? (copy, intent) => GamEditorProvider._playInCopy(editor, copy, intent) : undefined,
		);
		GamEditorProvider._startAt.delete(uri);
		GamEditorProvider._open.add(editor);
		GamEditorProvider._waiting.get(uri)?.forEach((wake) => wake(editor));
		GamEditorProvider._waiting.delete(uri);
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
	 * Plays on from the sample game in an untitled copy of it up to the step shown, which
	 * opens at that step and takes the move; the copy then takes the place of the sample,
	 * which closes unchanged.
	 */
	private static async _playInCopy(sample: GamEditor, copy: RecordCopy, intent: PlayIntent): Promise<void> {
		const uri = await openUntitledCopy(SampleGame.fileName, copy.text, GamEditorProvider.viewType, (opening) =>
			GamEditorProvider._startAt.set(opening.toString(), copy.position),
		);
		const editor = await GamEditorProvider._editorOn(uri.toString());
		await editor.receive(intent);
		const sampleUri = sample.document.uri.toString();
		const sampleTabs = vscode.window.tabGroups.all
			.flatMap((group) => group.tabs)
			.filter((tab) => tab.input instanceof vscode.TabInputCustom && tab.input.uri.toString() === sampleUri);
		await vscode.window.tabGroups.close(sampleTabs);
	}

	/** The editor open on `uri`, now or once VS Code has opened it. */
	private static _editorOn(uri: string): Promise<GamEditor> {
		const open = [...GamEditorProvider._open].find((editor) => editor.document.uri.toString() === uri);
		return open
			? Promise.resolve(open)
			: new Promise((resolve) =>
					GamEditorProvider._waiting.set(uri, [...(GamEditorProvider._waiting.get(uri) ?? []), resolve]),
				);
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
	// The sample is played on in a copy (_playInCopy).
	if (
		uri.scheme === 'untitled' ||
		SampleGame.is(uri) ||
		vscode.workspace.fs.isWritableFileSystem(uri.scheme) === true
	) {
		return null;
	}
	return uri.scheme === 'git' ? 'opened from Git history' : `opened from a read-only source, ${uri.scheme}:`;
}
