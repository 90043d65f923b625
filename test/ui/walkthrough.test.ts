/**
 * The "Play Montana" walkthrough in a real workbench, with VS Code's
 * `workbench.welcomePage.walkthroughs.openOnInstall` on, as it is by default.
 *
 * At a first start nothing of the extension runs until the player asks: New Game run at
 * once activates it (by its command, not at start-up), shows the board and keeps the
 * focus there, and no walkthrough comes to cover it or leave an empty editor group. The
 * Command Palette opens the walkthrough; its words name no key that does nothing there,
 * show no backticks, and its description is whole. Each step's picture is drawn, not a
 * black rectangle: the theme's table colour behind white cards, in the light, dark and
 * high-contrast themes, with no Content-Security-Policy violation in the console. The
 * steps' buttons deal a game (in a tab with the card icon) and open the sample game.
 * With MONTANA_SCREENSHOTS=1 the pictures of the walkthrough in each theme also go to
 * docs/screenshots/.
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { repoRoot } from '../../scripts/vscode/builds';
import { test } from './fixtures';
import { runCommand, screenshot, setColorTheme, webview, type ThemeKind } from './helpers';
import { eventually, tableBackground } from './panelHelpers';

const STEPS = [
	'The goal and the one rule',
	'A 2 starts each row',
	'Shuffle when stuck',
	'Play by keyboard',
	'Save and replay a game',
];
const WALKTHROUGH_ID = 'montana-solitaire.montana-solitaire#playMontana';
/** The picture's size in its own units (every picture's viewBox). */
const VIEW_BOX = { width: 420, height: 230 };

/** Each theme kind's table colour (package.json's `montana.tableBackground` defaults), and the picture's file. */
const THEMES: { kind: ThemeKind; colorKey: string; file: string }[] = [
	{ kind: 'light', colorKey: 'light', file: 'walkthrough-light' },
	{ kind: 'dark', colorKey: 'dark', file: 'walkthrough-dark' },
	{ kind: 'high contrast', colorKey: 'highContrast', file: 'walkthrough-high-contrast' },
];

