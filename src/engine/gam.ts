/**
 * `.gam` game records: plain UTF-8 text that a person can read and edit. The format is
 * specified in docs/gam-format.md; in short:
 *
 *     Montana-Gam: 1
 *     Rules: windows
 *     Game: 20908
 *     Player: John Gouldie
 *
 *     1. 3H TD JS 2H>4 4H 5H 2D>1 3D 4D 5D
 *     11. 6D 7D
 *     *
 *     13. 8S 9S
 *
 * `formatGam` writes the canonical text, `parseGam` reads any valid text (and throws
 * nothing but `GamError`), and `parseGam(formatGam(r))` deep-equals `r`. The Rules line's
 * text form is rulesText.ts's.
 */
import { type Card, SUITS, aRank, cardCode, makeCard, parseCardCode, rankOf } from './cards';
import { whyNotLayout } from './board';
import { GamError, InvalidRecordError } from './errors';
import type { Action, Game } from './game';
import { MAX_GAME_NUMBER, isGameNumber } from './random';
import type { GameId } from './games';
import { type GameModel, modelOf } from './model';
import { MAX_REDEALS, isRedealLimit, type RuleOptions } from './rules';
import { capitalised } from './words';
import { formatRules, parseRules } from './rulesText';
import { words, type Word } from './textWords';

export const GAM_VERSION = 1;
/** Canonical text starts a new numbered line after this many moves. */
export const MOVES_PER_LINE = 10;

export type GamAction =
	| {
			readonly kind: 'move';
			readonly card: Card;
			/**
			 * The target row (0-based) of a card that may have a choice of gaps (a 2 in
			 * Montana: see `targetOf`); null when the card has one place to go.
			 */
			readonly row: number | null;
			/** The target column (0-based), only in games where a row alone does not tell the gap. */
			readonly column?: number;
	  }
	| { readonly kind: 'redeal' };

export interface HeaderField {
	readonly name: string;
	readonly value: string;
}

export interface GamRecord {
	readonly version: typeof GAM_VERSION;
	readonly rules: RuleOptions;
	readonly gameNumber: number;
	/** The starting layout when it is not the game number's deal (a cell per position of the game's board, null for a gap). */
	readonly layout: readonly (Card | null)[] | null;
	readonly player: string | null;
	readonly date: string | null;
	/** Header fields this version does not know, kept in their order. */
	readonly extraFields: readonly HeaderField[];
	readonly actions: readonly GamAction[];
}

/** Where an action stands in the text, for messages and for the replay list. */
export interface ActionSource {
	readonly line: number;
	readonly column: number;
	readonly text: string;
}

/** Where a header field stands in the text (1-based), for a text editor's outline and hovers. */
export interface HeaderSource {
	/** The name as written ("game" in any letter case reads as Game). */
	readonly name: string;
	readonly value: string;
	readonly line: number;
	/** The field's last line: its own, or a `Layout:` block's last row. */
	readonly lastLine: number;
}

// --- Actions ---

/**
 * What a move token says besides its card, in game `model`:
 * - `none`: nothing, the card has one gap it can ever go to (Montana's cards but the 2s);
 * - `row`: the row, for a card that opens a row and may go to any first-column gap (`2H>3`);
 * - `cell`: row and column, where a card may have gaps anywhere to choose from (two
 *   decks' copies, Galary's two sides, Jungle's suits, Spaces and Aces, Rovers): `7H>3.5`.
 */
type TargetForm = 'none' | 'row' | 'cell';

function targetOf(model: GameModel, card: Card): TargetForm {
	if (model.accepts === 'neighbour' || model.accepts === 'eitherSide') {
		return 'cell';
	}
	if (model.runIndex[card] === 0) {
		return 'row';
	}
	return model.accepts === 'successor' && model.decks === 1 ? 'none' : 'cell';
}

/** An action as the record keeps it in game `game`: the card, and where it went when it had a choice. */
export function gamActionOf(action: Action, game: GameId): GamAction {
	if (action.kind === 'redeal') {
		return action;
	}
	const model = modelOf(game);
	const row = (action.to / model.columns) | 0;
	switch (targetOf(model, action.card)) {
		case 'none':
			return { kind: 'move', card: action.card, row: null };
		case 'row':
			return { kind: 'move', card: action.card, row };
		case 'cell':
			return { kind: 'move', card: action.card, row, column: action.to % model.columns };
	}
}

