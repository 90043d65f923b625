/**
 * Rules as text: a Montana preset's name or another game's ("blue-moon"), then the
 * options that differ from it ("windows redeals=3", "galary redeals=0"). A `.gam`
 * file's Rules line is written this way, and so is the key of a custom rules'
 * best-score tables (scoring.ts). Montana's rules are written exactly as before the
 * other games came: a preset's name never names the game, as every preset is Montana's.
 */
import { GamError } from './errors';
import { GAMES, GAME_IDS, type GameId } from './games';
import { MAX_REDEALS, PRESETS, isRedealLimit, type RuleOptions } from './rules';
import { words } from './textWords';

interface OptionSyntax {
	readonly key: keyof RuleOptions;
	readonly name: string;
	readonly expected: string;
	format(value: RuleOptions[keyof RuleOptions]): string;
	/** The value, or undefined when the text is not one. */
	parse(text: string): RuleOptions[keyof RuleOptions] | undefined;
}

function choice(
	key: keyof RuleOptions,
	name: string,
	texts: readonly [string, RuleOptions[keyof RuleOptions]][],
): OptionSyntax {
	return {
		key,
		name,
		expected: texts.map(([text]) => text).join(' or '),
		format: (value) => texts.find(([, v]) => v === value)?.[0] ?? String(value),
		parse: (text) => texts.find(([t]) => t === text)?.[1],
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
	},
	choice('redealGaps', 'gaps', [
		['random', 'random'],
		['after-run', 'afterRun'],
		['last-column', 'lastColumn'],
	]),
	choice('redealWhen', 'when', [
		['anytime', 'anytime'],
		['stuck', 'whenStuck'],
	]),
	choice('redealUndoable', 'redeal-undo', [
		['yes', true],
		['no', false],
	]),
	choice('fixedSuits', 'suits', [
		['any', false],
		['fixed', true],
	]),
];

/** A game's name in a Rules line: its id in kebab case ("blue-moon", "paganini2"). */
export function gameWord(game: GameId): string {
	return game.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Montana: the preset that needs the fewest overrides (the first on a tie), then those
 * overrides. Any other game: its name, then the options that differ from its own.
 */
export function formatRules(rules: RuleOptions): string {
	const overrides = (base: RuleOptions) =>
		OPTIONS.filter((option) => base[option.key] !== rules[option.key]).map(
			(option) => `${option.name}=${option.format(rules[option.key])}`,
		);
	if (rules.game !== 'montana') {
		return [gameWord(rules.game), ...overrides(GAMES[rules.game].rules)].join(' ');
	}
	const written = Object.values(PRESETS).map((preset) => [preset.id, ...overrides(preset.rules)]);
	return written.reduce((best, words) => (words.length < best.length ? words : best)).join(' ');
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
				);
			}
			if (preset !== null || given.size > 0) {
				throw new GamError('Name one preset, before the options (or one game).', line, word.column);
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
			);
		}
		if (given.has(option.name)) {
			throw new GamError(`The option ${option.name} is given twice.`, line, word.column);
		}
		const parsed = option.parse(text.toLowerCase());
		if (parsed === undefined) {
			throw new GamError(
				`${option.name} must be ${option.expected}, not "${text}".`,
				line,
				word.column + name.length + 1,
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
		);
	}
	// Options alone, with no preset or game named, are Montana's: so they were before the other games.
	return { game: 'montana', ...preset, ...options } as RuleOptions;
}
