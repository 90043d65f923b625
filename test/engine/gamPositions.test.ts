/**
 * Every `.gam` error points at a real place in the text, whatever its line endings, and
 * CR, LF and CRLF line endings read alike.
 */
import { strict as assert } from 'node:assert';
import { GamError } from '../../src/engine/errors';
import { parseGam } from '../../src/engine/gam';
import { Replay } from '../../src/engine/replay';
import { assertInsideText, gamErrorOf } from './gamHelpers';

const HEADER = ['Montana-Gam: 1', 'Rules: windows', 'Game: 1'];
const ROW = '  8H 7D 2C 7S QD 8C 9D KD 2S 9S JC TS 6C';
const ENDINGS = { LF: '\n', CRLF: '\r\n', CR: '\r' } as const;

describe('.gam errors: line and column inside the text', () => {
	for (const [name, eol] of Object.entries(ENDINGS)) {
		for (const rows of [0, 1, 3]) {
			for (const finalBreak of [false, true]) {
				const lines = [...HEADER, 'Layout:', ...Array<string>(rows).fill(ROW)];
				const source = lines.join(eol) + (finalBreak ? eol : '');
				const where = finalBreak ? 'a final line break' : 'no final line break';
				it(`a text ending inside the Layout: block after ${rows} rows (${name}, ${where}) says where it stops`, () => {
					for (const error of [gamErrorOf(() => parseGam(source)), gamErrorOf(() => Replay.fromText(source))]) {
						assert.match(error.reason, new RegExp(`Row ${rows + 1} of the layout is missing`));
						assertInsideText(source, error);
						// At the very end of the text: the line after the last row, or the end of the last line.
						const expected = finalBreak ? [lines.length + 1, 1] : [lines.length, lines[lines.length - 1].length + 1];
						assert.deepEqual([error.line, error.column], expected);
					}
				});
			}
		}
	}

	it('reads a text whose lines end in a bare CR like one with LF or CRLF', () => {
		const lines = [...HEADER, 'Player: Ann', '', '1. 3H 4H', '*', '3. 5H'];
		const lf = parseGam(lines.join('\n') + '\n');
		assert.deepEqual(parseGam(lines.join('\r') + '\r'), lf);
		assert.deepEqual(parseGam(lines.join('\r\n') + '\r\n'), lf);
		assert.equal(lf.player, 'Ann');
		assert.equal(lf.actions.length, 4);
	});

	it('counts lines the same with every line ending', () => {
		for (const eol of Object.values(ENDINGS)) {
			const source = [...HEADER, '', '1. 3H 4H ZZ'].join(eol);
			const error = gamErrorOf(() => parseGam(source));
			assert.ok(error instanceof GamError);
			assert.deepEqual([error.line, error.column], [5, 10], JSON.stringify(eol));
		}
	});
});
