/**
 * Shared by the `.gam` editor's integration tests: fixture files copied into the test
 * workspace, opening them the way a person does, what the board shows, and closing
 * everything without the "save changes?" dialogs a test cannot answer.
 */
import { strict as assert } from 'node:assert';
import path from 'node:path';
import * as vscode from 'vscode';
import type { GamEditor } from '../../src/extension/gamEditor/gamEditor';
import type { TestApi } from '../../src/extension/testApi';
import type { HostToWebview } from '../../src/protocol';
import { resetWorld, setSetting, until } from './helpers';

// This file runs as out/test/integration/*.js; the fixtures stay in the source tree.
const fixtures = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures');

export type StateMessage = Extract<HostToWebview, { type: 'state' }>;

/** A fresh copy of test/fixtures/`name` in the workspace, under a name of its own. */
export async function fixture(name: string, copyName = name): Promise<vscode.Uri> {
	return workspaceFile(copyName, await vscode.workspace.fs.readFile(vscode.Uri.file(path.join(fixtures, name))));
}

/** A file `name` in the workspace's test folder with exactly `content` (text is written as UTF-8). */
export async function workspaceFile(name: string, content: Uint8Array | string): Promise<vscode.Uri> {
	const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
	assert.ok(folder, 'the tests run in a workspace folder');
	const uri = vscode.Uri.joinPath(folder, 'gam-tests', name);
	await vscode.workspace.fs.writeFile(uri, typeof content === 'string' ? new TextEncoder().encode(content) : content);
	return uri;
}

export async function diskText(uri: vscode.Uri): Promise<string> {
	return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

/** The text of test/fixtures/`name`, read where it is, for a test that needs the text but no file. */
export function fixtureText(name: string): Promise<string> {
	return diskText(vscode.Uri.file(path.join(fixtures, name)));
}

/** The `.gam` editor showing `uri`, once VS Code has opened one. */
export async function gamEditorFor(api: TestApi, uri: vscode.Uri): Promise<GamEditor> {
	const find = () => api.gamEditors().find((editor) => editor.document.uri.toString() === uri.toString());
	await until(() => find() !== undefined, `a .gam editor for ${uri.toString()}`);
	return find() as GamEditor;
}

/** Opens `uri` as a double-click does (VS Code's default editor for it) and returns its `.gam` editor. */
export async function openGam(api: TestApi, uri: vscode.Uri): Promise<GamEditor> {
	await vscode.commands.executeCommand('vscode.open', uri);
	return gamEditorFor(api, uri);
}

/** What the board shows: the state the editor would post to its webview now. */
export function shown(editor: GamEditor): StateMessage {
	const message = editor.message();
	assert.equal(message.type, 'state', JSON.stringify(message).slice(0, 300));
	return message;
}

/** Everything the editor posts to its webview from now on (it still reaches the page). */
export function postsOf(editor: GamEditor): HostToWebview[] {
	const posted: HostToWebview[] = [];
	const webview = editor.panel.webview;
	const post = webview.postMessage.bind(webview);
	webview.postMessage = (message: HostToWebview) => {
		posted.push(message);
		return post(message);
	};
	return posted;
}

/** A legal move on the board the editor shows now. */
export function legalMove(editor: GamEditor): { type: 'moveCard'; card: number; to: number } {
	const [move] = shown(editor).view.legalMoves;
	assert.ok(move, 'the board should have a legal move');
	return { type: 'moveCard', card: move.card, to: move.to };
}

/**
 * Reverts every dirty editor (so closing asks nothing), then does the common reset. Each
 * revert is waited for, and an editor that stays dirty fails the reset saying which: closing
 * it would wait, unseen, for an answer to "save changes?".
 */
export async function resetGamWorld(api: TestApi): Promise<void> {
	for (let tab = dirtyTab(); tab !== undefined; tab = dirtyTab()) {
		const input = tab.input;
		if (input instanceof vscode.TabInputCustom) {
			await vscode.commands.executeCommand('vscode.openWith', input.uri, input.viewType, tab.group.viewColumn);
		} else if (input instanceof vscode.TabInputText) {
			await vscode.window.showTextDocument(input.uri, { viewColumn: tab.group.viewColumn });
		}
		await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
		const reverted = tab;
		await until(
			() =>
				!vscode.window.tabGroups.all.some((group) => group.tabs.some((t) => t.isDirty && t.label === reverted.label)),
			`${reverted.label} reverted and closed`,
		);
	}
	await resetWorld(api);
	await setSetting(api, 'gam.openAt', undefined);
	await api.globalState.update('montana.gam.scoredRecords', undefined);
	await until(() => api.gamEditors().length === 0, 'the .gam editors closed');
}

function dirtyTab(): vscode.Tab | undefined {
	return vscode.window.tabGroups.all.flatMap((group) => group.tabs).find((tab) => tab.isDirty);
}
