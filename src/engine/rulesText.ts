/**
 * Rules as text: a Montana preset's name or another game's ("blue-moon"), then the
 * options that differ from it ("windows redeals=3", "galary redeals=0"). A `.gam`
 * file's Rules line is written this way, and so is the key of a custom rules'
 * best-score tables (scoring.ts). Montana's rules are written exactly as before the
 * other games came: a preset's name never names the game, as every preset is Montana's.
 * The same rules have a title for people ("Blue Moon, 3 redeals"): the name a player
 * knows, then the same options in words.
 */
import { GamError } from './errors';
import { GAMES, GAME_IDS, type GameId } from './games';
import { MAX_REDEALS, PRESETS, isRedealLimit, type RuleOptions } from './rules';
import { words } from './textWords';
import { counted } from './words';

interface OptionSyntax {
	readonly key: keyof RuleOptions;
	readonly name: string;
	readonly expected: string;
	format(value: RuleOptions[keyof RuleOptions]): string;
	/** The value, or undefined when the text is not one. */
	parse(text: string): RuleOptions[keyof RuleOptions] | undefined;
	/** The value in words, for a title ("3 redeals", "fixed suits"). */
	describe(value: RuleOptions[keyof RuleOptions]): string;
}

function choice(
	key: keyof RuleOptions,
	name: string,
	texts: readonly [text: string, value: RuleOptions[keyof RuleOptions], inWords: string][],
): OptionSyntax {
	return {
		key,
		name,
		expected: texts.map(([text]) => text).join(' or '),
		format: (value) => texts.find(([, v]) => v === value)?.[0] ?? String(value),
		parse: (text) => texts.find(([t]) => t === text)?.[1],
		describe: (value) => texts.find(([, v]) => v === value)?.[2] ?? String(value),
	};
}

const OPTIONS: readonly OptionSyntax[] = [
	{
		key: 'maxRedeals',
		name: 'redeals',
		expected: `a number from 0 to ${MAX_REDEALS}, or unlimited`,
		format: (value) => (value === null ? 'unlimited' : String(value)),
		parse: (text) => {
			const limit = text === 'unlimited' ? null : /^\d{1,9}$/.test(text) ? Number(text) : undefined;
			return isRedealLimit(limit) ? limit : undefined;
		},
		describe: (value) =>
			value === null ? 'unlimited shuffles' : value === 0 ? 'no shuffle' : counted(value as number, 'shuffle'),
	},
	choice('redealGaps', 'gaps', [
		['random', 'random', 'gaps at random'],
		['after-run', 'afterRun', 'gaps after the runs'],
		['last-column', 'lastColumn', 'gaps in the last column'],
	]),
	choice('redealWhen', 'when', [
		['anytime', 'anytime', 'shuffle at any time'],
		['stuck', 'whenStuck', 'shuffle when stuck'],
	]),
	choice('redealUndoable', 'redeal-undo', [
		['yes', true, 'shuffles undoable'],
		['no', false, 'shuffles not undoable'],
	]),
	choice('fixedSuits', 'suits', [
		['any', false, 'any suit in a row'],
		['fixed', true, 'fixed suits'],
	]),
];

