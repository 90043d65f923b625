/**
 * The general search's position packing: positions the rules cannot tell apart pack
 * alike (a card's two copies swapped, interchangeable rows swapped), any others apart,
 * and an unpacked position is a layout of the game that packs the same.
 */
import * as assert from 'node:assert/strict';
import { layoutOf, whyNotLayout } from '../../src/engine/board';
import { CARD_COUNT, GAP } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { GAMES, type GameId } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { CanonicalPacker } from '../../src/engine/solver/general/canonicalPosition';

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
			assert.equal(whyNotLayout(model, layoutOf(cells)), null, game);
			assert.equal(packed(game, cells), words.join(), game);
		}
	});

	it('writes after each move and its undoing, reading again only the rows it changed, what packing the whole position writes', () => {
		// Galary's rows are interchangeable, Rovers' are not, and two-deck rows move in pairs of copies.
		for (const game of ['doubleMontana', 'galary', 'rectangularRovers', 'doubleRedMoon'] as const) {
			const deal = Game.deal(3, GAMES[game].rules);
			const packer = new CanonicalPacker(modelOf(game), false);
			const written = new Uint32Array(packer.words);
			let cells = Uint8Array.from(deal.layout(), (card) => card ?? GAP);
			packer.read(cells);
			for (let step = 0; step < 40 && deal.legalMoves().length > 0; step++) {
				const moves = deal.legalMoves();
				// Every move tried and taken back, as the search stores the positions one move away.
				for (const { from, to } of moves) {
					const after = cells.slice();
					after[to] = after[from];
					after[from] = GAP;
					packer.reread(after, from, to);
					packer.write(written);
					assert.equal(written.join(), packed(game, after), `${game}, step ${step}: ${from} to ${to}`);
					packer.unread();
				}
				packer.write(written);
				assert.equal(written.join(), packed(game, cells), `${game}, step ${step}, taken back`);
				const { from, to } = moves[(step * 7) % moves.length];
				deal.play(from, to);
				const played = Uint8Array.from(deal.layout(), (card) => card ?? GAP);
				assert.equal(played.filter((card, cell) => card !== cells[cell]).length, 2, 'a move changes two cells');
				cells = played;
				packer.reread(cells, from, to);
			}
		}
	});

	it('reads a packed position as it reads the cells it packs', () => {
		for (const game of ['doubleBlueMoon', 'jungle', 'lineUp'] as const) {
			const packer = new CanonicalPacker(modelOf(game), false);
			const words = new Uint32Array(packer.words);
			packer.pack(cellsOf(game, 5), words);
			// Another position read last, so that what is written comes from the packed words alone.
			packer.read(cellsOf(game, 6));
			packer.readPacked(words);
			const written = new Uint32Array(packer.words);
			packer.write(written);
			assert.equal(written.join(), words.join(), game);
		}
	});
});
