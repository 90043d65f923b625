/**
 * The grammar's fixtures (test/grammar/games/<name>.gam): a real record of game 20908 of
 * each game of the family played by the engine (moves, a redeal where the rules allow
 * one; a two-deck game plays a second deck's card), and one record of a game dealt from
 * its `Layout:` block under Rules options. Under each line, vscode-tmgrammar-test's
 * assertions say the scope every part must have. `npx tsx test/grammar/gameFixtures.ts`
 * writes them again; grammar.test.ts checks that they are still what this writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_IDS, GAMES } from '../../src/engine/games';
import { Game } from '../../src/engine/game';
import type { MoveView } from '../../src/engine/moves';
import { cardCode } from '../../src/engine/cards';
import { formatGam, recordOf } from '../../src/engine/gam';
import type { RuleOptions } from '../../src/engine/rules';

export const GAMES_DIR = path.join(__dirname, 'games');
const SCOPE = '.montana-gam';
const GAME_NUMBER = 20908;
const MOVES_BEFORE_REDEAL = 12;
const MOVES_AFTER_REDEAL = 6;

/** A fixture: the game's rules, and whether its record starts from a `Layout:` block. */
export interface GrammarFixture {
	readonly name: string;
	readonly rules: RuleOptions;
	readonly fromLayout: boolean;
	readonly title: string;
}

/** Double Blue Moon (two decks: its layout has `'` cards) with options its Rules line must write. */
export const LAYOUT_FIXTURE: GrammarFixture = {
	name: 'layoutAndOptions',
	rules: { ...GAMES.doubleBlueMoon.rules, maxRedeals: 3, fixedSuits: true },
	fromLayout: true,
	title: `${GAMES.doubleBlueMoon.name} from its Layout block, with Rules options`,
};

export const GRAMMAR_FIXTURES: readonly GrammarFixture[] = [
	...GAME_IDS.map((game) => ({ name: game, rules: GAMES[game].rules, fromLayout: false, title: GAMES[game].name })),
	LAYOUT_FIXTURE,
];

/** Is this move's card of the second deck (written `7H'`)? */
function secondDeck(move: MoveView): boolean {
	return cardCode(move.card).endsWith("'");
}

/** A record of `fixture`, written by the engine as the extension writes one. */
export function recordText({ rules, fromLayout }: GrammarFixture): string {
	const dealt = Game.deal(GAME_NUMBER, rules);
	const played = fromLayout ? Game.fromLayout(dealt.layout(), rules, GAME_NUMBER) : dealt;
	let secondDeckPlayed = false;
	const play = (moves: number) => {
		for (let i = 0; i < moves; i++) {
			const legal = played.legalMoves();
			// Until a second deck's card has moved, such a card goes first: its `'` needs a scope too.
			const move = (secondDeckPlayed ? undefined : legal.find((m) => secondDeck(m))) ?? legal[0];
			if (move === undefined) {
				return;
			}
			secondDeckPlayed ||= secondDeck(move);
			played.move(move.card, move.to);
		}
	};
	play(MOVES_BEFORE_REDEAL);
	if (played.whyNotRedeal() === null) {
		played.redeal();
	}
	play(MOVES_AFTER_REDEAL);
	return formatGam(
		recordOf(played, {
			player: 'Fixture',
			date: '2026-03-01T18:20:00.000Z',
			extraFields: [{ name: 'Event', value: 'Grammar test' }],
		}),
	);
}

/** An assertion line: `scope` for `length` characters from `column` (0-based), under the line it is about. */
function assertion(column: number, length: number, scope: string): string {
	return column === 0
		? `# <${'-'.repeat(length)} ${scope}`
		: `#${' '.repeat(column - 1)}${'^'.repeat(length)} ${scope}`;
}

function headerAssertions(line: string): string[] {
	const match = /^([A-Za-z][A-Za-z0-9-]*)(:) ?(.*)$/.exec(line);
	if (!match) {
		return [];
	}
	const [, name, , value] = match;
	const known = ['Montana-Gam', 'Rules', 'Game', 'Player', 'Date'].includes(name);
	const extra = known ? '' : '.extra';
	const valueColumn = line.length - value.length;
	const valueScope: Record<string, string> = {
		'Montana-Gam': `constant.numeric.integer.version${SCOPE}`,
		Game: `constant.numeric.integer.game-number${SCOPE}`,
		Rules: `entity.name.type.rules${SCOPE}`,
	};
	if (name === 'Layout') {
		// Its rows must follow it at once for the reader: every-part.gam asserts this line.
		return [];
	}
	const [firstWord, ...options] = value.split(' ');
	return [
		assertion(
			0,
			name.length,
			`meta.header${SCOPE} meta.field${extra}${SCOPE} support.type.property-name${extra}${SCOPE}`,
		),
		assertion(name.length, 1, `punctuation.separator.key-value${SCOPE}`),
		assertion(
			valueColumn,
			name === 'Rules' ? firstWord.length : value.length,
			valueScope[name] ?? `string.unquoted.header-value${SCOPE}`,
		),
		...(name === 'Rules' ? optionAssertions(options, valueColumn + firstWord.length + 1) : []),
	];
}

