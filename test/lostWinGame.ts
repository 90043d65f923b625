/**
 * A game whose win was lost at a known move, for the tests of "Where Was the Win Lost?":
 * game 17 under the One deal rules (won by the solver in hundredths of a second), 45 moves
 * of the solver's winning line, a move after which the solver proves no line wins, then
 * the first legal move twice.
 */
import assert from 'node:assert/strict';
import { Game } from '../src/engine/game';
import type { MoveView } from '../src/engine/moves';
import { PRESETS } from '../src/engine/rules';
import { solveGame } from '../src/engine/solver/fromGame';

export const LOST_WIN_DEAL = 17;
export const MOVES_BEFORE_THE_LOSS = 45;

export function gameThatLostItsWin(): { readonly game: Game; readonly losing: MoveView } {
	const game = Game.deal(LOST_WIN_DEAL, PRESETS.oneDeal.rules);
	const solution = solveGame(game, { timeLimitMs: 20_000 });
	assert.ok(solution.kind === 'winnable');
	solution.line.slice(0, MOVES_BEFORE_THE_LOSS).forEach((move) => game.play(move.from, move.to));
	const losing = game.legalMoves().find((move) => {
		const trial = game.clone();
		trial.play(move.from, move.to);
		return solveGame(trial, { timeLimitMs: 5000 }).kind === 'lost';
	});
	assert.ok(losing, 'a move that loses the win');
	game.play(losing.from, losing.to);
	for (let more = 0; more < 2; more++) {
		const [move] = game.legalMoves();
		game.play(move.from, move.to);
	}
	return { game, losing };
}
