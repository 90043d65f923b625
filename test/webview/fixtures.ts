/**
 * Game views for the webview tests, made by the real engine and the host's own
 * `toGameView`, so the tests render exactly what the host would send.
 */
import { parseCardCode, type Card } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { PRESETS, type PresetId, type RuleOptions } from '../../src/engine/rules';
import { toGameView } from '../../src/extension/game/gameView';
import type { Placement } from '../../src/extension/storage/savedGame';
import type { GameEvent, HostToWebview, Quotation, ViewSettings } from '../../src/protocol';

export const SETTINGS: ViewSettings = { cardStyle: 'standard', animations: false, messages: true, sounds: false };

/** The card with this code ("8H"); throws on a typo so a fixture cannot silently go wrong. */
export function card(code: string): Card {
	const parsed = parseCardCode(code);
	if (parsed === null) {
		throw new Error(`not a card: ${code}`);
	}
	return parsed;
}

/**
 * A game from rows of codes, "--" for a gap and "7H'" for a second deck's card: four
 * rows of 13 under a Montana preset, or any game's grid under its rules.
 */
export function gameFromRows(rows: readonly string[], rules: PresetId | RuleOptions = 'windows'): Game {
	const layout = rows.flatMap((row) =>
		row
			.trim()
			.split(/\s+/)
			.map((code) => (code === '--' ? null : card(code))),
	);
	return Game.fromLayout(layout, typeof rules === 'string' ? PRESETS[rules].rules : rules, 1234);
}

/**
 * A game in progress with one of everything: a home run (2H-7H in row 2), a gap that
 * takes the 8 of hearts, a dead gap after the King of spades, and two first-column gaps,
 * so each loose 2 has a choice of rows.
 */
export const MIXED_ROWS = [
	'-- 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2C',
	'2H 3H 4H 5H 6H 7H -- 9H TH JH QH KH 2D',
	'-- 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 8H',
	'KS -- 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
];

/** No move left: every gap follows a King, and the 2s sit at the ends of the rows. */
export const STUCK_ROWS = [
	'3C 4C 5C 6C 7C 8C 9C TC JC QC KC -- 2C',
	'3D 4D 5D 6D 7D 8D 9D TD JD QD KD -- 2D',
	'3H 4H 5H 6H 7H 8H 9H TH JH QH KH -- 2H',
	'3S 4S 5S 6S 7S 8S 9S TS JS QS KS -- 2S',
];

/** One move from a win: the King of clubs waits one cell right of its place. */
export const ALMOST_WON_ROWS = [
	'2C 3C 4C 5C 6C 7C 8C 9C TC JC QC -- KC',
	'2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --',
	'2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --',
	'2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --',
];

export function stateMessage(
	game: Game,
	options: {
		event?: GameEvent;
		settings?: Partial<ViewSettings> | undefined;
		placement?: Placement;
		quotation?: Quotation;
	} = {},
): HostToWebview {
	return {
		type: 'state',
		view: toGameView(game, 'windows', options.placement ?? null, options.quotation ?? null),
		settings: { ...SETTINGS, ...options.settings },
		...(options.event ? { event: options.event } : {}),
	};
}

/** Plays a card the way the host would, and returns the state message it would send. */
export function afterMove(
	game: Game,
	code: string,
	options: { to?: number; settings?: Partial<ViewSettings> } = {},
): HostToWebview {
	const moved = card(code);
	const from = game.positionOf(moved);
	game.move(moved, options.to);
	const now = game.positionOf(moved);
	if (from === null || now === null) {
		throw new Error(`${code} is not on the board`);
	}
	return stateMessage(game, {
		event: { kind: 'move', move: { card: moved, from, to: now } },
		settings: options.settings,
	});
}
