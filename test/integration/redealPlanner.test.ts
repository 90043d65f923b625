/**
 * The redeal planner behind the game panel's Hint, in the real VS Code: on a deal with no
 * win and redeals left, the Hint shows the planner's move and says what its line keeps home.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS } from '../../src/engine/rules';
import { solveGame } from '../../src/engine/solver/fromGame';
import { planRedeal } from '../../src/engine/solver/schedule/planner';
import type { TestApi } from '../../src/extension/testApi';
import { montana, resetWorld, setSetting, watchedGamePanel } from './helpers';

/**
 * Deals the solver proves lost at once (a card frozen out of place). From game 242's deal
 * the planner's whole search finds 4 cards home at best; game 32's one move brings none.
 */
const LOST_DEAL = 242;
const NOTHING_TO_GAIN = 32;

describe('The shuffle planner in the game', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetWorld(api));
	afterEach(() => api.solver.cancel());

	async function hintFor(gameNumber: number) {
		assert.equal(solveGame(Game.deal(gameNumber, PRESETS.windows.rules)).kind, 'lost');
		await setSetting(api, 'rules.preset', 'windows');
		await vscode.commands.executeCommand('montana.newGameByNumber', gameNumber);
		const { posted } = await watchedGamePanel(api);
		await vscode.commands.executeCommand('montana.hint');
		return posted.filter((message) => message.type === 'highlight' || message.type === 'notice');
	}

	it('Hint with shuffles left and no win shows the move that keeps the most cards home for the shuffle, and says so', async () => {
		const plan = planRedeal(Game.deal(LOST_DEAL, PRESETS.windows.rules));
		assert.ok(plan?.complete && plan.home === 4);
		assert.deepEqual(await hintFor(LOST_DEAL), [
			{
				type: 'highlight',
				positions: [plan.line[0].from, plan.line[0].to],
				reason: 'hint',
				why: 'No win without a shuffle (proved); this line keeps 4 cards home for the shuffle.',
			},
		]);
		// More than the one-ply hint's move brings home.
		const game = api.game.ensureSession().game.clone();
		const oneply = suggestMove(game);
		assert.ok(oneply);
		game.play(oneply.from, oneply.to);
		assert.ok(game.cardsHome() < 4, `the one-ply move brings ${game.cardsHome()} home`);
	});

	it('Hint says to shuffle now when no move brings a card home', async () => {
		assert.deepEqual(await hintFor(NOTHING_TO_GAIN), [
			{
				type: 'notice',
				text: 'No win without a shuffle (proved); no move brings more than the 1 card home now: shuffle now.',
				level: 'info',
			},
		]);
	});
});
