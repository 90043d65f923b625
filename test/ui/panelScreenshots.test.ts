/**
 * The game panel in every kind of color theme and at 320 px wide, checked and
 * photographed. A game in the middle of play (game 128 after the first 40 actions of
 * its recorded win: home runs, gaps of each kind) is shown in each.
 *
 * Each test checks what a user would see: the theme's own table colour (the defaults
 * package.json contributes for `montana.tableBackground`); the classic card faces at full
 * width and the large indices at 320 px, every card's accessible name as before and no
 * part of any face clipped; and at 320 px every cell and toolbar button inside the panel,
 * none clipped. Then it saves a picture of the editor
 * area to test-results/ui/<vscode version>/. Then, still at 320 px in the dark theme, two
 * games of the family chosen in "Choose Rules": the smallest board (Line Up, 4 x 6) and the
 * largest (Double Blue Moon, 8 x 14), where every one of the 112 cells must be named, hit
 * by the mouse at its centre and reached by the arrow keys with its focus ring in sight.
 * With MONTANA_SCREENSHOTS=1 the pictures also go to docs/screenshots/, the ones README.md and docs/games.md show:
 *
 *   MONTANA_SCREENSHOTS=1 MONTANA_VSCODE=1.139 npm run test:ui
 */
import { strict as assert } from 'node:assert';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Position } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { GAMES, type GameId } from '../../src/engine/games';
import { repoRoot } from '../../scripts/vscode/builds';
import { WITHOUT_GLIDES, test } from './fixtures';
import { setColorTheme, webviewBodyClass, type ThemeKind } from './helpers';
import {
	GAME_128,
	WINDOWS,
	Panel,
	chooseGame,
	eventually,
	expectedNames,
	newGameByNumber,
	saveEditorPicture,
	tableBackground,
	winningLine,
} from './panelHelpers';

const kinds: Record<ThemeKind, { file: string; colorKey: string }> = {
	light: { file: 'light', colorKey: 'light' },
	dark: { file: 'dark', colorKey: 'dark' },
	'high contrast': { file: 'high-contrast-dark', colorKey: 'highContrast' },
	'high contrast light': { file: 'high-contrast-light', colorKey: 'highContrastLight' },
};

