/**
 * The "Play Montana" walkthrough (package.json, `contributes.walkthroughs`), opened from
 * the Command Palette (Montana: Play Montana Walkthrough) whenever asked. The extension
 * never opens it by itself: VS Code does, once, when the extension is installed (honouring
 * `workbench.welcomePage.walkthroughs.openOnInstall`), and lists it on the Welcome page.
 * Opening it from here at activation would need the extension active at start-up, and
 * would cover what the player was doing when a command of ours activated it.
 */
import * as vscode from 'vscode';

/** Must match the walkthrough's `id` in package.json. */
const WALKTHROUGH = 'playMontana';

/** `extensionId` is the extension's own ("publisher.name"), which prefixes its walkthroughs' ids. */
export function openWalkthrough(extensionId: string): Thenable<unknown> {
	return vscode.commands.executeCommand('workbench.action.openWalkthrough', `${extensionId}#${WALKTHROUGH}`, false);
}
