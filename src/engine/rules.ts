/**
 * Rule options, declared as data.
 *
 * A game of the family (games.ts) fixes the board, the deck and what a gap accepts;
 * the options below say how its redeals go and whether suits are fixed, and a player
 * may combine them with any game. A preset is a name for one combination of options
 * for Montana, in the spirit of PySolFC's `montana.py`, where a variant states what
 * differs rather than copying the game.
 */
import type { GameId } from './gameId';

/** Where the gaps (one per row) land after a redeal. */
export type RedealGaps =
	/**
	 * The gaps land at random among the redealt cells: the cards off the board (the
	 * aces) are shuffled back in with the loose cards and removed again (Windows game,
	 * web "Gaps", PySol's Spaces).
	 */
	| 'random'
	/** One gap right after each row's home run (Solitaire Till Dawn, Word of Mouse, most of PySol's games). */
	| 'afterRun'
	/** One gap in each row's last column (PySol's Station). */
	| 'lastColumn';

/** When the player may redeal. */
export type RedealWhen = 'anytime' | 'whenStuck';

/**
 * The most redeals a limited game may allow. Beyond a hundred a limit means nothing at
 * the table ("unlimited" says it better), and a bound keeps every reader and writer of
 * rules (settings, stored games, .gam files) agreeing on what is valid.
 */
export const MAX_REDEALS = 100;

/** A redeal limit the rules accept: null (unlimited) or a whole number from 0 to MAX_REDEALS. */
export function isRedealLimit(value: unknown): value is number | null {
	return value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_REDEALS);
}

export interface RuleOptions {
	/** Which game of the family: its board, deck and move rule (games.ts). */
	readonly game: GameId;
	/** How many redeals ("shuffles") a game allows, 0 to MAX_REDEALS; `null` means unlimited. */
	readonly maxRedeals: number | null;
	readonly redealGaps: RedealGaps;
	readonly redealWhen: RedealWhen;
	/** Whether undo may step back across a redeal (Word of Mouse: "Shuffle Remaining cannot be undone"). */
	readonly redealUndoable: boolean;
	/**
	 * Each row's first card must be that row's suit: clubs, diamonds, hearts, spades
	 * from the top (and again from the fifth row in a two-deck game).
	 */
	readonly fixedSuits: boolean;
}

export type PresetId = 'windows' | 'gaps' | 'wordOfMouse' | 'threeTries' | 'unlimited' | 'oneDeal';

export interface RulePreset {
	readonly id: PresetId;
	readonly label: string;
	readonly description: string;
	readonly rules: RuleOptions;
}

const windows: RuleOptions = {
	game: 'montana',
	maxRedeals: 15,
	redealGaps: 'random',
	redealWhen: 'anytime',
	redealUndoable: true,
	fixedSuits: false,
};

export const PRESETS: Readonly<Record<PresetId, RulePreset>> = {
	windows: {
		id: 'windows',
		label: 'Montana Solitaire for Windows',
		description: '15 shuffles at any time; the aces are shuffled back in, so the gaps land at random.',
		rules: windows,
	},
	gaps: {
		id: 'gaps',
		label: 'Gaps (Solitaire Till Dawn)',
		description: 'Two shuffles when no move is left; each row gets a gap right after its home run.',
		rules: { ...windows, maxRedeals: 2, redealGaps: 'afterRun', redealWhen: 'whenStuck' },
	},
	wordOfMouse: {
		id: 'wordOfMouse',
		label: 'Word of Mouse',
		description: 'Two shuffles ("Shuffle Remaining") that cannot be undone; a gap after each home run.',
		rules: { ...windows, maxRedeals: 2, redealGaps: 'afterRun', redealWhen: 'whenStuck', redealUndoable: false },
	},
	threeTries: {
		id: 'threeTries',
		label: 'Three tries',
		description: 'Three deals in all: two shuffles when stuck, the aces shuffled back in for random gaps.',
		rules: { ...windows, maxRedeals: 2, redealWhen: 'whenStuck' },
	},
	unlimited: {
		id: 'unlimited',
		label: 'Unlimited shuffles',
		description: 'Shuffle as often as you like, at any time; a gap after each home run, so every game can be won.',
		rules: { ...windows, maxRedeals: null, redealGaps: 'afterRun' },
	},
	oneDeal: {
		id: 'oneDeal',
		label: 'One deal',
		description: 'No shuffle at all: the first deal is the whole game.',
		rules: { ...windows, maxRedeals: 0 },
	},
};

export const DEFAULT_PRESET: PresetId = 'windows';

/** The preset whose rules these are exactly, if there is one. */
export function presetWithRules(rules: RuleOptions): PresetId | undefined {
	const same = (preset: RuleOptions) =>
		(Object.keys(preset) as (keyof RuleOptions)[]).every((key) => preset[key] === rules[key]);
	return (Object.keys(PRESETS) as PresetId[]).find((id) => same(PRESETS[id].rules));
}

export function isPresetId(value: unknown): value is PresetId {
	return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PRESETS, value);
}
