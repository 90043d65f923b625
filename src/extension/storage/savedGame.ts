/**
 * The game in progress as kept in `globalState` between sessions of VS Code, and the
 * check that what comes back is still that shape. Stored data can be damaged or come
 * from another version, so `parseSavedGame` never trusts it: it reports the first
 * problem instead of throwing.
 */
import {
	type Action,
	isCard,
	isGameId,
	isGameNumber,
	isPosition,
	isRedealLimit,
	MAX_REDEALS,
	type RuleOptions,
	type ScoredWin,
	type Validated,
} from '../../engine';
import type { Quotation } from '../../protocol';
import type { SessionSnapshot } from '../game/gameSession';
import { PRESET_CHOICES, REDEAL_GAPS, REDEAL_WHEN } from '../settings/settings';

/** Where a won game landed in the best-score tables (1-based places, null if it did not make one). */
export type Placement = Pick<ScoredWin, 'fewestShufflesPlace' | 'fewestMovesPlace'>;

export interface SavedGame {
	readonly version: 1;
	readonly session: SessionSnapshot;
	/** A move or redeal has been made: abandoning the game now counts as a loss. */
	readonly played: boolean;
	/** The game's result is in the statistics already (it was won), so it never counts again. */
	readonly scored: boolean;
	/** Set once the game is won. */
	readonly placement: Placement | null;
	/** The quotation that greeted the win (saved games from before quotations have none). */
	readonly quotation?: Quotation;
	/** Autoplay made moves in this game: a win is not the player's, and stays out of the best scores. */
	readonly autoplayed?: true;
	/** Hints shown in this game, once there is one (games saved before hints were counted have none). */
	readonly hints?: number;
}

export function parseSavedGame(raw: unknown): Validated<SavedGame> {
	const problem = savedGameProblem(raw);
	return problem === null ? { ok: true, value: withGame(raw as SavedGame) } : { ok: false, problem };
}

/** A game saved before the family of games came has no `rules.game`: it was Montana. */
function withGame(saved: SavedGame): SavedGame {
	const rules = saved.session.rules as Omit<RuleOptions, 'game'> & Partial<Pick<RuleOptions, 'game'>>;
	return rules.game === undefined
		? { ...saved, session: { ...saved.session, rules: { ...rules, game: 'montana' } } }
		: saved;
}

function savedGameProblem(raw: unknown): string | null {
	if (!isObject(raw) || raw.version !== 1) {
		return 'it is not a saved game of this version';
	}
	if (typeof raw.played !== 'boolean' || typeof raw.scored !== 'boolean') {
		return 'its played/scored flags are missing';
	}
	if (raw.placement !== null && !isPlacement(raw.placement)) {
		return 'its best-score places are damaged';
	}
	if (raw.autoplayed !== undefined && raw.autoplayed !== true) {
		return 'its autoplay mark is damaged';
	}
	if (raw.hints !== undefined && !(Number.isSafeInteger(raw.hints) && (raw.hints as number) >= 1)) {
		return 'its count of hints is damaged';
	}
	if (raw.quotation !== undefined && !isQuotation(raw.quotation)) {
		return "its win's quotation is damaged";
	}
	const session = raw.session;
	if (!isObject(session)) {
		return 'the game is missing';
	}
	if (!PRESET_CHOICES.includes(session.preset as never)) {
		return `the rule preset ${JSON.stringify(session.preset)} is unknown`;
	}
	if (
		isObject(session.rules) &&
		typeof session.rules.maxRedeals === 'number' &&
		session.rules.maxRedeals > MAX_REDEALS
	) {
		return `its rules allow more shuffles than a game can have (${MAX_REDEALS})`;
	}
	if (!isRuleOptions(session.rules)) {
		return 'its rules are damaged';
	}
	if (!isGameNumber(session.gameNumber)) {
		return 'its game number is damaged';
	}
	if (
		!isActionList(session.actions) ||
		!Number.isInteger(session.step) ||
		(session.step as number) < 0 ||
		(session.step as number) > session.actions.length
	) {
		return 'its list of moves is damaged';
	}
	return null;
}

/** Rule options as saved; `game` may be missing (Montana) in a game saved by an older version. */
export function isRuleOptions(value: unknown): boolean {
	return (
		isObject(value) &&
		(value.game === undefined || isGameId(value.game)) &&
		isRedealLimit(value.maxRedeals) &&
		REDEAL_GAPS.includes(value.redealGaps as never) &&
		REDEAL_WHEN.includes(value.redealWhen as never) &&
		typeof value.redealUndoable === 'boolean' &&
		typeof value.fixedSuits === 'boolean'
	);
}

function isActionList(value: unknown): value is Action[] {
	return (
		Array.isArray(value) &&
		value.every(
			(action) =>
				isObject(action) &&
				(action.kind === 'redeal' ||
					(action.kind === 'move' && isCard(action.card) && isPosition(action.from) && isPosition(action.to))),
		)
	);
}

function isPlacement(value: unknown): value is Placement {
	const isPlace = (place: unknown) => place === null || (Number.isInteger(place) && (place as number) >= 1);
	return isObject(value) && isPlace(value.fewestShufflesPlace) && isPlace(value.fewestMovesPlace);
}

function isQuotation(value: unknown): value is Quotation {
	return (
		isObject(value) &&
		typeof value.text === 'string' &&
		typeof value.author === 'string' &&
		typeof value.source === 'string'
	);
}

export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
