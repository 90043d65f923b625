/**
 * The solver's boards where a search leans on them without a second look: `peek` must
 * give the hashes of the position after a move exactly, or the dive and the beams would
 * take positions they have never seen for seen ones and skip them. The Montana search's
 * `SearchBoard` works them out from the two rows a move changes; the engine's board as
 * the beams play it for the rest of the family (`AnyGameBoard`) plays the move.
 */
import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { GAMES, GAME_IDS, type GameId } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { inMontanaSearch, problemOf } from '../../src/engine/solver/fromGame';
import { SearchBoard } from '../../src/engine/solver/montana/searchBoard';
import type { BeamBoard } from '../../src/engine/solver/montana/beam';
import { anyGameBoardOf, movesOf } from './helpers';
import { dice } from './nearWin';

/** Positions per game: each one move further along a random line from the deal. */
const STEPS = 150;

describe('the solver boards', () => {
	it('SearchBoard peeks at the hashes after every move, as playing it gives them, and leaves the board as it was', () => {
		const games = GAME_IDS.filter((id) => inMontanaSearch(modelOf(id)));
		assert.ok(games.length >= 5, `the Montana search plays ${games.join(', ')}`);
		const { checked, withinRow } = peeksAlongLines(games, (game) => new SearchBoard(problemOf(game)));
		// Both cases of the sum over rows: one row changed, and two.
		assert.ok(withinRow > 100 && checked - withinRow > 100, `${withinRow} of ${checked} moves within a row`);
	});

	it('AnyGameBoard peeks at the hashes after every move, as playing it gives them, and leaves the board as it was', () => {
		const games = GAME_IDS.filter((id) => !inMontanaSearch(modelOf(id)));
		assert.ok(games.length >= 5, `the general search plays ${games.join(', ')}`);
		const { checked } = peeksAlongLines(games, anyGameBoardOf);
		assert.ok(checked > 1000, `${checked} moves peeked at`);
	});
});

/**
 * In each game's deal 7, along a random line of `STEPS` moves, peeks at every legal move
 * and checks it against the move played; returns how many moves, and how many of them
 * stayed within a row.
 */
function peeksAlongLines(
	games: readonly GameId[],
	boardOf: (game: Game) => BeamBoard,
): { checked: number; withinRow: number } {
	let checked = 0;
	let withinRow = 0;
	for (const id of games) {
		const game = Game.deal(7, { ...GAMES[id].rules, maxRedeals: 0 });
		const board = boardOf(game);
		const { columns } = modelOf(id);
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
				withinRow += Math.floor(from / columns) === Math.floor(to / columns) ? 1 : 0;
			}
			board.play(...moves[roll(moves.length)]);
		}
	}
	return { checked, withinRow };
}
