/**
 * "Winnable deals only" in the real VS Code: under rules without redeals, New Game deals
 * the first game number from a random start that the solver proves winnable, and shows
 * that number, so the deal can be shared; the numbers before it were not proved winnable.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';
import { replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import type { SolveOutcome } from '../../src/extension/solver/client/solverHost';
import type { SolverPosition } from '../../src/extension/solver/client/solverProtocol';
import type { TestApi } from '../../src/extension/testApi';
import { montana, resetWorld, setSetting, until } from './helpers';

const oneDeal = PRESETS.oneDeal.rules;

interface Asked {
	readonly position: SolverPosition;
	readonly answer: SolveOutcome;
}

/** Runs New Game under the rules `preset`, recording every question the extension puts to its solver and its answer. */
async function newGameWatchingSolver(api: TestApi, preset: string): Promise<Asked[]> {
	await setSetting(api, 'rules.preset', preset);
	const asked: Asked[] = [];
	const solver = api.solver;
	const solve = solver.solve.bind(solver);
	solver.solve = async (position, budget, onProgress) => {
		const answer = await solve(position, budget, onProgress);
		asked.push({ position, answer });
		return answer;
	};
	try {
		await vscode.commands.executeCommand('montana.newGame');
	} finally {
		// The instance's own property shadowed the class's method; removing it brings that back.
		Reflect.deleteProperty(solver, 'solve');
	}
	return asked;
}

describe('Winnable deals only', function () {
	// Up to 25 deals at 4 s each on a loaded machine.
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		await setSetting(api, 'solver.winnableDealsOnly', true);
	});
	afterEach(async () => {
		api.solver.cancel();
		await resetWorld(api);
	});

	it('New Game deals the next game number the solver proves winnable, and shows that number', async () => {
		const asked = await newGameWatchingSolver(api, 'oneDeal');
		assert.ok(asked.length > 0, 'the solver was asked');
		const numbers = asked.map(({ position }) => position.gameNumber);
		const first = numbers[0];
		// One number after another from a random start, each asked about as that number's own deal.
		assert.deepEqual(
			numbers,
			numbers.map((_, i) => first + i),
		);
		for (const { position } of asked) {
			assert.deepEqual(position.layout, Game.deal(position.gameNumber, oneDeal).layout());
			assert.deepEqual(position.rules, oneDeal);
		}

		const last = asked[asked.length - 1];
		const dealt = last.position.gameNumber;
		assert.ok(last.answer.kind === 'winnable', `the last number tried was proved winnable: ${last.answer.kind}`);
		// The proof: the solver's line wins game `dealt` when the engine plays it from the deal.
		assert.ok(replaysToWin(Game.deal(dealt, oneDeal), last.answer.line));

		// The game in progress is that number's deal, untouched, and says its number where the player sees it.
		const game = api.game.ensureSession().game;
		assert.equal(game.gameNumber, dealt);
		assert.deepEqual(game.layout(), Game.deal(dealt, oneDeal).layout());
		assert.equal(game.moves, 0);
		await until(() => api.gamePanel() !== undefined, 'the game panel');
		assert.equal(api.gamePanel()?.panel.title, `Montana #${dealt}`);
		assert.equal(api.game.view().gameNumber, dealt);

		// The numbers skipped were not proved winnable; those the solver proved lost, the engine proves lost too.
		for (const { position, answer } of asked.slice(0, -1)) {
			assert.notEqual(answer.kind, 'winnable', `game ${position.gameNumber} was skipped`);
			if (answer.kind === 'lost') {
				assert.equal(solveGame(Game.deal(position.gameNumber, oneDeal), { timeLimitMs: 30_000 }).kind, 'lost');
			}
		}
		console.log(
			`      winnable deals only: dealt game ${dealt} after ${asked.length - 1} skipped (${asked
				.slice(0, -1)
				.map(({ position, answer }) => `${position.gameNumber} ${answer.kind}`)
				.join(', ')})`,
		);
	});

	it('asks the solver nothing under rules with shuffles: any deal can be played on after a shuffle', async () => {
		assert.deepEqual(await newGameWatchingSolver(api, 'windows'), []);
		assert.equal(api.game.ensureSession().game.rules.maxRedeals, 15);
	});
});
