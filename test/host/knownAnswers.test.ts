import assert from 'node:assert/strict';
import { Game, PRESETS, solveGame } from '../../src/engine';
import { KnownAnswers } from '../../src/extension/solver/knownAnswers';
import { positionId, solverPosition } from '../../src/extension/solver/solverProtocol';

describe('KnownAnswers', () => {
	it('keeps at most its limit of positions, forgetting the oldest first', () => {
		const game = Game.deal(17, PRESETS.oneDeal.rules);
		const answer = solveGame(game, { timeLimitMs: 10_000 });
		assert.ok(answer.kind === 'winnable' && answer.line.length > 20);
		const known = new KnownAnswers(10);
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
});
