/**
 * A new player's first hour, in a real VS Code (issue 44, points 3, 4, 6 and 10): the Hint stays
 * marked, in a look of its own in every kind of theme, until the next move, Escape or its close
 * button; Autoplay starts from the toolbar, says it is playing with a Stop button, and stops from
 * it or Escape; the win dialog gives a rating for moves or says why there is none; and the
 * keyboard cursor stays on the board when a smaller game is dealt.
 *
 * The hint's pictures go to test-results/ui/<vscode version>/, and with MONTANA_SCREENSHOTS=1 to
 * docs/screenshots/ (hint-light.png, hint-dark.png, hint-high-contrast-dark.png,
 * hint-high-contrast-light.png, autoplay.png):
 *
 *   MONTANA_SCREENSHOTS=1 MONTANA_VSCODE=1.139 npx playwright test test/ui/hintAutoplayCursor.test.ts
 */
import { strict as assert } from 'node:assert';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { PRESETS } from '../../src/engine/rules';
import { rate } from '../../src/engine/scoring';
import { autoplayStepMs } from '../../src/extension/solver/features/autoplay';
import { DEFAULTS } from '../../src/extension/settings/settings';
import { repoRoot } from '../../scripts/vscode/builds';
import { test } from './fixtures';
import { chooseSetting, setColorTheme, webviewBodyClass, type ThemeKind } from './helpers';
import { Panel, chooseGame, eventually, newGameByNumber, saveEditorPicture } from './panelHelpers';

/** Won by the solver in about a second under the One deal rules (`npm run solve -- 1`). */
const WINNABLE_DEAL = 1;

const THEMES: readonly [ThemeKind, string][] = [
	['light', 'hint-light'],
	['dark', 'hint-dark'],
	['high contrast', 'hint-high-contrast-dark'],
	['high contrast light', 'hint-high-contrast-light'],
];

