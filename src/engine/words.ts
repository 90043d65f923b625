/** Sentences both the host and the webview say, written once. */

/** "1 move", "3 moves": a count with its noun, for every sentence the game says (host and webview). */
export function counted(count: number, noun: string): string {
	return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * "Won in 85 moves and 2 shuffles"; "You won in …" when the player won it, not a replayed
 * record; with the game's name, "You won Galary in 57 moves and 2 shuffles".
 */
export function wonInText(moves: number, shuffles: number, byPlayer = false, game?: string): string {
	const won = [byPlayer ? 'You won' : 'Won', ...(game === undefined ? [] : [game])].join(' ');
	return `${won} in ${counted(moves, 'move')} and ${counted(shuffles, 'shuffle')}`;
}

/**
 * Said with a record's first error wherever it shows (the .gam board's banner, the
 * Problems view): the reader cannot go on past it, so nothing after it is checked yet.
 */
export const FIRST_ERROR_ONLY =
	'The record is read no further than this error: what follows is checked once it is fixed.';

/**
 * "row 2, column 9": cell `position` of a board `columns` wide (a `Game`'s, a `GameView`'s:
 * each game its own), counted from 1 as people count.
 */
export function positionText(board: { readonly columns: number }, position: number): string {
	return `row ${Math.floor(position / board.columns) + 1}, column ${(position % board.columns) + 1}`;
}

/** "A 2 ...": a sentence that starts with a word in lower case. */
export function capitalised(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
