/**
 * The `montana.*` settings: their types, defaults and validation.
 *
 * VS Code hands back whatever is in settings.json, even values its schema marks wrong,
 * so every value is checked here. A bad value falls back to the default and produces a
 * problem message for the user. Pure: `settingsReader.ts` does the reading.
 */
import {
	DEFAULT_PRESET,
	GAMES,
	GAME_IDS,
	type GameId,
	MAX_REDEALS,
	PRESETS,
	isPresetId,
	type PresetId,
	type RedealGaps,
	type RedealWhen,
	type RuleOptions,
	rulesTitle,
} from '../../engine';
import { REPLAY_SPEEDS, type CardStyle, type ReplaySpeed, type ViewSettings } from '../../protocol';

export type PresetChoice = PresetId | 'custom';
/** What Choose Rules sets: the game, and Montana's preset (or custom options). */
export interface RulesChoice {
	readonly game: GameId;
	readonly preset: PresetChoice;
}
export type PanelLocation = 'beside' | 'active';
export type GamOpenAt = 'start' | 'end';
export type SolverThreads = 'auto' | 'one' | 'two';

export interface Settings {
	/** The game of the family the next game is (`montana.game`). */
	readonly game: GameId;
	/** Montana's rule preset, or custom options for any game. */
	readonly preset: PresetChoice;
	/**
	 * The rules the next game is dealt with: Montana's with the preset's options, another
	 * game's own, or either with the custom options.
	 */
	readonly rules: RuleOptions;
	readonly view: ViewSettings;
	readonly confirmAbandon: boolean;
	readonly panelLocation: PanelLocation;
	readonly gamOpenAt: GamOpenAt;
	/** The "Winnable?" indicator in the status bar. */
	readonly showWinnable: boolean;
	/** New games under rules without redeals are deals the solver proved winnable. */
	readonly winnableDealsOnly: boolean;
	/** How many worker threads the solver thinks on (`auto`: two where four cores or more leave one to spare). */
	readonly solverThreads: SolverThreads;
	/** Autoplay's moves a second: the `.gam` replay's speeds. */
	readonly autoplaySpeed: ReplaySpeed;
}

export interface ParsedSettings {
	readonly settings: Settings;
	/** One sentence per bad value, naming the setting, the value and the fallback. */
	readonly problems: readonly string[];
}

/** Reads one setting by its full name ("montana.cardStyle"); undefined when unset. */
export type SettingSource = (key: string) => unknown;

const CARD_STYLES: readonly CardStyle[] = ['standard', 'fourColour', 'largeIndex'];
const PANEL_LOCATIONS: readonly PanelLocation[] = ['beside', 'active'];
const GAM_OPEN_AT: readonly GamOpenAt[] = ['start', 'end'];
const SOLVER_THREADS: readonly SolverThreads[] = ['auto', 'one', 'two'];
export const REDEAL_GAPS: readonly RedealGaps[] = ['random', 'afterRun', 'lastColumn'];
export const REDEAL_WHEN: readonly RedealWhen[] = ['anytime', 'whenStuck'];
export const PRESET_CHOICES: readonly PresetChoice[] = [...(Object.keys(PRESETS) as PresetId[]), 'custom'];

/** `montana.rules.custom.maxRedeals` uses -1 for "unlimited" because settings cannot hold null. */
export const UNLIMITED_REDEALS = -1;

/** Each setting's type. */
interface SettingValues {
	'montana.game': GameId;
	'montana.rules.preset': PresetChoice;
	'montana.rules.custom.maxRedeals': number;
	'montana.rules.custom.redealGaps': RedealGaps;
	'montana.rules.custom.redealWhen': RedealWhen;
	'montana.rules.custom.redealUndoable': boolean;
	'montana.rules.custom.fixedSuits': boolean;
	'montana.cardStyle': CardStyle;
	'montana.animations': boolean;
	'montana.confirmAbandon': boolean;
	'montana.messages': boolean;
	'montana.sounds': boolean;
	'montana.panelLocation': PanelLocation;
	'montana.gam.openAt': GamOpenAt;
	'montana.solver.showWinnable': boolean;
	'montana.solver.winnableDealsOnly': boolean;
	'montana.solver.threads': SolverThreads;
	'montana.autoplay.speed': ReplaySpeed;
}

export type SettingKey = keyof SettingValues;

