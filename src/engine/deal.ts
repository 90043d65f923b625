/**
 * Deals: the first deal of a game number and the redeals, both drawn from the
 * documented generator in random.ts so that a game number fixes every deal of the game.
 */
import { ACE, CARD_COUNT, COLUMNS, GAP, ROWS, rankOf } from './cards';
import type { Board } from './board';
import { dealSeed, mulberry32, shuffleInPlace } from './random';
import type { RedealGaps } from './rules';

/** Game `gameNumber`'s first deal: the deck in card order, shuffled, dealt row by row, the aces taken out. */
export function firstDeal(gameNumber: number): Uint8Array {
	const deck = Uint8Array.from({ length: CARD_COUNT }, (_, card) => card);
	return dealOut(deck, gameNumber, 0);
}

/**
 * The layout after the game's redeal number `redealNumber` (1 for the first redeal).
 * Home cards stay put. The loose cards are taken in card order (so the result depends
 * on which cards are loose, not on where they lay), shuffled, and dealt in position
 * order into the cells after the home runs:
 * - `random`: the aces join the loose cards, every cell after the runs gets a card,
 *   and the aces are taken out again, leaving four gaps anywhere;
 * - `afterRun`: the first cell after each row's run stays empty and the others get the cards.
 */
export function redealLayout(board: Board, policy: RedealGaps, gameNumber: number, redealNumber: number): Uint8Array {
	const layout = board.cells.slice();
	const targets: number[] = [];
	for (let row = 0; row < ROWS; row++) {
		const firstLoose = board.firstAfterRun(row);
		const firstDealt = policy === 'afterRun' ? firstLoose + 1 : firstLoose;
		layout[firstLoose] = GAP;
		for (let position = firstDealt; position < (row + 1) * COLUMNS; position++) {
			targets.push(position);
		}
	}
	const loose: number[] = [];
	for (let card = 0; card < CARD_COUNT; card++) {
		const position = board.where[card];
		const isAce = position === GAP;
		if (isAce ? policy === 'random' : !board.isHome(position)) {
			loose.push(card);
		}
	}
	const dealt = dealOut(Uint8Array.from(loose), gameNumber, redealNumber);
	targets.forEach((position, i) => (layout[position] = dealt[i]));
	return layout;
}

/** Shuffles `cards` with the seed of deal `dealIndex` and turns the aces into gaps. */
function dealOut(cards: Uint8Array, gameNumber: number, dealIndex: number): Uint8Array {
	shuffleInPlace(cards, mulberry32(dealSeed(gameNumber, dealIndex)));
	return cards.map((card) => (rankOf(card) === ACE ? GAP : card));
}
