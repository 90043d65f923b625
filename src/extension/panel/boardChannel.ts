/**
 * The board page loaded into a panel, and the `WebviewChannel` to it wired to VS Code:
 * the messages setting, VS Code's commands and the extension's log. The game panel and
 * the `.gam` editor each open their board here.
 */
import * as vscode from 'vscode';
import { logError, logIgnoredMessage } from '../log';
import type { SettingsReader } from '../settings/settingsReader';
import { gameTabIcon } from '../game/tabIcon';
import { type ChannelOptions, WebviewChannel } from './webviewChannel';
import { gameHtml, webviewOptions } from './webviewHtml';

export interface BoardDeps {
	readonly extensionUri: vscode.Uri;
	readonly settings: SettingsReader;
}

/** Loads the board page into `panel` (again, on a revived panel, so it follows the current install folder). */
export function openBoardChannel(panel: vscode.WebviewPanel, deps: BoardDeps, options: ChannelOptions): WebviewChannel {
	panel.webview.options = webviewOptions(deps.extensionUri);
	panel.webview.html = gameHtml(panel.webview, deps.extensionUri);
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
		options,
	);
}