/** "7H", "2H>3", "7H'>3.5" (rows and columns counted from 1), or "*" for a redeal. */
export function actionText(action: GamAction): string {
	if (action.kind === 'redeal') {
		return '*';
	}
	const code = cardCode(action.card);
	if (action.row === null) {
		return code;
	}
	return action.column === undefined ? `${code}>${action.row + 1}` : `${code}>${action.row + 1}.${action.column + 1}`;
}

/**
 * The record of `game` as played so far; header values are made single-line and trimmed.
 * Throws InvalidRecordError for an extra field whose name the reader would not take as
 * an extra field (a known field's, or not a field name at all).
 */
export function recordOf(
	game: Game,
	fields: { player?: string; date?: string; extraFields?: readonly HeaderField[] } = {},
): GamRecord {
	for (const { name } of fields.extraFields ?? []) {
		refuse(whyNotExtraFieldName(name));
	}
	return {
		version: GAM_VERSION,
		rules: game.rules,
		gameNumber: game.gameNumber,
		layout: game.startingLayout(),
		player: fields.player === undefined ? null : singleLine(fields.player),
		date: fields.date === undefined ? null : singleLine(fields.date),
		extraFields: (fields.extraFields ?? []).map(({ name, value }) => ({ name, value: singleLine(value) })),
		actions: game.actions().map((action) => gamActionOf(action, game.rules.game)),
	};
}

function singleLine(value: string): string {
	return value.replace(/\s+/g, ' ').trim();
}

// --- Lines: CR, LF and CRLF all end a line ---

const LINE_BREAKS = /\r\n|\r|\n/g;

/** The lines of `text` as the reader counts them (a byte-order mark is not part of line 1). */
export function textLines(text: string): string[] {
	return text.replace(/^\uFEFF/, '').split(LINE_BREAKS);
}

/** Where each line of `text` starts (a byte-order mark included in line 1), as offsets. */
export function lineStarts(text: string): number[] {
	return [0, ...Array.from(text.matchAll(LINE_BREAKS), (match) => (match.index ?? 0) + match[0].length)];
}

/** The line break `text` uses (its first one), so that what is added to a file matches it; LF for one line. */
export function lineEndingOf(text: string): string {
	return /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
}

/** The line break `text` ends with, or '' when its last line has none. */
function finalLineBreak(text: string): string {
	return /(?:\r\n|\r|\n)$/.exec(text)?.[0] ?? '';
}

// --- Formatting ---

const FIELD = {
	version: 'Montana-Gam',
	rules: 'Rules',
	game: 'Game',
	layout: 'Layout',
	player: 'Player',
	date: 'Date',
} as const;
const KNOWN_FIELDS = new Set(Object.values(FIELD).map((name) => name.toLowerCase()));
const LAYOUT_INDENT = '  ';
const GAP_CODE = '--';

function headerLine(name: string, value: string): string {
	return value === '' ? `${name}:` : `${name}: ${value}`;
}

