/**
 * The solver against the plain search (plainSearch.ts) on positions small enough for the
 * plain search to finish: a won layout with a few cells' contents shuffled, under both
 * any-2 rules (rows interchangeable) and fixed suits. The solver's answer and its
 * depth-first search's alone (which it falls back on for hard positions) must both agree
 * with the plain search's, every
 * winning line must replay to a win, and the sample must hold both answers. Whole deals of
 * the family's smallest games are checked the same way.
 */
import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { problemOf, replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import { depthFirst } from '../../src/engine/solver/montana/depthFirst';
import { FIRST_COLUMN_AND_GAPS, dice, scrambled } from './nearWin';
import { plainSolve } from './plainSearch';

const SAMPLES = 120;
const PLAIN_LIMIT = 20_000;

function crossCheck(
	rules: RuleOptions,
	seed: number,
	always: readonly number[] = [],
): { winnable: number; lost: number } {
	const roll = dice(seed);
	const tally = { winnable: 0, lost: 0 };
	for (let sample = 0; sample < SAMPLES; sample++) {
		// Cells shuffled besides `always`: enough for a search, few enough for the plain search to finish.
		const cells = always.length > 0 ? 2 + roll(8) : 6 + roll(12);
		const game = Game.fromLayout(scrambled('montana', roll, cells, always), rules, 1);
		const plain = plainSolve(game, PLAIN_LIMIT);
		if (plain === 'too big') {
			continue;
		}
		const solution = solveGame(game);
		assert.equal(solution.kind, plain, `sample ${sample}:\n${game.layout().join(' ')}`);
		assert.equal(depthFirst(problemOf(game)).kind, plain, `sample ${sample}, depth first`);
		if (solution.kind === 'winnable') {
			assert.ok(replaysToWin(game, solution.line), `sample ${sample}: the line does not win`);
		}
		tally[plain]++;
	}
	return tally;
}

describe('solver against a plain exhaustive search', () => {
	// A million positions of the plain search and more: past the default on a loaded machine.

	it('agrees on every small position with any 2 opening any row', () => {
		const tally = crossCheck(PRESETS.oneDeal.rules, 12345);
		assert.ok(tally.winnable >= 20 && tally.lost >= 20, JSON.stringify(tally));
	});

	it('agrees on small positions whose 2s and gaps stand anywhere, hops and their classes in play', () => {
		const tally = crossCheck(PRESETS.oneDeal.rules, 24680, FIRST_COLUMN_AND_GAPS);
		assert.ok(tally.winnable >= 20 && tally.lost >= 20, JSON.stringify(tally));
	});

	it('agrees on whole deals of the small games of the family, Line Up and Paganini', () => {
		const tally = { winnable: 0, lost: 0 };
		for (const game of ['lineUp', 'paganini'] as const) {
			for (let number = 1; number <= 12; number++) {
				const deal = Game.deal(number, { ...PRESETS.oneDeal.rules, game });
				const plain = plainSolve(deal, PLAIN_LIMIT * 10);
				assert.notEqual(plain, 'too big', `${game} ${number}`);
				const solution = solveGame(deal);
				assert.equal(solution.kind, plain, `${game} ${number}`);
				assert.equal(depthFirst(problemOf(deal)).kind, plain, `${game} ${number}, depth first`);
				if (solution.kind === 'winnable') {
					assert.ok(replaysToWin(deal, solution.line), `${game} ${number}: the line does not win`);
				}
				tally[solution.kind]++;
			}
		}
		assert.ok(tally.winnable >= 5 && tally.lost >= 5, JSON.stringify(tally));
	});

	it('agrees on every small position with fixed suits', () => {
		const tally = crossCheck({ ...PRESETS.oneDeal.rules, fixedSuits: true }, 678);
		assert.ok(tally.winnable >= 20 && tally.lost >= 20, JSON.stringify(tally));
	});
});
