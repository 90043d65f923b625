/**
 * A record's steps ("7H", "2H>3", "*") as the replay controls count them: the moves done
 * after each step, the step at which a move number is reached, and the rows of the move
 * list, laid out like the file (ten numbered moves a row, each redeal on a row of its own).
 */

const REDEAL_STEP = '*';
const MOVES_PER_ROW = 10;

/** `movesAt[p]`: the moves (not redeals) done after `p` steps, for p = 0 .. steps.length. */
export function movesAt(steps: readonly string[]): number[] {
	const counts = [0];
	for (const step of steps) {
		counts.push(counts[counts.length - 1] + (step === REDEAL_STEP ? 0 : 1));
	}
	return counts;
}

/** The first position at which `move` moves are done (clamped to the record). */
export function positionOfMove(counts: readonly number[], move: number): number {
	const found = counts.findIndex((done) => done >= move);
	return found === -1 ? counts.length - 1 : found;
}

export interface MoveRow {
	readonly kind: 'moves' | 'redeal';
	/** The step index of the row's first item. */
	readonly first: number;
	/** The number of the row's first move, or of its redeal. */
	readonly number: number;
	readonly items: readonly string[];
}

export function rowsOf(steps: readonly string[]): MoveRow[] {
	const rows: MoveRow[] = [];
	let moves = 0;
	let redeals = 0;
	let row: { kind: 'moves'; first: number; number: number; items: string[] } | null = null;
	steps.forEach((step, index) => {
		if (step === REDEAL_STEP) {
			rows.push({ kind: 'redeal', first: index, number: ++redeals, items: [step] });
			row = null;
			return;
		}
		moves++;
		if (row === null || row.items.length === MOVES_PER_ROW) {
			row = { kind: 'moves', first: index, number: moves, items: [] };
			rows.push(row);
		}
		row.items.push(step);
	});
	return rows;
}
