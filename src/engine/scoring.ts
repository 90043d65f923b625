/**
 * Scores: the Windows game's ratings, its two best-score tables with their tie-breaks,
 * and per-preset statistics. All pure: the host persists the values, and reads them
 * back through the validators, which trust nothing.
 */
import { GamError } from './errors';
import { formatRules, parseRules, rulesTitle } from './rulesText';
import { isGameNumber } from './random';
import { isPresetId, presetWithRules, PRESETS, type PresetId, type RuleOptions } from './rules';

/** The Windows help's "What's a good score?" ratings; null below "Competent". */
export interface Rating {
	readonly shuffles: string | null;
	readonly moves: string | null;
}

const RATING_NAMES = ['Genius', 'Master', 'Expert', 'Above average', 'Competent'] as const;
/** The most shuffles, and the most moves, that still earn each rating, best first. */
const SHUFFLE_LIMITS = [0, 1, 2, 3, 4];
const MOVE_LIMITS = [70, 80, 90, 100, 120];
/** The most shuffles, and the most moves, that earn any rating: past them the Windows help gives none. */
export const RATED_AT_MOST = {
	shuffles: SHUFFLE_LIMITS[SHUFFLE_LIMITS.length - 1],
	moves: MOVE_LIMITS[MOVE_LIMITS.length - 1],
} as const;

function ratingWithin(limits: readonly number[], value: number): string | null {
	const index = limits.findIndex((limit) => value <= limit);
	return index < 0 ? null : RATING_NAMES[index];
}

/** The rating of a won game. */
export function rate(moves: number, shuffles: number): Rating {
	return { shuffles: ratingWithin(SHUFFLE_LIMITS, shuffles), moves: ratingWithin(MOVE_LIMITS, moves) };
}

// --- Which tables a game counts in ---

/**
 * A set of best-score tables and statistics: a Montana preset's, or that of any other
 * rules, named as a `.gam` file's Rules line writes them: custom Montana rules
 * ("custom windows redeals=3") and every other game of the family, with its own
 * options ("custom blue-moon") or others ("custom blue-moon redeals=3"). Keys are
 * stored and synced, so they never change meaning; `scoreTableTitle` names them for people.
 */
export type ScoreTableKey = PresetId | `custom ${string}`;

const CUSTOM = 'custom ';

/**
 * Where a game with these rules counts: its preset's tables when the rules are a
 * preset's (however they were chosen), else tables of their own, so that a game won
 * with more redeals or free suits never ranks beside one won under harder rules.
 */
export function scoreTableOf(rules: RuleOptions): ScoreTableKey {
	return presetWithRules(rules) ?? `${CUSTOM}${formatRules(rules)}`;
}

export function isScoreTableKey(key: string): key is ScoreTableKey {
	return isPresetId(key) || (key.startsWith(CUSTOM) && key.length > CUSTOM.length);
}

/** A custom table's rules as a `.gam` Rules line gives them ("windows redeals=3"); null for a preset's. */
export function customRulesOf(key: ScoreTableKey): string | null {
	return isPresetId(key) ? null : key.slice(CUSTOM.length);
}

/** The rules a table counts, read back from its key; null for a key this version cannot read (a later version's game). */
function rulesOfTable(key: ScoreTableKey): RuleOptions | null {
	const custom = customRulesOf(key);
	if (custom === null) {
		return PRESETS[key as PresetId].rules;
	}
	try {
		return parseRules(custom, 1, 1);
	} catch (error) {
		if (error instanceof GamError) {
			return null;
		}
		throw error;
	}
}

/**
 * A table's title, named by the game (or Montana's preset) and the options that differ
 * from its own: "Gaps (Solitaire Till Dawn)", "Blue Moon", "Blue Moon, 3 redeals". The
 * key is not touched: a table stored under "custom blue-moon" keeps counting Blue Moon.
 * A key this version cannot read is titled by its text.
 */
export function scoreTableTitle(key: ScoreTableKey): string {
	const rules = rulesOfTable(key);
	return rules === null ? `Custom rules (${customRulesOf(key)})` : rulesTitle(rules);
}

// --- Best scores ---

