import * as assert from 'node:assert/strict';
import { DEUCE, rankOf } from '../../src/engine/cards';
import { modelOf } from '../../src/engine/model';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { problemOf, solveGame } from '../../src/engine/solver/fromGame';
import type { GameSolution } from '../../src/engine/solver/contract';
import { depthFirst } from '../../src/engine/solver/montana/depthFirst';
import type { Searches } from '../../src/engine/solver/contract';
import { countingClock } from '../countingClock';
import { HARD_DEAL, LOST_DEAL } from '../hardDeal';
import { LAYOUTS, layoutFrom } from './helpers';
import { plainSolve } from './plainSearch';
import { DEUCE_CHANGES_ROWS } from './solverLayouts';

const oneDeal = PRESETS.oneDeal.rules;
const fixedSuits: RuleOptions = { ...oneDeal, fixedSuits: true };
/** Won by the solver in hundredths of a second. */
const QUICK_WIN = 302;

function gameFrom(layout: string, rules: RuleOptions = oneDeal): Game {
	return Game.fromLayout(layoutFrom(layout), rules, 1);
}

/** Plays the solver's line on a copy of `game` through the engine's checked moves and says how it ends. */
function replay(game: Game, solution: GameSolution): string {
	assert.equal(solution.kind, 'winnable');
	const copy = game.clone();
	for (const move of solution.kind === 'winnable' ? solution.line : []) {
		assert.equal(copy.cardAt(move.from), move.card, 'the line names the card that is there');
		copy.play(move.from, move.to);
	}
	return copy.status();
}

describe('solver', () => {
	it('says a won position is won, with no move to make', () => {
		const result = solveGame(gameFrom(LAYOUTS.won));
		assert.equal(result.kind, 'winnable');
		assert.deepEqual(result.kind === 'winnable' && result.line, []);
	});

	it('finds the one move that wins', () => {
		const game = gameFrom(LAYOUTS.almostWon);
		const result = solveGame(game);
		assert.deepEqual(result.kind === 'winnable' && result.line, [{ card: game.cardAt(51), from: 51, to: 50 }]);
		assert.equal(replay(game, result), 'won');
	});

	it('proves a position with no move left lost', () => {
		assert.equal(solveGame(gameFrom(LAYOUTS.stuck)).kind, 'lost');
	});

	it('proves a dead end lost while moves are still left, as the plain search does', () => {
		const game = gameFrom(LAYOUTS.deadEnd);
		assert.ok(game.legalMoves().length > 0);
		assert.equal(plainSolve(game, 100_000), 'lost');
		assert.equal(solveGame(game).kind, 'lost');
	});

	it('proves lost a position from a dealt game that takes a search, as the plain search does', () => {
		// Reached in game 2 under One deal: every 2 heads a row, and no order of the moves left wins.
		const game = gameFrom(`
			2D 3D 4C 5C 6C 7C 8C 4S 5S 6S 7S 9D TD
			2S 3S 4D 5D JD QD KD 6D 7D 8D JH QH KH
			2C 3C 4H TC JC QC KC -- 8S 9S TS JS QS
			2H 3H TH 5H 6H 7H 8H 9H -- 9C -- KS --`);
		assert.equal(plainSolve(game, 100_000), 'lost');
		const result = solveGame(game);
		assert.equal(result.kind, 'lost');
		assert.ok(result.stats.positions > 10, 'the proof needs a search, not only the dead-end test');
		assert.equal(depthFirst(problemOf(game)).kind, 'lost');
	});

	it('proves lost without a search a position where a first-column gap lets every 2 move, but not far enough', () => {
		// Reached in game 3 under One deal. Any 2 may fill the gap in row 4, so every card may move some
		// day; but no card can ever stand anywhere but right of where its predecessor can, so some cards
		// can never reach their places.
		const game = gameFrom(`
			2H 3H 4H 4C 5C 6C JD QD QH KH 7D 8D 9D
			2S 7H JC QC KC -- TD -- KD 9C QS KS --
			2D 3D 4D 8H TC 8C 3S 4S 7C 5D 6D 5H 6H
			-- TS JS 2C 3C 9H TH JH 5S 6S 7S 8S 9S`);
		assert.equal(plainSolve(game, 200_000), 'lost');
		const result = depthFirst(problemOf(game));
		assert.equal(result.kind, 'lost');
		assert.deepEqual([result.stats.positions, result.stats.deadEnds], [1, 1], 'proved at the first position');
	});

	it('wins when the only way is to move a 2 from one row to another', () => {
		const game = gameFrom(DEUCE_CHANGES_ROWS);
		const movesDeuceBetweenRows = (move: { card: number; from: number }) =>
			rankOf(move.card) === DEUCE && modelOf('montana').columnAt[move.from] === 0;
		assert.equal(
			plainSolve(game, 100_000, (_, move) => !movesDeuceBetweenRows(move)),
			'lost',
		);
		const result = solveGame(game);
		assert.equal(replay(game, result), 'won');
		assert.ok(result.kind === 'winnable' && result.line.some(movesDeuceBetweenRows));
	});

	it('keeps to fixed suits: rows are not interchangeable there', () => {
		// Row 2's first column takes only the 2D under fixed suits, so the spades never get their 2.
		const game = gameFrom(DEUCE_CHANGES_ROWS, fixedSuits);
		assert.equal(plainSolve(game, 100_000), 'lost');
		assert.equal(solveGame(game).kind, 'lost');
	});

	it('wins a dealt game with a line the engine accepts', () => {
		const game = Game.deal(1, oneDeal);
		const result = solveGame(game, { timeLimitMs: 60_000, memoryLimitBytes: 1 << 30, now: countingClock() });
		assert.equal(replay(game, result), 'won');
	});
});

