/**
 * Deals: the first deal of a game number and the redeals, both drawn from the
 * documented generator in random.ts so that a game number fixes every deal of the
 * game. docs/gam-format.md ("Deals") describes both for another program.
 */
import { GAP } from './cards';
import type { Board } from './board';
import type { GameModel } from './model';
import { dealSeed, mulberry32, shuffleInPlace } from './random';
import type { RedealGaps } from './rules';

/**
 * Game `gameNumber`'s first deal (one gap per row), by the game's `firstDeal`:
 * - `removeRank`: the deck in card order, shuffled, dealt row by row into every cell,
 *   the removed rank's cards taken out (Montana);
 * - `acesToFirstColumn`: the deck shuffled, dealt row by row into the columns after the
 *   first; then, in position order, each ace moves to the first column of the next row;
 * - `acesFirst`: the aces in card order down the first column, the second column left
 *   empty, the other cards in card order, shuffled, dealt row by row from the third;
 * - `firstColumnEmpty`: the deck shuffled, dealt row by row into the columns after the first.
 */
export function firstDeal(model: GameModel, gameNumber: number): Uint8Array {
	const layout = new Uint8Array(model.cells).fill(GAP);
	const columns = model.columns;
	/** Deals `cards` row by row into the columns from `firstColumn` on. */
	const dealFrom = (firstColumn: number, cards: Uint8Array) => {
		const width = columns - firstColumn;
		cards.forEach((card, i) => (layout[((i / width) | 0) * columns + firstColumn + (i % width)] = card));
	};
	const shuffled = (cards: Uint8Array) => {
		const copy = cards.slice();
		shuffleInPlace(copy, mulberry32(dealSeed(gameNumber, 0)));
		return copy;
	};
	switch (model.firstDeal) {
		case 'removeRank':
			dealFrom(
				0,
				shuffled(model.deck).map((card) => (model.isRemoved(card) ? GAP : card)),
			);
			break;
		case 'acesToFirstColumn': {
			dealFrom(1, shuffled(model.deck));
			let row = 0;
			for (let position = 0; position < layout.length; position++) {
				if (position % columns !== 0 && model.runIndex[layout[position]] === 0) {
					layout[row++ * columns] = layout[position];
					layout[position] = GAP;
				}
			}
			break;
		}
		case 'acesFirst':
			model.openers.forEach((ace, row) => (layout[row * columns] = ace));
			dealFrom(2, shuffled(model.deck.filter((card) => model.runIndex[card] !== 0)));
			break;
		case 'firstColumnEmpty':
			dealFrom(1, shuffled(model.deck));
			break;
	}
	return layout;
}

/**
 * The layout after the game's redeal number `redealNumber` (1 for the first redeal).
 * Home cards stay put. The loose cards are taken in card order (so the result depends
 * on which cards are loose, not on where they lay), shuffled, and dealt in position
 * order into the cells after the home runs, leaving one gap per row:
 * - `random`: the cards off the board (the removed rank) join the loose cards, and
 *   games that remove none add one gap marker per row after them; every cell after the
 *   runs gets one, and the removed cards and markers become the gaps, anywhere;
 * - `afterRun`: the first cell after each row's run stays empty;
 * - `lastColumn`: each row's last cell stays empty.
 */
export function redealLayout(board: Board, policy: RedealGaps, gameNumber: number, redealNumber: number): Uint8Array {
	const model = board.model;
	const columns = model.columns;
	const layout = board.cells.slice();
	const targets: number[] = [];
	for (let row = 0; row < model.rows; row++) {
		const firstLoose = board.firstAfterRun(row);
		const rowEnd = (row + 1) * columns;
		const gap = policy === 'lastColumn' ? rowEnd - 1 : firstLoose;
		layout[gap] = GAP;
		for (let position = firstLoose; position < rowEnd; position++) {
			if (position !== gap || policy === 'random') {
				targets.push(position);
			}
		}
	}
	const loose: number[] = [];
	let offBoard = 0;
	for (const card of model.deck) {
		const position = board.where[card];
		if (position === GAP) {
			offBoard++;
		}
		if (position === GAP ? policy === 'random' : !board.isHome(position)) {
			loose.push(card);
		}
	}
	if (policy === 'random') {
		loose.push(...new Array<number>(model.gapCount - offBoard).fill(GAP));
	}
	const dealt = Uint8Array.from(loose);
	shuffleInPlace(dealt, mulberry32(dealSeed(gameNumber, redealNumber)));
	targets.forEach((position, i) => (layout[position] = model.isRemoved(dealt[i]) ? GAP : dealt[i]));
	return layout;
}
