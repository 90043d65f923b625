/**
 * The quotation a win is greeted with, as the host chooses it: one from the collection,
 * never the one the previous win showed (remembered in globalState), the same one while
 * the same win is on the board, in the game panel and in the .gam editor.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { QUOTATIONS } from '../../src/extension/game/quotations/collection';
import { LAST_QUOTATION_KEY } from '../../src/extension/game/quotations/winQuotations';
import type { Quotation } from '../../src/protocol';
import type { TestApi } from '../../src/extension/testApi';
import { fixtureText, openGam, resetGamWorld, shown, workspaceFile } from './gamEditorHelpers';
import { montana, playToWin, resetWorld, setSetting } from './helpers';

function indexOf(quotation: Quotation | undefined): number {
	assert.ok(quotation, 'the won game has a quotation');
	const index = QUOTATIONS.findIndex((q) => q.text === quotation.text && q.author === quotation.author);
	assert.ok(index >= 0, `"${quotation.text}" is from the collection`);
	return index;
}

describe('The quotation greeting a win', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		await setSetting(api, 'rules.preset', 'unlimited');
	});
	after(async () => resetGamWorld(api));

	it('is never the one the last win showed, and stays while the win is on the board', async () => {
		let last = 7;
		await api.globalState.update(LAST_QUOTATION_KEY, last);
		for (const gameNumber of [20908, 3, 11, 42]) {
			await vscode.commands.executeCommand('montana.newGameByNumber', gameNumber);
			assert.equal(api.game.view().result, undefined);
			playToWin(api);
			const index = indexOf(api.game.view().result?.quotation);
			assert.notEqual(index, last, `game ${gameNumber} repeats the last win's quotation`);
			assert.equal(api.globalState.get(LAST_QUOTATION_KEY), index, 'remembered for the next win');
			// Undo and redo of the winning move show the same win, with the same words.
			await vscode.commands.executeCommand('montana.undo');
			assert.equal(api.game.view().result, undefined);
			await vscode.commands.executeCommand('montana.redo');
			assert.equal(indexOf(api.game.view().result?.quotation), index);
			last = index;
		}
	});

	it('greets a won record at its end in the .gam editor too', async () => {
		await setSetting(api, 'gam.openAt', 'end');
		const last = 0;
		await api.globalState.update(LAST_QUOTATION_KEY, last);
		// A text of its own: a .gam editor opening the very text of one closed a moment before
		// starts at that one's step, as after Save As (gamEditorProvider.ts), and other tests
		// close won.gam at other steps. Run right after one of them, this opened at the deal.
		const won = await fixtureText('won.gam');
		const editor = await openGam(api, await workspaceFile('quotation.gam', `# Greeted at its end.\n${won}`));
		const index = indexOf(shown(editor).view.result?.quotation);
		assert.notEqual(index, last);
		assert.equal(indexOf(shown(editor).view.result?.quotation), index, 'the same while the board stays at the win');
	});
});