describe('solver budgets', () => {
	it('answers unknown when the time is up', () => {
		const result = solveGame(Game.deal(3, oneDeal), { timeLimitMs: 5000, now: countingClock(1000) });
		assert.equal(result.kind === 'unknown' && result.reason, 'time');
	});

	it('shares the time: the dive and the best-first search stop at their shares, the depth-first search spends the rest', () => {
		// Game 14 is lost, proved by the depth-first search alone in about 400,000 expansions; the
		// clock moves 100 ms each time it is read, every 256 expansions: 16 s give no search the time to.
		const result = solveGame(Game.deal(14, oneDeal), {
			timeLimitMs: 16_000,
			now: countingClock(100),
		});
		assert.equal(result.kind === 'unknown' && result.reason, 'time');
		assert.ok(result.stats.nodes > 30_000, `both searches expanded positions: ${result.stats.nodes}`);
		// Only the depth-first search proves dead ends.
		assert.ok(result.stats.deadEnds > 0, 'the depth-first search had its turn');
	});

	it('answers unknown when the memory budget is spent', () => {
		const result = solveGame(Game.deal(3, oneDeal), { memoryLimitBytes: 2_000_000 });
		assert.equal(result.kind === 'unknown' && result.reason, 'memory');
		assert.ok(result.stats.tableBytes <= 2_000_000);
	});

	it('keeps the depth-first search within the memory budget too', () => {
		const result = depthFirst(problemOf(Game.deal(2, oneDeal)), { memoryLimitBytes: 2_000_000 });
		assert.equal(result.kind === 'unknown' && result.reason, 'memory');
		assert.ok(result.stats.tableBytes <= 2_000_000);
	});

	it('reports progress that only goes forward through all four searches, at one pace, counted from the start of the solve', () => {
		// A clock that moves 0.05 ms each time it is read, every 256 positions: 200 ms is about a million positions.
		const reports: { elapsedMs: number; nodes: number; positions: number }[] = [];
		const result = solveGame(Game.deal(3, oneDeal), {
			timeLimitMs: 200,
			now: countingClock(),
			progressIntervalMs: 5,
			onProgress: ({ elapsedMs, nodes, positions }) => reports.push({ elapsedMs, nodes, positions }),
		});
		assert.equal(result.kind, 'unknown', 'game 3 is undecided in so short a time');
		// The beams start after 0.45 of the time, the exact searches after 0.6: every search reported.
		assert.ok(reports.some((r) => r.elapsedMs < 90) && reports.some((r) => r.elapsedMs > 190), JSON.stringify(reports));
		const backwards = reports.filter(
			(r, i) =>
				i > 0 &&
				(r.elapsedMs < reports[i - 1].elapsedMs ||
					r.nodes < reports[i - 1].nodes ||
					r.positions < reports[i - 1].positions),
		);
		assert.deepEqual(backwards, [], 'reports behind the one before');
		// Where one search hands over to the next, too: its first report comes 5 ms after the last one, not after its start.
		const late = reports.filter((r, i) => r.elapsedMs - (i > 0 ? reports[i - 1].elapsedMs : 0) > 5.5);
		assert.deepEqual(late, [], 'reports more than 5 ms after the one before');
	});

	it('stops when cancelled', () => {
		const signal = { aborted: false };
		let reports = 0;
		const result = solveGame(Game.deal(3, oneDeal), {
			signal,
			now: countingClock(1000),
			progressIntervalMs: 1,
			onProgress: (progress) => {
				reports++;
				assert.ok(progress.nodes > 0);
				signal.aborted = reports === 3;
			},
		});
		assert.equal(result.kind === 'unknown' && result.reason, 'cancelled');
		assert.equal(reports, 3);
	});
});