/** The defaults, as package.json declares them (a unit test keeps the two in step). */
export const DEFAULTS: Readonly<SettingValues> = {
	'montana.game': 'montana',
	'montana.rules.preset': DEFAULT_PRESET,
	'montana.rules.custom.maxRedeals': 15,
	'montana.rules.custom.redealGaps': 'random',
	'montana.rules.custom.redealWhen': 'anytime',
	'montana.rules.custom.redealUndoable': true,
	'montana.rules.custom.fixedSuits': false,
	'montana.cardStyle': 'standard',
	'montana.animations': true,
	'montana.confirmAbandon': true,
	'montana.messages': true,
	'montana.sounds': false,
	'montana.panelLocation': 'beside',
	'montana.gam.openAt': 'start',
	'montana.solver.showWinnable': false,
	'montana.solver.winnableDealsOnly': false,
	'montana.solver.threads': 'auto',
	'montana.autoplay.speed': 2,
};

export function parseSettings(source: SettingSource): ParsedSettings {
	const problems: string[] = [];
	const read = <K extends SettingKey>(
		key: K,
		accept: (value: unknown) => boolean,
		expected: string,
	): SettingValues[K] => {
		const value = source(key);
		if (value === undefined) {
			return DEFAULTS[key];
		}
		if (accept(value)) {
			return value as SettingValues[K];
		}
		problems.push(
			`"${key}" is ${JSON.stringify(value)}, which is not ${expected}; using ${JSON.stringify(DEFAULTS[key])}.`,
		);
		return DEFAULTS[key];
	};
	const oneOf = <K extends SettingKey>(key: K, values: readonly unknown[]) =>
		read(key, (v) => values.includes(v), `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
	const flag = <K extends SettingKey>(key: K) => read(key, (v) => typeof v === 'boolean', 'true or false');
	/** A number above `max` is taken as `max`, and said so. */
	const atMost = <K extends SettingKey>(key: K, value: number, max: number): number => {
		if (value <= max) {
			return value;
		}
		problems.push(`"${key}" is ${JSON.stringify(value)}, more than the most a game allows; using ${max}.`);
		return max;
	};

	const game = oneOf('montana.game', GAME_IDS);
	const preset = oneOf('montana.rules.preset', PRESET_CHOICES);
	// The custom options are read only when they are used, so a stale value in an unused
	// setting does not nag the player. The presets are Montana's: another game plays its own rules.
	const rules = isPresetId(preset)
		? game === 'montana'
			? PRESETS[preset].rules
			: GAMES[game].rules
		: {
				game,
				maxRedeals: maxRedealsFrom(
					atMost(
						'montana.rules.custom.maxRedeals',
						read(
							'montana.rules.custom.maxRedeals',
							(v) => Number.isInteger(v) && (v as number) >= UNLIMITED_REDEALS,
							'a whole number, 0 or more (or -1 for unlimited)',
						),
						MAX_REDEALS,
					),
				),
				redealGaps: oneOf('montana.rules.custom.redealGaps', REDEAL_GAPS),
				redealWhen: oneOf('montana.rules.custom.redealWhen', REDEAL_WHEN),
				redealUndoable: flag('montana.rules.custom.redealUndoable'),
				fixedSuits: flag('montana.rules.custom.fixedSuits'),
			};
	const settings: Settings = {
		game,
		preset,
		rules,
		view: {
			cardStyle: oneOf('montana.cardStyle', CARD_STYLES),
			animations: flag('montana.animations'),
			messages: flag('montana.messages'),
			sounds: flag('montana.sounds'),
		},
		confirmAbandon: flag('montana.confirmAbandon'),
		panelLocation: oneOf('montana.panelLocation', PANEL_LOCATIONS),
		gamOpenAt: oneOf('montana.gam.openAt', GAM_OPEN_AT),
		showWinnable: flag('montana.solver.showWinnable'),
		winnableDealsOnly: flag('montana.solver.winnableDealsOnly'),
		solverThreads: oneOf('montana.solver.threads', SOLVER_THREADS),
		autoplaySpeed: oneOf('montana.autoplay.speed', REPLAY_SPEEDS),
	};
	return { settings, problems };
}

function maxRedealsFrom(value: number): number | null {
	return value === UNLIMITED_REDEALS ? null : value;
}

/** The name a person reads for a preset choice ("Gaps (Solitaire Till Dawn)", "Custom rules"). */
export function presetLabel(preset: PresetChoice): string {
	return preset === 'custom' ? 'Custom rules' : PRESETS[preset].label;
}

/** What a game's rules are called on the board and in messages: the preset's name in Montana, else the game's. */
export function rulesLabel(rules: RuleOptions, preset: PresetChoice): string {
	if (rules.game === 'montana') {
		return presetLabel(preset);
	}
	// Another game with options of its own says what differs, as its best-score tables do: "Blue Moon, 15 redeals".
	return preset === 'custom' ? rulesTitle(rules) : GAMES[rules.game].name;
}
