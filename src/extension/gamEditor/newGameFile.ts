/**
 * Games as untitled `.gam` files, open in the `.gam` editor, so the game is a file from
 * its first move (saved with VS Code's Save): New Game in File (a fresh deal), and a copy
 * of a record to play on in (the sample game's, gamEditor/sampleGame.ts).
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

/**
 * Opens a new untitled file holding `text`, named `name` or, when an untitled file of that
 * name holds a game already, `name` with a number. `opening` hears its URI just before
 * the editor opens; returns the URI.
 */
export async function openUntitledCopy(
	name: string,
	text: string,
	viewType: string,
	opening: (uri: vscode.Uri) => void,
): Promise<vscode.Uri> {
	const taken = new Set(
		vscode.workspace.textDocuments
			.filter((d) => d.uri.scheme === 'untitled' && d.getText() !== '')
			.map((d) => d.uri.path.split('/').pop()),
	);
	const base = name.replace(/\.gam$/, '');
	let free = name;
	for (let n = 2; taken.has(free); n++) {
		free = `${base}-${n}.gam`;
	}
	return openUntitledGam(free, viewType, () => text, opening);
}

/** An untitled `name` holding `text()`, open in the editor `viewType`. */
async function openUntitledGam(
	name: string,
	viewType: string,
	text: () => string,
	opening?: (uri: vscode.Uri) => void,
): Promise<vscode.Uri> {
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
	opening?.(uri);
	await vscode.commands.executeCommand('vscode.openWith', uri, viewType);
	return uri;
}
