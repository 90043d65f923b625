/**
 * Games as untitled `.gam` files, open in the `.gam` editor, so the game is a file from
 * its first move (saved with VS Code's Save): New Game in File (a fresh deal) and the
 * walkthrough's sample game (a copy of media/sample.gam, so playing on never touches the
 * extension's own files).
 */
import * as vscode from 'vscode';
import { formatGam, Game, recordOf, type RuleOptions } from '../../engine';
import { randomGameNumber } from '../game/currentGame';
import { logInfo } from '../log';

/** Opens the new file in the editor `viewType`; returns its (untitled) URI. */
export async function newGameInFile(
	rules: RuleOptions,
	viewType: string,
	gameNumber = randomGameNumber(),
): Promise<vscode.Uri> {
	const uri = await openUntitledGam(`${gameNumber}.gam`, viewType, () =>
		formatGam(recordOf(Game.deal(gameNumber, rules), { date: new Date().toISOString().slice(0, 10) })),
	);
	logInfo(`Dealt game ${gameNumber} in the new file ${uri.toString()}.`);
	return uri;
}

/** Opens an untitled copy of the sample game shipped in media/sample.gam; returns its URI. */
export async function openSampleGame(extensionUri: vscode.Uri, viewType: string): Promise<vscode.Uri> {
	const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'media', 'sample.gam'));
	return openUntitledGam('sample-game.gam', viewType, () => new TextDecoder().decode(bytes));
}

/** An untitled `name` holding `text()`, open in the editor `viewType`. */
async function openUntitledGam(name: string, viewType: string, text: () => string): Promise<vscode.Uri> {
	const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
	// With a path in the workspace, Save suggests that folder and name.
	const uri = folder
		? vscode.Uri.joinPath(folder, name).with({ scheme: 'untitled' })
		: vscode.Uri.from({ scheme: 'untitled', path: `/${name}` });
	const document = await vscode.workspace.openTextDocument(uri);
	// The same untitled name may still be open with a game in it: show that one.
	if (document.getText() === '') {
		const edit = new vscode.WorkspaceEdit();
		edit.insert(uri, new vscode.Position(0, 0), text());
		await vscode.workspace.applyEdit(edit);
	}
	await vscode.commands.executeCommand('vscode.openWith', uri, viewType);
	return uri;
}
