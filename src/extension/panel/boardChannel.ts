/**
 * The board page loaded into a panel, and the `WebviewChannel` to it wired to VS Code:
 * the messages setting, VS Code's commands and the extension's log. The game panel and
 * the `.gam` editor each open their board here.
 */
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { logError, logIgnoredMessage } from '../log';
import type { SettingsReader } from '../settings/settingsReader';
import { gameTabIcon } from '../game/tabIcon';
import { type ChannelOptions, WebviewChannel } from './webviewChannel';
import { boardHtml } from './webviewHtml';

export interface BoardDeps {
	readonly extensionUri: vscode.Uri;
	readonly settings: SettingsReader;
}

/** Options for a board's webview: scripts on, and no local file to load (its page holds all it needs). */
export const BOARD_WEBVIEW_OPTIONS: vscode.WebviewOptions = { enableScripts: true, localResourceRoots: [] };

/** Loads the board page into `panel` (again, on a revived panel, so it follows the current install folder). */
export function openBoardChannel(panel: vscode.WebviewPanel, deps: BoardDeps, options: ChannelOptions): WebviewChannel {
	panel.webview.options = BOARD_WEBVIEW_OPTIONS;
	// Read at each opening, a few tens of KB: a rebuilt bundle shows in the next board opened.
	const bundle = (name: string) => readFileSync(vscode.Uri.joinPath(deps.extensionUri, 'dist', name).fsPath, 'utf8');
	const script = bundle('webview.js');
	const style = bundle('webview.css');
	const writePage = () => (panel.webview.html = boardHtml({ script, style, state: options.state() }));
	writePage();
	panel.iconPath = gameTabIcon(deps.extensionUri);
	return new WebviewChannel(
		panel,
		{
			messagesShown: () => deps.settings.current.view.messages,
			runCommand: (command) => vscode.commands.executeCommand(command),
			// The channel warns only of messages it ignores: a flood of them is logged in part.
			logWarning: logIgnoredMessage,
			logError,
		},
		{
			...options,
			// A hidden webview loses its page, and VS Code loads the HTML last written when it is shown
			// again: written now, with the state of now, the board comes back as the player left it,
			// not as it was when it opened (a click on that older board would name another card).
			hidden: () => {
				writePage();
				options.hidden?.();
			},
		},
	);
}