describe('the solver in two halves, for two workers side by side', () => {
	const budget = () => ({ timeLimitMs: 5000, memoryLimitBytes: 256 * 1024 * 1024, now: countingClock() });

	it('wins with the searches that find wins alone, a line the engine accepts', () => {
		const game = Game.deal(QUICK_WIN, oneDeal);
		const result = solveGame(game, { ...budget(), searches: 'wins' });
		assert.equal(replay(game, result), 'won');
		assert.equal(result.stats.deadEnds, 0, 'no exact search ran');
	});

	it('never proves a loss with the searches that find wins; the exact ones alone do', () => {
		const lost = Game.deal(LOST_DEAL, oneDeal);
		const wins = solveGame(lost, { ...budget(), searches: 'wins' });
		assert.equal(wins.kind === 'unknown' && wins.reason, 'time');
		assert.equal(solveGame(lost, { ...budget(), searches: 'exact' }).kind, 'lost');
		const almostWon = Game.fromLayout(layoutFrom(LAYOUTS.almostWon), oneDeal, 1);
		assert.equal(replay(almostWon, solveGame(almostWon, { ...budget(), searches: 'exact' })), 'won');
	});

	it('gives the searches that find wins the whole time when they run alone', () => {
		// A clock that moves 0.05 ms each time it is read, every 256 positions: the dive's and the beams' 0.6 of 100 ms
		// in a whole solve, all 100 ms alone.
		const spent = (searches: Searches) => {
			const result = solveGame(Game.deal(HARD_DEAL, oneDeal), {
				timeLimitMs: 100,
				now: countingClock(),
				searches,
			});
			assert.equal(result.kind, 'unknown');
			return result.stats;
		};
		const alone = spent('wins');
		assert.ok(alone.elapsedMs >= 99, `${alone.elapsedMs} ms`);
		assert.equal(alone.deadEnds, 0);
		const exact = spent('exact');
		assert.ok(exact.elapsedMs >= 99 && exact.deadEnds > 0, JSON.stringify(exact));
	});

	it('splits a game of the general search too: the beams find its win, and so does the exhaustive search alone', () => {
		const galary = Game.deal(2, GAMES.galary.rules);
		const wins = solveGame(galary, { ...budget(), searches: 'wins' });
		assert.equal(replay(galary, wins), 'won');
		assert.equal(wins.stats.deadEnds, 0);
		assert.equal(replay(galary, solveGame(galary, { ...budget(), searches: 'exact' })), 'won');
	});
});
