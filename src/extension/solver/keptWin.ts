/**
 * The last position the solver knew winnable, with its line, as kept in `globalState`
 * between sessions of VS Code (winKeeper.ts), and the check of what comes back. Stored
 * data can be damaged, so a line is taken back only if it still wins its position when
 * played through the engine's checked moves: nothing read back can make the indicator,
 * the Hint or Autoplay say a position is winnable when it is not.
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
} from '../../engine';
import { isObject, isRuleOptions } from '../savedGame';
import type { SolverAnswer, SolverPosition } from './solverProtocol';

export type WinnableAnswer = Extract<SolverAnswer, { readonly kind: 'winnable' }>;

export interface KeptWin {
	readonly version: 1;
	readonly position: SolverPosition;
	readonly answer: WinnableAnswer;
}

export function keptWin(position: SolverPosition, answer: WinnableAnswer): KeptWin {
	return { version: 1, position, answer: { kind: 'winnable', line: answer.line, stats: answer.stats } };
}

export function parseKeptWin(raw: unknown): Validated<KeptWin> {
	if (!isObject(raw) || raw.version !== 1 || !isObject(raw.position) || !isObject(raw.answer)) {
		return { ok: false, problem: 'it is not a kept win of this version' };
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
	return { ok: true, value: keptWin(position, { kind, line, stats }) };
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
