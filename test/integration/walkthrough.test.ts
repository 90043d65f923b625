/**
 * The "Play Montana" walkthrough as the extension contributes it: five steps, each with
 * its picture in media/ and a button that runs one of our commands; and the sample game
 * its last step opens, an untitled copy of media/sample.gam in the .gam editor.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import type { TestApi } from '../../src/extension/testApi';
import { gamEditorFor, resetGamWorld, shown } from './gamEditorHelpers';
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

	it('opens the sample game as an untitled copy in the .gam editor: game 128, won', async () => {
		await vscode.commands.executeCommand('montana.openSampleGame');
		const sample = () => api.gamEditors().find((e) => e.document.uri.path.endsWith('/sample-game.gam'));
		await until(() => sample() !== undefined, 'a .gam editor showing sample-game.gam');
		const opened = await gamEditorFor(api, sample()!.document.uri);
		assert.equal(opened.document.uri.scheme, 'untitled', 'playing on never writes to the extension folder');
		const state = shown(opened);
		assert.equal(state.view.gameNumber, 128);
		assert.equal(state.replay?.steps.length, 81, '80 moves and a shuffle');
		assert.equal(state.recordError, undefined);
	});
});
