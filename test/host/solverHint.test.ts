import { strict as assert } from 'node:assert';
import { Game, PRESETS, type RuleOptions } from '../../src/engine';
import { GameSession } from '../../src/extension/gameSession';
import { HINT_BUDGET, WINNING_MOVE, solverHint, type Solve } from '../../src/extension/solver/solverHint';
import { LAYOUTS, layoutFrom } from '../engine/helpers';
import { inThreadSolve } from './inThreadSolve';

const oneDeal = PRESETS.oneDeal.rules;

function session(layout: string, rules: RuleOptions = oneDeal): GameSession {
	return new GameSession(Game.fromLayout(layoutFrom(layout), rules, 7), 'oneDeal');
}

describe('solverHint', () => {
	it("shows the next move of the solver's winning line and says it keeps the game winnable", async () => {
		const s = session(LAYOUTS.almostWon);
		const outcome = await solverHint(s, inThreadSolve());
		assert.deepEqual(outcome, { kind: 'highlight', positions: [51, 50], why: WINNING_MOVE });
	});

	it('falls back to the one-ply hint on a proved loss and says that no win is left', async () => {
		const s = session(LAYOUTS.deadEnd);
		const oneply = s.apply({ type: 'hint' });
		const outcome = await solverHint(s, inThreadSolve());
		assert.equal(outcome?.kind, 'highlight');
		assert.deepEqual(
			outcome?.kind === 'highlight' && outcome.positions,
			oneply.kind === 'highlight' && oneply.positions,
		);
		assert.equal(
			outcome?.kind === 'highlight' && outcome.why,
			'The game can no longer be won (proved); this move keeps the most cards home.',
		);
	});

	it('says "no win without a redeal" when the rules still allow one', async () => {
		const outcome = await solverHint(session(LAYOUTS.deadEnd, PRESETS.windows.rules), inThreadSolve());
		assert.match(outcome?.kind === 'highlight' ? (outcome.why ?? '') : '', /^No win without a redeal \(proved\)/);
	});

	it('is honest when the solver runs out of time: no winning line found, not "lost"', async () => {
		// Game 2 takes the solver more than a thousand positions, so the cancel is seen before any answer.
		const s = new GameSession(Game.deal(2, oneDeal), 'oneDeal');
		const outcome = await solverHint(s, inThreadSolve(true));
		assert.equal(
			outcome?.kind === 'highlight' && outcome.why,
			`No winning line found in ${HINT_BUDGET.timeLimitMs / 1000} s; this move keeps the most cards home.`,
		);
	});

	it('drops the hint when the player moved while the solver thought', async () => {
		const s = session(LAYOUTS.almostWon);
		const outcome = await solverHint(s, async (position, budget) => {
			const answer = await inThreadSolve()(position, budget);
			s.apply({ type: 'moveCard', card: s.game.cardAt(51) ?? 0 });
			return answer;
		});
		assert.equal(outcome, undefined);
		assert.equal(s.game.status(), 'won');
	});

	it('leaves the engine to say so when no card can move or the game is won', async () => {
		const asked: string[] = [];
		const solve: Solve = (position, budget) => {
			asked.push('solver');
			return inThreadSolve()(position, budget);
		};
		assert.equal((await solverHint(session(LAYOUTS.stuck), solve))?.kind, 'notice');
		assert.equal((await solverHint(session(LAYOUTS.won), solve))?.kind, 'notice');
		assert.deepEqual(asked, []);
	});
});
