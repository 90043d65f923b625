/**
 * What the solver needs to know about a position, and nothing else: a grid of cells, the
 * cards in them, what a gap accepts and when a row is home. The engine's Game is turned
 * into one by `fromGame.ts`; a game of another shape only needs another adapter, never a
 * change to the search.
 */

/** The value of a cell that holds no card. */
export const NO_CARD = 0xff;

export interface SolverProblem {
	readonly rows: number;
	readonly columns: number;
	/** `rows * columns` cells, row-major: a card id (below `cardLimit`) or `NO_CARD` for a gap. */
	readonly cells: Uint8Array;
	/** Card ids are below this. */
	readonly cardLimit: number;
	/**
	 * The acceptance rule for every gap outside the first column: `follower[v]` is the one
	 * card that may go right of a cell holding `v` (a card, or `NO_CARD` for a gap), or
	 * `NO_CARD` when nothing may (after a King, after a gap). 256 entries.
	 */
	readonly follower: Uint8Array;
	/** For each row, the cards that may go into its first column when it is a gap. */
	readonly openers: readonly (readonly number[])[];
	/** A row is home when its first `runLength` cells hold an opener followed by its followers. */
	readonly runLength: number;
}

/**
 * Rows may be swapped without changing what can be won when every row takes the same
 * openers and is home by the same test: then the solver may treat positions that differ
 * only in the order of their rows as one position.
 */
export function rowsInterchangeable(problem: SolverProblem): boolean {
	const first = [...problem.openers[0]].sort((a, b) => a - b).join();
	return problem.openers.every((cards) => [...cards].sort((a, b) => a - b).join() === first);
}

/** A move of the card at cell `from` into the gap at cell `to`. */
export interface SolverMove {
	readonly from: number;
	readonly to: number;
}
