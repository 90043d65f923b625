/**
 * The "Play Montana" walkthrough (package.json, `contributes.walkthroughs`): opened by
 * itself once, the first time the extension runs in a profile, and from the Command
 * Palette (Montana: Play Montana Walkthrough) whenever asked. It honours VS Code's own
 * `workbench.welcomePage.walkthroughs.openOnInstall`, which the test harness turns off.
 */
import * as vscode from 'vscode';
import { logError } from '../log';

/** Must match the walkthrough's `id` in package.json. */
const WALKTHROUGH = 'playMontana';
/** Set once the walkthrough has had its one chance to open by itself. */
const SHOWN_KEY = 'montana.walkthroughShown';

/** `extensionId` is the extension's own ("publisher.name"), which prefixes its walkthroughs' ids. */
export function openWalkthrough(extensionId: string): Thenable<unknown> {
	return vscode.commands.executeCommand('workbench.action.openWalkthrough', `${extensionId}#${WALKTHROUGH}`, false);
}

/** Opens the walkthrough if this is the extension's first run here; never again after. */
export function openWalkthroughOnFirstRun(extensionId: string, globalState: vscode.Memento): void {
	if (globalState.get(SHOWN_KEY) === true) {
		return;
	}
	const wanted = vscode.workspace.getConfiguration('workbench.welcomePage').get('walkthroughs.openOnInstall') !== false;
	Promise.resolve(globalState.update(SHOWN_KEY, true))
		.then(() => (wanted ? openWalkthrough(extensionId) : undefined))
		.then(undefined, (error: unknown) => logError('Could not open the Play Montana walkthrough', error));
}
