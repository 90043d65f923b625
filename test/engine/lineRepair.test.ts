/**
 * A solve given a guide, the line that won from the position before the player's last
 * move, follows it first (lineRepair.ts): a position one move off the line that a new
 * solve leaves unknown is won, and the guide changes no other answer.
 */
import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import type { MoveView } from '../../src/engine/moves';
import { PRESETS } from '../../src/engine/rules';
import { replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import type { SolveOptions } from '../../src/engine/solver/contract';
import { countingClock } from '../countingClock';
import { LAYOUTS, layoutFrom } from './helpers';

/** A thousand looks: about a quarter of a million positions. */
const options = (): SolveOptions => ({ timeLimitMs: 1000, memoryLimitBytes: 256 * 1024 * 1024, now: countingClock(1) });

describe('a solve along the line the last move stepped off', () => {
	// Paganini II's deal 78: the solver wins it in about 0.2 s; from the position after another
	// first move than its line's, a new solve finds no win in 5 s.
	const game = Game.deal(78, { ...GAMES.paganini2.rules, maxRedeals: 0 });
	const offTheLine = game.clone();
	offTheLine.play(110, 0);
	let line: readonly MoveView[] = [];

	before(() => {
		const root = solveGame(game, options());
		assert.ok(root.kind === 'winnable' && replaysToWin(game, root.line), root.kind);
		line = root.line;
		assert.notDeepEqual([line[0].from, line[0].to], [110, 0], 'the move is not the line’s');
	});

	it('wins a position one move off the line that a new solve leaves unknown', () => {
		const fresh = solveGame(offTheLine, options());
		assert.equal(fresh.kind === 'unknown' && fresh.reason, 'time');
		const guided = solveGame(offTheLine, options(), line);
		assert.ok(guided.kind === 'winnable', guided.kind);
		assert.ok(replaysToWin(offTheLine, guided.line), 'the line found wins on the engine');
	});

	it('changes no answer with a guide of another position', () => {
		const oneDeal = PRESETS.oneDeal.rules;
		const deadEnd = Game.fromLayout(layoutFrom(LAYOUTS.deadEnd), oneDeal, 1);
		assert.equal(solveGame(deadEnd, {}, line).kind, 'lost');
		const almostWon = Game.fromLayout(layoutFrom(LAYOUTS.almostWon), oneDeal, 1);
		const won = solveGame(almostWon, {}, line);
		assert.deepEqual(won.kind === 'winnable' && won.line, [{ card: almostWon.cardAt(51), from: 51, to: 50 }]);
	});
});
