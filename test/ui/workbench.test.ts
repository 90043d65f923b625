/**
 * The game in a real workbench, as a person meets it: opened from the Command Palette,
 * kept across a reload, drawn in every kind of color theme and in a narrow window.
 */
import { strict as assert } from 'node:assert';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import {
	THEME_KINDS,
	reloadWindow,
	runCommand,
	screenshot,
	setColorTheme,
	setWindowWidth,
	webview,
	webviewBodyClass,
} from './helpers';

test.describe('the game panel in the workbench', () => {
	test.describe.configure({ mode: 'serial' });
	let page: Page;
	const board = () => webview(page).getByRole('grid', { name: 'Montana layout' });

	test.beforeEach(({ workbench }) => {
		page = workbench;
	});

	test('opens from "Montana: New Game" in the Command Palette', async () => {
		await runCommand(page, 'Montana: New Game');
		await board().waitFor();
		await screenshot(page, 'new-game');
	});

	test('is still there after the window reloads', async () => {
		await reloadWindow(page);
		await board().waitFor();
	});

	for (const kind of THEME_KINDS) {
		test(`follows the ${kind} color theme`, async () => {
			await setColorTheme(page, kind);
			const body = webview(page).locator('body');
			await body.and(webview(page).locator(`.${webviewBodyClass(kind)}`)).waitFor();
			await screenshot(page, `theme-${kind.replace(/ /g, '-')}`);
		});
	}

	test('keeps the whole board in view in a narrow window', async () => {
		await setWindowWidth(page, 900);
		const box = await board().boundingBox();
		assert.ok(box && box.x + box.width <= 900, `the board reaches x = ${box && box.x + box.width}`);
		await screenshot(page, 'narrow');
	});
});