/** One won game in a best-score table. */
export interface ScoreEntry {
	readonly gameNumber: number;
	readonly moves: number;
	readonly shuffles: number;
	/** When the game was won, as an ISO 8601 string. */
	readonly date: string;
	/**
	 * How many hints the player was shown in this game, when there were any. A hinted win
	 * still ranks (as it always did) and says so beside its score; a win recorded before
	 * hints were counted has none, meaning no help recorded.
	 */
	readonly hints?: number;
}

/** The two tables kept for each rule preset, best first. */
export interface BestScores {
	readonly fewestShuffles: readonly ScoreEntry[];
	readonly fewestMoves: readonly ScoreEntry[];
}

export const TABLE_SIZE = 10;
export const NO_BEST_SCORES: BestScores = { fewestShuffles: [], fewestMoves: [] };

type Order = (a: ScoreEntry, b: ScoreEntry) => number;
/** Fewer shuffles is better; on a tie, fewer moves. */
const byShuffles: Order = (a, b) => a.shuffles - b.shuffles || a.moves - b.moves;
/** Fewer moves is better, whatever the shuffles; on a tie, fewer shuffles. */
const byMoves: Order = (a, b) => a.moves - b.moves || a.shuffles - b.shuffles;

/** The table with `entry` in place (after the equal ones: the earlier result keeps its place), and that place. */
function insertInto(
	table: readonly ScoreEntry[],
	entry: ScoreEntry,
	order: Order,
): { table: readonly ScoreEntry[]; place: number | null } {
	const better = table.findIndex((other) => order(entry, other) < 0);
	const index = better < 0 ? table.length : better;
	if (index >= TABLE_SIZE) {
		return { table, place: null };
	}
	return { table: [...table.slice(0, index), entry, ...table.slice(index, TABLE_SIZE - 1)], place: index + 1 };
}

export interface ScoredWin {
	readonly scores: BestScores;
	/** The 1-based place the win took in each table, or null if it did not make the table. */
	readonly fewestShufflesPlace: number | null;
	readonly fewestMovesPlace: number | null;
}

/** Enters a won game in both tables (a win can qualify for both, as in the Windows game). */
export function addWin(scores: BestScores, entry: ScoreEntry): ScoredWin {
	const shuffles = insertInto(scores.fewestShuffles, entry, byShuffles);
	const moves = insertInto(scores.fewestMoves, entry, byMoves);
	return {
		scores: { fewestShuffles: shuffles.table, fewestMoves: moves.table },
		fewestShufflesPlace: shuffles.place,
		fewestMovesPlace: moves.place,
	};
}

// --- Statistics ---

export interface Statistics {
	readonly played: number;
	readonly won: number;
	/** Games won in a row, up to the last one played. */
	readonly currentStreak: number;
	readonly bestStreak: number;
	/** Moves of all won games together, for the average. */
	readonly wonMoves: number;
	/**
	 * Of the games won, those won with the Hint's help, and those autoplay finished; each
	 * only once there is one, so statistics from before help was counted (which have
	 * neither: no help recorded) read and write back exactly as they were.
	 */
	readonly wonWithHints?: number;
	readonly wonByAutoplay?: number;
}

export const NO_STATISTICS: Statistics = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, wonMoves: 0 };

/** The help a won game had: none, the Hint (at least once), or autoplay (which finished it). */
export type WinHelp = 'none' | 'hints' | 'autoplay';

/**
 * A count plus `more`, stopping at the largest whole number stored statistics may hold,
 * so that what is written is always what the reader accepts (never a count starting over).
 */
function plus(count: number, more: number): number {
	return Math.min(count + more, Number.MAX_SAFE_INTEGER);
}

/** The statistics after one more finished game (a game abandoned after a move counts as lost). */
export function recordResult(
	stats: Statistics,
	result: { readonly won: boolean; readonly moves: number; readonly help?: WinHelp },
): Statistics {
	if (!result.won) {
		return { ...stats, played: plus(stats.played, 1), currentStreak: 0 };
	}
	const currentStreak = plus(stats.currentStreak, 1);
	return {
		...stats,
		played: plus(stats.played, 1),
		won: plus(stats.won, 1),
		currentStreak,
		bestStreak: Math.max(stats.bestStreak, currentStreak),
		wonMoves: plus(stats.wonMoves, result.moves),
		...(result.help === 'hints' ? { wonWithHints: plus(stats.wonWithHints ?? 0, 1) } : {}),
		...(result.help === 'autoplay' ? { wonByAutoplay: plus(stats.wonByAutoplay ?? 0, 1) } : {}),
	};
}

