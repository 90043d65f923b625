/**
 * The `.gam` custom editor in the real VS Code: opening a file, replaying it, playing on
 * with one document edit per move, VS Code's Undo, Save, and text edited beside it.
 * What the board shows is the state the editor posts to its webview.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { cardCode } from '../../src/engine/cards';
import { Replay } from '../../src/engine/replay';
import type { TestApi } from '../../src/extension/testApi';
import { montana, setSetting, until } from './helpers';
import { diskText, fixture, legalMove, openGam, postsOf, resetGamWorld, shown } from './gamEditorHelpers';

/** 20908.gam: 39 moves and one shuffle, 40 steps. */
const STEPS = 40;

describe('The .gam editor', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetGamWorld(api));
	after(async () => resetGamWorld(api));

	it('is the default editor for *.gam, and opens a record in Replay Mode at the deal', async () => {
		const uri = await fixture('20908.gam');
		const editor = await openGam(api, uri);
		const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
		assert.ok(tab?.input instanceof vscode.TabInputCustom, 'a custom editor tab');
		assert.equal(tab.input.viewType, 'montana.gameEditor');
		assert.equal(tab.label, '20908.gam');
		const state = shown(editor);
		assert.equal(state.view.gameNumber, 20908);
		assert.deepEqual([state.view.moves, state.view.redeals], [0, 0]);
		assert.equal(state.replay?.position, 0);
		assert.equal(state.replay?.steps.length, STEPS);
		assert.deepEqual(state.replay?.steps.slice(0, 3), ['2S>2', '3S', '4H']);
		assert.equal(state.replay?.readOnly, false);
		assert.equal(state.recordError, undefined);
		assert.equal(editor.document.isDirty, false);

		// The page asks for the state when it loads (again after being hidden), and gets it whole.
		const posted = postsOf(editor);
		await editor.receive({ type: 'ready' });
		assert.deepEqual(posted, [state]);
	});

	it('drops a message that arrives after the editor was closed, posting nothing to the closed webview', async () => {
		const editor = await openGam(api, await fixture('20908.gam'));
		const posted = postsOf(editor);
		editor.panel.dispose();
		await editor.receive({ type: 'ready' });
		await editor.receive({ type: 'replayGoto', position: 3 });
		assert.deepEqual(posted, []);
	});

	it('opens at the end of the record when montana.gam.openAt is "end"', async () => {
		await setSetting(api, 'gam.openAt', 'end');
		const editor = await openGam(api, await fixture('20908.gam'));
		const state = shown(editor);
		assert.equal(state.replay?.position, STEPS);
		assert.deepEqual([state.view.moves, state.view.redeals], [39, 1]);
	});

	it('steps forward and back, jumps to any step, and plays through to the end', async () => {
		const uri = await fixture('20908.gam');
		const editor = await openGam(api, uri);
		const replay = Replay.fromText(editor.document.getText());

		await editor.receive({ type: 'redo' });
		let state = shown(editor);
		assert.equal(state.replay?.position, 1);
		assert.equal(state.view.moves, 1);
		assert.deepEqual(
			state.view.cells.map((c) => c.card),
			replay.gameAt(1).layout(),
		);
		await editor.receive({ type: 'undo' });
		assert.equal(shown(editor).replay?.position, 0);

		await editor.receive({ type: 'replayGoto', position: 25 });
		state = shown(editor);
		assert.deepEqual([state.view.moves, state.view.redeals], [24, 1], 'step 25 is the shuffle after move 24');
		assert.deepEqual(
			state.view.cells.map((c) => c.card),
			replay.gameAt(25).layout(),
		);
		await editor.receive({ type: 'replayGoto', position: 10_000 });
		assert.equal(shown(editor).replay?.position, STEPS, 'a step past the end goes to the end');
		await editor.receive({ type: 'restart' });
		assert.equal(shown(editor).replay?.position, 0, 'Restart goes back to the deal and leaves the file alone');

		await editor.receive({ type: 'replayPlay', speed: 16 });
		assert.equal(shown(editor).replay?.playing, true);
		await until(() => editor.position === STEPS, 'the play-through reached the end');
		assert.equal(shown(editor).replay?.playing, false, 'it stops at the end');
		await editor.receive({ type: 'replayPlay', speed: 16 });
		await until(() => editor.position > 0 && editor.position < STEPS, 'Play at the end starts over');
		await editor.receive({ type: 'replayPause' });
		const paused = editor.position;
		await new Promise((resolve) => setTimeout(resolve, 300));
		assert.equal(editor.position, paused, 'paused');
		assert.equal(editor.document.isDirty, false, 'replaying never edits the file');
	});

	it('plays on with one edit per move: dirty, undone by VS Code’s Undo, saved to disk', async () => {
		await setSetting(api, 'gam.openAt', 'end');
		const uri = await fixture('20908.gam');
		const original = await diskText(uri);
		const editor = await openGam(api, uri);
		const move = legalMove(editor);

		await editor.receive(move);
		assert.equal(editor.document.isDirty, true);
		assert.equal(editor.position, STEPS + 1);
		let state = shown(editor);
		assert.equal(state.view.moves, 40);
		assert.equal(
			state.replay?.steps.at(-1),
			cardCode(move.card) + (move.card % 13 === 1 ? `>${Math.floor(move.to / 13) + 1}` : ''),
		);
		assert.ok(editor.document.getText().startsWith(original.trimEnd()), 'the move is appended to the record');
		assert.equal(await diskText(uri), original, 'nothing is written to disk before Save');

		await vscode.commands.executeCommand('undo');
		await until(() => editor.position === STEPS, 'Undo took the move back');
		assert.equal(editor.document.getText(), original);
		assert.equal(editor.document.isDirty, false);
		await vscode.commands.executeCommand('redo');
		await until(() => editor.position === STEPS + 1, 'Redo played it again');
		state = shown(editor);
		assert.equal(state.view.moves, 40);

		await vscode.commands.executeCommand('workbench.action.files.save');
		await until(() => !editor.document.isDirty, 'saved');
		const saved = await diskText(uri);
		assert.equal(saved, editor.document.getText());
		assert.equal(Replay.fromText(saved).steps.length, STEPS + 1);
	});

	it('goes back to the saved record with VS Code’s Revert File', async () => {
		await setSetting(api, 'gam.openAt', 'end');
		const uri = await fixture('20908.gam');
		const editor = await openGam(api, uri);
		await editor.receive(legalMove(editor));
		await editor.receive(legalMove(editor));
		assert.equal(editor.position, STEPS + 2);
		await vscode.commands.executeCommand('workbench.action.files.revert');
		await until(() => editor.position === STEPS, 'the board shows the saved record');
		assert.equal(editor.document.isDirty, false);
		assert.equal(editor.document.getText(), await diskText(uri));
		assert.equal(shown(editor).replay?.steps.length, STEPS);
	});

	it('asks before a move at an earlier step drops the later ones, then replaces them in one edit', async () => {
		const uri = await fixture('20908.gam');
		const original = await diskText(uri);
		const editor = await openGam(api, uri);
		await editor.receive({ type: 'replayGoto', position: 5 });
		const asked: string[] = [];
		let answer = false;
		api.dialogs.confirm = async (message) => {
			asked.push(message);
			return answer;
		};

		await editor.receive(legalMove(editor));
		assert.deepEqual(asked, ['Drop the 34 moves and 1 shuffle after this point?']);
		assert.equal(editor.document.getText(), original, 'declined: the file is untouched');
		assert.equal(editor.document.isDirty, false);

		answer = true;
		await editor.receive(legalMove(editor));
		assert.equal(shown(editor).replay?.steps.length, 6);
		assert.equal(editor.position, 6);
		assert.equal(editor.document.isDirty, true);
		await vscode.commands.executeCommand('undo');
		await until(() => editor.document.getText() === original, 'one Undo brings the whole record back');
		assert.equal(editor.position, 5, 'the board stays where it was in the middle');
	});

	it('follows the text edited beside it, and reads it again on each change', async () => {
		const uri = await fixture('20908.gam');
		const editor = await openGam(api, uri);
		await editor.receive({ type: 'replayGoto', position: STEPS });
		const text = await vscode.window.showTextDocument(editor.document, vscode.ViewColumn.Beside);
		const lastLine = editor.document.lineAt(editor.document.lineCount - 2);
		// Delete the last move by hand: the board at the end follows the end.
		await text.edit((edit) => edit.delete(new vscode.Range(lastLine.range.end.translate(0, -3), lastLine.range.end)));
		await until(() => shown(editor).replay?.steps.length === STEPS - 1, 'the board read the shorter record');
		assert.equal(editor.position, STEPS - 1);
		// Break it by hand: the error shows, with the board at the last good step.
		await text.edit((edit) => edit.insert(lastLine.range.end.translate(0, -3), ' XX'));
		await until(() => shown(editor).recordError !== undefined, 'the error shows');
		assert.equal(shown(editor).recordError?.line, lastLine.lineNumber + 1);
	});

	it('shows one document in two editors, each at its own step, both following the file', async () => {
		const uri = await fixture('20908.gam');
		const first = await openGam(api, uri);
		await vscode.commands.executeCommand('workbench.action.splitEditor');
		await until(() => api.gamEditors().length === 2, 'a second editor on the same file');
		const second = api.gamEditors()[1];
		assert.equal(second.document, first.document);
		await first.receive({ type: 'replayGoto', position: STEPS });
		assert.deepEqual([first.position, second.position], [STEPS, 0]);
		await first.receive(legalMove(first));
		await until(
			() => shown(second).replay?.steps.length === STEPS + 1,
			'the other editor reads the new move from the document',
		);
		assert.equal(second.position, 0);
	});

	it('reopens as text with VS Code’s "Reopen Editor With", and back', async () => {
		const uri = await fixture('20908.gam');
		await openGam(api, uri);
		await vscode.commands.executeCommand('vscode.openWith', uri, 'default');
		await until(
			() => vscode.window.tabGroups.activeTabGroup.activeTab?.input instanceof vscode.TabInputText,
			'a text editor',
		);
		assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), uri.toString());
		assert.match(vscode.window.activeTextEditor?.document.getText() ?? '', /^Game: 20908$/m);
	});
});