test.describe('the hint, autoplay and the keyboard cursor in the game panel', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({
		vscodeSettings: {
			'montana.rules.preset': 'oneDeal',
			'montana.animations': false,
			'montana.confirmAbandon': false,
			'montana.autoplay.speed': 2,
		},
	});
	let page: Page;
	let panel: Panel;
	let pictures: string;

	test.beforeEach(({ vscode, workbench }) => {
		page = workbench;
		panel = new Panel(page);
		pictures = path.join(repoRoot, 'test-results', 'ui', vscode.version);
	});

	const hintNote = () => panel.frame.getByRole('group', { name: 'Hint' });
	const hinted = () => panel.grid.locator('.mark-hint');

	/** Asks for a hint with H on the board, and waits for its two cells and its words. */
	async function askHint(): Promise<void> {
		await panel.grid.locator('[role="gridcell"][tabindex="0"]').focus();
		await page.keyboard.press('h');
		await hintNote().waitFor();
		await eventually(async () => assert.equal(await hinted().count(), 2));
	}

	test('marks the hint until the next move, names its card and gap, and takes it away on Escape or its close button', async () => {
		await newGameByNumber(page, WINNABLE_DEAL);
		await panel.grid.waitFor();
		await askHint();
		const words = (await hintNote().locator('p').innerText()).trim();
		assert.match(
			words,
			/^Hint: move the .+ of .+ from row \d+, column \d+ to the gap (after the .+ of .+, at row \d+, column \d+|at the start of row \d+|at row \d+, column \d+)\./,
		);
		assert.equal(await panel.announcement(), words, 'said to screen readers too');
		// No state says that nothing happens: the ring went out after 1.8 s before, so the test
		// looks again after twice that.
		await page.waitForTimeout(2 * 1800);
		assert.equal(await hinted().count(), 2, 'still marked 3 s later');
		assert.equal(await hintNote().locator('p').innerText(), words);

		await page.keyboard.press('Escape');
		await eventually(async () => assert.equal(await hinted().count(), 0));
		assert.equal(await hintNote().count(), 0);
		assert.equal(await panel.announcement(), 'Hint dismissed.');

		await askHint();
		await hintNote().getByRole('button', { name: 'Dismiss hint' }).click();
		await eventually(async () => assert.equal(await hinted().count(), 0));
		assert.equal(await panel.announcement(), 'Hint dismissed.');

		// Played, the hint's move takes the mark away.
		await askHint();
		const moves = (await panel.counters()).moves;
		await panel.grid.locator('.mark-hint:not(.hint-target)').click();
		await eventually(async () => assert.equal((await panel.counters()).moves, moves + 1));
		await eventually(async () => assert.equal(await hinted().count(), 0));
		assert.equal(await hintNote().count(), 0);
	});

	for (const [kind, picture] of THEMES) {
		test(`draws the hint in the ${kind} theme as a dashed ring unlike the keyboard cursor's, with "from" and "to"`, async () => {
			await setColorTheme(page, kind);
			await panel.frame.locator(`body.${webviewBodyClass(kind)}`).waitFor();
			await askHint();
			const look = await panel.grid.evaluate((grid) => {
				const cursor = grid.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!;
				cursor.focus();
				const face = (cell: Element) => getComputedStyle(cell.querySelector('.card, .gap')!);
				const from = grid.querySelector('.mark-hint:not(.hint-target)')!;
				const to = grid.querySelector('.mark-hint.hint-target')!;
				return {
					hintStyle: face(from).outlineStyle,
					hintColour: face(from).outlineColor,
					targetStyle: face(to).outlineStyle,
					badges: [getComputedStyle(from, '::after').content, getComputedStyle(to, '::after').content],
					cursorStyle: getComputedStyle(cursor).outlineStyle,
					cursorColour: getComputedStyle(cursor).outlineColor,
				};
			});
			assert.deepEqual([look.hintStyle, look.targetStyle], ['dashed', 'dashed'], 'the hint is dashed');
			assert.deepEqual(look.badges, ['"from"', '"to"']);
			assert.equal(look.cursorStyle, 'solid', "the cursor's ring is solid");
			assert.notEqual(look.hintColour, look.cursorColour, "the hint's ring is not the cursor's colour");
			await saveEditorPicture(page, pictures, picture);
			await page.keyboard.press('Escape');
			await eventually(async () => assert.equal(await hinted().count(), 0));
		});
	}

	test('starts Autoplay from the toolbar, says it plays with a Stop button, and stops from it or Escape', async () => {
		await setColorTheme(page, 'dark');
		await newGameByNumber(page, WINNABLE_DEAL);
		await panel.shows(Game.deal(WINNABLE_DEAL, PRESETS.oneDeal.rules));
		const banner = panel.frame.getByRole('region', { name: 'Autoplay' });
		assert.equal(await banner.count(), 0, 'no banner before it plays');

		await panel.button('Autoplay').click();
		await banner.waitFor();
		assert.equal((await banner.locator('p').innerText()).trim(), 'Autoplaying the winning line, 2 moves a second…');
		await eventually(async () => assert.ok((await panel.counters()).moves >= 2, 'autoplay made two moves'));
		await saveEditorPicture(page, pictures, 'autoplay');
		await banner.getByRole('button', { name: 'Stop' }).click();
		await banner.waitFor({ state: 'detached' });
		await eventually(async () => assert.equal(await panel.announcement(), 'Autoplay stopped.'));
		const stoppedAt = (await panel.counters()).moves;

		await panel.button('Autoplay').click();
		await banner.waitFor();
		await eventually(async () => assert.ok((await panel.counters()).moves > stoppedAt, 'it plays on'));
		await page.keyboard.press('Escape');
		await banner.waitFor({ state: 'detached' });
		await eventually(async () => assert.equal(await panel.announcement(), 'Autoplay stopped.'));
		const after = (await panel.counters()).moves;
		// No state says that nothing happens: the test looks again after three of autoplay's steps.
		await page.waitForTimeout(3 * autoplayStepMs(DEFAULTS['montana.autoplay.speed']));
		assert.equal((await panel.counters()).moves, after, 'no move after Escape');
	});

	test("shows the win's rating for moves, or says why there is none, never a dash", async () => {
		// At the fastest speed, chosen in the Settings editor, autoplay plays the line's 130 moves
		// in seconds, not the minute they take at 2 a second. (Not while it plays: any key, F1 too, stops it.)
		await chooseSetting(page, 'montana.autoplay.speed', '16');
		await newGameByNumber(page, WINNABLE_DEAL);
		await panel.shows(Game.deal(WINNABLE_DEAL, PRESETS.oneDeal.rules));
		await panel.button('Autoplay').click();
		await panel.frame.getByRole('region', { name: 'Autoplay' }).getByText('16 moves a second').waitFor();
		const dialog = panel.frame.getByRole('dialog', { name: 'Game won: Montana' });
		await dialog.waitFor();
		const { moves } = await panel.counters();
		const ratings = await dialog.locator('.ratings dd').allInnerTexts();
		const forMoves = rate(moves, 0).moves ?? 'No rating: more than 120 moves';
		assert.deepEqual(ratings, ['Genius', forMoves], `won in ${moves} moves`);
		await dialog.getByRole('button', { name: 'Close' }).click();
	});

	test('keeps the keyboard cursor on the board after a smaller game: Tab from the toolbar lands on a cell', async () => {
		panel = new Panel(page, GAMES.doubleMontana.name);
		await chooseGame(page, GAMES.doubleMontana.name);
		await newGameByNumber(page, 1);
		await panel.grid.waitFor();
		await panel.grid.locator('[role="gridcell"][tabindex="0"]').focus();
		for (const key of [...Array<string>(7).fill('ArrowDown'), 'End']) {
			await page.keyboard.press(key);
		}
		assert.equal(await panel.grid.evaluate(() => document.activeElement?.getAttribute('data-position')), '103');

		panel = new Panel(page, GAMES.lineUp.name);
		await chooseGame(page, GAMES.lineUp.name);
		await newGameByNumber(page, 1);
		await panel.shows(Game.deal(1, GAMES.lineUp.rules));
		// Tab from the toolbar's last button, past the Rules line's controls, goes into the board,
		// at the cell nearest where the cursor was.
		await panel.button('Best scores').focus();
		const focusedNow = () =>
			panel.grid.evaluate(() => ({
				role: document.activeElement?.getAttribute('role'),
				position: document.activeElement?.getAttribute('data-position'),
			}));
		let focused = await focusedNow();
		for (let presses = 0; focused.role !== 'gridcell' && presses < 4; presses++) {
			await page.keyboard.press('Tab');
			focused = await focusedNow();
		}
		assert.deepEqual(focused, { role: 'gridcell', position: '23' }, 'row 4, column 6 of Line Up');
		await page.keyboard.press('ArrowUp');
		assert.equal(await panel.grid.evaluate(() => document.activeElement?.getAttribute('data-position')), '17');
	});
});