test.describe('the game panel in each kind of theme and at 320 px', () => {
	test.describe.configure({ mode: 'serial' });
	// The family's games are dealt over the game in progress.
	test.use({ vscodeSettings: { ...WITHOUT_GLIDES, 'montana.confirmAbandon': false } });
	let page: Page;
	let panel: Panel;
	let screenshots: string;
	let shadow: Game;

	test.beforeEach(({ vscode, workbench }) => {
		page = workbench;
		panel = new Panel(page);
		screenshots = path.join(repoRoot, 'test-results', 'ui', vscode.version);
	});

	test(`shows game ${GAME_128} in the middle of play: its recorded win's first 40 actions, clicked`, async () => {
		await newGameByNumber(page, GAME_128);
		await panel.grid.waitFor();
		shadow = Game.deal(GAME_128, WINDOWS);
		for (const action of winningLine().slice(0, 40)) {
			await panel.play(shadow, action);
		}
		await panel.shows(shadow);
	});

	for (const [kind, { file, colorKey }] of Object.entries(kinds) as [ThemeKind, (typeof kinds)[ThemeKind]][]) {
		test(`draws the table in the ${kind} theme's colour`, async () => {
			await setColorTheme(page, kind);
			await panel.frame.locator(`body.${webviewBodyClass(kind)}`).waitFor();
			const [r, g, b] = tableBackground(colorKey);
			const expected = `rgb(${r}, ${g}, ${b})`;
			await eventually(async () =>
				assert.equal(
					await panel.grid.evaluate((grid) => getComputedStyle(grid.closest('.table')!).backgroundColor),
					expected,
				),
			);
			await save(page, file);
		});
	}

	test('draws the classic faces at full width, each card named as before and nothing clipped', async () => {
		const faces = await cardFaces(panel);
		assert.deepEqual(await panel.names(), expectedNames(shadow), "the accessible names are the cards' names");
		assert.equal(faces.length, 52 - 4, 'a face for every card on the board');
		const narrow = faces.filter((f) => !f.classic).map((f) => `${f.name} (${f.width.toFixed(1)} px)`);
		assert.deepEqual(narrow, [], 'cards showing the large index instead of the classic face');
		assert.deepEqual(
			faces.filter((f) => f.clipped.length > 0).map((f) => `${f.name}: ${f.clipped.join(', ')}`),
			[],
			'parts of a face outside its card',
		);
	});

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
		assert.equal(boxes.length, 52 + 8);
		const outside = boxes.filter((b) => b.left < 0 || b.right > view.width + 0.5).map((b) => b.name);
		assert.deepEqual(outside, [], 'cells or buttons outside the panel');
		const cellWidth = Math.min(...boxes.slice(0, 52).map((b) => b.width));
		assert.ok(cellWidth >= 18, `cells are ${cellWidth.toFixed(1)} px wide`);
		// Cards this small show the large index, named as before, with nothing of it clipped.
		const faces = await cardFaces(panel);
		assert.deepEqual(await panel.names(), expectedNames(shadow));
		assert.deepEqual(
			faces.filter((f) => f.classic).map((f) => f.name),
			[],
			'no classic face on cards this small',
		);
		assert.deepEqual(
			faces.filter((f) => f.clipped.length > 0).map((f) => `${f.name}: ${f.clipped.join(', ')}`),
			[],
			'parts of a face outside its card',
		);
		await save(page, 'width-320');
	});

	/** Chooses game `id` in "Choose Rules", deals its game 1 into the 320 px panel and checks every cell's name. */
	async function dealAt320(id: GameId): Promise<Game> {
		panel = new Panel(page, GAMES[id].name);
		await chooseGame(page, GAMES[id].name);
		await newGameByNumber(page, 1);
		await panel.grid.waitFor();
		const game = Game.deal(1, GAMES[id].rules);
		await panel.shows(game);
		await narrowPanelTo(page, 320);
		return game;
	}

	test('draws a 4 x 6 board (Line Up) in the 320 px panel, every cell inside it', async () => {
		const game = await dealAt320('lineUp');
		assert.deepEqual(await cellsOutOfReach(panel), [], 'cells the mouse cannot reach');
		assert.deepEqual(await panel.names(), expectedNames(game));
		await save(page, 'line-up-320');
	});

	test('draws an 8 x 14 board (Double Blue Moon) in the 320 px panel: every cell named, hit by the mouse and reached by the arrows', async () => {
		const game = await dealAt320('doubleBlueMoon');
		assert.equal(game.rows * game.columns, 8 * 14);
		assert.deepEqual(await panel.names(), expectedNames(game), 'every cell named for a screen reader');
		assert.deepEqual(await cellsOutOfReach(panel), [], 'cells the mouse cannot reach');

		// The arrows visit every cell, row by row, turning at each end, the focused cell in sight with its ring.
		await panel.cellAt(0).focus();
		const visited: Position[] = [];
		for (let row = 0; row < game.rows; row++) {
			for (let step = 0; step < game.columns; step++) {
				const focused = await focusedCell(panel);
				assert.ok(focused.inView, `${focused.name} at ${focused.position} is in sight`);
				assert.ok(focused.ring, `${focused.name} at ${focused.position} shows the focus ring`);
				visited.push(focused.position);
				if (step < game.columns - 1) {
					await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
				}
			}
			if (row < game.rows - 1) {
				await page.keyboard.press('ArrowDown');
			}
		}
		assert.deepEqual(
			[...visited].sort((a, b) => a - b),
			Array.from({ length: game.rows * game.columns }, (_, p) => p),
			'the arrows reached every cell',
		);

		// And a click plays there: the card farthest down and right that can move.
		const move = game
			.legalMoves()
			.filter((m) => game.targetsFor(m.card).length === 1)
			.at(-1);
		assert.ok(move, 'a card that can move');
		await panel.card(move.card).click();
		game.move(move.card, move.to);
		await panel.shows(game);
		await save(page, 'double-blue-moon-320');
	});

	test('scrolls the 8 x 14 board in a 320 px panel too short for it: every cell reached by scrolling and by the arrows', async () => {
		panel = new Panel(page, GAMES.doubleBlueMoon.name);
		const viewport = page.viewportSize()!;
		await page.setViewportSize({ width: viewport.width, height: 420 });
		try {
			const table = await eventually(async () => {
				const measured = await panel.grid.evaluate((grid) => {
					const t = grid.closest('.table')!;
					return { overflow: getComputedStyle(t).overflowY, scrollHeight: t.scrollHeight, height: t.clientHeight };
				});
				assert.ok(measured.scrollHeight > measured.height, `the board overflows (${JSON.stringify(measured)})`);
				return measured;
			});
			assert.equal(table.overflow, 'auto', 'the table scrolls, by wheel, touch or keyboard');
			assert.deepEqual(await cellsOutOfReach(panel, 'scroll'), [], 'cells the mouse cannot reach by scrolling');
			// The arrows bring the last row into sight: the table scrolls to the focused cell.
			await panel.cellAt(0).focus();
			for (const key of ['End', ...Array<string>(7).fill('ArrowDown')]) {
				await page.keyboard.press(key);
			}
			const focused = await focusedCell(panel);
			assert.equal(focused.position, 8 * 14 - 1);
			assert.ok(focused.inView && focused.ring, `the last cell, ${focused.name}, is in sight with its ring`);
		} finally {
			await page.setViewportSize(viewport);
		}
	});

	function save(page: Page, name: string): Promise<void> {
		return saveEditorPicture(page, screenshots, name);
	}
});

