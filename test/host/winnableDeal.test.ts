import { strict as assert } from 'node:assert';
import { Game, MAX_GAME_NUMBER, PRESETS, solveGame } from '../../src/engine';
import { findWinnableDeal, winnableDealsApply } from '../../src/extension/solver/features/winnableDeal';
import { countingClock } from '../countingClock';
import { inThreadSolve } from './inThreadSolve';

const oneDeal = PRESETS.oneDeal.rules;

describe('winnable deals only', () => {
	it('applies only to rules without redeals', () => {
		assert.equal(winnableDealsApply(oneDeal), true);
		assert.equal(winnableDealsApply(PRESETS.windows.rules), false);
		assert.equal(winnableDealsApply(PRESETS.unlimited.rules), false);
	});

	it('deals a number the solver proves winnable: game 17 under One deal is', async () => {
		// A deal the solver wins in a few hundredths of a second of CPU, so even a loaded machine answers within the budget.
		const found = await findWinnableDeal(17, oneDeal, inThreadSolve());
		assert.equal(found, 17);
		const solution = solveGame(Game.deal(17, oneDeal), { timeLimitMs: 20_000, now: countingClock() });
		assert.equal(solution.kind, 'winnable');
	});

	it('stops with an error when the solver fails, rather than skip the deal as not proved winnable', async () => {
		const tried: number[] = [];
		await assert.rejects(
			findWinnableDeal(
				100,
				oneDeal,
				() => Promise.resolve({ kind: 'failed', message: 'its worker stopped with exit code 1' }),
				() => false,
				(gameNumber) => tried.push(gameNumber),
			),
			{ message: 'the solver failed while looking for a winnable deal: its worker stopped with exit code 1.' },
		);
		assert.deepEqual(tried, [100]);
	});

	it('skips deals without a proved win, goes on past the last game number to the first, and stops when asked', async () => {
		const tried: number[] = [];
		const found = await findWinnableDeal(
			MAX_GAME_NUMBER,
			oneDeal,
			inThreadSolve(true),
			() => tried.length >= 2,
			(gameNumber) => tried.push(gameNumber),
		);
		assert.equal(found, undefined);
		assert.deepEqual(tried, [MAX_GAME_NUMBER, 1]);
	});
});
