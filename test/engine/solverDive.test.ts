import * as assert from 'node:assert/strict';
import { modelOf } from '../../src/engine/model';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';
import { dive } from '../../src/engine/solver/montana/dive';
import { problemOf, replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import type { SolverMove } from '../../src/engine/solver/problem';
import { SearchBoard } from '../../src/engine/solver/montana/searchBoard';
import { countingClock } from '../countingClock';
import { LAYOUTS, engineLine, layoutFrom } from './helpers';
import { DEUCE_CHANGES_ROWS } from './solverLayouts';
import { FIRST_COLUMN_AND_GAPS, dice, scrambled } from './nearWin';
import { plainCount, plainSolve } from './plainSearch';

const oneDeal = PRESETS.oneDeal.rules;
const never = () => false;
const MEMORY = 64 * 1024 * 1024;

function boardOf(game: Game): SearchBoard {
	return new SearchBoard(problemOf(game));
}

const { columnAt } = modelOf('montana');
const isHop = (move: SolverMove) => columnAt[move.from] === 0 && columnAt[move.to] === 0;

describe('solver dive', () => {
	it('finds a dealt game’s win, a line the engine plays to a win', () => {
		const game = Game.deal(17, oneDeal);
		const found = dive(boardOf(game), { stop: never, memoryLimitBytes: MEMORY });
		assert.ok(found.line, 'a line');
		assert.ok(replaysToWin(game, engineLine(game, found.line)));
		assert.equal(found.bestHome, 48);
	});

	it('moves a 2 between rows only when no line without it wins, and then wins', () => {
		const game = Game.fromLayout(layoutFrom(DEUCE_CHANGES_ROWS), oneDeal, 1);
		const found = dive(boardOf(game), { stop: never, memoryLimitBytes: MEMORY });
		assert.ok(found.line, 'a line');
		assert.equal(found.line.filter(isHop).length, 1);
		assert.ok(replaysToWin(game, engineLine(game, found.line)));
	});

	it('sprints first: short dives in shaken orders win where one long dive per hop limit did not', () => {
		// One dive per hop limit, in the plain order, had not won game 433 after 20 million
		// positions; one of the sprint's short dives wins it within half a million.
		const game = Game.deal(433, oneDeal);
		const within = (most: number) => (nodes: number) => nodes > most;
		const found = dive(boardOf(game), { stop: within(1_000_000), memoryLimitBytes: MEMORY });
		assert.ok(found.line, `a line within ${found.nodes} positions`);
		assert.ok(replaysToWin(game, engineLine(game, found.line)));
		// The shakes are seeded: the same deal gives the same line, so a hint asked twice is the same.
		const again = dive(boardOf(game), { stop: within(1_000_000), memoryLimitBytes: MEMORY });
		assert.deepEqual(again.line, found.line);
	});

	it("sizes the sprint to the dive's time: the Hint's short solve leaves the ladder its share", () => {
		// A clock that moves 0.05 ms each time it is read, every 256 positions: about 5 million
		// positions a second, the dive's pace. The Hint's 1.5 s solve gives the dive 0.675 s,
		// about 3.46 million positions: a sprint of the 3 million of a 10 s solve left the ladder
		// too few to win game 2, the same share of the dive's time leaves enough.
		const game = Game.deal(2, oneDeal);
		const result = solveGame(game, { timeLimitMs: 1500, now: countingClock() });
		assert.equal(result.kind, 'winnable');
		assert.ok(result.stats.nodes < 3_460_000, `won by the dive, within its time: ${result.stats.nodes} positions`);
		assert.ok(result.kind === 'winnable' && replaysToWin(game, result.line));
	});

	it('climbs the ladder searching each position once, and wins every small winnable position', () => {
		// Small positions whose 2s and gaps stand anywhere, so that many need hops: the ladder
		// alone (no sprint) must win where the plain search does, and, where it does not, have
		// searched no more positions than there are (a fresh search per rung searched those of
		// the rungs below again).
		const roll = dice(97531);
		const tally = { winnable: 0, lost: 0 };
		for (let sample = 0; sample < 60; sample++) {
			const game = Game.fromLayout(scrambled('montana', roll, 5 + roll(8), FIRST_COLUMN_AND_GAPS), oneDeal, 1);
			const plain = plainSolve(game, 20_000);
			if (plain === 'too big') {
				continue;
			}
			const found = dive(boardOf(game), {
				stop: (nodes) => nodes > 1_000_000,
				memoryLimitBytes: MEMORY,
				sprintNodes: 0,
			});
			const where = `sample ${sample}:\n${game.layout().join(' ')}`;
			if (plain === 'winnable') {
				assert.ok(found.line && replaysToWin(game, engineLine(game, found.line)), where);
			} else {
				assert.equal(found.line, null, where);
				// It ended: one search per hop limit never did where a 2 could hop to and fro.
				assert.ok(found.nodes <= 1_000_000, `${where}\nstopped after ${found.nodes} positions`);
				const reachable = plainCount(game, 20_000);
				assert.ok(found.positions <= Number(reachable), `${where}\n${found.positions} of ${reachable} positions`);
			}
			tally[plain]++;
		}
		assert.ok(tally.winnable >= 10 && tally.lost >= 10, JSON.stringify(tally));
	});

	it('returns no line from a lost position, and leaves the board as it found it', () => {
		for (const layout of [LAYOUTS.deadEnd, LAYOUTS.stuck]) {
			const board = boardOf(Game.fromLayout(layoutFrom(layout), oneDeal, 1));
			const before = board.cells.slice();
			const found = dive(board, { stop: never, memoryLimitBytes: MEMORY });
			assert.equal(found.line, null);
			assert.deepEqual(board.cells, before);
			assert.equal(board.depth, 0);
		}
	});

	it('stops when told, and when its table is full', () => {
		const board = boardOf(Game.deal(3, oneDeal));
		const stopped = dive(board, { stop: () => true, memoryLimitBytes: MEMORY });
		assert.equal(stopped.line, null);
		assert.ok(stopped.nodes <= 1024, `${stopped.nodes} nodes`);
		const small = dive(board, { stop: never, memoryLimitBytes: 100_000 });
		assert.equal(small.line, null);
		assert.ok(small.tableBytes <= 100_000, `${small.tableBytes} bytes`);
		assert.equal(board.depth, 0);
	});

	it('answers for the solver: a deal the dive wins is winnable, its positions counted', () => {
		const game = Game.deal(8, oneDeal);
		const result = solveGame(game, { timeLimitMs: 60_000, now: countingClock() });
		assert.equal(result.kind, 'winnable');
		assert.ok(result.kind === 'winnable' && replaysToWin(game, result.line));
		assert.ok(result.stats.positions > 1000, `${result.stats.positions} positions`);
	});
});
