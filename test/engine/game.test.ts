import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { IllegalMoveError, InvalidDealError, MontanaError } from '../../src/engine/errors';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { LAYOUTS, at, card, layoutFrom, show } from './helpers';

const windows = PRESETS.windows.rules;

function game(layout: string, rules: RuleOptions = windows): Game {
	return Game.fromLayout(layoutFrom(layout), rules, 7);
}

describe('Game: dealing', () => {
	it('deals 48 cards and 4 gaps for a game number, the same every time', () => {
		const a = Game.deal(20908, windows);
		const layout = a.layout();
		assert.equal(layout.filter((c) => c === null).length, 4);
		assert.equal(new Set(layout.filter((c) => c !== null)).size, 48);
		assert.equal(show(Game.deal(20908, windows)), show(a));
		assert.notEqual(show(Game.deal(20909, windows)), show(a));
	});

	it('refuses game numbers outside 1 .. 4294967295 and layouts that are not Montana layouts', () => {
		for (const bad of [0, -1, 1.5, 4294967296, NaN]) {
			assert.throws(() => Game.deal(bad, windows), InvalidDealError);
		}
		const layout = layoutFrom(LAYOUTS.mixed);
		assert.throws(() => Game.fromLayout(layout.slice(1), windows, 1), /52 cells/);
		assert.throws(() => Game.fromLayout([...layout.slice(0, 51), card('AS')], windows, 1), /aces are not dealt/);
		assert.throws(() => Game.fromLayout([card('5H'), ...layout.slice(1)], windows, 1), /5H appears twice/);
		assert.throws(() => Game.fromLayout([null, ...layout.slice(1)], windows, 1), /5 gaps|gaps, not 5/);
	});

	it("takes only null for a gap: 255, the board's own mark for one, is no card", () => {
		const layout = layoutFrom(LAYOUTS.mixed);
		const gap = layout.indexOf(null);
		layout[gap] = 255;
		assert.throws(
			() => Game.fromLayout(layout, windows, 1),
			(error) => error instanceof InvalidDealError && /not a card of this game/.test(error.message),
		);
	});
});

describe('Game: history', () => {
	it('undoes and redoes moves, the counters following', () => {
		const g = game(LAYOUTS.mixed);
		const start = show(g);
		g.move(card('5H'));
		g.move(card('2S'));
		const after = show(g);
		assert.equal(g.moves, 2);
		assert.deepEqual(g.undo(), { kind: 'move', card: card('2S'), from: at(2, 13), to: at(2, 1) });
		assert.equal(g.moves, 1);
		assert.ok(g.canRedo());
		assert.deepEqual(g.undo(), { kind: 'move', card: card('5H'), from: at(1, 13), to: at(1, 4) });
		assert.equal(show(g), start);
		assert.equal(g.undo(), null);
		g.redo();
		g.redo();
		assert.equal(show(g), after);
		assert.equal(g.moves, 2);
		assert.equal(g.cardsHome(), 16);
		assert.equal(g.redo(), null);
	});

	it('drops the redo list when a new move is made', () => {
		const g = game(LAYOUTS.mixed);
		g.move(card('5H'));
		g.undo();
		g.move(card('2C'));
		assert.ok(!g.canRedo());
		assert.deepEqual(g.actions(), [{ kind: 'move', card: card('2C'), from: at(3, 3), to: at(2, 1) }]);
	});

	it('restarts the same deal with the history cleared', () => {
		const g = Game.deal(3, windows);
		const start = show(g);
		const first = g.legalMoves()[0];
		g.play(first.from, first.to);
		g.redeal();
		g.restart();
		assert.equal(show(g), start);
		assert.equal(g.moves, 0);
		assert.equal(g.redeals, 0);
		assert.ok(!g.canUndo() && !g.canRedo());
	});

	it('steps through the recorded history with seek, across shuffles', () => {
		const g = Game.deal(5, PRESETS.wordOfMouse.rules);
		const shots: string[] = [show(g)];
		for (let i = 0; i < 30; i++) {
			const moves = g.legalMoves();
			if (moves.length === 0) {
				if (g.whyNotRedeal() !== null) break;
				g.redeal();
			} else {
				g.play(moves[moves.length - 1].from, moves[moves.length - 1].to);
			}
			shots.push(show(g));
		}
		const total = g.step;
		for (const k of [0, 7, total, 3, total - 1, 0]) {
			g.seek(k);
			assert.equal(show(g), shots[k], `step ${k}`);
		}
		assert.equal(g.historyLength(), total);
		for (const bad of [total + 1, -1, 1.5, NaN]) {
			assert.throws(
				() => g.seek(bad),
				(error) => error instanceof MontanaError && error.message === `Step ${bad} is outside 0 .. ${total}.`,
			);
		}
		assert.equal(show(g), shots[0], 'a refused seek leaves the game where it was');
	});
});

describe('Game: shuffles', () => {
	it('only when stuck, under rules that say so', () => {
		const playing = game(LAYOUTS.mixed, PRESETS.gaps.rules);
		assert.equal(playing.whyNotRedeal(), 'You may shuffle only when no move is left.');
		assert.throws(() => playing.redeal(), IllegalMoveError);
		const stuck = game(LAYOUTS.stuck, PRESETS.gaps.rules);
		assert.equal(stuck.whyNotRedeal(), null);
		stuck.redeal();
		assert.equal(stuck.redeals, 1);
	});

	it('any time under the Windows rules, up to 15', () => {
		const g = game(LAYOUTS.mixed);
		for (let i = 0; i < 15; i++) {
			assert.equal(g.redealsLeft(), 15 - i);
			g.redeal();
		}
		assert.equal(g.redealsLeft(), 0);
		assert.equal(g.whyNotRedeal(), 'No shuffles left: all 15 are used.');
		g.undo();
		assert.equal(g.redealsLeft(), 1, 'undoing a shuffle gives it back');
	});

	it('none under one-deal rules', () => {
		assert.equal(game(LAYOUTS.stuck, PRESETS.oneDeal.rules).whyNotRedeal(), 'These rules allow no shuffle.');
	});

	it('keeps home cards and leaves one gap after each run with afterRun', () => {
		const g = game(LAYOUTS.stuck, PRESETS.gaps.rules);
		g.redeal();
		const layout = g.layout();
		assert.deepEqual(
			layout.slice(0, 4),
			['2H', '3H', '4H', null].map((c) => (c === null ? null : card(c))),
		);
		for (const row of [2, 3, 4]) {
			assert.equal(g.cardAt(at(row, 1)), null, `row ${row} has no run, so its gap is in column 1`);
		}
		assert.equal(g.cardsHome() >= 3, true);
	});

	it('gives the identical layout when a shuffle is undone and done again', () => {
		const g = game(LAYOUTS.mixed);
		g.redeal();
		const first = show(g);
		g.undo();
		g.redeal();
		assert.equal(show(g), first);
	});

	it('cannot be undone under Word of Mouse rules, though the game can restart', () => {
		const g = game(LAYOUTS.stuck, PRESETS.wordOfMouse.rules);
		g.redeal();
		assert.ok(!g.canUndo());
		assert.equal(g.undo(), null);
		assert.equal(g.redeals, 1);
		g.restart();
		assert.equal(g.redeals, 0);
	});
});
