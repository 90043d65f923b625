/**
 * Games of the Montana family a few moves from a win, for the UI tests to finish as a
 * player would: a `.gam` record that stops `left` moves short of a winning line, and the
 * shadow game where it stops. Every winning line is the solver's (src/engine/solver, which
 * plays every game of the family), checked move by move by the engine; no board is written
 * by hand. A line starts from a real deal where the solver wins one within seconds, else
 * (the two-deck games) from a position played back from the won board
 * (test/engine/nearWin.ts), whose record starts from that layout, as a hand-set position does.
 */
import { strict as assert } from 'node:assert';
import { formatGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import type { MoveView } from '../../src/engine/moves';
import { solveGame } from '../../src/engine/solver/fromGame';
import { countingClock } from '../countingClock';

export interface NearWin {
	/** The `.gam` text: the deal (or layout) and every move of the line but the last `left`. */
	readonly text: string;
	/** The game where the record stops: the shadow of the board once the record is at its end. */
	readonly game: Game;
	/** The moves that win from there, in order. */
	readonly rest: readonly MoveView[];
}

/** The solver's winning line from `game`'s position, without a redeal. */
export function solvedLine(game: Game): MoveView[] {
	const answer = solveGame(game, { timeLimitMs: 60_000, now: countingClock() });
	assert.equal(answer.kind, 'winnable', `the solver wins ${game.declaration.name} game ${game.gameNumber}`);
	return answer.kind === 'winnable' ? [...answer.line] : [];
}

/** The record of `start` played along its solver's winning line to `left` moves before the end. */
export function nearWin(start: Game, left: number): NearWin {
	const line = solvedLine(start);
	const game = start.clone();
	const played = line.slice(0, line.length - left);
	for (const move of played) {
		game.move(move.card, move.to);
	}
	const rest = line.slice(played.length);
	const won = game.clone();
	for (const move of rest) {
		won.move(move.card, move.to);
	}
	assert.equal(won.status(), 'won', `the line wins ${start.declaration.name} game ${start.gameNumber}`);
	return { text: formatGam(recordOf(game)), game, rest };
}
