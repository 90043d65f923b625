/**
 * A game's board in typed arrays, with the bookkeeping every query needs kept up to
 * date move by move: where each card is, the gaps (one per row), and each row's home
 * run. It knows nothing of history, and of the move rules nothing at all: a row is
 * home when it holds the game's run in one suit (games.ts), whatever the rule that
 * put the cards there.
 */
import { type Card, type Position, CARD_COUNT, GAP, MAX_DECKS, cardCode, rankOf, rankPlural } from './cards';
import type { GameModel } from './model';

/** A row's home run length fits in this many bits (at most 13 cards: Ace to King). */
const HOME_BITS = 4;
const HOME_MASK = (1 << HOME_BITS) - 1;

export class Board {
	/** The card in each cell, or `GAP`. */
	readonly cells: Uint8Array;
	/** The cell of each card, or `GAP` for a card off the board (the removed rank). */
	readonly where = new Uint8Array(CARD_COUNT * MAX_DECKS);
	/**
	 * The gaps (one per row) as a bit set, bit `position % 32` of word `position >> 5`:
	 * a move flips two bits instead of re-sorting a list, and `nextGap` still walks the
	 * gaps in position order, so that move lists are stable. One spare word at the end
	 * lets `nextGap` read the word after any cell.
	 */
	private readonly gapBits: Int32Array;
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
		this.gapBits = new Int32Array((model.cells >> 5) + 1);
		this.homeLength = new Uint8Array(model.rows);
		this.load(layout);
	}

	/** Replaces the whole layout (`GAP` for a gap); the layout must be valid. */
	load(layout: ArrayLike<number>): void {
		this.where.fill(GAP);
		this.gapBits.fill(0);
		for (let position = 0; position < this.cells.length; position++) {
			const card = layout[position];
			this.cells[position] = card;
			if (card === GAP) {
				this.gapBits[position >> 5] |= 1 << (position & 31);
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

	/**
	 * Moves the card at `from` into the gap at `to`, unchecked. Returns the home run
	 * lengths of both rows before the move, packed for `moveBack` (a number, so that
	 * the history can keep it without allocating): `from`'s row's times 16 plus `to`'s.
	 */
	move(from: Position, to: Position): number {
		const { cells, homeLength } = this;
		const card = cells[from];
		cells[from] = GAP;
		cells[to] = card;
		this.where[card] = to;
		this.replaceGap(to, from);
		const fromRow = this.rowAt[from];
		const fromColumn = this.columnAt[from];
		const fromHome = homeLength[fromRow];
		if (fromColumn < fromHome) {
			this.homeCount -= fromHome - fromColumn;
			homeLength[fromRow] = fromColumn;
		}
		const toRow = this.rowAt[to];
		const toHome = homeLength[toRow];
		if (this.columnAt[to] === toHome) {
			this.extendHome(toRow);
		}
		return (fromHome << HOME_BITS) | toHome;
	}

	/**
	 * Takes back `move(from, to)`, given what it returned: the card at `to` goes back to
	 * `from`, and both rows' home runs are as they were, without walking them again.
	 */
	moveBack(from: Position, to: Position, homesBefore: number): void {
		const cells = this.cells;
		const card = cells[to];
		cells[to] = GAP;
		cells[from] = card;
		this.where[card] = from;
		this.replaceGap(from, to);
		this.setHomeLength(this.rowAt[to], homesBefore & HOME_MASK);
		this.setHomeLength(this.rowAt[from], homesBefore >>> HOME_BITS);
	}

	/** Is every row home: the game won? */
	isWon(): boolean {
		return this.homeCount === this.model.homeMax;
	}

	isHome(position: Position): boolean {
		return this.columnAt[position] < this.homeLength[this.rowAt[position]];
	}

	/** The first cell after each row's home run: where `afterRun` redeals leave the gaps. */
	firstAfterRun(row: number): Position {
		return row * this.columns + this.homeLength[row];
	}

	private setHomeLength(row: number, length: number): void {
		this.homeCount += length - this.homeLength[row];
		this.homeLength[row] = length;
	}

	/** The first gap after `position` (-1 for the first of all), or -1 when there is none. */
	nextGap(position: number): number {
		const bits = this.gapBits;
		let index = (position + 1) >> 5;
		let word = bits[index] & (-1 << ((position + 1) & 31));
		while (word === 0) {
			if (++index === bits.length) {
				return -1;
			}
			word = bits[index];
		}
		return (index << 5) + 31 - Math.clz32(word & -word);
	}

	/** The gaps in position order (allocates: for the cold paths). */
	gapList(): Position[] {
		const gaps: Position[] = [];
		for (let gap = this.nextGap(-1); gap >= 0; gap = this.nextGap(gap)) {
			gaps.push(gap);
		}
		return gaps;
	}

	/** The gap at `old` is filled, and `replacement` is a gap. */
	private replaceGap(old: Position, replacement: Position): void {
		this.gapBits[old >> 5] &= ~(1 << (old & 31));
		this.gapBits[replacement >> 5] |= 1 << (replacement & 31);
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
		this.setHomeLength(row, length);
	}
}

/**
 * Why `layout` is not a layout of `model`'s game, or null if it is: one cell per
 * position holding each of the game's starting cards once, and one gap (null) per row.
 * Only null is a gap: `GAP` is the board's own mark, and to a caller no card.
 */
export function whyNotLayout(model: GameModel, layout: readonly (Card | null)[]): string | null {
	if (layout.length !== model.cells) {
		return `A layout has ${model.cells} cells, not ${layout.length}.`;
	}
	const seen = new Uint8Array(CARD_COUNT * MAX_DECKS);
	let gaps = 0;
	for (let position = 0; position < model.cells; position++) {
		const card = layout[position];
		if (card === null) {
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
