/**
 * A game's declaration (games.ts) compiled into the sizes and lookup tables the board,
 * the deal and the move rules read on every move. Built once per game and shared.
 */
import { type Card, CARD_COUNT, GAP, SUITS, RANKS, makeCard, rankOf, suitOf } from './cards';
import { type AcceptRule, type FirstDeal, type GameDeclaration, type GameId, GAMES } from './games';

/** A table entry for "no such card". */
export const NONE = 0xfe;

export class GameModel {
	readonly id: GameId;
	readonly rows: number;
	readonly columns: number;
	readonly cells: number;
	readonly decks: number;
	readonly accepts: AcceptRule;
	readonly firstDeal: FirstDeal;
	/** The longest home run of a row: every column but the last. */
	readonly runMax: number;
	/** Cards in home position when the game is won. */
	readonly homeMax: number;
	/** One gap per row. */
	readonly gapCount: number;
	/** Every card of the deck, in card order. */
	readonly deck: Uint8Array;
	/** The cards that start on the board (the deck without `removedRank`), in card order. */
	readonly playing: Uint8Array;
	/** The cards that open a row (the run's first rank), in card order. */
	readonly openers: Uint8Array;
	/** For each cell value (a card or `GAP`): its rank's place in the run, or `NONE`. */
	readonly runIndex = new Uint8Array(GAP + 1).fill(NONE);
	/** For each cell value: the next card of the run, same suit, as a face (first deck's copy); `NONE` after the last or a gap. */
	readonly nextFace = new Uint8Array(GAP + 1).fill(NONE);
	/** For each cell value: the card before it in the run, same suit, as a face; `NONE` for the first or a gap. */
	readonly previousFace = new Uint8Array(GAP + 1).fill(NONE);
	/** For each cell value: its face (first deck's copy), or `GAP`. */
	readonly face = new Uint8Array(GAP + 1).fill(GAP);
	/** For each cell value: its suit, or `NONE` for a gap. */
	readonly suit = new Uint8Array(GAP + 1).fill(NONE);
	/**
	 * Each position's row and column: tables, because dividing by a column count known
	 * only at run time costs a hardware division on every move.
	 */
	readonly rowAt: Uint8Array;
	readonly columnAt: Uint8Array;

	/** The face of each suit's run card at each index: `runFaces[suit * runMax + index]`. */
	private readonly runFaces: Uint8Array;

	constructor(readonly declaration: GameDeclaration) {
		const { rows, decks, run, removedRank } = declaration;
		this.id = declaration.id;
		this.rows = rows;
		this.columns = run.length + 1;
		this.cells = rows * this.columns;
		this.decks = decks;
		this.accepts = declaration.accepts;
		this.firstDeal = declaration.firstDeal;
		this.runMax = run.length;
		this.homeMax = run.length * rows;
		this.gapCount = rows;
		this.rowAt = Uint8Array.from({ length: this.cells }, (_, position) => (position / this.columns) | 0);
		this.columnAt = Uint8Array.from({ length: this.cells }, (_, position) => position % this.columns);
		const deck: Card[] = [];
		for (let d = 0; d < decks; d++) {
			for (let s = 0; s < SUITS.length; s++) {
				for (let rank = 1; rank <= RANKS; rank++) {
					if (run.includes(rank) || rank === removedRank) {
						deck.push(makeCard(s, rank, d));
					}
				}
			}
		}
		this.deck = Uint8Array.from(deck);
		this.playing = this.deck.filter((card) => rankOf(card) !== removedRank);
		this.openers = this.deck.filter((card) => rankOf(card) === run[0]);
		this.runFaces = Uint8Array.from({ length: SUITS.length * run.length }, (_, i) =>
			makeCard((i / run.length) | 0, run[i % run.length]),
		);
		for (const card of this.deck) {
			const index = run.indexOf(rankOf(card));
			this.face[card] = card % CARD_COUNT;
			this.suit[card] = suitOf(card);
			this.runIndex[card] = index < 0 ? NONE : index;
			if (index >= 0 && index + 1 < run.length) {
				this.nextFace[card] = makeCard(suitOf(card), run[index + 1]);
			}
			if (index > 0) {
				this.previousFace[card] = makeCard(suitOf(card), run[index - 1]);
			}
		}
	}

	/** The face of `suit`'s card at place `index` of the run, or `NONE` past its end. */
	faceAt(suit: number, index: number): number {
		return index < this.runMax ? this.runFaces[suit * this.runMax + index] : NONE;
	}
	/** Is `card` one of this game's cards? */
	hasCard(card: number): boolean {
		return Number.isInteger(card) && card >= 0 && card < GAP && this.deck.includes(card);
	}
	/** Is `position` a cell of this game's board? */
	hasPosition(position: number): boolean {
		return Number.isInteger(position) && position >= 0 && position < this.cells;
	}
	/** Is `card` off the board for good (the removed rank)? */
	isRemoved(card: Card): boolean {
		return this.declaration.removedRank === rankOf(card);
	}
	/** With fixed suits, the suit whose run row `row` holds: clubs, diamonds, hearts, spades, then again. */
	rowSuit(row: number): number {
		return row % SUITS.length;
	}
}

const models = new Map<GameId, GameModel>();

/** The compiled model of game `id`, built on first use. */
export function modelOf(id: GameId): GameModel {
	let model = models.get(id);
	if (model === undefined) {
		model = new GameModel(GAMES[id]);
		models.set(id, model);
	}
	return model;
}