test.describe('the Play Montana walkthrough', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({ vscodeSettings: { 'workbench.welcomePage.walkthroughs.openOnInstall': true } });
	let page: Page;
	const cspViolations: string[] = [];
	const walkthrough = (): Locator => page.locator('.gettingStartedContainer');
	const step = (title: string): Locator => walkthrough().locator('.getting-started-step').filter({ hasText: title });

	test.beforeEach(({ workbench }) => {
		if (page !== workbench) {
			workbench.on('console', (message) => {
				if (/Content.Security.Policy/i.test(message.text())) {
					cspViolations.push(message.text());
				}
			});
		}
		page = workbench;
	});

	test('at a first start, New Game run at once activates the extension, shows the board and keeps the focus', async ({
		vscode,
	}) => {
		await runCommand(page, 'Montana: New Game');
		const grid = webview(page).getByRole('grid', { name: 'Montana layout' });
		await grid.waitFor();
		const activation = await eventually(() => Promise.resolve(activationLine(vscode.workspace)));
		assert.match(activation, /activationEvent: 'onCommand:montana\.newGame'/, 'activated by the command itself');
		assert.match(activation, /startup: false/);
		// The game's tab is the active one, its webview has the focus, and no group is left empty.
		await page
			.locator('.tabs-container .tab.active')
			.filter({ hasText: /^Montana #\d+/ })
			.waitFor();
		await eventually(async () => assert.equal(await focusIsOnAWebview(page), true, 'the focus is on the board'));
		assert.equal(await page.locator('.editor-group-container.empty').count(), 0, 'no empty editor group');
		assert.equal(await walkthrough().count(), 0, 'no walkthrough covers the game');
		// One more command round trip: the extension is settled, and still nothing took the board's place.
		await runCommand(page, 'Montana: Show Game');
		await grid.waitFor();
		assert.equal(await focusIsOnAWebview(page), true, 'the focus is still on the board');
		assert.equal(await walkthrough().count(), 0);
		assert.equal(await page.locator('.editor-group-container').count(), 1, 'one editor group, the game');
	});

	test('opens from the Command Palette, its description whole and its words true', async () => {
		// VS Code 1.139 leaves a step's picture out of a walkthrough narrower than this.
		await page.setViewportSize({ width: 1600, height: 900 });
		await runCommand(page, 'View: Close All Editors');
		await runCommand(page, 'Montana: Play Montana Walkthrough');
		for (const title of STEPS) {
			await step(title).waitFor();
		}
		assert.equal(await walkthrough().locator('.getting-started-step').count(), STEPS.length);
		const descriptions = walkthrough().locator(`[x-category-description-for="${WALKTHROUGH_ID}"]`);
		assert.ok((await descriptions.count()) > 0, 'the walkthrough shows its description');
		for (const description of await descriptions.all()) {
			const box = await description.evaluate((e) => ({
				text: e.textContent ?? '',
				cut: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
			}));
			assert.equal(box.cut, false, `the description "${box.text}" is shown whole`);
		}
		for (const title of STEPS) {
			await openStep(title);
			const text = (await step(title).innerText()).replace(/\s+/g, ' ');
			assert.doesNotMatch(text, /`/, `step "${title}" shows no backticks`);
			assert.doesNotMatch(text, /keyboard shortcut/i, `step "${title}" names no key that does nothing here`);
		}
	});

	for (const { kind, colorKey, file } of THEMES) {
		test(`draws every step's picture in the ${kind} theme: the table's colour, white cards, no CSP violation`, async () => {
			await setColorTheme(page, kind);
			const table = tableBackground(colorKey);
			cspViolations.length = 0;
			for (const title of STEPS) {
				await openStep(title);
				await eventually(async () => {
					const picture = await readPicture(page);
					assert.deepEqual(
						picture.background.map((c, i) => Math.abs(c - table[i]) <= 8),
						[true, true, true],
						`step "${title}": the picture's background is rgb(${picture.background.join(', ')}), the table's is rgb(${table.join(', ')})`,
					);
					assert.ok(
						picture.bright > 0.005,
						`step "${title}": ${(picture.bright * 100).toFixed(1)} % of the picture is light (cards, keys, words)`,
					);
				}, 20_000);
			}
			assert.deepEqual(cspViolations, [], 'the console reports no Content-Security-Policy violation');
			await openStep(STEPS[2]);
			const saved = await screenshot(page, file);
			if (process.env.MONTANA_SCREENSHOTS) {
				copyFileSync(saved, path.join(repoRoot, 'docs', 'screenshots', `${file}.png`));
			}
		});
	}

	test('deals a game from the first step, in a tab with the card icon', async () => {
		await setColorTheme(page, 'dark');
		await openStep(STEPS[0]);
		await step(STEPS[0]).getByRole('button', { name: 'Deal a Game' }).click();
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

	test("opens the sample game from the last step's button, in the .gam editor, and closes it asking nothing", async () => {
		// The walkthrough alone, so the sample opens in its group and is the only webview in sight.
		await runCommand(page, 'View: Close All Editors');
		await runCommand(page, 'Montana: Play Montana Walkthrough');
		await openStep(STEPS[4]);
		await step(STEPS[4]).getByRole('button', { name: 'Open a Sample Game' }).click();
		const tab = page.locator('.tabs-container .tab').filter({ hasText: 'sample-game.gam' });
		await tab.waitFor();
		await webview(page).getByRole('region', { name: 'Replay' }).waitFor();
		assert.match(await webview(page).locator('body').innerText(), /Game 128/);
		assert.equal(await tab.evaluate((e) => e.classList.contains('dirty')), false, 'the sample is not dirty');
		await tab.click();
		await runCommand(page, 'View: Close Editor');
		await tab.waitFor({ state: 'detached' });
		assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'no question to save it');
	});

	/**
	 * Opens a step (finishing one may have moved the walkthrough on to another) and waits for its
	 * picture. VS Code 1.100 may redraw the Welcome page on a change of theme with the list of
	 * walkthroughs in front, its steps disabled: then the walkthrough is opened again.
	 */
	async function openStep(title: string): Promise<void> {
		await eventually(async () => {
			if (await step(title).isDisabled()) {
				await runCommand(page, 'Montana: Play Montana Walkthrough');
			}
			await step(title).click({ timeout: 5_000 });
			await walkthrough()
				.locator('.getting-started-step[aria-expanded="true"]')
				.filter({ hasText: title })
				.waitFor({ timeout: 2_000 });
			await pictureFrame(page).locator('svg').waitFor({ timeout: 5_000 });
			const label = await pictureFrame(page).locator('svg').getAttribute('aria-label');
			assert.ok(label, 'the picture has its label');
		});
	}
});

/** The walkthrough's step picture: VS Code shows an SVG in a webview of its own. */
function pictureFrame(page: Page) {
	return page.frameLocator('.getting-started-media iframe.webview').frameLocator('#active-frame');
}

/**
 * The picture as drawn on the screen: the colour of its background (a point on the left
 * edge, where every picture shows only the table) and the share of light pixels in it.
 */
async function readPicture(page: Page): Promise<{ background: number[]; bright: number }> {
	const box = await pictureFrame(page).locator('svg').boundingBox();
	assert.ok(box, 'the picture is on the screen');
	// The picture is scaled to fit its box, centred (preserveAspectRatio's default).
	const scale = Math.min(box.width / VIEW_BOX.width, box.height / VIEW_BOX.height);
	const drawn = {
		x: box.x + (box.width - VIEW_BOX.width * scale) / 2,
		y: box.y + (box.height - VIEW_BOX.height * scale) / 2,
		width: VIEW_BOX.width * scale,
		height: VIEW_BOX.height * scale,
	};
	const png = await page.screenshot({ clip: drawn });
	const at = { x: Math.round(4 * scale), y: Math.round(115 * scale) };
	// Decoded by the browser, in a blank page of its own.
	const blank = await page.context().newPage();
	try {
		return await blank.evaluate(
			async ({ base64, at }) => {
				const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
				const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
				const canvas = new OffscreenCanvas(image.width, image.height);
				const context = canvas.getContext('2d')!;
				context.drawImage(image, 0, 0);
				const { data } = context.getImageData(0, 0, image.width, image.height);
				let bright = 0;
				for (let i = 0; i < data.length; i += 4) {
					if (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2] > 160) {
						bright++;
					}
				}
				const p = (at.y * image.width + at.x) * 4;
				return { background: [data[p], data[p + 1], data[p + 2]], bright: bright / (data.length / 4) };
			},
			{ base64: png.toString('base64'), at },
		);
	} finally {
		await blank.close();
	}
}

/** Runs in the workbench: whether the focus is in a webview (VS Code focuses a webview's iframe). */
function focusIsOnAWebview(page: Page): Promise<boolean> {
	return page.evaluate(() => document.activeElement?.matches('iframe.webview') === true);
}

/** The extension host's log line saying why it activated the extension, or throws while it has not. */
function activationLine(workspace: string): string {
	const logs = path.join(path.dirname(workspace), 'user-data', 'logs');
	const files = readdirSync(logs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('exthost.log'));
	const line = files
		.flatMap((f) => readFileSync(path.join(logs, f), 'utf8').split('\n'))
		.find((l) => l.includes('_doActivateExtension montana-solitaire.montana-solitaire'));
	assert.ok(line, 'the extension host has activated the extension');
	return line;
}
