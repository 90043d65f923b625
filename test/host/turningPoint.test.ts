import assert from 'node:assert/strict';
import { Game, GAME_IDS, GAMES, type GameId, PRESETS } from '../../src/engine';
import { findTurningPoint, turningPointText } from '../../src/extension/solver/features/turningPoint';
import { INDICATOR_BUDGET } from '../../src/extension/solver/budgets';
import { HARD_DEAL, LOST_DEAL } from '../hardDeal';
import { inThreadSolve } from './inThreadSolve';
import { gameThatLostItsWin, MOVES_BEFORE_THE_LOSS } from '../lostWinGame';

const rules = PRESETS.oneDeal.rules;
/** Won by the solver in hundredths of a second. */
const QUICK_WIN_DEAL = 17;

describe('Where was the win lost', () => {
	it('finds the move after which no line wins, and says which it was', async () => {
		const { game, losing } = gameThatLostItsWin();
		const probed: number[] = [];
		const point = await findTurningPoint(game, inThreadSolve(), INDICATOR_BUDGET, (moves) => probed.push(moves));
		assert.ok(point.kind === 'lostAt', JSON.stringify(point));
		assert.equal(point.step, MOVES_BEFORE_THE_LOSS);
		assert.equal(point.moveNumber, MOVES_BEFORE_THE_LOSS + 1);
		assert.deepEqual([point.move.from, point.move.to], [losing.from, losing.to]);
		// The current position, the deal's first, then halving: a few solves, not one per move.
		assert.deepEqual(probed.slice(0, 2), [MOVES_BEFORE_THE_LOSS + 3, 0]);
		assert.ok(probed.length <= 9, `${probed.length} solves`);
		assert.match(
			turningPointText(point, game),
			/^Montana: the win was lost at move 46, the \w+ of \w+ to row \d, column \d+\. Before it a winning line was there; after it, no line wins without a shuffle \(proved\)\.$/,
		);
		// The game itself is left where it was.
		assert.equal(game.moves, MOVES_BEFORE_THE_LOSS + 3);
	});

	it("names the cell the losing move went to on the game's own board, in every game", () => {
		const lostAt = (id: GameId, to: number): string => {
			const game = Game.deal(1, GAMES[id].rules);
			const card = game.legalMoves()[0]?.card ?? 0;
			const point = { kind: 'lostAt', step: 0, move: { card, from: 0, to }, moveNumber: 1 } as const;
			return turningPointText(point, game);
		};
		// Montana's 4 x 13 would call these row 2, column 3 and row 1, column 8.
		assert.match(lostAt('blueMoon', 15), / to row 2, column 2\. /);
		assert.match(lostAt('lineUp', 7), / to row 2, column 2\. /);
		for (const id of GAME_IDS) {
			const { rows, run } = GAMES[id];
			const columns = run.length + 1;
			assert.match(lostAt(id, rows * columns - 1), new RegExp(` to row ${rows}, column ${columns}\\. `), id);
			assert.match(lostAt(id, columns + 1), / to row 2, column 2\. /, id);
		}
	});

	it('says the game is still winnable when it is', async () => {
		const game = Game.deal(QUICK_WIN_DEAL, rules);
		const point = await findTurningPoint(game, inThreadSolve(), INDICATOR_BUDGET);
		assert.deepEqual(point, { kind: 'winnable' });
	});

	it('says a deal lost from its first position was never winnable', async () => {
		const game = Game.deal(LOST_DEAL, rules);
		const [move] = game.legalMoves();
		game.play(move.from, move.to);
		const point = await findTurningPoint(game, inThreadSolve(), INDICATOR_BUDGET);
		assert.deepEqual(point, { kind: 'lostFromStart', since: 'start' });
		assert.match(turningPointText(point, game), /no line wins this deal without a shuffle, from its first position on/);
	});

	it('asks about the first position once when no move was made since the deal', async () => {
		const probed: number[] = [];
		const point = await findTurningPoint(Game.deal(LOST_DEAL, rules), inThreadSolve(), INDICATOR_BUDGET, (moves) =>
			probed.push(moves),
		);
		assert.deepEqual(point, { kind: 'lostFromStart', since: 'start' });
		assert.deepEqual(probed, [0]);
	});

	it('looks only since the last shuffle, whose position the moves before it never reach', async () => {
		// Windows rules, deal 10: the first legal move 30 times, a redeal, then 12 more.
		const game = Game.deal(10, PRESETS.windows.rules);
		const playFirstMoves = (count: number) => {
			for (let i = 0; i < count; i++) {
				const [move] = game.legalMoves();
				game.play(move.from, move.to);
			}
		};
		playFirstMoves(30);
		game.redeal();
		playFirstMoves(12);
		const probed: number[] = [];
		const point = await findTurningPoint(game, inThreadSolve(), INDICATOR_BUDGET, (moves) => probed.push(moves));
		assert.deepEqual(point, { kind: 'lostFromStart', since: 'redeal' });
		assert.deepEqual(probed, [42, 30], 'the position now, then the one the shuffle dealt');
		assert.equal(
			turningPointText(point, game),
			'Montana: no line wins without a shuffle from the position the last shuffle dealt (proved).',
		);
	});

	it('says what it could not decide in time, never a guess', async () => {
		const game = Game.deal(HARD_DEAL, rules);
		const point = await findTurningPoint(game, inThreadSolve(), { ...INDICATOR_BUDGET, timeLimitMs: 200 });
		assert.ok(point.kind === 'undecided');
		assert.deepEqual(point, { kind: 'undecided', moveNumber: 0, winnableAfter: null, lostAfter: null });
		assert.equal(
			turningPointText(point, game),
			"Montana: the solver could not decide within 5 s whether the game could be won at the deal's first position.",
		);
		assert.equal(
			turningPointText({ kind: 'undecided', moveNumber: 30, winnableAfter: 12, lostAfter: 42 }, game),
			'Montana: the solver could not decide within 5 s whether the game could be won after move 30. It proved the game winnable after move 12 and lost after move 42.',
		);
	});

	it('says the solver failed, and where, rather than that it ran out of time', async () => {
		const { game } = gameThatLostItsWin();
		const message = 'its worker stopped with exit code 1';
		const point = await findTurningPoint(game, () => Promise.resolve({ kind: 'failed', message }), INDICATOR_BUDGET);
		assert.deepEqual(point, { kind: 'failed', moveNumber: MOVES_BEFORE_THE_LOSS + 3, message });
		assert.equal(
			turningPointText(point, game),
			`Montana: the solver failed while it looked at the game after move ${MOVES_BEFORE_THE_LOSS + 3}: ${message}.`,
		);
	});

	it('stops when the solver is taken for another position', async () => {
		const { game } = gameThatLostItsWin();
		const point = await findTurningPoint(game, () => Promise.resolve({ kind: 'dropped' }), INDICATOR_BUDGET);
		assert.deepEqual(point, { kind: 'stopped' });
	});
});
