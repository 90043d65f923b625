/**
 * A request answered as a worker answers it: the plan for the redeal comes with every
 * answer that is not a win, from the half of a split solve that proves the position lost
 * or from the exact half.
 */
import assert from 'node:assert/strict';
import { GAMES, Game, KING, PRESETS, SUITS, makeCard } from '../../src/engine';
import { SEARCHES } from '../../src/engine/solver/contract';
import { answerRequest } from '../../src/extension/solver/client/answerRequest';
import { solverPosition } from '../../src/extension/solver/client/solverProtocol';
import { countingClock } from '../countingClock';
import { HARD_DEAL } from '../hardDeal';

const BUDGET = { timeLimitMs: 1000, memoryLimitBytes: 64 * 1024 * 1024, planTimeLimitMs: 300 };

/** A Double Montana position with no move, redeals left: each row a suit's Queen down to 2, another suit's King, a gap. */
function stuckDoubleMontana(): Game {
	const layout = Array.from({ length: 8 }, (_, row) => {
		const deck = row >> 2;
		const suit = row % SUITS.length;
		const others = Array.from({ length: KING - 2 }, (_, i) => makeCard((suit + 1) % SUITS.length, KING - 1 - i, deck));
		return [...others, makeCard(suit, KING, deck), null];
	}).flat();
	return Game.fromLayout(layout, GAMES.doubleMontana.rules, 1);
}

describe('a request answered in a worker', () => {
	it('comes with the plan from whichever half proves the position lost: in a two-deck game, the half that finds wins too', () => {
		const game = stuckDoubleMontana();
		assert.deepEqual(game.legalMoves(), [], 'no move');
		assert.notEqual(game.redealsLeft(), 0, 'redeals left');
		for (const searches of SEARCHES) {
			const answer = answerRequest(
				{ position: solverPosition(game), budget: BUDGET, searches },
				{ aborted: false },
				undefined,
				countingClock(1),
			);
			assert.ok(answer.kind === 'lost' && answer.plan !== undefined, `${searches}: ${JSON.stringify(answer)}`);
		}
	});

	it('comes without a plan from the half that finds wins when it finds none: the exact half plans', () => {
		const position = solverPosition(Game.deal(HARD_DEAL, PRESETS.windows.rules));
		const short = { ...BUDGET, timeLimitMs: 200 };
		const wins = answerRequest(
			{ position, budget: short, searches: 'wins' },
			{ aborted: false },
			undefined,
			countingClock(1),
		);
		assert.ok(wins.kind === 'unknown' && wins.plan === undefined, JSON.stringify(wins).slice(0, 200));
		const exact = answerRequest(
			{ position, budget: short, searches: 'exact' },
			{ aborted: false },
			undefined,
			countingClock(1),
		);
		assert.ok(exact.kind === 'unknown' && exact.plan !== undefined, JSON.stringify(exact).slice(0, 200));
	});
});
