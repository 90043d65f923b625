/**
 * The solver in every game of the family: positions a few cells away from a won layout
 * (the won rows with some cells' contents shuffled among themselves, gaps included), each
 * answer checked against the plain exhaustive search (plainSearch.ts) and each winning
 * line replayed on the engine. Two-deck games, the rules other than `successor` and fixed
 * suits all go through here.
 */
import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import type { RuleOptions } from '../../src/engine/rules';
import { replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import { REPEATED_BEAMS, WIDENING_BEAMS, beam } from '../../src/engine/solver/montana/beam';
import { countingClock } from '../countingClock';
import { anyGameBoardOf, engineLine } from './helpers';
import { dice, playedBack, scrambled } from './nearWin';
import { plainSolve } from './plainSearch';

const PLAIN_LIMIT = 5_000;
/** Of each kind (scrambled, played back) per game. */
const SAMPLES = 12;

/** Solves `game`, checks the answer against the plain search, and replays a win; returns the plain answer. */
function crossChecked(game: Game, what: string): 'winnable' | 'lost' | 'too big' {
	const plain = plainSolve(game, PLAIN_LIMIT);
	if (plain === 'too big') {
		return plain;
	}
	const solution = solveGame(game);
	assert.equal(solution.kind, plain, `${what}:\n${game.layout().join(' ')}`);
	if (solution.kind === 'winnable') {
		// Each move names the one card it moves (in a two-deck game, which copy), and the line wins on the engine.
		const copy = game.clone();
		solution.line.forEach((move, i) => {
			assert.equal(copy.cardAt(move.from), move.card, `${what}: move ${i + 1} names another card`);
			copy.play(move.from, move.to);
		});
		assert.equal(copy.status(), 'won', `${what}: the line does not win`);
	}
	return plain;
}

/** `samples` scrambled positions and as many played back from the win, each cross-checked. */
function crossCheckGame(rules: RuleOptions, seed: number, samples: number): { winnable: number; lost: number } {
	const roll = dice(seed);
	const tally = { winnable: 0, lost: 0 };
	for (let sample = 0; sample < 2 * samples; sample++) {
		const game =
			sample % 2 === 0
				? Game.fromLayout(scrambled(rules.game, roll, 4 + roll(5)), rules, 1)
				: playedBack(rules, roll, 2 + roll(4));
		const plain = crossChecked(game, `${rules.game} sample ${sample}`);
		if (plain !== 'too big') {
			tally[plain]++;
		}
	}
	return tally;
}

describe('solver in every game of the family, against a plain exhaustive search', () => {
	for (const id of GAME_IDS.filter((id) => GAMES[id].accepts !== 'neighbour')) {
		const declaration = GAMES[id];
		it(`${declaration.name}: agrees on positions near the win, and every winning line replays`, () => {
			const tally = crossCheckGame({ ...declaration.rules, maxRedeals: 0 }, 4242 + id.length, SAMPLES);
			assert.ok(tally.winnable >= 3 && tally.lost >= 3, JSON.stringify(tally));
		});
	}

	it('Rectangular Rovers: wins positions played back from the win and whole deals, with lines that replay', () => {
		// A sliding puzzle with four gaps can bring any card anywhere: nothing is lost, and
		// the plain search cannot go through its positions. Each of these is won.
		const rules = { ...GAMES.rectangularRovers.rules, maxRedeals: 0 };
		const roll = dice(7);
		const games = [
			...Array.from({ length: SAMPLES }, () => playedBack(rules, roll, 4 + roll(12))),
			...[1, 2, 3, 4].map((gameNumber) => Game.deal(gameNumber, rules)),
		];
		games.forEach((game, i) => {
			const solution = solveGame(game, { timeLimitMs: 20_000, now: countingClock() });
			assert.ok(solution.kind === 'winnable' && replaysToWin(game, solution.line), `game ${i}: ${solution.kind}`);
		});
	});

	it('with fixed suits, in a two-deck game and in Galary', () => {
		for (const id of ['doubleMontana', 'galary'] as const) {
			const tally = crossCheckGame({ ...GAMES[id].rules, maxRedeals: 0, fixedSuits: true }, 99, SAMPLES);
			assert.ok(tally.winnable >= 3 && tally.lost >= 3, `${id}: ${JSON.stringify(tally)}`);
		}
	});
});

describe('solver budgets in the games of the general search', () => {
	/** Deals far too big to decide in these budgets. */
	const hardDeals = (['jungle', 'doubleMontana'] as const).map((id) =>
		Game.deal(1, { ...GAMES[id].rules, maxRedeals: 0 }),
	);

	it('answers unknown when the time is up', () => {
		for (const game of hardDeals) {
			const result = solveGame(game, { timeLimitMs: 5000, now: countingClock(1000) });
			assert.equal(result.kind === 'unknown' && result.reason, 'time', game.declaration.name);
		}
	});

	it('answers unknown when the memory budget is spent, within the budget', () => {
		for (const game of hardDeals) {
			const result = solveGame(game, { memoryLimitBytes: 8_000_000 });
			assert.equal(result.kind === 'unknown' && result.reason, 'memory', game.declaration.name);
			assert.ok(result.stats.tableBytes <= 8_000_000, game.declaration.name);
		}
	});

	it('reports progress and stops when cancelled', () => {
		for (const game of hardDeals) {
			const signal = { aborted: false };
			let reports = 0;
			const result = solveGame(game, {
				signal,
				now: countingClock(1000),
				progressIntervalMs: 1,
				onProgress: (progress) => {
					reports++;
					assert.ok(progress.nodes > 0 && progress.positions >= progress.nodes);
					signal.aborted = reports === 3;
				},
			});
			assert.equal(result.kind === 'unknown' && result.reason, 'cancelled', game.declaration.name);
			assert.equal(reports, 3);
		}
	});
});

describe('the beams in the games of the general search', () => {
	const deal = (id: 'spacesAndAces' | 'jungle' | 'freeParking' | 'rectangularRovers', gameNumber: number) =>
		Game.deal(gameNumber, { ...GAMES[id].rules, maxRedeals: 0 });

	it('win a deal that the exhaustive search alone leaves undecided in the same time', () => {
		const game = deal('spacesAndAces', 1);
		const options = { timeLimitMs: 200, memoryLimitBytes: 256 * 1024 * 1024 };
		const exhaustive = solveGame(game, { ...options, now: countingClock(), searches: 'exact' });
		assert.equal(exhaustive.kind === 'unknown' && exhaustive.reason, 'time');
		const whole = solveGame(game, { ...options, now: countingClock() });
		assert.ok(whole.kind === 'winnable' && replaysToWin(game, whole.line), whole.kind);
	});

	it('are the win half in a one-deck game, and find nothing to do in Rectangular Rovers', () => {
		const jungle = deal('jungle', 1);
		const wins = solveGame(jungle, { timeLimitMs: 20_000, now: countingClock(), searches: 'wins' });
		assert.ok(wins.kind === 'winnable' && replaysToWin(jungle, wins.line), wins.kind);
		const rovers = solveGame(deal('rectangularRovers', 1), {
			timeLimitMs: 20_000,
			now: countingClock(),
			searches: 'wins',
		});
		assert.equal(rovers.kind === 'unknown' && rovers.stats.nodes, 0, 'no search ran');
	});

	it('are narrow again and again where a gap takes any suit, and widen where it takes either side', () => {
		const memoryLimitBytes = 256 * 1024 * 1024;
		// Each deal is won by the shape of its game long before the other shape wins it.
		for (const [game, other, times] of [
			[deal('jungle', 1), WIDENING_BEAMS, 10],
			[deal('spacesAndAces', 2), WIDENING_BEAMS, 10],
			[deal('freeParking', 12), REPEATED_BEAMS, 3],
		] as const) {
			const what = `${game.rules.game} deal ${game.gameNumber}`;
			const wins = solveGame(game, { timeLimitMs: 20_000, memoryLimitBytes, now: countingClock(), searches: 'wins' });
			assert.ok(wins.kind === 'winnable' && replaysToWin(game, wins.line), `${what}: ${wins.kind}`);
			const otherShape = beam(anyGameBoardOf(game), {
				stop: (nodes) => nodes > times * wins.stats.nodes,
				memoryLimitBytes,
				shape: other,
			});
			assert.equal(otherShape.line, null, `${what}: the other shape won too`);
		}
	});
});

describe('the win half in the two-deck games: narrow beams again and again, then the exhaustive search restarted', () => {
	it('narrow beams again and again win a deal that beams widening from 2,000 do not in ten times the positions', () => {
		const game = Game.deal(3, { ...GAMES.doubleMontana.rules, maxRedeals: 0 });
		const memoryLimitBytes = 256 * 1024 * 1024;
		const narrow = beam(anyGameBoardOf(game), { stop: () => false, memoryLimitBytes, shape: REPEATED_BEAMS });
		assert.ok(narrow.line, 'a line');
		assert.ok(replaysToWin(game, engineLine(game, narrow.line)), 'the line wins on the engine');
		const widening = beam(anyGameBoardOf(game), {
			stop: (nodes) => nodes > 10 * narrow.nodes,
			memoryLimitBytes,
			shape: WIDENING_BEAMS,
		});
		assert.equal(widening.line, null);
	});

	it('wins a deal first that the search in its own order leaves undecided in the whole time', () => {
		const game = Game.deal(1, { ...GAMES.doubleRedMoon.rules, maxRedeals: 0 });
		// A millisecond a look at the clock: a run of 125 ms is then about 32,000 positions.
		const options = { timeLimitMs: 600, memoryLimitBytes: 256 * 1024 * 1024 };
		const own = solveGame(game, { ...options, now: countingClock(1), searches: 'exact' });
		assert.equal(own.kind === 'unknown' && own.reason, 'time');
		const whole = solveGame(game, { ...options, now: countingClock(1) });
		assert.ok(whole.kind === 'winnable' && replaysToWin(game, whole.line), whole.kind);
		// As the win half alone, it is what a second thread runs.
		const wins = solveGame(game, { ...options, now: countingClock(1), searches: 'wins' });
		assert.ok(wins.kind === 'winnable' && replaysToWin(game, wins.line), wins.kind);
	});
});
