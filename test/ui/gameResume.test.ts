/**
 * The game in progress resumes exactly after a window reload (the extension host
 * restarts; the panel comes back through its serializer and the game from globalState):
 * same deal, same counters, and the redo history still there. Intents go through the
 * real board and the panel-scoped keybindings.
 */
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { reloadWindow, runCommand, webview } from './helpers';
import { newGameByNumber } from './panelHelpers';

test.describe('the game in progress across a window reload', () => {
	let page: Page;
	const board = () => webview(page).getByRole('grid', { name: 'Montana layout' });
	const statusItem = (text: string) => page.locator('[id$="montana.status"]').filter({ hasText: text });

	test.beforeEach(({ workbench }) => {
		page = workbench;
	});

	test('resumes at the same step, with Redo still available', async () => {
		await newGameByNumber(page, 20908);
		await board().waitFor();
		await page.locator('.tab', { hasText: 'Montana #20908' }).waitFor();

		// Two shuffles from the board's own button, then Ctrl+Z (the panel's keybinding) takes one back.
		const redeal = webview(page).getByRole('button', { name: 'Shuffle' });
		await redeal.click();
		await statusItem('14 shuffles left').waitFor();
		await redeal.click();
		await statusItem('13 shuffles left').waitFor();
		await page.keyboard.press('Control+Z');
		await statusItem('0 moves · 14 shuffles left').waitFor();

		// The web workbench writes globalState to IndexedDB shortly after a change, and a reload in
		// that moment can lose the last write (desktop VS Code flushes on shutdown); give it time.
		await page.waitForTimeout(1000);
		await reloadWindow(page);
		// The extension host starts again and the serializer revives the panel: this can take a while.
		await board().waitFor();
		await page.locator('.tab', { hasText: 'Montana #20908' }).waitFor();
		await statusItem('0 moves · 14 shuffles left').waitFor();

		await runCommand(page, 'Montana: Redo Move');
		await statusItem('0 moves · 13 shuffles left').waitFor();
	});
});
