/** The real `ChannelHost`: the settings, VS Code's commands and the extension's log. */
import * as vscode from 'vscode';
import { logError, logWarning } from './log';
import type { SettingsReader } from './settingsReader';
import type { ChannelHost } from './webviewChannel';

export function vscodeChannelHost(settings: SettingsReader): ChannelHost {
	return {
		messagesShown: () => settings.current.view.messages,
		runCommand: (command) => vscode.commands.executeCommand(command),
		logWarning,
		logError,
	};
}
