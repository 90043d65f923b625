/**
 * New Game in File: a fresh deal as an untitled `<game number>.gam`, open in the `.gam`
 * editor, so the game is a file from its first move (saved with VS Code's Save).
 */
import * as vscode from 'vscode';
import { formatGam, Game, recordOf, type RuleOptions } from '../../engine';
import { randomGameNumber } from '../currentGame';
import { logInfo } from '../log';

/** Opens the new file in the editor `viewType`; returns its (untitled) URI. */
export async function newGameInFile(
	rules: RuleOptions,
	viewType: string,
	gameNumber = randomGameNumber(),
): Promise<vscode.Uri> {
	const name = `${gameNumber}.gam`;
	const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
	// With a path in the workspace, Save suggests that folder and name.
	const uri = folder
		? vscode.Uri.joinPath(folder, name).with({ scheme: 'untitled' })
		: vscode.Uri.from({ scheme: 'untitled', path: `/${name}` });
	const document = await vscode.workspace.openTextDocument(uri);
	// The same untitled name may still be open with a game in it: show that one.
	if (document.getText() === '') {
		const edit = new vscode.WorkspaceEdit();
		edit.insert(
			uri,
			new vscode.Position(0, 0),
			formatGam(recordOf(Game.deal(gameNumber, rules), { date: new Date().toISOString().slice(0, 10) })),
		);
		await vscode.workspace.applyEdit(edit);
	}
	await vscode.commands.executeCommand('vscode.openWith', uri, viewType);
	logInfo(`Dealt game ${gameNumber} in the new file ${uri.toString()}.`);
	return uri;
}
