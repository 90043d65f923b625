import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS } from '../../src/engine/rules';
import { LAYOUTS, at, card, layoutFrom } from './helpers';

function game(layout: string): Game {
	return Game.fromLayout(layoutFrom(layout), PRESETS.windows.rules, 1);
}

describe('hint', () => {
	it('prefers the move that brings the most cards home: the 2S with its whole row behind it', () => {
		assert.deepEqual(suggestMove(game(LAYOUTS.mixed)), { card: card('2S'), from: at(2, 13), to: at(2, 1) });
	});

	it('never pulls a 2 out of home position, even where it would bring more cards home', () => {
		const g = game(`
			2H 4C 4H 5H 6H 7H 8H 9H TH JH QH KH --
			-- 3H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
			KD -- 2C 3C 5C 6C 7C 8C 9C TC JC QC KC
			QD -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD 2S`);
		assert.ok(
			g.legalMoves().some((m) => m.card === card('2H')),
			'the 2H could go on the 3H in row 2',
		);
		// Of the others the 2S leaves the most useful gap (after a jack; the 2C and 2D leave gaps after gaps).
		assert.deepEqual(suggestMove(g), { card: card('2S'), from: at(4, 13), to: at(2, 1) });
	});

	it('finishes a game and has nothing to say when no move is left', () => {
		assert.equal(suggestMove(game(LAYOUTS.almostWon))?.card, card('KS'));
		assert.equal(suggestMove(game(LAYOUTS.stuck)), null);
	});

	it('avoids leaving a gap after a King when another move will do', () => {
		const g = game(`
			KC 6D 5D -- 2C 3C 4C 5C 6C 7C 8C 9C TC
			3H TH 9H -- 2H 4H 5H 6H 7H 8H JH QH KH
			KD -- 2D 3D 4D 7D 8D 9D TD JD QD JC QC
			KS -- 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS`);
		assert.deepEqual(
			g.legalMoves().map((m) => m.card),
			[card('6D'), card('TH')],
		);
		assert.equal(suggestMove(g)?.card, card('TH'));
	});

	it('judges the gap a move leaves by the board after it: after the card itself when it moves one cell left', () => {
		// The 5C moves into the gap on its left and leaves a gap that takes the 6C; the 9D
		// leaves one after the QH, which takes only the KH.
		const g = game(`
			7S 3C 4C -- 5C 6C 7C 8C 9C TC JC QC KC
			8H 3D 4D 5D 6D 7D 8D -- QH 9D TD JD QD
			KD -- 2H 3H 4H 5H 6H 7H 9H TH JH KH 2C
			KS -- 2S 3S 4S 5S 6S 8S 9S TS JS QS 2D`);
		assert.deepEqual(
			g.legalMoves().map((m) => m.card),
			[card('5C'), card('9D')],
		);
		assert.deepEqual(suggestMove(g), { card: card('5C'), from: at(1, 5), to: at(1, 4) });
	});
});
