/**
 * One word for one action: what the player reads says "Shuffle" (the Windows game's word)
 * wherever the action is offered or counted: the board's toolbar button and counter, the
 * game panel's title bar action, the status bar; "redeal", the word of PySol and of the
 * .gam format, is nowhere on the board. The Command Palette finds the command by either word.
 */
import { strict as assert } from 'node:assert';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { openPaletteOn, runCommand } from './helpers';
import { Panel } from './panelHelpers';

const COMMAND = 'Montana: Shuffle (Redeal)';

test.describe('the word for a redeal', () => {
	test.describe.configure({ mode: 'serial' });
	let page: Page;
	let panel: Panel;

	test.beforeEach(({ workbench }) => {
		page = workbench;
		panel = new Panel(page);
	});

	test('is Shuffle on the board, in the title bar and in the status bar', async () => {
		await runCommand(page, 'Montana: New Game');
		await panel.grid.waitFor();
		await panel.button('Shuffle').waitFor();
		const board = await panel.frame.locator('body').innerText();
		assert.match(board, /Shuffles 0 \(15 left\)/, 'the toolbar counts shuffles');
		assert.doesNotMatch(board, /redeal/i, 'the board never says redeal');
		const action = page.locator('.editor-actions .action-label[aria-label^="Shuffle"]');
		assert.equal(await action.getAttribute('aria-label'), 'Shuffle (Redeal)', "the title bar's action");
		await page.locator('.statusbar-item', { hasText: '15 shuffles left' }).first().waitFor();
	});

	for (const typed of ['shuffle', 'redeal']) {
		test(`is found in the Command Palette by "${typed}"`, async () => {
			await openPaletteOn(page, COMMAND, `Montana: ${typed}`);
			await page.keyboard.press('Escape');
		});
	}
});
