/**
 * Save Game As: writes the game in progress as a `.gam` record (the engine's format,
 * docs/gam-format.md), named `<game number>.gam` like the Windows game's "nnnnn.GAM".
 */
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { formatGam, recordOf } from '../../engine';
import { dialogs } from './dialogs';
import type { GameSession } from './gameSession';
import { logInfo } from '../log';

/**
 * Saves `session`'s game to `target`, or where the player picks. Returns the file
 * written, or undefined if the player cancelled. `announce` says whether to confirm
 * with a message (the `montana.messages` setting).
 */
export async function saveGameAs(
	session: GameSession,
	announce: boolean,
	target?: vscode.Uri,
): Promise<vscode.Uri | undefined> {
	const game = session.game;
	const name = `${game.gameNumber}.gam`;
	const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(homedir());
	const uri = target ?? (await dialogs.pickSaveLocation(vscode.Uri.joinPath(folder, name)));
	if (!uri) {
		return undefined;
	}
	// Only what has been played is recorded; moves undone and not redone are left out.
	const text = formatGam(recordOf(game, { date: new Date().toISOString().slice(0, 10) }));
	await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
	logInfo(`Saved game ${game.gameNumber} to ${uri.toString()}.`);
	if (announce) {
		const open = 'Open';
		void vscode.window
			.showInformationMessage(
				`Montana: game ${game.gameNumber} saved as ${vscode.workspace.asRelativePath(uri)}.`,
				open,
			)
			.then((choice) => {
				if (choice === open) {
					void vscode.commands.executeCommand('montana.openGame', uri);
				}
			});
	}
	return uri;
}