/** A Rules line's options ("redeals=3 suits=fixed") from `column`: each name, its `=` and its value. */
function optionAssertions(options: readonly string[], column: number): string[] {
	const lines: string[] = [];
	let at = column;
	for (const option of options) {
		const [name, value] = option.split('=');
		const valueScope = /^\d+$/.test(value) ? 'constant.numeric.integer.option-value' : 'constant.language.option-value';
		lines.push(
			assertion(at, name.length, `variable.parameter.option${SCOPE}`),
			assertion(at + name.length, 1, `keyword.operator.assignment${SCOPE}`),
			assertion(at + name.length + 1, value.length, `${valueScope}${SCOPE}`),
		);
		at += option.length + 1;
	}
	return lines;
}

/** A row of the `Layout:` block ("  8H 7D -- 2C'"): each card, its deck's mark, each gap. */
function layoutRowAssertions(line: string): string[] {
	const lines: string[] = [];
	for (const token of line.matchAll(/\S+/g)) {
		const column = token.index;
		if (token[0] === '--') {
			lines.push(assertion(column, 2, `meta.layout${SCOPE} constant.language.gap${SCOPE}`));
			continue;
		}
		const card = token[0].replace(/'$/, '');
		lines.push(assertion(column, card.length, `meta.layout${SCOPE} variable.other.card${SCOPE}`));
		if (card !== token[0]) {
			lines.push(assertion(column + card.length, 1, `meta.layout${SCOPE} storage.modifier.second-deck${SCOPE}`));
		}
	}
	return lines;
}

function moveLineAssertions(line: string): string[] {
	if (line === '*') {
		return [assertion(0, 1, `keyword.control.redeal${SCOPE} - meta.header${SCOPE}`)];
	}
	const lines: string[] = [];
	const label = /^(\d+)\./.exec(line);
	if (label) {
		lines.push(assertion(0, label[1].length, `meta.move-number${SCOPE} constant.numeric.integer.move-number${SCOPE}`));
		lines.push(assertion(label[1].length, 1, `punctuation.separator.move-number${SCOPE}`));
	}
	for (const token of line.matchAll(/(?<=\s)(\S+)/g)) {
		const column = token.index;
		const move = /^((?:10|[A2-9TJQK])[CDHS])(')?(?:(>)(\d+)(?:(\.)(\d+))?)?$/.exec(token[1]);
		if (!move) {
			throw new Error(`"${token[1]}" is not a move the engine writes`);
		}
		const [, card, deck, arrow, row, dot, col] = move;
		let at = column;
		lines.push(assertion(at, card.length, `meta.move${SCOPE} variable.other.card${SCOPE}`));
		at += card.length;
		const parts: [string | undefined, string][] = [
			[deck, 'storage.modifier.second-deck'],
			[arrow, 'keyword.operator.target'],
			[row, 'constant.numeric.integer.row'],
			[dot, 'punctuation.separator.cell'],
			[col, 'constant.numeric.integer.column'],
		];
		for (const [text, scope] of parts) {
			if (text !== undefined) {
				lines.push(assertion(at, text.length, `meta.move${SCOPE} ${scope}${SCOPE}`));
				at += text.length;
			}
		}
	}
	return lines;
}

/** The fixture `fixture`: its record, with the assertions under each line. */
export function grammarFixture(fixture: GrammarFixture): string {
	const lines = recordText(fixture).split('\n');
	const out = [`# SYNTAX TEST "source${SCOPE}" "${fixture.title}: game ${GAME_NUMBER}, written by the engine"`];
	let inHeader = true;
	lines.forEach((line, index) => {
		out.push(line);
		if (line === '') {
			inHeader = false;
		} else if (!inHeader) {
			out.push(...moveLineAssertions(line));
		} else if (!line.startsWith(' ')) {
			out.push(...headerAssertions(line));
		} else if (!lines[index + 1].startsWith(' ')) {
			// A comment line would end the Layout block for the reader: only its last row is asserted.
			out.push(...layoutRowAssertions(line));
		}
	});
	return out.join('\n');
}

export function fixturePath(fixture: GrammarFixture): string {
	return path.join(GAMES_DIR, `${fixture.name}.gam`);
}

if (require.main === module) {
	for (const fixture of GRAMMAR_FIXTURES) {
		writeFileSync(fixturePath(fixture), grammarFixture(fixture));
	}
}
