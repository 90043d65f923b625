import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { planRedeal } from '../../src/engine/solver/schedule/planner';
import type { RedealPlan } from '../../src/engine/solver/contract';
import { solveGame } from '../../src/engine/solver/fromGame';
import { countingClock } from '../countingClock';
import { LAYOUTS, layoutFrom } from './helpers';
import { GAME_IDS } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { inMontanaSearch } from '../../src/engine/solver/fromGame';
import { dice, scrambled } from './nearWin';
import { plainMostHome } from './plainSearch';

const anytime = PRESETS.windows.rules;
const whenStuck = PRESETS.gaps.rules;
/** The games the general search plays: two decks, and every acceptance rule but Montana's. */
const GENERAL_GAMES = GAME_IDS.filter((id) => !inMontanaSearch(modelOf(id)));

function gameFrom(layout: string, rules: RuleOptions = anytime, gameNumber = 1): Game {
	return Game.fromLayout(layoutFrom(layout), rules, gameNumber);
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
			const plan = planRedeal(game, { timeLimitMs: 100, now: countingClock(1) });
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
			const budget = () => ({ timeLimitMs: 100, now: countingClock(1) });
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

	it('says when its line wins after all, and stops when cancelled', () => {
		const almostWon = gameFrom(LAYOUTS.almostWon);
		const plan = planRedeal(almostWon);
		assert.equal(plan?.wins, true);
		assert.equal(replay(almostWon, plan).status(), 'won');

		// Cancelled, it stops at its first look at the signal, with the best it found by then.
		const cancelled = planRedeal(Game.deal(1, anytime), { signal: { aborted: true } });
		assert.deepEqual(cancelled && [cancelled.complete, cancelled.stats.nodes], [false, 256]);
		replay(Game.deal(1, anytime), cancelled);
	});

	it('plans every game of the general search, by the game’s own moves, to the most cards home any position reachable has', () => {
		assert.ok(GENERAL_GAMES.includes('doubleMontana') && GENERAL_GAMES.includes('galary'));
		const roll = dice(97531);
		// Rectangular Rovers' cards slide back and forth: no position of it is small enough for the plain search.
		for (const game of GENERAL_GAMES.filter((id) => id !== 'rectangularRovers')) {
			let checked = 0;
			for (let sample = 0; sample < 40 && checked < 4; sample++) {
				const rules = { ...(sample % 2 === 0 ? anytime : whenStuck), game };
				const position = Game.fromLayout(scrambled(game, roll, 4 + roll(8)), rules, 1);
				const most = plainMostHome(position, 5000, rules.redealWhen === 'whenStuck');
				if (most === 'too big' || position.status() === 'won') {
					continue;
				}
				const plan = planRedeal(position);
				const where = `${game} sample ${sample} (${rules.redealWhen})`;
				if (most < 0) {
					assert.equal(plan, null, `${where}: no stuck position to plan for`);
				} else {
					assert.ok(plan?.complete || plan?.wins, `${where}: every position searched`);
					const end = replay(position, plan);
					assert.equal(end.cardsHome(), most, where);
					if (rules.redealWhen === 'whenStuck') {
						assert.equal(end.legalMoves().length, 0, `${where}: the line ends where the redeal is allowed`);
					}
				}
				checked++;
			}
			assert.ok(checked >= 2, `${game}: ${checked} positions small enough to check`);
		}
	});

	it('plans a dealt game of the general search within its budget, keeping at least what the one-ply hint keeps', () => {
		for (const game of ['doubleMontana', 'galary', 'rectangularRovers'] as const) {
			const deal = Game.deal(3, { ...anytime, game });
			const plan = planRedeal(deal, { timeLimitMs: 100, now: countingClock(1) });
			const end = replay(deal, plan);
			const hinted = deal.clone();
			const move = suggestMove(deal);
			assert.ok(move, game);
			hinted.play(move.from, move.to);
			assert.ok(end.cardsHome() >= hinted.cardsHome(), `${game}: ${end.cardsHome()} < ${hinted.cardsHome()}`);
		}
	});
});
