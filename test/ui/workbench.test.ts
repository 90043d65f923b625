/**
 * The game in a real workbench, as a person meets it: opened from the Command Palette,
 * kept across a reload, drawn in every kind of color theme and in a narrow window.
 */
import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import {
	THEME_KINDS,
	openWorkbench,
	reloadWindow,
	runCommand,
	screenshot,
	setColorTheme,
	setWindowWidth,
	startVSCode,
	webview,
	webviewBodyClass,
	type TestVSCode,
} from './helpers';

describe('the game panel in the workbench', () => {
	let vscode: TestVSCode;
	let page: Page;
	const board = () => webview(page).getByRole('grid', { name: 'Montana layout' });

	before(async () => {
		vscode = await startVSCode();
		page = await openWorkbench(vscode);
	});
	after(() => vscode.stop());

	it('opens from "Montana: New Game" in the Command Palette', async () => {
		await runCommand(page, 'Montana: New Game');
		await board().waitFor();
		await screenshot(page, 'new-game');
	});

	it('is still there after the window reloads', async () => {
		await reloadWindow(page);
		await board().waitFor();
	});

	for (const kind of THEME_KINDS) {
		it(`follows the ${kind} color theme`, async () => {
			await setColorTheme(page, kind);
			const body = webview(page).locator('body');
			await body.and(webview(page).locator(`.${webviewBodyClass(kind)}`)).waitFor();
			await screenshot(page, `theme-${kind.replace(/ /g, '-')}`);
		});
	}

	it('keeps the whole board in view in a narrow window', async () => {
		await setWindowWidth(page, 900);
		const box = await board().boundingBox();
		assert.ok(box && box.x + box.width <= 900, `the board reaches x = ${box && box.x + box.width}`);
		await screenshot(page, 'narrow');
	});
});
