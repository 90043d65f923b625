/**
 * The buttons between a `.gam` file's two faces: from the board to its text, and from
 * the text to the board (editor/title in package.json). Both reopen the same document,
 * so nothing is read or written here.
 */
import * as vscode from 'vscode';
import { GamEditorProvider } from '../gamEditorProvider';

export class GamViewSwitch {
	static readonly showTextCommand = 'montana.showGamText';
	static readonly showBoardCommand = 'montana.showGamBoard';

	static register(): vscode.Disposable {
		return vscode.Disposable.from(
			vscode.commands.registerCommand(GamViewSwitch.showTextCommand, (uri?: vscode.Uri) =>
				GamViewSwitch._reopen(uri, 'default'),
			),
			vscode.commands.registerCommand(GamViewSwitch.showBoardCommand, (uri?: vscode.Uri) =>
				GamViewSwitch._reopen(uri, GamEditorProvider.viewType),
			),
		);
	}

	/** Reopens the file (the button's, else the active tab's) with the editor `viewType`. */
	private static async _reopen(uri: vscode.Uri | undefined, viewType: string): Promise<void> {
		const target = uri instanceof vscode.Uri ? uri : activeTabUri();
		if (target !== undefined) {
			await vscode.commands.executeCommand('vscode.openWith', target, viewType);
		}
	}
}

function activeTabUri(): vscode.Uri | undefined {
	const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
	return input instanceof vscode.TabInputCustom || input instanceof vscode.TabInputText ? input.uri : undefined;
}
