/**
 * The buttons between a `.gam` file's two faces: from the board to its text, and from
 * the text to the board (editor/title in package.json). Like "Reopen Editor With...",
 * each puts the other editor in the tab's place; both show the same document, so nothing
 * is read or written here, and unsaved changes stay with the document.
 */
import * as vscode from 'vscode';
import { GAM_EDITOR_VIEW_TYPE } from '../contributions';

export class GamViewSwitch {
	/** The two commands' handlers, by command id (run by the host's commands.ts). */
	static readonly commands: Readonly<Record<string, (uri?: unknown) => Promise<void>>> = {
		'montana.showGamText': (uri) => GamViewSwitch._reopen(uri, 'default'),
		'montana.showGamBoard': (uri) => GamViewSwitch._reopen(uri, GAM_EDITOR_VIEW_TYPE),
	};

	/** Reopens the file (the button's, else the active tab's) with the editor `viewType`, in its tab's place. */
	private static async _reopen(uri: unknown, viewType: string): Promise<void> {
		const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
		const target = uri instanceof vscode.Uri ? uri : tab && uriOf(tab);
		if (target === undefined) {
			return;
		}
		await vscode.commands.executeCommand('vscode.openWith', target, viewType, tab?.group.viewColumn);
		// Some versions of VS Code put the new editor in the old tab's place themselves; the
		// old tab is closed only where it is still open.
		const old = tab && stillOpen(tab);
		if (old !== undefined && uriOf(old)?.toString() === target.toString()) {
			await vscode.window.tabGroups.close(old, true);
		}
	}
}

/** `tab` as its group holds it now (same kind of editor, same file), if it is still open. */
function stillOpen(tab: vscode.Tab): vscode.Tab | undefined {
	const kind = tab.input?.constructor;
	const uri = uriOf(tab)?.toString();
	return vscode.window.tabGroups.all
		.flatMap((group) => group.tabs)
		.find(
			(t) =>
				t.input?.constructor === kind && uriOf(t)?.toString() === uri && t.group.viewColumn === tab.group.viewColumn,
		);
}

function uriOf(tab: vscode.Tab): vscode.Uri | undefined {
	const input = tab.input;
	return input instanceof vscode.TabInputCustom || input instanceof vscode.TabInputText ? input.uri : undefined;
}
