/**
 * The "Play Montana" walkthrough as the extension contributes it: five steps, each with
 * its picture in media/ and a button that runs one of our commands; and the sample game
 * its last step opens, media/sample.gam read as it is (never dirty), which plays on in an
 * untitled copy.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import type { TestApi } from '../../src/extension/testApi';
import type { GamEditor } from '../../src/extension/gamEditor/gamEditor';
import { gamEditorFor, legalMove, resetGamWorld, shown } from './gamEditorHelpers';
import { EXTENSION_ID, montana, until } from './helpers';

interface Step {
	readonly id: string;
	readonly title: string;
	readonly description: string;
	readonly media: { readonly svg: string; readonly altText: string };
}

describe('The Play Montana walkthrough', function () {
	let api: TestApi;
	let extension: vscode.Extension<unknown>;

	before(async () => {
		api = await montana();
		extension = vscode.extensions.getExtension(EXTENSION_ID)!;
	});
	after(async () => resetGamWorld(api));

	it('has five steps, each with its picture and a button that runs a registered command', async () => {
		const walkthroughs = (extension.packageJSON as { contributes: { walkthroughs: { id: string; steps: Step[] }[] } })
			.contributes.walkthroughs;
		assert.deepEqual(
			walkthroughs.map((w) => w.id),
			['playMontana'],
		);
		const steps = walkthroughs[0].steps;
		assert.equal(steps.length, 5);
		const registered = new Set(await vscode.commands.getCommands(true));
		const keyed = new Set(
			(extension.packageJSON as { contributes: { keybindings: { command: string }[] } }).contributes.keybindings.map(
				(k) => k.command,
			),
		);
		for (const step of steps) {
			// A button may carry its arguments (`command:id?[]`), which keeps VS Code from naming a key for it.
			const buttons = [...step.description.matchAll(/^\[[^\]]+\]\(command:([\w.]+)(?:\?[^)]*)?\)$/gm)].map((m) => m[1]);
			assert.equal(buttons.length, 1, `step "${step.title}" has one button on a line of its own`);
			assert.ok(registered.has(buttons[0]), `${buttons[0]} is registered`);
			// VS Code's "Tip: Use keyboard shortcut" names a command's key whatever its `when`, and
			// the game's keys work only on the board: a button whose command has one carries arguments.
			if (keyed.has(buttons[0])) {
				assert.match(step.description, /\(command:[\w.]+\?[^)]+\)$/m, `step "${step.title}" names no key`);
			}
			assert.doesNotMatch(step.description, /`/, `step "${step.title}": the walkthrough shows backticks as they are`);
			const picture = new TextDecoder().decode(
				await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, step.media.svg)),
			);
			assert.match(picture, /<svg[\s>]/, `${step.media.svg} is an SVG`);
			// The workbench's Content-Security-Policy blocks a picture's own styles.
			assert.doesNotMatch(picture, /<style|\sstyle=/, `${step.media.svg} styles nothing the policy blocks`);
			assert.ok(step.media.altText.length > 20, `step "${step.title}" describes its picture`);
		}
	});

	it('opens the sample game unchanged, so closing it asks nothing: game 128, won, not dirty', async () => {
		await vscode.commands.executeCommand('montana.openSampleGame');
		const opened = await sampleEditor(api);
		assert.equal(opened.document.uri.scheme, 'montana-sample', 'read from the extension, never written to');
		assert.equal(opened.document.isDirty, false, 'nothing the player did not change asks to be saved');
		const state = shown(opened);
		assert.equal(state.view.gameNumber, 128);
		assert.equal(state.replay?.steps.length, 81, '80 moves and a shuffle');
		assert.equal(state.replay?.readOnly, false, 'it can be played on (in a copy)');
		assert.equal(state.recordError, undefined);
		await opened.receive({ type: 'replayGoto', position: 10 });
		assert.equal(opened.document.isDirty, false, 'replaying changes nothing');
		// A dirty editor would ask to save here, and the close would wait for an answer.
		assert.equal(await vscode.window.tabGroups.close(sampleTabs()), true);
		await until(() => sampleTabs().length === 0, 'the sample closed');
		assert.deepEqual(dirtyTabs(), [], 'no editor is left unsaved');
	});

	it('plays on from the sample in an untitled copy, at the step shown, with the move in it', async () => {
		await vscode.commands.executeCommand('montana.openSampleGame');
		const sample = await sampleEditor(api);
		await sample.receive({ type: 'replayGoto', position: 10 });
		const move = legalMove(sample);
		const before = sample.document.getText();
		await sample.receive(move);
		const copy = api.gamEditors().find((e) => e.document.uri.scheme === 'untitled');
		assert.ok(copy, 'an untitled copy took the move');
		assert.match(copy.document.uri.path, /\/sample-game(-\d+)?\.gam$/);
		assert.equal(copy.position, 11, 'the copy played the move after the step the sample showed');
		assert.equal(copy.document.isDirty, true, 'the copy holds a change the player made');
		assert.equal(shown(copy).replay?.steps.length, 11, 'the steps after it are dropped from the copy');
		assert.equal(sample.document.getText(), before, 'the sample itself is unchanged');
		await until(() => sampleTabs().length === 0, 'the copy took the sample’s place');
	});
});

/** The editor showing the sample game, once open. */
async function sampleEditor(api: TestApi): Promise<GamEditor> {
	const find = () => api.gamEditors().find((e) => e.document.uri.scheme === 'montana-sample');
	await until(() => find() !== undefined, 'a .gam editor showing the sample game');
	return gamEditorFor(api, find()!.document.uri);
}

function sampleTabs(): vscode.Tab[] {
	return vscode.window.tabGroups.all
		.flatMap((group) => group.tabs)
		.filter((tab) => tab.input instanceof vscode.TabInputCustom && tab.input.uri.scheme === 'montana-sample');
}

function dirtyTabs(): string[] {
	return vscode.window.tabGroups.all
		.flatMap((group) => group.tabs)
		.filter((tab) => tab.isDirty)
		.map((tab) => tab.label);
}
