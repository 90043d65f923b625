import { strict as assert } from 'node:assert';
import { Game, PRESETS, type RuleOptions, planRedeal } from '../../src/engine';
import { GameSession } from '../../src/extension/game/gameSession';
import { answerRequest } from '../../src/extension/solver/client/answerRequest';
import { HINT_BUDGET, PLANNING_HINT_BUDGET } from '../../src/extension/solver/budgets';
import { WINNING_MOVE, hintWaitNotice, solverHint, type Solve } from '../../src/extension/solver/features/solverHint';
import type { SolveBudget } from '../../src/extension/solver/client/solverProtocol';
import { LAYOUTS, layoutFrom } from '../engine/helpers';
import { countingClock } from '../countingClock';
import { inThreadSolve } from './inThreadSolve';

const oneDeal = PRESETS.oneDeal.rules;

function session(layout: string, rules: RuleOptions = oneDeal): GameSession {
	return new GameSession(Game.fromLayout(layoutFrom(layout), rules, 7), 'oneDeal');
}

/** The solver's hint and the engine's one-ply hint for the session's position: the cells each highlights. */
async function bothHints(s: GameSession) {
	const oneply = s.apply({ type: 'hint' });
	const outcome = await solverHint(s, inThreadSolve());
	assert.ok(outcome?.kind === 'highlight' && oneply.kind === 'highlight', 'both highlight a move');
	return { solver: outcome.positions, oneply: oneply.positions, why: outcome.why };
}

