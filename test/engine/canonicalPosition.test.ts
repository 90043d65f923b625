/**
 * The general search's position packing: positions the rules cannot tell apart pack
 * alike (a card's two copies swapped, interchangeable rows swapped), any others apart,
 * and an unpacked position is a layout of the game that packs the same.
 */
import * as assert from 'node:assert/strict';
import { whyNotLayout } from '../../src/engine/board';
import { CARD_COUNT, GAP } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { GAMES, type GameId } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { CanonicalPacker } from '../../src/engine/solver/canonicalPosition';

function cellsOf(game: GameId, gameNumber = 1): Uint8Array {
	return Uint8Array.from(Game.deal(gameNumber, GAMES[game].rules).layout(), (card) => card ?? GAP);
}

function packed(game: GameId, cells: Uint8Array, fixedSuits = false): string {
	const packer = new CanonicalPacker(modelOf(game), fixedSuits);
	const out = new Uint32Array(packer.words);
	packer.pack(cells, out);
	return out.join();
}

function swapRows(game: GameId, cells: Uint8Array, a: number, b: number): Uint8Array {
	const columns = modelOf(game).columns;
	const swapped = cells.slice();
	swapped.set(cells.subarray(a * columns, (a + 1) * columns), b * columns);
	swapped.set(cells.subarray(b * columns, (b + 1) * columns), a * columns);
	return swapped;
}

describe('canonical positions of the general search', () => {
	it("packs a two-deck position alike with a card's two copies swapped", () => {
		const cells = cellsOf('doubleMontana');
		const swapped = cells.map((card) =>
			card === GAP ? GAP : card < CARD_COUNT ? card + CARD_COUNT : card - CARD_COUNT,
		);
		assert.notDeepEqual(swapped, cells);
		assert.equal(packed('doubleMontana', swapped), packed('doubleMontana', cells));
	});

	it('packs rows in any order alike where rows are interchangeable, and only there', () => {
		const cells = cellsOf('galary');
		assert.equal(packed('galary', swapRows('galary', cells, 0, 3)), packed('galary', cells));
		// With fixed suits only rows of the same suit trade places: rows 1 and 5 in a two-deck game.
		const double = cellsOf('doubleRedMoon');
		assert.equal(
			packed('doubleRedMoon', swapRows('doubleRedMoon', double, 1, 5), true),
			packed('doubleRedMoon', double, true),
		);
		assert.notEqual(
			packed('doubleRedMoon', swapRows('doubleRedMoon', double, 1, 2), true),
			packed('doubleRedMoon', double, true),
		);
		// In Rectangular Rovers a card slides between rows: their order matters.
		const rovers = cellsOf('rectangularRovers');
		assert.notEqual(
			packed('rectangularRovers', swapRows('rectangularRovers', rovers, 0, 1)),
			packed('rectangularRovers', rovers),
		);
	});

	it('packs positions one move apart differently', () => {
		for (const game of ['doubleMontana', 'jungle', 'rectangularRovers'] as const) {
			const deal = Game.deal(2, GAMES[game].rules);
			const [move] = deal.legalMoves();
			const before = Uint8Array.from(deal.layout(), (card) => card ?? GAP);
			deal.play(move.from, move.to);
			const after = Uint8Array.from(deal.layout(), (card) => card ?? GAP);
			assert.notEqual(packed(game, after), packed(game, before), game);
		}
	});

	it('unpacks into a layout of the game that packs the same', () => {
		for (const game of ['doubleBlueMoon', 'spacesAndAces', 'lineUp'] as const) {
			const model = modelOf(game);
			const packer = new CanonicalPacker(model, false);
			const words = new Uint32Array(packer.words);
			packer.pack(cellsOf(game, 7), words);
			const cells = new Uint8Array(model.cells);
			packer.unpack(words, cells);
			assert.equal(whyNotLayout(model, cells), null, game);
			assert.equal(packed(game, cells), words.join(), game);
		}
	});
});
