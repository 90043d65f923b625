/**
 * The text edit that records one more action in a `.gam` file. Playing at the end of a
 * good record appends (the engine's `appendAction`); playing at an earlier step, or on
 * from the last good step of a broken record, also drops everything after that point.
 * Either way it is one replacement, so VS Code's Undo takes back exactly one action.
 * Pure: no vscode.
 */
import { appendAction, headerEndLine, lineEndingOf, lineStartBefore, type GamAction } from '../../engine';

/** Replace `text[start, end)` with `text`. */
export interface TextReplacement {
	readonly start: number;
	readonly end: number;
	readonly text: string;
}

/**
 * Records `action` in `text`, dropping everything from offset `cut` on (the text's
 * length to drop nothing). `movesBefore` is the number of moves kept before the cut.
 */
export function playEdit(text: string, cut: number, movesBefore: number, action: GamAction): TextReplacement {
	const eol = lineEndingOf(text);
	const keep = keptEnd(text, cut);
	let kept = text.slice(0, keep);
	if (headerEndLine(kept) === null) {
		// A record with no moves may lack the blank line between header and moves.
		kept += (endsLine(kept) ? '' : eol) + eol;
	}
	const { offset, insert } = appendAction(kept, action, movesBefore);
	// `offset` is at most one line break before the cut, when the action joins the last line.
	const start = Math.min(offset, keep);
	const tail = kept.slice(start, offset) + insert + kept.slice(offset);
	// A line cut short keeps the line break the text ended with.
	return { start, end: text.length, text: endsLine(text) && !endsLine(tail) ? tail + eol : tail };
}

function endsLine(text: string): boolean {
	return text.endsWith('\n') || text.endsWith('\r');
}

/**
 * Where the kept text ends for a cut at `cut`: without the blanks before the dropped
 * token, and without the line's number when that token was the first on its line.
 */
function keptEnd(text: string, cut: number): number {
	let end = cut;
	while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) {
		end--;
	}
	const lineStart = lineStartBefore(text, end);
	return /^\s*(\d+\.)?$/.test(text.slice(lineStart, end)) ? lineStart : end;
}
