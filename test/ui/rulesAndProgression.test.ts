/**
 * The rules in force and the progression chart, as a player meets them in a real VS Code:
 * the game panel's Rules line (the goal) opening on the rules in full, Choose Rules
 * saying when its choice applies with a Deal Now that deals it, and the Statistics page's
 * chart of games played and won by day, with its table. With MONTANA_SCREENSHOTS=1 the
 * pictures also go to docs/screenshots/:
 *
 *   MONTANA_SCREENSHOTS=1 MONTANA_VSCODE=1.139 npx playwright test test/ui/rulesAndProgression.test.ts
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { PRESETS } from '../../src/engine/rules';
import { rulesInFull } from '../../src/engine/rulesInFull';
import { repoRoot } from '../../scripts/vscode/builds';
import { test } from './fixtures';
import { runCommand, setColorTheme, webview } from './helpers';
import { Panel, eventually, newGameByNumber, pickRules } from './panelHelpers';

/** Saves a picture of `area` to test-results/ui/<version>/, and to docs/screenshots/ with MONTANA_SCREENSHOTS=1. */
async function save(area: Locator, version: string, name: string): Promise<void> {
	const file = path.join(repoRoot, 'test-results', 'ui', version, `${name}.png`);
	await area.screenshot({ path: file });
	if (process.env.MONTANA_SCREENSHOTS) {
		const docs = path.join(repoRoot, 'docs', 'screenshots');
		mkdirSync(docs, { recursive: true });
		copyFileSync(file, path.join(docs, `${name}.png`));
	}
}

/** Whether `locator` shows within 5 s. */
function appears(locator: Locator): Promise<boolean> {
	return locator.waitFor({ timeout: 5_000 }).then(
		() => true,
		() => false,
	);
}

test.describe('the rules in force and the progression', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({ vscodeSettings: { 'montana.confirmAbandon': false } });
	let page: Page;
	let version: string;

	test.beforeEach(({ vscode, workbench }) => {
		page = workbench;
		version = vscode.version;
	});

	test('shows the goal under the toolbar, and the rules in full when it is opened by the keyboard', async () => {
		const panel = new Panel(page);
		await newGameByNumber(page, 1);
		await panel.grid.waitFor();
		const [goal, howToPlay, redeals] = rulesInFull(PRESETS.windows.rules).sections;
		const summary = panel.frame.locator('.rules-info summary');
		await summary.getByText(goal.text, { exact: true }).waitFor();
		const rules = panel.frame.getByRole('region', { name: 'Rules of Montana Solitaire for Windows' });
		assert.equal(await rules.isVisible(), false, 'closed until asked for');
		await summary.focus();
		await page.keyboard.press('Enter');
		await rules.waitFor();
		assert.equal(await summary.evaluate((element) => element.parentElement?.hasAttribute('open')), true);
		for (const { heading, text } of [howToPlay, redeals]) {
			await rules.getByRole('term').getByText(heading, { exact: true }).waitFor();
			await rules.getByRole('definition').getByText(text, { exact: true }).waitFor();
		}
		assert.match(redeals.text, /^15 shuffles, at any time/);
		await save(page.locator('.monaco-workbench .part.editor'), version, 'rules-in-panel');
		await summary.click();
		await rules.waitFor({ state: 'hidden' });
	});

	test('Choose Rules says the choice applies from the next deal, with the rules in full, and Deal Now deals it', async () => {
		// The message shows as a toast, or only in the notification centre once the toast has gone. A pick
		// closed at once by the webview taking focus back changes nothing: a person would pick again.
		const said = page
			.locator('.notification-toast, .notifications-center .notification-list-item')
			.filter({ hasText: 'Rectangular Rovers rules apply' })
			.first();
		for (let attempt = 1; ; attempt++) {
			// Typed into the rules pick itself, not into the Command Palette it replaces.
			await pickRules(page, 'Rectangular Rovers');
			if (await appears(said)) {
				break;
			}
			await runCommand(page, 'Notifications: Show Notifications');
			if (await appears(said)) {
				break;
			}
			assert.ok(attempt < 3, 'Choose Rules said nothing after three picks');
		}
		const text = (await said.textContent()) ?? '';
		assert.match(text, /apply from your next deal; game 1 keeps its rules\./);
		assert.match(text, /Goal: Build every row from Ace to 5 in one suit/);
		assert.match(text, /Any card next to a gap \(left, right, above or below\) may slide into it\./);
		const panel = new Panel(page);
		await panel.frame.locator('.rules-next').getByText('Rectangular Rovers', { exact: true }).waitFor();
		await panel.frame.getByRole('button', { name: 'Deal now' }).waitFor();
		await save(page.locator('.monaco-workbench'), version, 'choose-rules-deal-now');

		await said.getByRole('button', { name: 'Deal Now' }).click();
		const rovers = new Panel(page, 'Rectangular Rovers');
		await rovers.grid.waitFor();
		const goal = rulesInFull(GAMES.rectangularRovers.rules).sections[0].text;
		await rovers.frame.locator('.rules-info summary').getByText(goal, { exact: true }).waitFor();
	});

	test("draws the Statistics page's games played and won by day as a chart, and as a table", async () => {
		// One move, then the toolbar's New game: a game played and lost today.
		const rovers = new Panel(page, 'Rectangular Rovers');
		const before = await rovers.counters();
		const shadow = Game.deal(before.game, GAMES.rectangularRovers.rules);
		const move = shadow.legalMoves().find((m) => shadow.targetsFor(m.card).length === 1);
		assert.ok(move, 'a card with one gap to go to');
		await rovers.play(shadow, { kind: 'move', card: move.card, from: move.from, to: move.to });
		await rovers.button('New game').click();
		await eventually(async () => assert.notEqual((await rovers.counters()).game, before.game));
		await runCommand(page, 'Montana: Show Statistics');
		const scores = webview(page);
		const chart = scores.getByRole('img', {
			name: /^Rectangular Rovers: games played and won on .+; 1 played, 0 won\.$/,
		});
		await chart.waitFor();
		const box = await chart.boundingBox();
		assert.ok(box && box.width > 200 && box.height > 50, `the chart is drawn: ${JSON.stringify(box)}`);
		await scores.getByText("Rectangular Rovers: the chart's numbers").click();
		const table = scores.getByRole('table', { name: 'Rectangular Rovers: games played and won by day' });
		await table.waitFor();
		const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
		assert.deepEqual(cells, ['1', '0']);
		await save(page.locator('.monaco-workbench .part.editor'), version, 'statistics-progression');
		await setColorTheme(page, 'high contrast');
		await chart.waitFor();
		await save(page.locator('.monaco-workbench .part.editor'), version, 'statistics-progression-high-contrast');
	});
});
