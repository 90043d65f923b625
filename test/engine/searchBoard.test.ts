/**
 * The solver's board (`SearchBoard`) where a search leans on it without a second look:
 * `peek` must give the hashes of the position after a move exactly, or the dive would
 * take positions it has never seen for seen ones and skip them.
 */
import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { inMontanaSearch, problemOf } from '../../src/engine/solver/fromGame';
import { SearchBoard } from '../../src/engine/solver/searchBoard';
import { movesOf } from './helpers';
import { dice } from './nearWin';

/** Positions per game: each one move further along a random line from the deal. */
const STEPS = 150;

describe('the solver board', () => {
	it('peeks at the hashes of the position after every move, as playing it gives them, and leaves the board as it was', () => {
		const games = GAME_IDS.filter((id) => inMontanaSearch(modelOf(id)));
		assert.ok(games.length >= 5, `the Montana search plays ${games.join(', ')}`);
		let checked = 0;
		let withinRow = 0;
		for (const id of games) {
			const board = new SearchBoard(problemOf(Game.deal(7, { ...GAMES[id].rules, maxRedeals: 0 })));
			const roll = dice(1 + id.length);
			for (let step = 0; step < STEPS; step++) {
				const moves = movesOf(board);
				if (moves.length === 0) {
					break;
				}
				const before = board.cells.slice();
				const hashes = [board.hash(), board.secondHash()];
				for (const [from, to] of moves) {
					board.peek(from, to);
					assert.deepEqual(board.cells, before, `${id}: peeking at ${from} → ${to} moved nothing`);
					assert.deepEqual([board.hash(), board.secondHash()], hashes, `${id}: the board's own hashes are unchanged`);
					board.play(from, to);
					assert.deepEqual(
						[board.peekedHash, board.peekedSecondHash],
						[board.hash(), board.secondHash()],
						`${id}, step ${step}: ${from} → ${to}`,
					);
					board.undo();
					checked++;
					withinRow += Math.floor(from / board.columns) === Math.floor(to / board.columns) ? 1 : 0;
				}
				board.play(...moves[roll(moves.length)]);
			}
		}
		// Both cases of the sum over rows: one row changed, and two.
		assert.ok(withinRow > 100 && checked - withinRow > 100, `${withinRow} of ${checked} moves within a row`);
	});
});
