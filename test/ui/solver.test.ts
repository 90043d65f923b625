/**
 * The solver in a real VS Code, as a player meets it: the Hint saying why it is its move,
 * the "Winnable?" status bar item, Autoplay, which a key on the board stops, and a click
 * on "Winnable? Unknown", which thinks longer behind a notification that Cancel stops.
 */
import { strict as assert } from 'node:assert';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { autoplayStepMs } from '../../src/extension/solver/features/autoplay';
import { DEFAULTS } from '../../src/extension/settings/settings';
import { HARD_DEAL } from '../hardDeal';
import { runCommand } from './helpers';
import { Panel, eventually, indicatorSaysWinnable, newGameByNumber } from './panelHelpers';

/** Won by the solver in about a second under the One deal rules (`npm run solve -- 1`). */
const WINNABLE_DEAL = 1;

test.describe('the solver in the game panel', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({
		vscodeSettings: {
			'montana.rules.preset': 'oneDeal',
			'montana.solver.showWinnable': true,
			'montana.animations': false,
			'montana.confirmAbandon': false,
		},
	});
	let page: Page;
	let panel: Panel;

	test.beforeEach(({ workbench }) => {
		page = workbench;
		panel = new Panel(page);
	});

	test('"Winnable?" in the status bar says the deal is winnable, with a name for screen readers', async () => {
		await newGameByNumber(page, WINNABLE_DEAL);
		await panel.grid.waitFor();
		const item = page.locator('.statusbar-item', { hasText: 'Winnable' }).first();
		await indicatorSaysWinnable(page);
		assert.match(
			(await item.locator('[aria-label]').first().getAttribute('aria-label')) ??
				(await item.getAttribute('aria-label')) ??
				'',
			/Winnable: the solver found a winning line/,
		);
	});

	test('Hint lights up a move and says it keeps the game winnable', async () => {
		await runCommand(page, 'Montana: Hint: Suggest a Move');
		// The hint's words stand in its own note, with its close button, until the next move.
		const note = panel.frame.getByRole('group', { name: 'Hint' }).locator('p');
		await eventually(async () =>
			assert.match((await note.innerText()).trim(), /^Hint: .*\. This move keeps the game winnable\.$/),
		);
		assert.equal(await panel.frame.locator('.mark-hint').count(), 2, 'its card and its gap are marked');
	});

	test('Autoplay plays the winning line, and a key on the board stops it', async () => {
		await runCommand(page, 'Montana: Autoplay the Winning Line');
		await eventually(async () => assert.ok((await panel.counters()).moves >= 2, 'autoplay made two moves'));
		await panel.grid.getByRole('gridcell').first().focus();
		await page.keyboard.press('x');
		await eventually(async () => assert.equal(await panel.announcement(), 'Autoplay stopped.'));
		const stoppedAt = (await panel.counters()).moves;
		// No state says that nothing happens: the test looks again after the time of a few of autoplay's steps.
		await page.waitForTimeout(3 * autoplayStepMs(DEFAULTS['montana.autoplay.speed']));
		assert.equal((await panel.counters()).moves, stoppedAt, 'no move after the key');
	});

	test('a click on "Winnable? Unknown" thinks for up to a minute, in a notification whose Cancel stops it', async () => {
		await newGameByNumber(page, HARD_DEAL);
		const item = page.locator('.statusbar-item', { hasText: 'Winnable?' }).first();
		await eventually(async () => assert.equal((await item.innerText()).trim(), 'Winnable? Unknown'));
		await item.click();
		await eventually(async () => assert.equal((await item.innerText()).trim(), 'Winnable? Thinking longer'));
		// Said to screen readers as it goes; its toast may hide again, so it is cancelled from the Notifications center.
		await page
			.getByRole('alert')
			.filter({ hasText: /Montana: Winnable\? Thinking for up to a minute: \d+ s, [\d,]+ positions/ })
			.first()
			.waitFor({ state: 'attached' });
		await page.getByRole('button', { name: 'Notifications' }).click();
		const notification = page.locator('.notifications-center .notification-list-item', {
			hasText: 'Thinking for up to a minute',
		});
		await notification.getByRole('button', { name: 'Cancel' }).click();
		await notification.waitFor({ state: 'detached' });
		await eventually(async () => assert.equal((await item.innerText()).trim(), 'Winnable? Unknown'));
	});
});
