/**
 * Checks every message the webview posts before the host acts on it.
 *
 * The webview is untrusted (a bug, or script injected into it, can post anything), so a
 * message is accepted only if it is an object whose `type` is one of `WebviewToHost`'s,
 * with exactly that type's fields, each of the right type and range. Anything else is
 * rejected with a reason the host logs; nothing here throws.
 */
import { isCard, isPosition } from '../../engine';
import { REPLAY_SPEEDS, type WebviewMessageType, type WebviewToHost } from '../../protocol';

export type ValidationResult =
	{ readonly ok: true; readonly message: WebviewToHost } | { readonly ok: false; readonly reason: string };

type FieldCheck = (value: unknown) => string | null;

interface FieldSpec {
	readonly check: FieldCheck;
	readonly optional?: boolean;
}

/**
 * A card of any game: both decks' cards, aces included. The engine, not this module, says
 * whether it is a card of the game being played and whether it can move.
 */
const cardIndex: FieldCheck = (value) => (isCard(value) ? null : 'a card (an integer 0..103)');
const positionIndex: FieldCheck = (value) => (isPosition(value) ? null : 'a board position (an integer 0..111)');
/** A step of a `.gam` replay; the editor clamps it to the record's length. */
const replayStep: FieldCheck = (value) =>
	Number.isSafeInteger(value) && (value as number) >= 0 ? null : 'a step number (an integer, 0 or more)';
const replaySpeed: FieldCheck = (value) =>
	REPLAY_SPEEDS.includes(value as never) ? null : `a replay speed (${REPLAY_SPEEDS.join(', ')})`;

/** The fields of each message type besides `type`. Typed by the protocol, so a new message type must be added here. */
const SCHEMAS: Readonly<Record<WebviewMessageType, Readonly<Record<string, FieldSpec>>>> = {
	ready: {},
	moveCard: { card: { check: cardIndex }, to: { check: positionIndex, optional: true } },
	fillGap: { gap: { check: positionIndex } },
	redeal: {},
	undo: {},
	redo: {},
	hint: {},
	newGame: {},
	restart: {},
	showScores: {},
	startAutoplay: {},
	stopAutoplay: {},
	replayGoto: { position: { check: replayStep } },
	replayPlay: { speed: { check: replaySpeed } },
	replayPause: {},
	openAsText: {},
};

export function validateWebviewMessage(raw: unknown): ValidationResult {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		return reject(`expected an object, got ${describe(raw)}`);
	}
	const record = raw as Record<string, unknown>;
	const type = record.type;
	if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(SCHEMAS, type)) {
		return reject(`unknown message type ${describe(type)}`);
	}
	const schema = SCHEMAS[type as WebviewMessageType];
	for (const key of Object.keys(record)) {
		if (key !== 'type' && !Object.prototype.hasOwnProperty.call(schema, key)) {
			return reject(`'${type}' has an unexpected field '${key}'`);
		}
	}
	for (const [key, spec] of Object.entries(schema)) {
		if (!Object.prototype.hasOwnProperty.call(record, key) || record[key] === undefined) {
			if (spec.optional) {
				continue;
			}
			return reject(`'${type}' is missing the field '${key}'`);
		}
		const problem = spec.check(record[key]);
		if (problem) {
			return reject(`'${type}'.${key} must be ${problem}, got ${describe(record[key])}`);
		}
	}
	// Every field has now been checked against the schema, which mirrors the protocol type.
	return { ok: true, message: record as unknown as WebviewToHost };
}

function reject(reason: string): ValidationResult {
	return { ok: false, reason };
}

/** A short, safe description of an untrusted value for the log (never the whole value). */
function describe(value: unknown): string {
	if (typeof value === 'string') {
		return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
	}
	if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
		return String(value);
	}
	return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}
