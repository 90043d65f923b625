/**
 * How promising a position looks to the general search (generalSearch.ts): the score by
 * which it picks the next position to expand. Only the order of the search depends on
 * it, never an answer: every position reached is still expanded before `lost`.
 *
 * Cards home count first. In Rectangular Rovers, a sliding puzzle, cards come home only
 * after long walks that bring none home on the way, so there the score also counts how
 * close each row's next card is to its cell (grid steps): without it the search wanders.
 */
import type { Board } from '../board';
import { GAP } from '../cards';
import type { GameModel } from '../model';
import { NONE } from '../model';

export class SearchGuide {
	/** The highest score a position can have. */
	readonly maxScore: number;
	/** The part of the score that a card home outweighs: one more than the largest closeness. */
	private readonly scale: number;
	private readonly byDistance: boolean;

	constructor(
		private readonly model: GameModel,
		private readonly fixedSuits: boolean,
	) {
		this.byDistance = model.accepts === 'neighbour';
		this.scale = this.byDistance ? model.rows + model.columns + 1 : 1;
		this.maxScore = model.homeMax * this.scale + this.scale - 1;
	}

	score(board: Board): number {
		const home = board.homeCount * this.scale;
		return this.byDistance ? home + this.scale - 1 - this.distances(board) : home;
	}

	/** The grid steps from each unfinished row's nearest next card to the cell after its home run, summed. */
	private distances(board: Board): number {
		const { model } = this;
		for (let row = 0; row < model.rows; row++) {
			const length = board.homeLength[row];
			if (length < model.runMax) {
				return this.nearest(board, row, length);
			}
		}
		return 0;
	}

	/** The steps from the nearest card that may stand at `column` of `row` after its home run, and is not home itself. */
	private nearest(board: Board, row: number, column: number): number {
		const { model } = this;
		const suit = column > 0 ? model.suit[board.cells[row * model.columns]] : this.fixedSuits ? model.rowSuit(row) : -1;
		let best = model.rows + model.columns;
		for (const card of model.playing) {
			const at = board.where[card];
			const fits = model.runIndex[card] === column && (suit < 0 || model.suit[card] === suit);
			if (fits && at !== GAP && model.runIndex[card] !== NONE && !board.isHome(at)) {
				const steps = Math.abs(model.rowAt[at] - row) + Math.abs(model.columnAt[at] - column);
				best = Math.min(best, steps);
			}
		}
		return best;
	}
}
