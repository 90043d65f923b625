/**
 * The game panel in every kind of color theme and at 320 px wide, checked and
 * photographed. A game in the middle of play (game 128 after the first 40 actions of
 * its recorded win: home runs, gaps of each kind) is shown in each.
 *
 * Each test checks what a user would see: the theme's own table colour (the defaults
 * package.json contributes for `montana.tableBackground`), and at 320 px every cell and
 * toolbar button inside the panel, none clipped. Then it saves a picture of the editor
 * area to test-results/ui/<vscode version>/. With MONTANA_SCREENSHOTS=1 the pictures
 * also go to docs/screenshots/, the ones README.md shows:
 *
 *   MONTANA_SCREENSHOTS=1 MONTANA_VSCODE=1.139 npm run test:ui
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Game } from '../../src/engine/game';
import { repoRoot } from '../../scripts/vscode/builds';
import { test } from './fixtures';
import { setColorTheme, webviewBodyClass, type ThemeKind } from './helpers';
import { GAME_128, WINDOWS, Panel, eventually, newGameByNumber, winningLine } from './panelHelpers';

/** Where README.md's pictures live. */
const docsDir = path.join(repoRoot, 'docs', 'screenshots');

const kinds: Record<ThemeKind, { file: string; colorKey: string }> = {
	light: { file: 'light', colorKey: 'light' },
	dark: { file: 'dark', colorKey: 'dark' },
	'high contrast': { file: 'high-contrast-dark', colorKey: 'highContrast' },
	'high contrast light': { file: 'high-contrast-light', colorKey: 'highContrastLight' },
};

test.describe('the game panel in each kind of theme and at 320 px', () => {
	test.describe.configure({ mode: 'serial' });
	let page: Page;
	let panel: Panel;
	let screenshots: string;

	test.beforeEach(({ vscode, workbench }) => {
		page = workbench;
		panel = new Panel(page);
		screenshots = path.join(repoRoot, 'test-results', 'ui', vscode.version);
	});

	test(`shows game ${GAME_128} in the middle of play: its recorded win's first 40 actions, clicked`, async () => {
		test.setTimeout(180_000);
		await newGameByNumber(page, GAME_128);
		await panel.grid.waitFor({ timeout: 60_000 });
		const shadow = Game.deal(GAME_128, WINDOWS);
		for (const action of winningLine().slice(0, 40)) {
			await panel.play(shadow, action);
		}
		await panel.shows(shadow);
	});

	for (const [kind, { file, colorKey }] of Object.entries(kinds) as [ThemeKind, (typeof kinds)[ThemeKind]][]) {
		test(`draws the table in the ${kind} theme's colour`, async () => {
			await setColorTheme(page, kind);
			await panel.frame.locator(`body.${webviewBodyClass(kind)}`).waitFor();
			const expected = hexToRgb(tableBackground()[colorKey]);
			await eventually(async () =>
				assert.equal(
					await panel.grid.evaluate((grid) => getComputedStyle(grid.closest('.table')!).backgroundColor),
					expected,
				),
			);
			await save(page, file);
		});
	}

	test('fits the whole board and the toolbar into a panel 320 px wide', async () => {
		await setColorTheme(page, 'dark');
		await panel.frame.locator(`body.${webviewBodyClass('dark')}`).waitFor();
		await narrowPanelTo(page, 320);
		const view = await panel.frame.locator('body').evaluate(() => ({
			width: document.documentElement.clientWidth,
			scrollWidth: document.documentElement.scrollWidth,
		}));
		assert.ok(Math.abs(view.width - 320) <= 2, `the panel is ${view.width} px wide`);
		assert.ok(view.scrollWidth <= view.width, `nothing sticks out sideways (${view.scrollWidth} px of content)`);
		// Every cell and every toolbar button lies inside the panel, and cells stay big enough to hit.
		const boxes = await panel.frame.locator('[role="gridcell"], header button').evaluateAll((elements) =>
			elements.map((e) => {
				const r = e.getBoundingClientRect();
				return {
					name: e.getAttribute('aria-label') ?? e.textContent ?? '',
					left: r.left,
					right: r.right,
					width: r.width,
				};
			}),
		);
		assert.equal(boxes.length, 52 + 7);
		const outside = boxes.filter((b) => b.left < 0 || b.right > view.width + 0.5).map((b) => b.name);
		assert.deepEqual(outside, [], 'cells or buttons outside the panel');
		const cellWidth = Math.min(...boxes.slice(0, 52).map((b) => b.width));
		assert.ok(cellWidth >= 18, `cells are ${cellWidth.toFixed(1)} px wide`);
		await save(page, 'width-320');
	});

	/** Saves the editor area (the panel with its tab) to test-results, and with MONTANA_SCREENSHOTS=1 to docs/screenshots. */
	async function save(page: Page, name: string): Promise<void> {
		// The pointer rests on the empty felt under the board, so no tooltip or hover shows.
		const table = await page.locator('iframe.webview.ready >> visible=true').boundingBox();
		assert.ok(table);
		await page.mouse.move(table.x + table.width / 2, table.y + table.height - 20);
		await page.waitForTimeout(500);
		const file = path.join(screenshots, `panel-${name}.png`);
		await page.locator('.monaco-workbench .part.editor').screenshot({ path: file });
		if (process.env.MONTANA_SCREENSHOTS) {
			mkdirSync(docsDir, { recursive: true });
			copyFileSync(file, path.join(docsDir, `${name}.png`));
		}
	}
});

/** The defaults package.json contributes for `montana.tableBackground`, by theme kind. */
function tableBackground(): Record<string, string> {
	const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
		contributes: { colors: { id: string; defaults: Record<string, string> }[] };
	};
	return manifest.contributes.colors.find((c) => c.id === 'montana.tableBackground')!.defaults;
}

function hexToRgb(hex: string): string {
	const n = Number.parseInt(hex.slice(1), 16);
	return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * Narrows the browser window until the game panel's webview is `width` px wide: the
 * workbench gives the editor what the side bars leave, and may drop a side bar on the
 * way, so measure and correct a few times.
 */
async function narrowPanelTo(page: Page, width: number): Promise<void> {
	const frame = page.locator('iframe.webview.ready >> visible=true');
	for (let i = 0; i < 6; i++) {
		const box = await frame.boundingBox();
		assert.ok(box, 'the webview is on screen');
		const off = Math.round(box.width - width);
		if (Math.abs(off) <= 1) {
			return;
		}
		const viewport = page.viewportSize()!;
		await page.setViewportSize({ width: viewport.width - off, height: viewport.height });
		await page.waitForTimeout(300);
	}
	const box = await frame.boundingBox();
	assert.ok(
		box && Math.abs(box.width - width) <= 2,
		`could not narrow the panel to ${width} px (it is ${box?.width} px)`,
	);
}
