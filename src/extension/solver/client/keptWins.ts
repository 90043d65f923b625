/**
 * The positions the solver last knew winnable, with their lines, as kept in `globalState`
 * between sessions of VS Code (winKeeper.ts): one for each of the last few deals (the
 * game panel's, a `.gam` record's), and the check of what comes back. Stored data can be
 * damaged, so a line is taken back only if it still wins its position when played through
 * the engine's checked moves: nothing read back can make the indicator, the Hint or
 * Autoplay say a position is winnable when it is not. A damaged win is set aside alone.
 */
import {
	type Card,
	Game,
	isCard,
	isGameNumber,
	isPosition,
	replaysToWin,
	type MoveView,
	type SolveStats,
	type Validated,
} from '../../../engine';
import { isObject, isRuleOptions } from '../../storage/savedGame';
import type { StoredCheck } from '../../storage/storedValue';
import type { SolverPosition, WinnableAnswer } from './solverProtocol';

export interface KeptWin {
	readonly position: SolverPosition;
	readonly answer: WinnableAnswer;
}

export interface KeptWins {
	readonly version: 1;
	/** The oldest first, one a deal (its rules and game number). */
	readonly wins: readonly KeptWin[];
}

/**
 * Deals kept: a line is a few kilobytes, and a player goes between a few games at most
 * (the game panel's, the records open beside it).
 */
export const MOST_KEPT = 10;

export const NO_KEPT_WINS: KeptWins = { version: 1, wins: [] };

/** `kept` with the win of `position` last, in place of any of its deal, the oldest dropped past `MOST_KEPT`. */
export function withWin(kept: KeptWins, position: SolverPosition, answer: WinnableAnswer): KeptWins {
	const deal = dealOf(position);
	const others = kept.wins.filter((win) => dealOf(win.position) !== deal);
	const win = { position, answer: { kind: 'winnable' as const, line: answer.line, stats: answer.stats } };
	return { version: 1, wins: [...others, win].slice(-MOST_KEPT) };
}

export function parseKeptWins(raw: unknown): StoredCheck<KeptWins> {
	if (!isObject(raw) || raw.version !== 1 || !Array.isArray(raw.wins)) {
		return { ok: false, problem: 'they are not kept wins of this version' };
	}
	const wins: KeptWin[] = [];
	const damaged: unknown[] = [];
	const problems: string[] = [];
	for (const entry of raw.wins) {
		const parsed = parseKeptWin(entry);
		if (parsed.ok) {
			wins.push(parsed.value);
		} else {
			damaged.push(entry);
			problems.push(parsed.problem);
		}
	}
	const value: KeptWins = { version: 1, wins };
	if (damaged.length === 0) {
		return { ok: true, value };
	}
	return {
		ok: 'repaired',
		value,
		damaged: { version: 1, wins: damaged },
		problem: [...new Set(problems)].join('; '),
		report: {
			what:
				damaged.length === 1 ? 'a winning line the solver found' : `${damaged.length} winning lines the solver found`,
			consequence: 'The solver will look for a win there again; the other lines are kept.',
		},
	};
}

export function parseKeptWin(raw: unknown): Validated<KeptWin> {
	if (!isObject(raw) || !isObject(raw.position) || !isObject(raw.answer)) {
		return { ok: false, problem: 'a win is not a position and an answer' };
	}
	const { layout, rules, gameNumber } = raw.position;
	if (!Array.isArray(layout) || !layout.every((card): card is Card | null => card === null || isCard(card))) {
		return { ok: false, problem: 'its layout is damaged' };
	}
	if (!isRuleOptions(rules) || !isGameNumber(gameNumber)) {
		return { ok: false, problem: 'its rules or game number are damaged' };
	}
	const { kind, line, stats } = raw.answer;
	if (kind !== 'winnable' || !isLine(line) || !isStats(stats)) {
		return { ok: false, problem: 'its winning line is damaged' };
	}
	const position: SolverPosition = { layout, rules: rules as SolverPosition['rules'], gameNumber };
	let game: Game;
	try {
		game = Game.fromLayout(position.layout, position.rules, position.gameNumber);
	} catch {
		return { ok: false, problem: 'its layout is not a position of its game' };
	}
	if (!replaysToWin(game, line)) {
		return { ok: false, problem: 'its line does not win its position' };
	}
	return { ok: true, value: { position, answer: { kind, line, stats } } };
}

/** A deal's identity: its rules and game number. */
function dealOf(position: SolverPosition): string {
	return `${JSON.stringify(position.rules)}#${position.gameNumber}`;
}

function isLine(value: unknown): value is MoveView[] {
	return (
		Array.isArray(value) &&
		value.every((move) => isObject(move) && isCard(move.card) && isPosition(move.from) && isPosition(move.to))
	);
}

const STATS_FIELDS: readonly (keyof SolveStats)[] = [
	'nodes',
	'positions',
	'deadEnds',
	'elapsedMs',
	'tableBytes',
	'bestHome',
];

function isStats(value: unknown): value is SolveStats {
	return (
		isObject(value) &&
		STATS_FIELDS.every(
			(field) => typeof value[field] === 'number' && Number.isFinite(value[field]) && value[field] >= 0,
		)
	);
}
