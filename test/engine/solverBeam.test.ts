import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';
import { beam } from '../../src/engine/solver/montana/beam';
import { dive } from '../../src/engine/solver/montana/dive';
import { problemOf, replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import { SearchBoard } from '../../src/engine/solver/montana/searchBoard';
import { countingClock } from '../countingClock';
import { LAYOUTS, engineLine, layoutFrom } from './helpers';

const oneDeal = PRESETS.oneDeal.rules;
const never = () => false;
const MEMORY = 128 * 1024 * 1024;
/** Game 179: the dive does not win it in 10 s; a beam 4,000 wide does, in about 0.3 s. */
const BEAM_WINS = 179;

function boardOf(game: Game): SearchBoard {
	return new SearchBoard(problemOf(game));
}

describe('solver beams', () => {
	it('win a deal that the dive does not, with a line the engine plays to a win', () => {
		const game = Game.deal(BEAM_WINS, oneDeal);
		const board = boardOf(game);
		const found = beam(board, { stop: never, memoryLimitBytes: MEMORY });
		assert.ok(found.line, 'a line');
		assert.ok(replaysToWin(game, engineLine(game, found.line)));
		assert.equal(found.bestHome, 48);
		// The board is as it was: the next search starts from the same position.
		assert.deepEqual(board.cells, boardOf(game).cells);

		const dived = dive(boardOf(game), { stop: (nodes) => nodes > 4 * found.positions, memoryLimitBytes: MEMORY });
		assert.equal(dived.line, null, `the dive, in four times the ${found.positions} positions of the beams`);
	});

	it('draw the same line again: a hint asked twice is the same', () => {
		const game = Game.deal(BEAM_WINS, oneDeal);
		const first = beam(boardOf(game), { stop: never, memoryLimitBytes: MEMORY });
		const again = beam(boardOf(game), { stop: never, memoryLimitBytes: MEMORY });
		assert.deepEqual(again.line, first.line);
	});

	it('find no line from a lost position, each beam wider than the last until the memory is spent', () => {
		for (const layout of [LAYOUTS.deadEnd, LAYOUTS.stuck]) {
			const game = Game.fromLayout(layoutFrom(layout), oneDeal, 1);
			const board = boardOf(game);
			const found = beam(board, { stop: never, memoryLimitBytes: MEMORY });
			assert.equal(found.line, null);
			assert.ok(found.tableBytes <= MEMORY, `${found.tableBytes} bytes`);
			assert.deepEqual(board.cells, boardOf(game).cells);
		}
	});

	it('stop when told, and within the memory they are given', () => {
		const board = boardOf(Game.deal(3, oneDeal));
		const stopped = beam(board, { stop: (nodes) => nodes >= 1000, memoryLimitBytes: MEMORY });
		assert.equal(stopped.line, null);
		assert.equal(stopped.nodes, 1000);
		const small = beam(board, { stop: never, memoryLimitBytes: 2_000_000 });
		assert.equal(small.line, null);
		assert.ok(small.tableBytes <= 2_000_000, `${small.tableBytes} bytes`);
	});

	it('answer for the solver after the dive: its share of a time limit wins what the dive left', () => {
		// A clock that moves 0.05 ms each time it is read, every 256 positions: the dive's
		// 0.45 s of a 1 s solve is about 2.3 million positions, too few for game 179; the
		// beams' 0.15 s, about 770,000 positions expanded, are enough.
		const game = Game.deal(BEAM_WINS, oneDeal);
		const result = solveGame(game, { timeLimitMs: 1000, now: countingClock() });
		assert.equal(result.kind, 'winnable');
		assert.ok(result.kind === 'winnable' && replaysToWin(game, result.line));
		assert.ok(result.stats.nodes > 2_000_000, `won after the dive: ${result.stats.nodes} positions`);
	});
});