describe('solverHint', () => {
	it("shows the next move of the solver's winning line and says it keeps the game winnable", async () => {
		const s = session(LAYOUTS.almostWon);
		const outcome = await solverHint(s, inThreadSolve());
		assert.deepEqual(outcome, { kind: 'highlight', positions: [51, 50], why: WINNING_MOVE });
	});

	it('falls back to the one-ply hint on a proved loss and says that no win is left', async () => {
		const hints = await bothHints(session(LAYOUTS.deadEnd));
		assert.deepEqual(hints.solver, hints.oneply);
		assert.equal(hints.why, 'The game can no longer be won (proved); this move keeps the most cards home.');
	});

	it('says the solver failed, not that it found no line, and shows the one-ply move', async () => {
		const s = session(LAYOUTS.deadEnd);
		const oneply = s.apply({ type: 'hint' });
		const failing: Solve = () => Promise.resolve({ kind: 'failed', message: 'its worker stopped with exit code 1' });
		const outcome = await solverHint(s, failing);
		assert.ok(outcome?.kind === 'highlight' && oneply.kind === 'highlight');
		assert.deepEqual(outcome.positions, oneply.positions);
		assert.equal(
			outcome.why,
			'The solver failed: its worker stopped with exit code 1; this move keeps the most cards home.',
		);
	});

	it("with a shuffle left, shows the shuffle planner's move, not the one-ply trap, and what its line keeps home", async () => {
		const s = session(LAYOUTS.greedyTrap, PRESETS.windows.rules);
		const hints = await bothHints(s);
		assert.notDeepEqual(hints.solver, hints.oneply);
		assert.equal(hints.why, 'No win without a shuffle (proved); this line keeps 46 cards home for the shuffle.');
		// The move shown is the first of a line that gets there: played on, the hint leads to 46 cards home.
		let game = s.game;
		for (let guard = 0; guard < 40 && game.cardsHome() < 46; guard++) {
			const next = await solverHint(s, inThreadSolve());
			assert.ok(next?.kind === 'highlight', 'a move on the way');
			s.apply({ type: 'moveCard', card: s.game.cardAt(next.positions[0]) ?? -1, to: next.positions[1] });
			game = s.game;
		}
		assert.equal(game.cardsHome(), 46);
	});

	it('says to shuffle now when no move brings more cards home, and plays on to no move left when the rules wait for it', async () => {
		const anytime = await solverHint(session(LAYOUTS.nothingToGain, PRESETS.windows.rules), inThreadSolve());
		assert.deepEqual(anytime, {
			kind: 'notice',
			text: 'No win without a shuffle (proved); no move brings more than the 38 cards home now: shuffle now.',
			level: 'info',
		});
		const whenStuck = await solverHint(session(LAYOUTS.nothingToGain, PRESETS.gaps.rules), inThreadSolve());
		assert.deepEqual(whenStuck, {
			kind: 'highlight',
			positions: [50, 42],
			why: 'No win without a shuffle (proved); no move brings more cards home, and the shuffle waits until no move is left: this line gets there keeping 38 cards home, as many as now.',
		});
	});

	it('asks for a plan only while a shuffle is left, and says when the solver ran out of time before the plan', async () => {
		const budgets: SolveBudget[] = [];
		// The solver's own time is spent at its first look at the clock; the planner still gets its second.
		const hurried: Solve = (position, budget) => {
			budgets.push(budget);
			return Promise.resolve(
				answerRequest(
					{ position, budget: { ...budget, timeLimitMs: 0 } },
					{ aborted: false },
					undefined,
					countingClock(1),
				),
			);
		};
		const outcome = await solverHint(new GameSession(Game.deal(2, PRESETS.windows.rules), 'windows'), hurried);
		assert.match(
			outcome?.kind === 'highlight' ? (outcome.why ?? '') : '',
			/^No winning line found in \d+(\.\d)? s; this line keeps \d+ cards home for the shuffle\.$/,
		);
		await solverHint(new GameSession(Game.deal(2, oneDeal), 'oneDeal'), hurried);
		assert.deepEqual(budgets, [PLANNING_HINT_BUDGET, HINT_BUDGET]);
	});

	it("calls the planner's line a winning one when it reaches a win the solver did not find in time", async () => {
		const s = session(LAYOUTS.almostWon, PRESETS.windows.rules);
		const stats = { nodes: 0, positions: 0, deadEnds: 0, elapsedMs: 1500, tableBytes: 0, bestHome: 47 };
		// The solver's time ran out (as on a hard deal); the planner, searching on, came to the win.
		const outOfTime: Solve = () =>
			Promise.resolve({ kind: 'unknown', reason: 'time', stats, plan: planRedeal(s.game) });
		assert.deepEqual(await solverHint(s, outOfTime), { kind: 'highlight', positions: [51, 50], why: WINNING_MOVE });
	});

	it('is honest when the solver runs out of time: no winning line found in the time it searched, not "lost"', async () => {
		const s = new GameSession(Game.deal(2, oneDeal), 'oneDeal');
		const stats = { nodes: 0, positions: 0, deadEnds: 0, elapsedMs: 1500, tableBytes: 0, bestHome: 0 };
		const outOfTime =
			(elapsedMs: number): Solve =>
			() =>
				Promise.resolve({ kind: 'unknown', reason: 'time', stats: { ...stats, elapsedMs } });
		const oneply = s.apply({ type: 'hint' });
		const mostHome = 'this move keeps the most cards home.';
		assert.deepEqual(await solverHint(s, outOfTime(1500)), {
			...oneply,
			why: `No winning line found in 1.5 s; ${mostHome}`,
		});
		// The answer of a longer solve of the same position that the hint joined (the indicator's).
		assert.deepEqual(await solverHint(s, outOfTime(5003)), {
			...oneply,
			why: `No winning line found in 5 s; ${mostHome}`,
		});
	});

	it('says the longest the solver has searched the position, not its own shorter search after the indicator’s', async () => {
		const s = new GameSession(Game.deal(2, PRESETS.windows.rules), 'windows');
		// The Hint's own solve (1.5 s and a redeal plan) after the indicator's 5 s found nothing either.
		const hurried: Solve = (position, budget) =>
			Promise.resolve(answerRequest({ position, budget: { ...budget, timeLimitMs: 0 } }, { aborted: false }));
		const asked: string[] = [];
		const outcome = await solverHint(s, hurried, {
			searchedMs: (position) => (asked.push(position.layout.join()), 5004),
		});
		assert.deepEqual(asked, [s.game.layout().join()], 'asked about the position shown');
		assert.match(
			outcome?.kind === 'highlight' ? (outcome.why ?? '') : '',
			/^No winning line found in 5 s; this line keeps \d+ cards home for the shuffle\.$/,
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

	it('says at once that it waits for a longer solve of its position, and nothing while the wait is short', () => {
		const game = session(LAYOUTS.almostWon).game;
		const solving = (limitMs: number | undefined) => ({ runningTimeLimitMs: () => limitMs });
		assert.deepEqual(hintWaitNotice(game, solving(60_000)), {
			kind: 'notice',
			text: 'Hint: the solver is thinking about this position for up to 60 seconds; the hint comes with its answer.',
			level: 'info',
		});
		assert.equal(hintWaitNotice(game, solving(5000)), undefined, "the indicator's solve: a short wait");
		assert.equal(hintWaitNotice(game, solving(undefined)), undefined, 'no solve of this position under way');
	});
});
