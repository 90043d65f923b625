/**
 * The "Play Montana" walkthrough in a real workbench: it opens by itself the first time
 * the extension runs (with VS Code's `workbench.welcomePage.walkthroughs.openOnInstall`
 * on, as it is by default), each step's button does what it says, it does not open by
 * itself again, and the Command Palette opens it whenever asked. The game's tab wears
 * the extension's card icon, as the workbench draws it.
 */
import { strict as assert } from 'node:assert';
import type { Locator, Page } from '@playwright/test';
import { test } from './fixtures';
import { reloadWindow, runCommand, webview } from './helpers';
import { eventually } from './panelHelpers';

const STEPS = [
	'The goal and the one rule',
	'A 2 starts each row',
	'Shuffle when stuck',
	'Play by keyboard',
	'Save and replay a game',
];

test.describe('the Play Montana walkthrough', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({ vscodeSettings: { 'workbench.welcomePage.walkthroughs.openOnInstall': true } });
	let page: Page;
	const walkthrough = (): Locator => page.locator('.gettingStartedContainer');
	const step = (title: string): Locator => walkthrough().locator('.getting-started-step').filter({ hasText: title });

	test.beforeEach(({ workbench }) => {
		page = workbench;
	});

	test('opens by itself on the first run, with its five steps', async () => {
		// The file's VS Code starts for this test, and the walkthrough may take a minute after that.
		await walkthrough().getByText('Play Montana', { exact: true }).first().waitFor();
		for (const title of STEPS) {
			await step(title).waitFor();
		}
		assert.equal(await walkthrough().locator('.getting-started-step').count(), STEPS.length);
	});

	test('deals a game from the first step, in a tab with the card icon', async () => {
		await step(STEPS[0]).click();
		await step(STEPS[0]).getByRole('button', { name: 'Deal a Game' }).click();
		// (VS Code 1.100 draws the walkthrough's picture in a webview of its own, beside the game's.)
		const tab = page.locator('.tabs-container .tab').filter({ hasText: /^Montana #\d+/ });
		await tab.waitFor();
		// VS Code draws a webview's iconPath as a background image in the tab's label (1.139),
		// or before it (older versions).
		const icons = await tab.evaluate((element) =>
			[element, ...element.querySelectorAll('*')]
				.flatMap((e) => [getComputedStyle(e).backgroundImage, getComputedStyle(e, '::before').backgroundImage])
				.filter((image) => image.includes('url(')),
		);
		assert.ok(
			icons.some((image) => /media\/tab-(light|dark)\.svg/.test(decodeURIComponent(image))),
			`the tab's icons: ${icons.join(', ') || 'none'}`,
		);
	});

	test("opens the sample game from the last step's button, in the .gam editor", async () => {
		// The walkthrough alone, so the sample opens in its group and is the only webview in sight.
		await runCommand(page, 'View: Close All Editors');
		await runCommand(page, 'Montana: Play Montana Walkthrough');
		// Finishing a step moves the walkthrough on to the next one: click until the last step is open.
		const open = step(STEPS[4]).getByRole('button', { name: 'Open a Sample Game' });
		await eventually(async () => {
			await step(STEPS[4]).click();
			await open.waitFor({ timeout: 2_000 });
		});
		await open.click();
		await page.locator('.tabs-container .tab').filter({ hasText: 'sample-game.gam' }).waitFor();
		await webview(page).getByRole('region', { name: 'Replay' }).waitFor();
		assert.match(await webview(page).locator('body').innerText(), /Game 128/);
	});

	test('does not open by itself again; the Command Palette opens it', async () => {
		await runCommand(page, 'View: Revert and Close Editor');
		await runCommand(page, 'View: Close All Editors');
		await reloadWindow(page);
		await runCommand(page, 'Montana: New Game');
		await webview(page).getByRole('grid', { name: 'Montana layout' }).waitFor();
		assert.equal(await walkthrough().count(), 0, 'the walkthrough stays closed after the first run');
		await runCommand(page, 'Montana: Play Montana Walkthrough');
		await step(STEPS[0]).waitFor();
	});
});
