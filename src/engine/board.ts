/**
 * A game's board in typed arrays, with the bookkeeping every query needs kept up to
 * date move by move: where each card is, the gaps (one per row), and each row's home
 * run. It knows nothing of history, and of the move rules nothing at all: a row is
 * home when it holds the game's run in one suit (games.ts), whatever the rule that
 * put the cards there.
 */
import { type Card, type Position, CARD_COUNT, GAP, MAX_DECKS, cardCode, rankOf, rankPlural } from './cards';
import type { GameModel } from './model';

export class Board {
	/** The card in each cell, or `GAP`. */
	readonly cells: Uint8Array;
	/** The cell of each card, or `GAP` for a card off the board (the removed rank). */
	readonly where = new Uint8Array(CARD_COUNT * MAX_DECKS);
	/** The gap positions, one per row, kept in ascending order so that move lists are stable. */
	readonly gaps: Uint8Array;
	/** How many cards from the left of each row are in home position. */
	readonly homeLength: Uint8Array;
	/** Cards in home position, 0 .. the model's `homeMax`. */
	homeCount = 0;
	/** The model's, kept here for the hot path. */
	private readonly columns: number;
	private readonly rowAt: Uint8Array;
	private readonly columnAt: Uint8Array;
	private readonly runMax: number;
	private readonly runIndex: Uint8Array;
	private readonly suit: Uint8Array;

	constructor(
		readonly model: GameModel,
		readonly fixedSuits: boolean,
		layout: ArrayLike<number>,
	) {
		this.columns = model.columns;
		this.rowAt = model.rowAt;
		this.columnAt = model.columnAt;
		this.runMax = model.runMax;
		this.runIndex = model.runIndex;
		this.suit = model.suit;
		this.cells = new Uint8Array(model.cells);
		this.gaps = new Uint8Array(model.gapCount);
		this.homeLength = new Uint8Array(model.rows);
		this.load(layout);
	}

	/** Replaces the whole layout (`GAP` for a gap); the layout must be valid. */
	load(layout: ArrayLike<number>): void {
		this.where.fill(GAP);
		let gap = 0;
		for (let position = 0; position < this.cells.length; position++) {
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
		for (let row = 0; row < this.homeLength.length; row++) {
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
		const fromRow = this.rowAt[from];
		const fromColumn = this.columnAt[from];
		if (fromColumn < this.homeLength[fromRow]) {
			this.homeCount -= this.homeLength[fromRow] - fromColumn;
			this.homeLength[fromRow] = fromColumn;
		}
		const toRow = this.rowAt[to];
		if (this.columnAt[to] === this.homeLength[toRow]) {
			this.extendHome(toRow);
		}
	}

	isHome(position: Position): boolean {
		return this.columnAt[position] < this.homeLength[this.rowAt[position]];
	}

	/** The first cell after each row's home run: where `afterRun` redeals leave the gaps. */
	firstAfterRun(row: number): Position {
		return row * this.columns + this.homeLength[row];
	}

	/** Swaps gap `old` for `replacement` and keeps the gaps in order (an insertion pass). */
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
		while (i < gaps.length - 1 && gaps[i + 1] < replacement) {
			gaps[i] = gaps[i + 1];
			i++;
		}
		gaps[i] = replacement;
	}

	/**
	 * Grows a row's home run over the cards that already follow it: column k must hold
	 * the run's k-th rank in the suit of the row's first card (with fixed suits, the
	 * row's own suit).
	 */
	private extendHome(row: number): void {
		const { runIndex, suit, runMax, cells } = this;
		const start = row * this.columns;
		let length = this.homeLength[row];
		let runSuit = length > 0 ? suit[cells[start]] : this.fixedSuits ? this.model.rowSuit(row) : -1;
		while (length < runMax) {
			const card = cells[start + length];
			if (runIndex[card] !== length || (runSuit >= 0 && suit[card] !== runSuit)) {
				break;
			}
			runSuit = suit[card];
			length++;
		}
		this.homeCount += length - this.homeLength[row];
		this.homeLength[row] = length;
	}
}

/**
 * Why `layout` is not a layout of `model`'s game, or null if it is: one cell per
 * position holding each of the game's starting cards once, and one gap (`GAP`) per row.
 */
export function whyNotLayout(model: GameModel, layout: ArrayLike<number>): string | null {
	if (layout.length !== model.cells) {
		return `A layout has ${model.cells} cells, not ${layout.length}.`;
	}
	const seen = new Uint8Array(CARD_COUNT * MAX_DECKS);
	let gaps = 0;
	for (let position = 0; position < model.cells; position++) {
		const card = layout[position];
		if (card === GAP) {
			gaps++;
		} else if (!model.hasCard(card)) {
			return `Cell ${position + 1} holds something that is not a card of this game.`;
		} else if (model.isRemoved(card)) {
			return `The ${rankPlural(rankOf(card))} are not dealt: cell ${position + 1} holds the ${cardCode(card)}.`;
		} else if (seen[card]++) {
			return `The ${cardCode(card)} appears twice.`;
		}
	}
	return gaps === model.gapCount ? null : `A layout has ${model.gapCount} gaps, not ${gaps}.`;
}

/** A copy of the layout as cards and nulls, for callers outside the engine. */
export function layoutOf(cells: Uint8Array): (Card | null)[] {
	return Array.from(cells, (card) => (card === GAP ? null : card));
}
