/**
 * The `.gam` editor and the files around it in the real VS Code: broken and read-only
 * files, New Game in File, Save Game As and Open Game from the panel, best scores counted
 * once, and a record of thousands of moves and fifteen shuffles.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { formatGam, recordOf } from '../../src/engine/gam';
import { PRESETS } from '../../src/engine/rules';
import type { TestApi } from '../../src/extension/testApi';
import { MARATHON_MOVES, marathonGame } from '../fixtures/marathon';
import { montana, until } from './helpers';
import {
	diskText,
	fixture,
	fixtureText,
	gamEditorFor,
	legalMove,
	openGam,
	postsOf,
	resetGamWorld,
	shown,
} from './gamEditorHelpers';

describe('The .gam editor and its files', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetGamWorld(api));
	after(async () => resetGamWorld(api));

	it('shows where and why a record breaks, with the board at the last good move, and never writes to it unasked', async () => {
		const uri = await fixture('illegal-move.gam');
		const original = await diskText(uri);
		const editor = await openGam(api, uri);
		const state = shown(editor);
		assert.deepEqual(state.recordError, {
			line: 9,
			column: 16,
			length: 2,
			moveNumber: 14,
			message:
				'Move 14 (9D): The 9 of diamonds can only go into the gap after the 8 of diamonds, and that cell is not a gap.',
		});
		assert.equal(state.replay?.position, 13, 'at the last good move');
		assert.equal(state.view.moves, 13);

		let asked = 0;
		api.dialogs.confirm = async () => {
			asked++;
			return false;
		};
		await editor.receive(legalMove(editor));
		await editor.receive({ type: 'replayGoto', position: 0 });
		await editor.receive({ type: 'redo' });
		assert.equal(asked, 1, 'playing on asks first');
		assert.equal(editor.document.isDirty, false);
		assert.equal(await diskText(uri), original);

		await editor.receive({ type: 'openAsText' });
		await until(
			() => vscode.window.activeTextEditor?.document.uri.toString() === uri.toString(),
			'the file open as text',
		);
	});

	it('plays on from the last good move of a broken record once the player confirms, replacing the broken part', async () => {
		const uri = await fixture('unparsable.gam');
		const editor = await openGam(api, uri);
		assert.equal(shown(editor).recordError?.moveNumber, 14);
		assert.match(shown(editor).recordError?.message ?? '', /"T-D" is not a move/);
		api.dialogs.confirm = async () => true;
		await editor.receive(legalMove(editor));
		const state = shown(editor);
		assert.equal(state.recordError, undefined);
		assert.equal(state.replay?.steps.length, 14);
		assert.doesNotMatch(editor.document.getText(), /T-D/);
	});

	it('goes to the last good move when text typed beside the board breaks the record, as its banner says', async () => {
		const uri = await fixture('20908.gam');
		const editor = await openGam(api, uri);
		assert.equal(shown(editor).replay?.position, 0, 'a record opens at the deal');
		const line = editor.document.lineAt(8);
		assert.match(line.text, /^11\. 2H>4 QH 8H TD /);
		const edit = new vscode.WorkspaceEdit();
		edit.replace(uri, new vscode.Range(8, 15, 8, 17), '9D');
		await vscode.workspace.applyEdit(edit);
		await until(() => shown(editor).recordError?.moveNumber === 14, 'the record broken at move 14');
		assert.equal(shown(editor).replay?.position, 13, 'the board at the last good move');
	});

	it('shows a record whose header cannot be read as an error alone, with no board', async () => {
		const editor = await openGam(api, await fixture('bad-header.gam'));
		const message = editor.message();
		assert.equal(message.type, 'recordError');
		assert.ok(message.type === 'recordError');
		assert.deepEqual([message.error.line, message.error.column], [3, 8]);
		assert.match(message.error.message, /"windoze" is not a rule preset/);
		await editor.receive({ type: 'redeal' });
		assert.equal(editor.document.isDirty, false);
	});

	it('opens a record from a read-only source for replay only, and says why it will not play', async () => {
		const source = await fixtureText('20908.gam');
		const registration = vscode.workspace.registerTextDocumentContentProvider('montana-history', {
			provideTextDocumentContent: () => source,
		});
		try {
			const uri = vscode.Uri.from({ scheme: 'montana-history', path: '/old/20908.gam' });
			await vscode.commands.executeCommand('vscode.openWith', uri, 'montana.gameEditor');
			const editor = await gamEditorFor(api, uri);
			const posted = postsOf(editor);
			await editor.receive({ type: 'ready' });
			assert.equal(shown(editor).replay?.readOnly, true);
			await editor.receive({ type: 'redo' });
			assert.equal(editor.position, 1, 'it replays');
			await editor.receive(legalMove(editor));
			assert.deepEqual(posted.at(-1), {
				type: 'notice',
				text: 'This file is read-only (opened from a read-only source, montana-history:): you can replay it, not play on.',
				level: 'warning',
			});
			assert.equal(editor.document.getText(), source);
		} finally {
			registration.dispose();
		}
	});

	it('New Game in File deals a fresh game into an untitled <number>.gam in this editor', async () => {
		await vscode.commands.executeCommand('montana.newGameInFile');
		await until(() => api.gamEditors().length === 1, 'a .gam editor');
		const [editor] = api.gamEditors();
		assert.equal(editor.document.uri.scheme, 'untitled');
		// The editor may first read the untitled document before the dealt record lands in it.
		await until(() => editor.message().type === 'state', 'the .gam editor showing the dealt game');
		const state = shown(editor);
		assert.match(editor.document.uri.path, new RegExp(`/${state.view.gameNumber}\\.gam$`));
		assert.equal(state.replay?.steps.length, 0);
		assert.equal(state.view.presetLabel, PRESETS.windows.label);
		assert.match(editor.document.getText(), new RegExp(`^Game: ${state.view.gameNumber}$`, 'm'));
		// About one deal in 10,000 has no move at all; its first play is a redeal, written "*".
		const stuck = state.view.legalMoves.length === 0;
		await editor.receive(stuck ? { type: 'redeal' } : legalMove(editor));
		assert.equal(shown(editor).replay?.steps.length, 1);
		assert.match(editor.document.getText(), stuck ? /\n\n\*\n$/ : /\n\n1\. \S+\n$/);
	});

	it("Save Game As writes the panel's game as a .gam that Open Game shows in this editor", async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		const game = api.game.ensureSession().game;
		for (let i = 0; i < 12; i++) {
			const [move] = game.legalMoves();
			api.game.apply({ type: 'moveCard', card: move.card, to: move.to });
		}
		api.game.apply({ type: 'redeal' });
		const folder = vscode.workspace.workspaceFolders?.[0]?.uri as vscode.Uri;
		let suggested: vscode.Uri | undefined;
		const target = vscode.Uri.joinPath(folder, 'gam-tests', 'saved-from-panel.gam');
		api.dialogs.pickSaveLocation = async (uri) => {
			suggested = uri;
			return target;
		};
		await vscode.commands.executeCommand('montana.saveGameAs');
		assert.equal(suggested?.path.split('/').pop(), '20908.gam');
		assert.match(await diskText(target), /^Game: 20908$/m);

		api.dialogs.pickGameFile = async () => target;
		await vscode.commands.executeCommand('montana.openGame');
		const editor = await gamEditorFor(api, target);
		const state = shown(editor);
		assert.equal(state.replay?.steps.length, 13);
		await editor.receive({ type: 'replayGoto', position: 13 });
		assert.deepEqual(
			shown(editor).view.cells.map((c) => c.card),
			game.layout(),
		);
	});

	it('counts a game won in this editor once, as the player’s: not again after Undo and the same move, nor when a won record is replayed, which is the record’s', async () => {
		const played = () => api.scores.scores('unlimited').statistics;
		const editor = await openGam(api, await fixture('almost-won.gam'));
		await editor.receive({ type: 'replayGoto', position: 116 });
		await editor.receive(legalMove(editor));
		let state = shown(editor);
		assert.equal(state.view.status, 'won');
		assert.equal(state.view.result?.fewestMovesPlace, 1, 'the win made the best scores');
		assert.equal(state.view.result?.notCounted, undefined);
		assert.equal(state.replay?.wonHere, true, "the board says it is the player's win");
		assert.equal(played().won, 1);
		assert.equal(api.scores.scores('unlimited').best.fewestMoves[0]?.moves, 114);

		await vscode.commands.executeCommand('undo');
		await until(() => editor.position === 116, 'the winning move undone');
		await editor.receive(legalMove(editor));
		state = shown(editor);
		assert.equal(state.view.status, 'won');
		assert.equal(played().won, 1, 'the same win does not count twice');
		assert.equal(state.view.result?.notCounted, 'countedBefore', 'the dialog says why it is not counted');
		assert.equal(state.view.result?.fewestMovesPlace, null);

		const won = await openGam(api, await fixture('won.gam'));
		await won.receive({ type: 'replayGoto', position: 117 });
		assert.equal(shown(won).view.status, 'won');
		assert.equal(shown(won).replay?.wonHere, false, "the board says it is the record's win");
		assert.equal(played().won, 1, 'replaying a won record does not count it');
	});

	it('opens and steps through a record of thousands of moves and fifteen shuffles, exactly', async function () {
		const game = marathonGame();
		assert.equal(game.redeals, 15);
		assert.equal(game.moves, MARATHON_MOVES);
		const folder = vscode.workspace.workspaceFolders?.[0]?.uri as vscode.Uri;
		const uri = vscode.Uri.joinPath(folder, 'gam-tests', 'marathon.gam');
		await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(formatGam(recordOf(game))));

		const editor = await openGam(api, uri);
		const steps = game.step;
		assert.equal(shown(editor).replay?.steps.length, steps);
		const expected = game.clone();
		for (const position of [steps, steps - 1, 0, 1, Math.floor(steps / 2), steps - 1]) {
			await editor.receive({ type: 'replayGoto', position });
			expected.seek(position);
			const state = shown(editor);
			assert.deepEqual(
				state.view.cells.map((c) => c.card),
				expected.layout(),
				`step ${position}`,
			);
			assert.deepEqual([state.view.moves, state.view.redeals], [expected.moves, expected.redeals]);
		}
		for (let i = 0; i < 50; i++) {
			await editor.receive({ type: 'redo' });
		}
		assert.equal(editor.position, steps, 'Redo stops at the end');
	});
});