/** A game's name in a Rules line: its id in kebab case ("blue-moon", "paganini2"). */
export function gameWord(game: GameId): string {
	return game.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Rules as a base with a name and the options that differ from it. */
interface Overridden {
	/** The base's word in a Rules line ("windows", "blue-moon"). */
	readonly word: string;
	/** The base's name for people ("Montana Solitaire for Windows", "Blue Moon"). */
	readonly title: string;
	readonly overrides: readonly OptionSyntax[];
}

/**
 * Montana: the preset that needs the fewest overrides (the first on a tie), then those
 * overrides. Any other game: the game, then the options that differ from its own.
 */
function overridden(rules: RuleOptions): Overridden {
	const differing = (base: RuleOptions) => OPTIONS.filter((option) => base[option.key] !== rules[option.key]);
	if (rules.game !== 'montana') {
		const game = GAMES[rules.game];
		return { word: gameWord(rules.game), title: game.name, overrides: differing(game.rules) };
	}
	return Object.values(PRESETS)
		.map((preset) => ({ word: preset.id, title: preset.label, overrides: differing(preset.rules) }))
		.reduce((best, written) => (written.overrides.length < best.overrides.length ? written : best));
}

/** Rules as a `.gam` Rules line writes them: "windows redeals=3", "blue-moon suits=fixed". */
export function formatRules(rules: RuleOptions): string {
	const { word, overrides } = overridden(rules);
	return [word, ...overrides.map((option) => `${option.name}=${option.format(rules[option.key])}`)].join(' ');
}

/**
 * Rules as a title for people, the same choice of base in other words: "Blue Moon",
 * "Blue Moon, 3 redeals", "Gaps (Solitaire Till Dawn), fixed suits".
 */
export function rulesTitle(rules: RuleOptions): string {
	const { title, overrides } = overridden(rules);
	return [title, ...overrides.map((option) => option.describe(rules[option.key]))].join(', ');
}

/** The rules a word names: a Montana preset's, or a game's own. */
function namedRules(word: string): RuleOptions | undefined {
	const lower = word.toLowerCase();
	const preset = Object.values(PRESETS).find((p) => p.id.toLowerCase() === lower);
	const game = GAME_IDS.find((id) => gameWord(id) === lower);
	return preset?.rules ?? (game === undefined ? undefined : GAMES[game].rules);
}

/**
 * The rules a Rules line gives; `line` and `column` place `value` in the record, for
 * the `GamError` that says what is wrong with it.
 */
export function parseRules(value: string, line: number, column: number): RuleOptions {
	const options: Partial<Record<keyof RuleOptions, unknown>> = {};
	const given = new Set<string>();
	let preset: RuleOptions | null = null;
	for (const word of words(value, column)) {
		const equals = word.text.indexOf('=');
		const name = equals < 0 ? word.text : word.text.slice(0, equals);
		const text = equals < 0 ? undefined : word.text.slice(equals + 1);
		if (text === undefined) {
			const found = namedRules(word.text);
			if (!found) {
				throw new GamError(
					`"${word.text}" is not a rule preset (${Object.keys(PRESETS).join(', ')}), a game (${GAME_IDS.filter(
						(id) => id !== 'montana',
					)
						.map(gameWord)
						.join(', ')}) or an option like redeals=2.`,
					line,
					word.column,
					word.text.length,
				);
			}
			if (preset !== null || given.size > 0) {
				throw new GamError('Name one preset, before the options (or one game).', line, word.column, word.text.length);
			}
			preset = found;
			continue;
		}
		const option = OPTIONS.find((o) => o.name === name.toLowerCase());
		if (!option) {
			throw new GamError(
				`"${name}" is not a rule option (${OPTIONS.map((o) => o.name).join(', ')}).`,
				line,
				word.column,
				name.length,
			);
		}
		if (given.has(option.name)) {
			throw new GamError(`The option ${option.name} is given twice.`, line, word.column, word.text.length);
		}
		const parsed = option.parse(text.toLowerCase());
		if (parsed === undefined) {
			throw new GamError(
				`${option.name} must be ${option.expected}, not "${text}".`,
				line,
				word.column + name.length + 1,
				text.length,
			);
		}
		given.add(option.name);
		options[option.key] = parsed;
	}
	if (preset === null && given.size < OPTIONS.length) {
		throw new GamError(
			`Give a rule preset (${Object.keys(PRESETS).join(', ')}) or all of the options ${OPTIONS.map((o) => o.name).join(', ')}.`,
			line,
			column,
			value.length,
		);
	}
	// Options alone, with no preset or game named, are Montana's: so they were before the other games.
	return { game: 'montana', ...preset, ...options } as RuleOptions;
}
