import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { type RedealPlan, planRedeal } from '../../src/engine/solver/planner';
import { solveGame } from '../../src/engine/solver/fromGame';
import { layoutFrom } from './helpers';

const anytime = PRESETS.windows.rules;
const whenStuck = PRESETS.gaps.rules;

/**
 * Lost without a redeal (39 cards home). The one-ply hint brings the JD and QD home at
 * once (2 cards), but after that no line keeps more than 43; moving the QS out of the
 * way first leads to 46. Found by a search over random near-finished positions.
 */
const GREEDY_TRAP = `
	2C 3C 4C 5C 6C 7C 8C 9C TC JC KD JS KC
	2D 3D 4D 5D 6D 7D 8D 9D TD -- QD QC KH
	2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KS --
	2S 3S 4S 5S 6S 7S 8S 9S TS QS JD -- --`;

/** 38 cards home; the one move left, the 6S after the 5S, leaves a gap after the KS and brings nothing home. */
const NOTHING_TO_GAIN = `
	2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
	2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
	2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
	2S 3S 5S -- 7S 8S 9S TS JS QS KS 6S 4S`;

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
		const one = gameFrom(GREEDY_TRAP, anytime, 1);
		const other = gameFrom(GREEDY_TRAP, anytime, 4242);
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
		const game = gameFrom(GREEDY_TRAP);
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
		const game = gameFrom(GREEDY_TRAP, whenStuck);
		const plan = planRedeal(game);
		const end = replay(game, plan);
		assert.equal(end.status(), 'stuck');
		assert.ok(end.whyNotRedeal() === null, 'the redeal is allowed there');
		assert.ok(plan?.complete);
		assert.equal(plan.home, 46);
	});

	it('keeps the position as it is when no move brings more cards home, or plays on to a stuck one when it must', () => {
		const game = gameFrom(NOTHING_TO_GAIN);
		assert.equal(game.legalMoves().length, 1);
		const stay = planRedeal(game);
		assert.deepEqual(stay && [stay.line, stay.home, stay.complete], [[], 38, true]);

		const stuckFirst = gameFrom(NOTHING_TO_GAIN, whenStuck);
		const plan = planRedeal(stuckFirst);
		assert.equal(plan?.line.length, 1);
		assert.equal(plan.home, 38);
		assert.equal(replay(stuckFirst, plan).status(), 'stuck');
	});

	it('says when its line wins after all, and gives up with nothing when the budget ends before a stuck position', () => {
		const almostWon = gameFrom(
			`2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
			 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
			 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
			 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS`,
		);
		const plan = planRedeal(almostWon);
		assert.equal(plan?.wins, true);
		assert.equal(replay(almostWon, plan).status(), 'won');

		const cancelled = { signal: { aborted: true } };
		assert.equal(planRedeal(Game.deal(1, whenStuck), cancelled), null);
		assert.deepEqual(planRedeal(Game.deal(1, anytime), cancelled)?.line, []);
	});
});
