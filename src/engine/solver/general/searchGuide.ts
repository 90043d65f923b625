/**
 * How promising a position looks to the general search (generalSearch.ts): the score by
 * which it picks the next position to expand. Only the order of the search depends on
 * it, never an answer: every position reached is still expanded before `lost`.
 *
 * Cards home count, in every game but Rectangular Rovers. Rovers is a sliding puzzle,
 * where cards come home only after long walks that bring none home on the way; there the
 * score is how few grid steps are left, summed over the cards, to their cells in the won
 * position closest to this one (which row holds which suit is free, unless suits are fixed),
 * as sliding-puzzle solvers measure it.
 */
import type { Board } from '../../board';
import { SUITS } from '../../cards';
import type { GameModel } from '../../model';

export class SearchGuide {
	/** The highest score a position can have. */
	readonly maxScore: number;
	private readonly slides: boolean;
	/** Each way of giving the suits their rows: `assignment[suit]` is the suit's row. */
	private readonly assignments: readonly Uint8Array[];
	/** `perRow[suit * rows + row]`: the steps of the suit's cards to their cells in row `row`. */
	private readonly perRow: Int32Array;

	constructor(
		private readonly model: GameModel,
		fixedSuits: boolean,
	) {
		this.slides = model.accepts === 'neighbour' && model.rows === SUITS.length;
		this.maxScore = this.slides ? model.homeMax * (model.rows + model.columns) : model.homeMax;
		this.assignments = this.slides ? suitOrders(model.rows, fixedSuits) : [];
		this.perRow = new Int32Array(SUITS.length * model.rows);
	}

	score(board: Board): number {
		return this.slides ? this.maxScore - this.stepsLeft(board) : board.homeCount;
	}

	/** The fewest grid steps left over every way of giving the rows their suits. */
	private stepsLeft(board: Board): number {
		const { model, perRow } = this;
		const rows = model.rows;
		perRow.fill(0);
		const playing = model.playing;
		for (let i = 0; i < playing.length; i++) {
			const card = playing[i];
			const at = board.where[card];
			const suit = model.suit[card];
			const column = model.runIndex[card];
			const across = Math.abs(model.columnAt[at] - column);
			const fromRow = model.rowAt[at];
			for (let row = 0; row < rows; row++) {
				perRow[suit * rows + row] += across + Math.abs(fromRow - row);
			}
		}
		let best = this.maxScore;
		for (const rowOfSuit of this.assignments) {
			let sum = 0;
			for (let suit = 0; suit < rows; suit++) {
				sum += perRow[suit * rows + rowOfSuit[suit]];
			}
			best = Math.min(best, sum);
		}
		return best;
	}
}

/** Every way of giving each suit a row of its own (only the rows' own suits when suits are fixed). */
function suitOrders(rows: number, fixedSuits: boolean): Uint8Array[] {
	if (fixedSuits) {
		return [Uint8Array.from({ length: rows }, (_, suit) => suit)];
	}
	const orders: Uint8Array[] = [];
	const permute = (prefix: number[]) => {
		if (prefix.length === rows) {
			orders.push(Uint8Array.from(prefix));
			return;
		}
		for (let row = 0; row < rows; row++) {
			if (!prefix.includes(row)) {
				permute([...prefix, row]);
			}
		}
	};
	permute([]);
	return orders;
}
