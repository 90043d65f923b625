/**
 * What each header field of a `.gam` record means (docs/gam-format.md), for the hover
 * over it in the text. Pure: no vscode.
 */
import { type HeaderSource, type GamRecord, rulesTitle } from '../../engine';

const MEANINGS: Readonly<Record<string, string>> = {
	'montana-gam': 'The format version of this record, 1. It is the first field of every record.',
	rules:
		'The rules the game is played by: a Montana preset (windows, gaps, ...) or another game of the family (blue-moon, line-up, ...), then any options that differ from its own: redeals, gaps, when, redeal-undo, suits.',
	game: 'The game number, 1 to 4294967295. It fixes the deal and every redeal, on every machine.',
	layout:
		"A starting layout other than the game number's deal: one indented line per row, card codes or -- for a gap. The game number still seeds the redeals; a record with a layout of its own never counts in the best scores.",
	player: 'Who played the game: free text.',
	date: 'When the game was played: free text (the extension writes ISO 8601).',
};

/** What `field` means; for Rules and Game, also what this record's value says. */
export function headerMeaning(field: HeaderSource, record: GamRecord): string {
	const key = field.name.toLowerCase();
	const meaning =
		MEANINGS[key] ??
		'A field this version does not know: it is kept as it is, and written back after the known fields.';
	if (key === 'rules') {
		return `${meaning} Here: ${rulesTitle(record.rules)}.`;
	}
	return meaning;
}