function formatLayout(layout: readonly (Card | null)[], game: GameId): string[] {
	const { rows: rowCount, columns } = modelOf(game);
	const rows: string[] = [];
	for (let row = 0; row < rowCount; row++) {
		const cells = layout.slice(row * columns, (row + 1) * columns);
		rows.push(LAYOUT_INDENT + cells.map((card) => (card === null ? GAP_CODE : cardCode(card))).join(' '));
	}
	return rows;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

function whyNotExtraFieldName(name: string): string | null {
	if (!FIELD_NAME.test(name)) {
		return `${JSON.stringify(name)} is not a field name: letters, digits and "-", starting with a letter.`;
	}
	return KNOWN_FIELDS.has(name.toLowerCase())
		? `${JSON.stringify(name)} is a field of its own in a game record, not an extra field.`
		: null;
}

/**
 * Whether `value` would not read back the same. The written line is read as the reader
 * reads it, so the two cannot disagree: spaces and tabs after the colon are the
 * separator and any blank at the end is dropped, but another blank at the start (a
 * no-break space, U+3000, U+FEFF) is part of the value and is written back.
 */
function whyNotHeaderValue(name: string, value: string): string | null {
	return HEADER_LINE.exec(headerLine(name, value))?.[3] !== value
		? `The value of ${name}, ${JSON.stringify(value)}, would not read back the same: write it on one line, with no blanks at either end.`
		: null;
}

/** Why the reader could not read `record` back the same once written, or null. */
function whyNotWritable(record: GamRecord): string | null {
	if (record.version !== GAM_VERSION) {
		return `This version writes format version ${String(GAM_VERSION)}, not ${String(record.version)}.`;
	}
	if (!isGameNumber(record.gameNumber)) {
		return `The game number must be a whole number from 1 to ${MAX_GAME_NUMBER}, not ${String(record.gameNumber)}.`;
	}
	if (!isRedealLimit(record.rules.maxRedeals)) {
		return `The rules allow ${String(record.rules.maxRedeals)} shuffles; a record takes 0 to ${MAX_REDEALS}, or unlimited.`;
	}
	const layoutProblem = record.layout === null ? null : whyNotLayout(modelOf(record.rules.game), record.layout);
	const fields: [string, string | null][] = [
		[FIELD.player, record.player],
		[FIELD.date, record.date],
		...record.extraFields.map((field): [string, string] => [field.name, field.value]),
	];
	return (
		layoutProblem ??
		record.extraFields.map((field) => whyNotExtraFieldName(field.name)).find((problem) => problem !== null) ??
		fields.map(([name, value]) => (value === null ? null : whyNotHeaderValue(name, value))).find((p) => p !== null) ??
		null
	);
}

function refuse(problem: string | null): void {
	if (problem !== null) {
		throw new InvalidRecordError(`Cannot write this game record: ${problem}`);
	}
}

/**
 * The canonical text of a record. Throws InvalidRecordError, and writes nothing, for a
 * record `parseGam` could not read back the same.
 */
export function formatGam(record: GamRecord): string {
	refuse(whyNotWritable(record));
	const header = [
		headerLine(FIELD.version, String(record.version)),
		headerLine(FIELD.rules, formatRules(record.rules)),
		headerLine(FIELD.game, String(record.gameNumber)),
	];
	if (record.layout !== null) {
		header.push(headerLine(FIELD.layout, ''), ...formatLayout(record.layout, record.rules.game));
	}
	if (record.player !== null) {
		header.push(headerLine(FIELD.player, record.player));
	}
	if (record.date !== null) {
		header.push(headerLine(FIELD.date, record.date));
	}
	header.push(...record.extraFields.map((field) => headerLine(field.name, field.value)));

	const body: string[] = [];
	let moves = 0;
	let line: string[] = [];
	const endLine = () => {
		if (line.length > 0) {
			body.push(`${moves - line.length + 1}. ${line.join(' ')}`);
			line = [];
		}
	};
	for (const action of record.actions) {
		if (action.kind === 'redeal') {
			endLine();
			body.push(actionText(action));
		} else {
			moves++;
			line.push(actionText(action));
			if (line.length === MOVES_PER_LINE) {
				endLine();
			}
		}
	}
	endLine();
	return [...header, '', ...body].map((text) => text + '\n').join('');
}

/** Where the line holding offset `end` starts (the offset just after the line break before it). */
export function lineStartBefore(text: string, end: number): number {
	return Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
}

/**
 * Where and what to insert into canonical `text` to record one more action, without
 * reading more than its last line: `movesBefore` is the number of moves already
 * recorded. The .gam editor applies one such edit per move. New lines end the way the
 * text's lines do (LF, CRLF or CR).
 */
export function appendAction(
	text: string,
	action: GamAction,
	movesBefore: number,
): { readonly offset: number; readonly insert: string } {
	const eol = lineEndingOf(text);
	const ending = finalLineBreak(text);
	const atLineStart = text === '' || ending !== '';
	const newLine = (content: string) => ({ offset: text.length, insert: (atLineStart ? '' : eol) + content + eol });
	if (action.kind === 'redeal') {
		return newLine(actionText(action));
	}
	const lastLineEnd = text.length - ending.length;
	const lastLine = text.slice(lineStartBefore(text, lastLineEnd), lastLineEnd);
	const match = /^(\d+)\. \S+(?: \S+)*$/.exec(lastLine);
	if (match) {
		const onLine = lastLine.split(' ').length - 1;
		if (onLine < MOVES_PER_LINE && Number(match[1]) + onLine === movesBefore + 1) {
			return { offset: lastLineEnd, insert: ' ' + actionText(action) };
		}
	}
	return newLine(`${movesBefore + 1}. ${actionText(action)}`);
}

// --- Parsing ---

const isComment = (line: string) => /^\s*#/.test(line);
/** A header line: its name with the colon and the spaces or tabs after it, the name, and the value, blanks at its end dropped. */
const HEADER_LINE = /^(([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*)(.*?)\s*$/;
const isBlank = (line: string) => line.trim() === '';

export function parseGam(text: string): GamRecord {
	return readGam(text).record;
}

/** What `readGam` reads: the record, and where each header field and each action stands in the text. */
export interface ReadGam {
	readonly record: GamRecord;
	readonly header: readonly HeaderSource[];
	readonly sources: readonly ActionSource[];
}

/** The record and where each of its fields and actions stands in the text. Throws GamError only. */
export function readGam(text: string): ReadGam {
	if (typeof text !== 'string') {
		throw new GamError('A game record is text.', 1, 1);
	}
	const lines = textLines(text);
	let index = headerStart(lines);
	const header = new HeaderReader();
	const fields: HeaderSource[] = [];
	for (; index < lines.length && !isBlank(lines[index]); index++) {
		if (isComment(lines[index])) {
			continue;
		}
		const match = HEADER_LINE.exec(lines[index]);
		if (!match) {
			throw new GamError(
				'Expected a header field like "Game: 20908", or a blank line before the moves.',
				index + 1,
				1,
				lines[index].trimEnd().length,
			);
		}
		const [, prefix, name, value] = match;
		const line = index + 1;
		if (name.toLowerCase() === FIELD.layout.toLowerCase()) {
			index = header.readLayout(lines, index, value, prefix.length + 1);
		} else {
			header.add(name, value, line, prefix.length + 1);
		}
		fields.push({ name, value, line, lastLine: index + 1 });
	}
	const record = header.finish(Math.min(index + 1, lines.length));
	const body = readBody(lines, index, modelOf(record.rules.game));
	return { record: { ...record, actions: body.actions }, header: fields, sources: body.sources };
}

/** The index of the header's first line: past the blank and comment lines a record may open with. */
function headerStart(lines: readonly string[]): number {
	let index = 0;
	while (index < lines.length && (isBlank(lines[index]) || isComment(lines[index]))) {
		index++;
	}
	return index;
}

/**
 * The 1-based number of the blank line that ends the header, where `readGam` turns to the
 * moves; null when the text has no such line (the empty string after a final line break is
 * not one). No line of the header is blank, not even in a `Layout:` block, so the header
 * ends at the first blank line after its start.
 */
export function headerEndLine(text: string): number | null {
	const lines = textLines(text);
	let index = headerStart(lines);
	while (index < lines.length && !isBlank(lines[index])) {
		index++;
	}
	return index < lines.length - 1 ? index + 1 : null;
}

type HeaderPart = Omit<GamRecord, 'actions'>;

/** Collects header fields in order and checks each as it comes. */
class HeaderReader {
	private version: typeof GAM_VERSION | null = null;
	private rules: RuleOptions | null = null;
	private gameNumber: number | null = null;
	private layout: (Card | null)[] | null = null;
	/** Where "Layout:" stands, for an error found once the Rules line is known. */
	private layoutLine = 1;
	private player: string | null = null;
	private date: string | null = null;
	private readonly extraFields: HeaderField[] = [];
	private readonly seen = new Set<string>();

	add(name: string, value: string, line: number, column: number): void {
		const key = name.toLowerCase();
		if (this.version === null && key !== FIELD.version.toLowerCase()) {
			throw new GamError(`A game record starts with "${FIELD.version}: ${GAM_VERSION}".`, line, 1, name.length);
		}
		if (KNOWN_FIELDS.has(key) && this.seen.has(key)) {
			throw new GamError(`${name} is given twice.`, line, 1, name.length);
		}
		this.seen.add(key);
		switch (key) {
			case FIELD.version.toLowerCase():
				if (value !== String(GAM_VERSION)) {
					throw new GamError(
						/^\d+$/.test(value)
							? `This is format version ${value}; this version of Montana Solitaire reads version ${GAM_VERSION}.`
							: `The format version is a number, like ${GAM_VERSION}.`,
						line,
						column,
						value.length,
					);
				}
				this.version = GAM_VERSION;
				break;
			case FIELD.rules.toLowerCase():
				this.rules = parseRules(value, line, column);
				break;
			case FIELD.game.toLowerCase():
				this.gameNumber = /^\d{1,10}$/.test(value) ? Number(value) : null;
				if (!isGameNumber(this.gameNumber)) {
					throw new GamError(
						`The game number must be a whole number from 1 to ${MAX_GAME_NUMBER}.`,
						line,
						column,
						value.length,
					);
				}
				break;
			case FIELD.player.toLowerCase():
				this.player = value;
				break;
			case FIELD.date.toLowerCase():
				this.date = value;
				break;
			case FIELD.layout.toLowerCase():
				break; // readLayout reads the rows that follow
			default:
				this.extraFields.push({ name, value });
		}
	}

	/**
	 * Reads "Layout:" and the indented rows after it, one per row of the game the Rules
	 * line named (Montana's four when it comes later); returns the index of its last line.
	 */
	readLayout(lines: readonly string[], index: number, value: string, column: number): number {
		this.add(FIELD.layout, '', index + 1, column);
		const model = modelOf(this.rules?.game ?? 'montana');
		const rowCount = `${NUMBER_WORDS[model.rows]} indented lines`;
		if (value !== '') {
			throw new GamError(`The layout goes on the ${rowCount} after "Layout:".`, index + 1, column, value.length);
		}
		const cells: (Card | null)[] = [];
		for (let row = 1; row <= model.rows; row++) {
			const line = lines[index + row];
			if (line === undefined || !/^[ \t]/.test(line) || isBlank(line)) {
				const reason = `Row ${row} of the layout is missing: ${rowCount} of ${model.columns} cards follow "Layout:".`;
				// A text that stops inside the block: the error is where it stops, on its last line.
				const last = lines.length - 1;
				throw line === undefined
					? new GamError(reason, last + 1, lines[last].length + 1)
					: new GamError(reason, index + row + 1, 1, line.trimEnd().length);
			}
			const codes = words(line);
			if (codes.length !== model.columns) {
				const first = codes[0]?.column ?? 1;
				throw new GamError(
					`A layout row has ${model.columns} cells (card codes, or ${GAP_CODE} for a gap), not ${codes.length}.`,
					index + row + 1,
					first,
					line.trimEnd().length - first + 1,
				);
			}
			for (const code of codes) {
				const card = code.text === GAP_CODE ? null : parseCardCode(code.text);
				if (card === null && code.text !== GAP_CODE) {
					throw new GamError(
						`"${code.text}" is not a card code like 7H, or ${GAP_CODE} for a gap.`,
						index + row + 1,
						code.column,
						code.text.length,
					);
				}
				cells.push(card);
			}
		}
		const reason = whyNotLayout(model, cells);
		if (reason !== null) {
			throw new GamError(reason, index + 1, 1, FIELD.layout.length);
		}
		this.layout = cells;
		this.layoutLine = index + 1;
		return index + model.rows;
	}

	/** `endLine` is where the header ends, for a missing field. */
	finish(endLine: number): HeaderPart {
		const { version, rules, gameNumber } = this;
		if (version === null) {
			throw new GamError(`A game record starts with "${FIELD.version}: ${GAM_VERSION}".`, 1, 1);
		}
		if (rules === null || gameNumber === null) {
			throw new GamError(`The header needs ${rules === null ? `"${FIELD.rules}:"` : `"${FIELD.game}:"`}.`, endLine, 1);
		}
		const reason = this.layout === null ? null : whyNotLayout(modelOf(rules.game), this.layout);
		if (reason !== null) {
			throw new GamError(
				`${reason} (Give "${FIELD.rules}:" before "${FIELD.layout}:".)`,
				this.layoutLine,
				1,
				FIELD.layout.length,
			);
		}
		return {
			version,
			rules,
			gameNumber,
			layout: this.layout,
			player: this.player,
			date: this.date,
			extraFields: this.extraFields,
		};
	}
}

function readBody(
	lines: readonly string[],
	start: number,
	model: GameModel,
): { actions: GamAction[]; sources: ActionSource[] } {
	const actions: GamAction[] = [];
	const sources: ActionSource[] = [];
	let moves = 0;
	for (let index = start; index < lines.length; index++) {
		const tokens = words(lines[index].replace(/#.*/, ''));
		const label = tokens[0] !== undefined && /^\d+\.$/.test(tokens[0].text) ? tokens.shift() : undefined;
		if (label !== undefined && Number(label.text.slice(0, -1)) !== moves + 1) {
			throw new GamError(
				`This line is numbered ${label.text.slice(0, -1)}, but its first move is move ${moves + 1}.`,
				index + 1,
				label.column,
				label.text.length,
			);
		}
		for (const token of tokens) {
			const action = readAction(token, index + 1, model);
			actions.push(action);
			sources.push({ line: index + 1, column: token.column, text: token.text });
			moves += action.kind === 'move' ? 1 : 0;
		}
	}
	return { actions, sources };
}

function readAction(token: Word, line: number, model: GameModel): GamAction {
	if (token.text === '*') {
		return { kind: 'redeal' };
	}
	const arrow = token.text.indexOf('>');
	const code = arrow < 0 ? token.text : token.text.slice(0, arrow);
	const target = arrow < 0 ? undefined : token.text.slice(arrow + 1);
	const card = parseCardCode(code);
	if (card === null || !model.hasCard(card)) {
		throw new GamError(
			card === null
				? `"${token.text}" is not a move: write ${moveExamples(model)}, or * for a shuffle.`
				: `The ${code} is not a card of ${model.declaration.name}.`,
			line,
			token.column,
			token.text.length,
		);
	}
	const targetColumn = token.column + code.length;
	const targetLength = token.text.length - code.length;
	const opener = capitalised(aRank(model.declaration.run[0]));
	switch (targetOf(model, card)) {
		case 'none':
			if (target !== undefined) {
				throw new GamError(
					`Only ${aRank(model.declaration.run[0])} takes a row: the ${code} has one place to go.`,
					line,
					targetColumn,
					targetLength,
				);
			}
			return { kind: 'move', card, row: null };
		case 'row': {
			const row = target === undefined ? NaN : wholeNumber(target);
			if (!(row >= 1 && row <= model.rows)) {
				throw new GamError(
					`${opener} needs the row it goes to, 1 to ${model.rows}, like ${code}>3.`,
					line,
					targetColumn,
					targetLength,
				);
			}
			return { kind: 'move', card, row: row - 1 };
		}
		case 'cell': {
			const [row, column] = (target ?? '').split('.').map(wholeNumber);
			if (!(row >= 1 && row <= model.rows && column >= 1 && column <= model.columns)) {
				throw new GamError(
					`In ${model.declaration.name} a move names the gap it goes to, row 1 to ${model.rows} and column 1 to ${model.columns}, like ${code}>3.5.`,
					line,
					targetColumn,
					targetLength,
				);
			}
			return { kind: 'move', card, row: row - 1, column: column - 1 };
		}
	}
}

/**
 * The moves of game `model` as examples: "a card code like 7H, a 2 with its row like
 * 2H>3" in Montana, "an ace with its row like AH>3" in Line Up, whose first column takes
 * aces, and the gap a move names in the games where a card may have a choice of gaps.
 */
function moveExamples(model: GameModel): string {
	const hearts = SUITS.indexOf('hearts');
	const { run } = model.declaration;
	const card = makeCard(hearts, run.includes(7) ? 7 : run[run.length - 1]);
	const opener = makeCard(hearts, run[0]);
	const examples =
		targetOf(model, card) === 'none'
			? [`a card code like ${cardCode(card)}`]
			: [`a card code and the gap it goes to, row and column, like ${cardCode(card)}>3.5`];
	if (targetOf(model, opener) === 'row') {
		examples.push(`${aRank(run[0])} with its row like ${cardCode(opener)}>3`);
	}
	if (model.decks > 1) {
		examples.push(`a ' after the code for the second deck's card, like ${cardCode(makeCard(hearts, rankOf(card), 1))}`);
	}
	return examples.join(', ');
}

/** The number a string of digits says, or NaN. */
function wholeNumber(text: string | undefined): number {
	return text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : NaN;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
