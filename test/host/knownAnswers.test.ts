import assert from 'node:assert/strict';
import { Game, PRESETS, solveGame } from '../../src/engine';
import { KnownAnswers } from '../../src/extension/solver/client/knownAnswers';
import { positionId, solverPosition } from '../../src/extension/solver/client/solverProtocol';
import { countingClock } from '../countingClock';

describe('KnownAnswers', () => {
	it('keeps at most its limit of positions, forgetting the oldest first', () => {
		const game = Game.deal(17, PRESETS.oneDeal.rules);
		const answer = solveGame(game, { timeLimitMs: 10_000, now: countingClock() });
		assert.ok(answer.kind === 'winnable' && answer.line.length > 20);
		const known = new KnownAnswers({ limit: 10 });
		known.learn(solverPosition(game), answer);

		const along = (moves: number) => {
			const copy = game.clone();
			answer.line.slice(0, moves).forEach((move) => copy.play(move.from, move.to));
			const position = solverPosition(copy);
			return known.recall(position, positionId(position));
		};
		assert.equal(along(0), undefined, 'the first position learned is forgotten');
		assert.equal(along(answer.line.length - 11), undefined);
		const last = along(answer.line.length - 10);
		assert.ok(last?.kind === 'winnable');
		assert.deepEqual(last.line, answer.line.slice(-10));
		assert.deepEqual(along(answer.line.length - 1), { ...answer, line: answer.line.slice(-1) });
	});

	it('guides a solve a few moves from the position last known winnable with its line, and no solve of another deal or under other rules', () => {
		const game = Game.deal(17, PRESETS.oneDeal.rules);
		const answer = solveGame(game, { timeLimitMs: 10_000, now: countingClock() });
		assert.ok(answer.kind === 'winnable' && answer.line.length > 20);
		const known = new KnownAnswers();
		known.learn(solverPosition(game), answer);

		/** The position after `line` is played from the deal, and a move off the line from there. */
		const offTheLine = (along: number, offMoves: number) => {
			const copy = game.clone();
			answer.line.slice(0, along).forEach((move) => copy.play(move.from, move.to));
			for (let moved = 0; moved < offMoves; moved++) {
				const next = answer.line[along + moved];
				const other = copy.legalMoves().find((move) => move.from !== next?.from || move.to !== next?.to);
				assert.ok(other, 'a move off the line');
				copy.play(other.from, other.to);
			}
			return solverPosition(copy);
		};
		assert.deepEqual(known.guideFor(offTheLine(0, 1)), answer.line);
		assert.deepEqual(known.guideFor(offTheLine(0, 3)), answer.line, 'three moves off');
		const deal = solverPosition(game);
		assert.deepEqual(known.guideFor(solverPosition(Game.deal(18, PRESETS.oneDeal.rules))), [], 'another deal');
		assert.deepEqual(known.guideFor({ ...deal, rules: PRESETS.windows.rules }), [], 'other rules');

		// Once the player has followed the line for a while, the rest of it from there guides.
		const along = offTheLine(5, 0);
		assert.ok(known.recall(along, positionId(along))?.kind === 'winnable');
		assert.deepEqual(known.guideFor(offTheLine(5, 1)), answer.line.slice(5));
	});

	it('guides by the nearest of the positions last known winnable, when other wins came between', () => {
		const game = Game.deal(17, PRESETS.oneDeal.rules);
		const answer = solveGame(game, { timeLimitMs: 10_000, now: countingClock() });
		const other = Game.deal(1, PRESETS.oneDeal.rules);
		const otherAnswer = solveGame(other, { timeLimitMs: 10_000, now: countingClock() });
		assert.ok(answer.kind === 'winnable' && otherAnswer.kind === 'winnable');
		const known = new KnownAnswers();
		known.learn(solverPosition(game), answer);
		// Another board's win comes after (a .gam record's, or a win kept from the last session).
		known.learn(solverPosition(other), otherAnswer);

		const offTheLine = game.clone();
		const move = offTheLine
			.legalMoves()
			.find((legal) => legal.from !== answer.line[0].from || legal.to !== answer.line[0].to);
		assert.ok(move, 'a move off the line');
		offTheLine.play(move.from, move.to);
		assert.deepEqual(known.guideFor(solverPosition(offTheLine)), answer.line, "deal 17's line, not the later win's");

		// Along the line for a while, then off it: the rest of the line from the nearest position guides.
		const along = game.clone();
		answer.line.slice(0, 8).forEach((step) => along.play(step.from, step.to));
		assert.ok(known.recall(solverPosition(along), positionId(solverPosition(along)))?.kind === 'winnable');
		known.learn(solverPosition(other), otherAnswer);
		const off = along
			.legalMoves()
			.find((legal) => legal.from !== answer.line[8].from || legal.to !== answer.line[8].to);
		assert.ok(off);
		along.play(off.from, off.to);
		assert.deepEqual(known.guideFor(solverPosition(along)), answer.line.slice(8));
	});

	it('guides by the later of two positions known winnable as near', () => {
		const game = Game.deal(17, PRESETS.oneDeal.rules);
		const answer = solveGame(game, { timeLimitMs: 10_000, now: countingClock() });
		assert.ok(answer.kind === 'winnable');
		// X is one move from the deal, and B one more move from X: both two cells from X.
		const x = game.clone();
		const first = x.legalMoves().find((legal) => legal.from !== answer.line[0].from || legal.to !== answer.line[0].to);
		assert.ok(first);
		x.play(first.from, first.to);
		const b = x.clone();
		const second = b.legalMoves().find((legal) => legal.from !== first.to || legal.to !== first.from);
		assert.ok(second);
		b.play(second.from, second.to);
		const bAnswer = solveGame(b, { timeLimitMs: 10_000, now: countingClock() });
		assert.ok(bAnswer.kind === 'winnable');

		const known = new KnownAnswers();
		known.learn(solverPosition(game), answer);
		known.learn(solverPosition(b), bAnswer);
		assert.deepEqual(known.guideFor(solverPosition(x)), bAnswer.line);
		known.learn(solverPosition(game), answer);
		assert.deepEqual(known.guideFor(solverPosition(x)), answer.line, 'learned again, the deal is the later');
	});
});
