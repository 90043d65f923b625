/**
 * The icon on the tab of the game panel and of the `.gam` editor: a card with a heart,
 * drawn for light and for dark themes (media/tab-light.svg, media/tab-dark.svg), so the
 * tab shows the game rather than a generic file icon.
 */
import * as vscode from 'vscode';

export function gameTabIcon(extensionUri: vscode.Uri): { light: vscode.Uri; dark: vscode.Uri } {
	return {
		light: vscode.Uri.joinPath(extensionUri, 'media', 'tab-light.svg'),
		dark: vscode.Uri.joinPath(extensionUri, 'media', 'tab-dark.svg'),
	};
}