/** Won games as a fraction of played ones (0 .. 1), or null before the first game. */
export function winRate(stats: Statistics): number | null {
	return stats.played === 0 ? null : stats.won / stats.played;
}

export function averageWonMoves(stats: Statistics): number | null {
	return stats.won === 0 ? null : stats.wonMoves / stats.won;
}

// --- Reading stored values back ---

/** A stored value that passed its check, or what is wrong with it. */
export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** Thrown inside the validators only, and turned into `{ ok: false }` at their edge. */
class Invalid extends Error {}

function objectAt(raw: unknown, path: string): Record<string, unknown> {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		throw new Invalid(`${path} is not an object`);
	}
	return raw as Record<string, unknown>;
}

function countAt(raw: unknown, path: string): number {
	if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0) {
		throw new Invalid(`${path} is not a whole number of 0 or more`);
	}
	return raw;
}

function validating<T>(read: () => T): Validated<T> {
	try {
		return { ok: true, value: read() };
	} catch (error) {
		if (error instanceof Invalid) {
			return { ok: false, problem: error.message };
		}
		throw error;
	}
}

function entryAt(raw: unknown, path: string): ScoreEntry {
	const entry = objectAt(raw, path);
	const gameNumber = countAt(entry.gameNumber, `${path}.gameNumber`);
	if (!isGameNumber(gameNumber)) {
		throw new Invalid(`${path}.gameNumber is not a game number`);
	}
	const date = entry.date;
	if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) {
		throw new Invalid(`${path}.date is not a date`);
	}
	const hints = entry.hints === undefined ? undefined : countAt(entry.hints, `${path}.hints`);
	if (hints === 0) {
		throw new Invalid(`${path}.hints is 0 (a win without hints has none)`);
	}
	return {
		gameNumber,
		moves: countAt(entry.moves, `${path}.moves`),
		shuffles: countAt(entry.shuffles, `${path}.shuffles`),
		date,
		...(hints === undefined ? {} : { hints }),
	};
}

function tableAt(raw: unknown, path: string, order: Order): ScoreEntry[] {
	if (!Array.isArray(raw) || raw.length > TABLE_SIZE) {
		throw new Invalid(`${path} is not a list of at most ${TABLE_SIZE} scores`);
	}
	const table = raw.map((entry, i) => entryAt(entry, `${path}[${i}]`));
	table.forEach((entry, i) => {
		if (i > 0 && order(table[i - 1], entry) > 0) {
			throw new Invalid(`${path} is out of order at place ${i + 1}`);
		}
	});
	return table;
}

/** Best-score tables read back from storage: a clean copy, or what is wrong. */
export function validateBestScores(raw: unknown): Validated<BestScores> {
	return validating(() => {
		const scores = objectAt(raw, 'best scores');
		return {
			fewestShuffles: tableAt(scores.fewestShuffles, 'fewestShuffles', byShuffles),
			fewestMoves: tableAt(scores.fewestMoves, 'fewestMoves', byMoves),
		};
	});
}

/** Statistics read back from storage: a clean copy, or what is wrong. */
export function validateStatistics(raw: unknown): Validated<Statistics> {
	return validating(() => {
		const stats = objectAt(raw, 'statistics');
		const value: Statistics = {
			played: countAt(stats.played, 'played'),
			won: countAt(stats.won, 'won'),
			currentStreak: countAt(stats.currentStreak, 'currentStreak'),
			bestStreak: countAt(stats.bestStreak, 'bestStreak'),
			wonMoves: countAt(stats.wonMoves, 'wonMoves'),
			// Statistics from before help was counted have neither: no help recorded.
			...(stats.wonWithHints === undefined ? {} : { wonWithHints: countAt(stats.wonWithHints, 'wonWithHints') }),
			...(stats.wonByAutoplay === undefined ? {} : { wonByAutoplay: countAt(stats.wonByAutoplay, 'wonByAutoplay') }),
		};
		if (value.won > value.played) {
			throw new Invalid('more games won than played');
		}
		if ((value.wonWithHints ?? 0) > value.won || (value.wonByAutoplay ?? 0) > value.won) {
			throw new Invalid('more games won with help than won');
		}
		if (value.currentStreak > value.bestStreak || value.bestStreak > value.won) {
			throw new Invalid('the streaks do not add up');
		}
		return value;
	});
}