/**
 * The cells the mouse cannot reach: each must lie wholly inside the panel and be what the
 * pointer hits at its centre, as the board is shown or, with 'scroll', once the table (a
 * scrolling box a person can scroll) has scrolled it into sight.
 */
function cellsOutOfReach(panel: Panel, scroll?: 'scroll'): Promise<string[]> {
	return panel.grid.getByRole('gridcell').evaluateAll(
		(cells, scrolling) =>
			cells.flatMap((cell) => {
				if (scrolling) {
					cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
				}
				const r = cell.getBoundingClientRect();
				const inside =
					r.left >= 0 &&
					r.top >= 0 &&
					r.right <= document.documentElement.clientWidth + 0.5 &&
					r.bottom <= document.documentElement.clientHeight + 0.5;
				const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[role="gridcell"]');
				return inside && hit === cell
					? []
					: [`${cell.getAttribute('data-position')}: ${cell.getAttribute('aria-label')}`];
			}),
		scroll === 'scroll',
	);
}

/** The focused cell: where it is, its name, whether it lies wholly inside the panel, and whether it draws a focus ring. */
function focusedCell(panel: Panel): Promise<{ position: Position; name: string; inView: boolean; ring: boolean }> {
	return panel.grid.evaluate(() => {
		const cell = document.activeElement!;
		const r = cell.getBoundingClientRect();
		const style = getComputedStyle(cell);
		return {
			position: Number(cell.getAttribute('data-position')),
			name: cell.getAttribute('aria-label') ?? '',
			inView:
				r.left >= 0 &&
				r.top >= 0 &&
				r.right <= document.documentElement.clientWidth + 0.5 &&
				r.bottom <= document.documentElement.clientHeight + 0.5,
			ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
		};
	});
}

interface CardFaceBox {
	readonly name: string;
	readonly width: number;
	/** The classic face (pips or court picture) shows, rather than the large index. */
	readonly classic: boolean;
	/** The visible parts of the face, rank texts measured by their glyphs, that stick out of the card. */
	readonly clipped: readonly string[];
}

/**
 * Every card's face as drawn: its cell's name, its width, which style shows, and what sticks
 * out of it. (No named functions inside: the test runner's compiler would wrap them in a
 * helper the page does not have.)
 */
function cardFaces(panel: Panel): Promise<CardFaceBox[]> {
	return panel.grid.locator('[role="gridcell"]:has(.card)').evaluateAll((cells) =>
		cells.map((cell) => {
			const card = cell.querySelector('.card')!;
			const box = card.getBoundingClientRect();
			const boxes: { what: string; r: DOMRect }[] = [];
			for (const part of card.querySelectorAll('.index, .face, .suit, .rank')) {
				// Only what shows: hidden parts (and parts of hidden indices) have no box.
				const r = part.getBoundingClientRect();
				if (r.width === 0 || r.height === 0) {
					continue;
				}
				if (part.classList.contains('rank')) {
					// A rank is measured by its glyphs, which may reach past its box.
					const glyphs = document.createRange();
					glyphs.selectNodeContents(part);
					boxes.push({ what: `rank ${part.textContent}`, r: glyphs.getBoundingClientRect() });
				} else {
					boxes.push({ what: part.getAttribute('class') ?? '', r });
				}
			}
			const face = card.querySelector('.face');
			return {
				name: cell.getAttribute('aria-label') ?? '',
				width: box.width,
				classic: face !== null && face.getBoundingClientRect().width > 0,
				clipped: boxes
					.filter(
						({ r }) =>
							r.left < box.left - 0.5 ||
							r.right > box.right + 0.5 ||
							r.top < box.top - 0.5 ||
							r.bottom > box.bottom + 0.5,
					)
					.map(({ what }) => what),
			};
		}),
	);
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
		// The workbench lays the editor out again: wait for the webview to change width.
		await eventually(async () => assert.notEqual((await frame.boundingBox())?.width, box.width, 'laid out again'));
	}
	const box = await frame.boundingBox();
	assert.ok(
		box && Math.abs(box.width - width) <= 2,
		`could not narrow the panel to ${width} px (it is ${box?.width} px)`,
	);
}
