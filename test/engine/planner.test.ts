import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { type RedealPlan, planRedeal } from '../../src/engine/solver/planner';
import { solveGame } from '../../src/engine/solver/fromGame';
import { LAYOUTS, layoutFrom } from './helpers';

const anytime = PRESETS.windows.rules;
const whenStuck = PRESETS.gaps.rules;

function gameFrom(layout: string, rules: RuleOptions = anytime, gameNumber = 1): Game {
	return Game.fromLayout(layoutFrom(layout), rules, gameNumber);
}

/** A clock that moves one millisecond each time it is read: a time limit becomes a fixed amount of work. */
function ticks(): () => number {
	let time = 0;
	return () => time++;
}

/** Plays the plan's line on a copy through the engine's checked moves; the copy at its end. */
function replay(game: Game, plan: RedealPlan | null): Game {
	assert.ok(plan, 'a plan');
	const copy = game.clone();
	for (const move of plan.line) {
		assert.equal(copy.cardAt(move.from), move.card, 'the line names the card that is there');
		copy.play(move.from, move.to);
	}
	assert.equal(copy.cardsHome(), plan.home, 'the plan keeps the cards home it says');
	return copy;
}

describe('redeal planner', () => {
	it("plays its line on the engine to a position with the cards home it promises, at least the one-ply hint's", () => {
		for (const gameNumber of [1, 2, 3]) {
			const game = Game.deal(gameNumber, anytime);
			const plan = planRedeal(game, { timeLimitMs: 100, now: ticks() });
			replay(game, plan);
			const hinted = game.clone();
			const move = suggestMove(game);
			assert.ok(move);
			hinted.play(move.from, move.to);
			assert.ok((plan?.home ?? 0) >= hinted.cardsHome(), `game ${gameNumber}: ${plan?.home} < ${hinted.cardsHome()}`);
		}
	});

	it('never reads what a redeal will deal: the same position in games with other redeals gets the same plan', () => {
		const one = gameFrom(LAYOUTS.greedyTrap, anytime, 1);
		const other = gameFrom(LAYOUTS.greedyTrap, anytime, 4242);
		const [oneRedealt, otherRedealt] = [one.clone(), other.clone()];
		oneRedealt.redeal();
		otherRedealt.redeal();
		assert.notDeepEqual(oneRedealt.layout(), otherRedealt.layout(), 'the two games redeal differently');
		const strip = (plan: RedealPlan | null) => plan && { line: plan.line, home: plan.home, complete: plan.complete };
		assert.deepEqual(strip(planRedeal(one)), strip(planRedeal(other)));
		for (const gameNumber of [7, 8]) {
			// A whole deal, searched for a fixed amount of work, reached from two game numbers.
			const deal = Game.deal(gameNumber, anytime);
			const elsewhere = Game.fromLayout(deal.layout(), anytime, gameNumber + 1000);
			const budget = () => ({ timeLimitMs: 100, now: ticks() });
			assert.deepEqual(strip(planRedeal(deal, budget())), strip(planRedeal(elsewhere, budget())));
		}
	});

	it('keeps more cards home than the obvious one-ply move, which walks into a worse redeal', () => {
		const game = gameFrom(LAYOUTS.greedyTrap);
		assert.equal(solveGame(game).kind, 'lost');
		const plan = planRedeal(game);
		assert.ok(plan?.complete, 'every reachable position was searched');
		assert.equal(game.cardsHome(), 39);
		assert.equal(replay(game, plan).cardsHome(), 46);

		const greedy = suggestMove(game);
		assert.ok(greedy);
		assert.notDeepEqual(plan.line[0], greedy);
		const afterGreedy = game.clone();
		afterGreedy.play(greedy.from, greedy.to);
		assert.equal(afterGreedy.cardsHome(), 41, 'the one-ply move brings two cards home at once');
		const bestAfterGreedy = planRedeal(afterGreedy);
		assert.ok(bestAfterGreedy?.complete);
		assert.equal(bestAfterGreedy.home, 43);
	});

	it('under rules that redeal only when no move is left, ends its line where no move is left', () => {
		const game = gameFrom(LAYOUTS.greedyTrap, whenStuck);
		const plan = planRedeal(game);
		const end = replay(game, plan);
		assert.equal(end.status(), 'stuck');
		assert.ok(end.whyNotRedeal() === null, 'the redeal is allowed there');
		assert.ok(plan?.complete);
		assert.equal(plan.home, 46);
	});

	it('keeps the position as it is when no move brings more cards home, or plays on to a stuck one when it must', () => {
		const game = gameFrom(LAYOUTS.nothingToGain);
		assert.equal(game.legalMoves().length, 1);
		const stay = planRedeal(game);
		assert.deepEqual(stay && [stay.line, stay.home, stay.complete], [[], 38, true]);

		const stuckFirst = gameFrom(LAYOUTS.nothingToGain, whenStuck);
		const plan = planRedeal(stuckFirst);
		assert.equal(plan?.line.length, 1);
		assert.equal(plan.home, 38);
		assert.equal(replay(stuckFirst, plan).status(), 'stuck');
	});

	it('says when its line wins after all, and stops when cancelled, and has nothing for a game it does not play', () => {
		const almostWon = gameFrom(LAYOUTS.almostWon);
		const plan = planRedeal(almostWon);
		assert.equal(plan?.wins, true);
		assert.equal(replay(almostWon, plan).status(), 'won');

		assert.equal(planRedeal(Game.deal(1, { ...anytime, game: 'doubleMontana' })), null, 'two decks: not yet');
		// Cancelled, it stops at its first look at the signal, with the best it found by then.
		const cancelled = planRedeal(Game.deal(1, anytime), { signal: { aborted: true } });
		assert.deepEqual(cancelled && [cancelled.complete, cancelled.stats.nodes], [false, 256]);
		replay(Game.deal(1, anytime), cancelled);
	});
});
