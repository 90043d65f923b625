/**
 * The grammar's fixtures of each game of the family (test/grammar/games/<game>.gam):
 * a real record of game 20908 played by the engine (moves, a redeal where the rules
 * allow one), with vscode-tmgrammar-test's assertions under each line saying the scope
 * every part must have. `npx tsx test/grammar/gameFixtures.ts` writes them again;
 * grammar.test.ts checks that they are still what this writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_IDS, GAMES, type GameId } from '../../src/engine/games';
import { Game } from '../../src/engine/game';
import { formatGam, recordOf } from '../../src/engine/gam';

export const GAMES_DIR = path.join(__dirname, 'games');
const SCOPE = '.montana-gam';
const GAME_NUMBER = 20908;
const MOVES_BEFORE_REDEAL = 12;
const MOVES_AFTER_REDEAL = 6;

/** A record of `game`, written by the engine as the extension writes one. */
function recordText(game: GameId): string {
	const played = Game.deal(GAME_NUMBER, GAMES[game].rules);
	const play = (moves: number) => {
		for (let i = 0; i < moves; i++) {
			const [move] = played.legalMoves();
			if (move === undefined) {
				return;
			}
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
	return [
		assertion(
			0,
			name.length,
			`meta.header${SCOPE} meta.field${extra}${SCOPE} support.type.property-name${extra}${SCOPE}`,
		),
		assertion(name.length, 1, `punctuation.separator.key-value${SCOPE}`),
		assertion(
			valueColumn,
			name === 'Rules' ? value.split(' ')[0].length : value.length,
			valueScope[name] ?? `string.unquoted.header-value${SCOPE}`,
		),
	];
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

/** The fixture of `game`: its record, with the assertions under each line. */
export function gameFixture(game: GameId): string {
	const lines = recordText(game).split('\n');
	const out = [`# SYNTAX TEST "source${SCOPE}" "${GAMES[game].name}: game ${GAME_NUMBER}, written by the engine"`];
	let inHeader = true;
	for (const line of lines) {
		out.push(line);
		if (line === '') {
			inHeader = false;
			continue;
		}
		out.push(...(inHeader ? headerAssertions(line) : moveLineAssertions(line)));
	}
	return out.join('\n');
}

export function fixturePath(game: GameId): string {
	return path.join(GAMES_DIR, `${game}.gam`);
}

if (require.main === module) {
	for (const game of GAME_IDS) {
		writeFileSync(fixturePath(game), gameFixture(game));
	}
}
