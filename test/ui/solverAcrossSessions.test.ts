/**
 * What the solver found stays found across a window reload (the extension host starts
 * again): Paganini II's deal 78, which the solver wins in about 0.2 s, after a first move
 * off its line. There a new solve finds no win within the indicator's 5 s; the solve along
 * the line stepped off finds one within a second (or Think Longer does), and that win is
 * kept in globalState. After the reload the indicator says Winnable again, from the
 * kept win, where a solve afresh would say Unknown.
 */
import { strict as assert } from 'node:assert';
import type { Page } from '@playwright/test';
import { GAMES, Game } from '../../src/engine';
import { test } from './fixtures';
import { reloadWindow } from './helpers';
import { Panel, eventually, indicatorSaysWinnable, newGameByNumber } from './panelHelpers';

const GAME = 78;
const PAGANINI_2 = GAMES.paganini2;

test.describe('the solver across a window reload', () => {
	test.use({
		vscodeSettings: {
			'montana.game': 'paganini2',
			'montana.solver.showWinnable': true,
			'montana.animations': false,
			'montana.confirmAbandon': false,
		},
	});
	let page: Page;

	test.beforeEach(({ workbench }) => {
		page = workbench;
	});

	const winnable = () => indicatorSaysWinnable(page);

	test('a win found after a move off the line is still known after the reload', async () => {
		const panel = new Panel(page, PAGANINI_2.name);
		await newGameByNumber(page, GAME);
		await panel.grid.waitFor();
		await winnable();

		const shadow = Game.deal(GAME, PAGANINI_2.rules);
		const offTheLine = shadow.legalMoves().find((move) => move.from === 110 && move.to === 0);
		assert.ok(offTheLine, 'the move is legal');
		await panel.clickMove(shadow, offTheLine);
		shadow.play(offTheLine.from, offTheLine.to);
		await panel.counts(shadow);
		await winnable();

		// The web workbench writes globalState shortly after a change (desktop VS Code flushes on shutdown).
		await page.waitForTimeout(1000);
		await reloadWindow(page);
		await panel.grid.waitFor();
		await panel.counts(shadow);
		// Known from the last session: no solve, so no Think Longer either.
		const indicator = page.locator('.statusbar-item', { hasText: 'Winnable' }).first();
		await eventually(async () => assert.equal((await indicator.innerText()).trim(), 'Winnable'));
	});
});
