/**
 * The 4 x 13 board in typed arrays, with the bookkeeping every query needs kept up to
 * date move by move: where each card is, the four gaps, and each row's home run.
 * It knows nothing of history or rules beyond the move rule it borrows from moves.ts.
 */
import {
	type Card,
	type Position,
	ACE,
	CARD_COUNT,
	CELLS,
	COLUMNS,
	GAP,
	ROWS,
	SUITS,
	RANKS,
	cardCode,
	rankOf,
} from './cards';
import { fitsAt } from './moves';

export const GAP_COUNT = SUITS.length;
/** The most cards one row's home run can hold: 2 to King. */
export const RUN_MAX = RANKS - 1;
/** Cards in home position when the game is won. */
export const HOME_MAX = RUN_MAX * ROWS;

export class Board {
	/** The card in each cell, or `GAP`. */
	readonly cells = new Uint8Array(CELLS);
	/** The cell of each card, or `GAP` for the aces (never on the board). */
	readonly where = new Uint8Array(CARD_COUNT);
	/** The four gap positions, kept in ascending order so that move lists are stable. */
	readonly gaps = new Uint8Array(GAP_COUNT);
	/** How many cards from the left of each row are in home position. */
	readonly homeLength = new Uint8Array(ROWS);
	/** Cards in home position, 0 .. 48. */
	homeCount = 0;

	constructor(
		readonly fixedSuits: boolean,
		layout: ArrayLike<number>,
	) {
		this.load(layout);
	}

	/** Replaces the whole layout (52 cells, `GAP` for a gap); the layout must be valid. */
	load(layout: ArrayLike<number>): void {
		this.where.fill(GAP);
		let gap = 0;
		for (let position = 0; position < CELLS; position++) {
			const card = layout[position];
			this.cells[position] = card;
			if (card === GAP) {
				this.gaps[gap++] = position;
			} else {
				this.where[card] = position;
			}
		}
		this.homeLength.fill(0);
		this.homeCount = 0;
		for (let row = 0; row < ROWS; row++) {
			this.extendHome(row);
		}
	}

	/** Moves the card at `from` into the gap at `to`, unchecked. */
	move(from: Position, to: Position): void {
		const cells = this.cells;
		const card = cells[from];
		cells[from] = GAP;
		cells[to] = card;
		this.where[card] = to;
		this.replaceGap(to, from);
		const fromRow = (from / COLUMNS) | 0;
		const fromColumn = from - fromRow * COLUMNS;
		if (fromColumn < this.homeLength[fromRow]) {
			this.homeCount -= this.homeLength[fromRow] - fromColumn;
			this.homeLength[fromRow] = fromColumn;
		}
		const toRow = (to / COLUMNS) | 0;
		if (to - toRow * COLUMNS === this.homeLength[toRow]) {
			this.extendHome(toRow);
		}
	}

	isHome(position: Position): boolean {
		const row = (position / COLUMNS) | 0;
		return position - row * COLUMNS < this.homeLength[row];
	}

	/** The first cell after each row's home run: where `afterRun` redeals leave the gaps. */
	firstAfterRun(row: number): Position {
		return row * COLUMNS + this.homeLength[row];
	}

	/** Swaps gap `old` for `replacement` and keeps the four in order (an insertion pass over four cells). */
	private replaceGap(old: Position, replacement: Position): void {
		const gaps = this.gaps;
		let i = 0;
		while (gaps[i] !== old) {
			i++;
		}
		while (i > 0 && gaps[i - 1] > replacement) {
			gaps[i] = gaps[i - 1];
			i--;
		}
		while (i < GAP_COUNT - 1 && gaps[i + 1] < replacement) {
			gaps[i] = gaps[i + 1];
			i++;
		}
		gaps[i] = replacement;
	}

	/** Grows a row's home run over the cards that already follow it in sequence. */
	private extendHome(row: number): void {
		const start = row * COLUMNS;
		let length = this.homeLength[row];
		while (length < RUN_MAX && fitsAt(this.cells, this.cells[start + length], start + length, this.fixedSuits)) {
			length++;
		}
		this.homeCount += length - this.homeLength[row];
		this.homeLength[row] = length;
	}
}

/**
 * Why `layout` is not a Montana layout, or null if it is: 52 cells holding the 48 cards
 * from 2 to King once each and four gaps (`GAP`).
 */
export function whyNotLayout(layout: ArrayLike<number>): string | null {
	if (layout.length !== CELLS) {
		return `A layout has ${CELLS} cells, not ${layout.length}.`;
	}
	const seen = new Uint8Array(CARD_COUNT);
	let gaps = 0;
	for (let position = 0; position < CELLS; position++) {
		const card = layout[position];
		if (card === GAP) {
			gaps++;
		} else if (!Number.isInteger(card) || card < 0 || card >= CARD_COUNT) {
			return `Cell ${position + 1} holds something that is not a card.`;
		} else if (rankOf(card) === ACE) {
			return `The aces are not dealt: cell ${position + 1} holds the ${cardCode(card)}.`;
		} else if (seen[card]++) {
			return `The ${cardCode(card)} appears twice.`;
		}
	}
	return gaps === GAP_COUNT ? null : `A layout has ${GAP_COUNT} gaps, not ${gaps}.`;
}

/** A copy of the layout as cards and nulls, for callers outside the engine. */
export function layoutOf(cells: Uint8Array): (Card | null)[] {
	return Array.from(cells, (card) => (card === GAP ? null : card));
}
