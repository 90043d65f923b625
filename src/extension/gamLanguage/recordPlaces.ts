/**
 * Where things stand in a `.gam` text, as the engine's reader found them: the good step
 * under a place, the header field on a line, and the deals the steps fall in. Lines and
 * columns are 1-based, as the engine counts them. Pure: no vscode.
 */
import type { HeaderSource, ReplayStep } from '../../engine';

/** The index of the step whose word covers (line, column), or -1: the steps are in text order. */
export function stepIndexAt(steps: readonly ReplayStep[], line: number, column: number): number {
	let low = 0;
	let high = steps.length - 1;
	while (low <= high) {
		const middle = (low + high) >> 1;
		const step = steps[middle];
		if (step.line < line || (step.line === line && step.column + step.text.length <= column)) {
			low = middle + 1;
		} else if (step.line > line || step.column > column) {
			high = middle - 1;
		} else {
			return middle;
		}
	}
	return -1;
}

/** The header field on `line` (a `Layout:` block's rows are its field's). */
export function headerFieldAt(header: readonly HeaderSource[], line: number): HeaderSource | undefined {
	return header.find((field) => field.line <= line && line <= field.lastLine);
}

/** One deal's steps: the first deal's moves, or a redeal (its `*` first) and the moves after it. */
export interface Deal {
	/** 0 for the first deal, n for the nth redeal. */
	readonly redeal: number;
	/** Indexes into the steps, `first` to `last` included. */
	readonly first: number;
	readonly last: number;
}

/** The deals of the good steps, in order; a first deal with no move is left out. */
export function dealsOf(steps: readonly ReplayStep[]): Deal[] {
	const deals: Deal[] = [];
	let first = 0;
	steps.forEach((step, index) => {
		if (step.action.kind === 'redeal') {
			if (index > first) {
				deals.push({ redeal: steps[first].redeals, first, last: index - 1 });
			}
			first = index;
		}
	});
	if (first < steps.length) {
		deals.push({ redeal: steps[first].redeals, first, last: steps.length - 1 });
	}
	return deals;
}
