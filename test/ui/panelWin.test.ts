/**
 * A whole game won in the game panel of a real VS Code, by clicks only, and the win as
 * the player sees it: the dialog with the score, its ratings and a quotation, the
 * announcement, and the Best Scores view listing the game.
 *
 * The game is 128 under the Windows rules, played along test/fixtures/ui/game-128-win.gam
 * (80 moves and 1 shuffle, found by the engine's hint). Each action is a click on the
 * card the record names (and on its gap, for a 2 with a choice) or on Redeal; the board
 * is compared with the engine's game every ten actions and at the end.
 */
import { strict as assert } from 'node:assert';
import type { Locator, Page } from '@playwright/test';
import { Game, type Action } from '../../src/engine/game';
import { rate } from '../../src/engine/scoring';
import { QUOTATIONS } from '../../src/extension/game/quotations/collection';
import { quotationText } from '../../src/webview/describe';
import { WITHOUT_GLIDES, test } from './fixtures';
import { webview } from './helpers';
import { GAME_128, WINDOWS, Panel, eventually, newGameByNumber, winningLine } from './panelHelpers';

test.describe('winning a game in the game panel', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({ vscodeSettings: WITHOUT_GLIDES });
	let page: Page;
	let panel: Panel;
	const shadow = Game.deal(GAME_128, WINDOWS);
	const line: Action[] = winningLine();
	const rating = rate(80, 1);

	test.beforeEach(({ workbench }) => {
		page = workbench;
		panel = new Panel(page);
	});

	test(`plays game ${GAME_128} to the end by clicking cards, gaps and Shuffle`, async () => {
		await newGameByNumber(page, GAME_128);
		await panel.grid.waitFor();
		await panel.shows(shadow);
		for (const [i, action] of line.entries()) {
			assert.notEqual(shadow.status(), 'won', `the game is not won before action ${i + 1}`);
			if (shadow.status() === 'stuck') {
				// The record redeals only when no card can move: the board says so and offers the redeal.
				await panel.shows(shadow);
				const banner = (await panel.stuckBanner.innerText()).replace(/\s+/g, ' ');
				assert.equal(banner, `No moves left. Shuffle? Shuffle (${shadow.redealsLeft()} left)`);
			}
			await panel.play(shadow, action);
			if (i % 10 === 9) {
				await panel.shows(shadow);
			}
		}
		assert.equal(shadow.status(), 'won');
		await panel.shows(shadow);
		assert.deepEqual(await panel.counters(), {
			game: GAME_128,
			moves: 80,
			redeals: 1,
			redealsLeft: '14 left',
			home: 48,
			toPlace: 48,
		});
		assert.ok(
			(await panel.names()).every((name) => name.endsWith(', home') || name === 'gap, dead'),
			'every card is home',
		);
	});

	test('shows the win: the dialog with the score, its ratings and a quotation, and the announcement', async () => {
		const dialog = panel.frame.getByRole('dialog', { name: 'You won Montana!' });
		await dialog.waitFor();
		assert.deepEqual([rating.shuffles, rating.moves], ['Master', 'Master'], 'the engine rates 80 moves and 1 shuffle');
		const text = (await dialog.innerText()).replace(/\s+/g, ' ');
		assert.match(text, /\b80 moves 1 shuffle 48 of 48 cards home\b/);
		assert.match(text, /Shuffles Master Moves Master/);
		// The first win with these rules heads both tables.
		assert.match(text, /New best score: 1st in Fewest shuffles and 1st in Fewest moves\./);
		// One of the collection's quotations closes the dialog, is part of its description, and is read out with the result.
		const figure = dialog.getByRole('figure');
		const shownQuote = (await figure.innerText()).replace(/\s+/g, ' ').trim();
		const quotation = QUOTATIONS.find((q) => shownQuote === `“${q.text}” — ${q.author}, ${q.source}`);
		assert.ok(quotation, `"${shownQuote}" is one of the collection's quotations`);
		assert.equal(await dialog.getAttribute('aria-describedby'), 'win-game win-score win-quotation');
		assert.equal(await figure.getAttribute('id'), 'win-quotation');
		assert.ok(
			(await panel.announcement()).endsWith(
				` You won Montana in 80 moves and 1 shuffle: Master ${quotationText(quotation)}`,
			),
			await panel.announcement(),
		);
		// Focus went to the dialog's first button, so Enter starts the next game.
		assert.equal(await dialog.evaluate(() => document.activeElement?.textContent), 'New game');
	});

	test('lists the win in the Best Scores view, opened from the dialog', async () => {
		await panel.frame
			.getByRole('dialog', { name: 'You won Montana!' })
			.getByRole('button', { name: 'Best scores' })
			.click();
		const scores = webview(page);
		const fewestShuffles = scores.getByRole('table', { name: /^Fewest Shuffles/ });
		await fewestShuffles.waitFor();
		await page.getByRole('tab', { name: /^Montana: Best Scores/ }).waitFor();
		// Section of the current rules, one row in each table: #, Game, then the table's own order of columns, Rating, Date.
		await eventually(async () => {
			assert.deepEqual(await rowTexts(fewestShuffles), [['1', String(GAME_128), '1', '80', 'Master']]);
			assert.deepEqual(await rowTexts(scores.getByRole('table', { name: /^Fewest Moves/ })), [
				['1', String(GAME_128), '80', '1', 'Master'],
			]);
		});
		assert.ok(await scores.getByRole('heading', { name: /^Montana Solitaire for Windows/ }).isVisible());
	});
});

/** The body rows of a table, each as its first five cells' text (the date, last, depends on the day). */
async function rowTexts(table: Locator): Promise<string[][]> {
	return table
		.locator('tbody tr')
		.evaluateAll((rows) =>
			rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '').slice(0, 5)),
		);
}
