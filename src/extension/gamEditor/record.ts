/**
 * A `.gam` file's text as the editor sees it: the good part of the record (every action
 * up to the first bad one, replayed by the engine), where each good step stands in the
 * text, and the first error with its line, column and move number.
 *
 * A record breaks in one of two ways. Either the text does not parse (`GamError`), and
 * then the text before the bad token is replayed so the board can still show the last
 * good move; or it parses and a move is illegal (`Replay.error`). Pure: no vscode.
 */
import {
	actionText,
	GamError,
	headerEndLine,
	lineStarts,
	presetWithRules,
	Replay,
	type RuleOptions,
} from '../../engine';
import type { RecordErrorView } from '../../protocol';
import type { PresetChoice } from '../settings/settings';

/** A record's first error, with how many characters it is about from its column (for a squiggle). */
export interface RecordError extends RecordErrorView {
	readonly length: number;
}

/** A record whose header reads: its good part, and the first error after it if any. */
export interface ReadRecord {
	/** The good part: every action up to the first bad one. */
	readonly replay: Replay;
	/** Each good step as the move list shows it ("7H", "2H>3", "*"). */
	readonly steps: readonly string[];
	/** Where each good step's token starts in the text. */
	readonly stepOffsets: readonly number[];
	readonly error: RecordError | null;
	/** Where the bad part starts; the text's length when there is none. */
	readonly goodEnd: number;
}

/** Text with no game to show: its header cannot be read. */
export interface UnreadableRecord {
	readonly replay: null;
	readonly steps: readonly [];
	readonly error: RecordError;
}

export type GamRecordState = ReadRecord | UnreadableRecord;

export function readRecord(text: string): GamRecordState {
	const lines = new LineIndex(text);
	let replay: Replay;
	try {
		replay = Replay.fromText(text);
	} catch (error) {
		if (error instanceof GamError) {
			return readBroken(text, lines, error);
		}
		throw error;
	}
	const steps = replay.steps;
	const state: ReadRecord = {
		replay,
		steps: steps.map((step) => actionText(step.action)),
		stepOffsets: steps.map((step) => lines.offsetOf(step.line, step.column)),
		error: null,
		goodEnd: text.length,
	};
	const bad = replay.error;
	if (bad === null) {
		return state;
	}
	const failed = replay.record.actions[bad.step - 1];
	const movesBefore = steps.length === 0 ? 0 : steps[steps.length - 1].moves;
	return {
		...state,
		error: {
			line: bad.line,
			column: bad.column,
			length: bad.length,
			message: bad.message,
			...(failed.kind === 'move' ? { moveNumber: movesBefore + 1 } : {}),
		},
		goodEnd: lines.offsetOf(bad.line, bad.column),
	};
}

/**
 * The text does not parse. An error in the moves still leaves the header and the moves
 * before it, so those are replayed on their own; an earlier illegal move among them is
 * the first error in the text, and wins.
 */
function readBroken(text: string, lines: LineIndex, error: GamError): GamRecordState {
	const asIs: RecordError = { line: error.line, column: error.column, length: error.length, message: error.reason };
	const unreadable: UnreadableRecord = { replay: null, steps: [], error: asIs };
	const headerEnd = headerEndLine(text);
	if (headerEnd === null || error.line <= headerEnd) {
		return unreadable;
	}
	// Back to the start of the bad token: some errors point inside it (the ">" of "2H>5").
	let cut = lines.offsetOf(error.line, error.column);
	while (cut > 0 && !/\s/.test(text[cut - 1])) {
		cut--;
	}
	const before = readRecord(text.slice(0, cut));
	if (before.replay === null || before.error !== null) {
		return before.replay === null ? unreadable : before;
	}
	const steps = before.replay.steps;
	return {
		...before,
		error: { ...asIs, moveNumber: (steps.length === 0 ? 0 : steps[steps.length - 1].moves) + 1 },
		goodEnd: cut,
	};
}

/** Where a step cuts the text: playing after `position` steps replaces everything from here on. */
export function cutAfter(state: ReadRecord, position: number): number {
	return position < state.stepOffsets.length ? state.stepOffsets[position] : state.goodEnd;
}

/** Moves (not redeals) made in the first `position` good steps. */
export function movesAfter(state: ReadRecord, position: number): number {
	return position === 0 ? 0 : state.replay.steps[position - 1].moves;
}

/** The preset whose rules these are, for labels; 'custom' for any other combination. */
export function presetOf(rules: RuleOptions): PresetChoice {
	return presetWithRules(rules) ?? 'custom';
}

/** 1-based lines and columns (as `GamError` and `ActionSource` count them) to text offsets. */
class LineIndex {
	private readonly starts: number[];
	/** The parser drops a byte-order mark before counting columns. */
	private readonly bom: number;

	constructor(text: string) {
		this.bom = text.startsWith('\uFEFF') ? 1 : 0;
		this.starts = lineStarts(text);
	}

	offsetOf(line: number, column: number): number {
		return this.starts[line - 1] + column - 1 + (line === 1 ? this.bom : 0);
	}
}
