/**
 * The .gam editor reads CR, LF and CRLF files alike, and what it writes into a file ends
 * its lines the way the file does.
 */
import { strict as assert } from 'node:assert';
import type { GamAction } from '../../src/engine/gam';
import { cutAfter, movesAfter, readRecord, type ReadRecord } from '../../src/extension/gamEditor/record';
import { playEdit } from '../../src/extension/gamEditor/recordEdits';
import { card } from '../engine/helpers';
import { MIXED_HEADER } from './mixedRecord';

const ENDINGS = { CRLF: '\r\n', CR: '\r' } as const;
/** Game 1's header with the layout LAYOUTS.mixed, without the blank line that ends it. */
const HEADER = MIXED_HEADER.slice(0, -1);

function readable(source: string): ReadRecord {
	const state = readRecord(source);
	assert.ok(state.replay !== null, `unreadable: ${JSON.stringify(state.error)}`);
	return state;
}

function play(source: string, position: number, action: GamAction): string {
	const state = readable(source);
	const edit = playEdit(source, cutAfter(state, position), movesAfter(state, position), action);
	return source.slice(0, edit.start) + edit.text + source.slice(edit.end);
}

const move = (code: string, row: number | null = null): GamAction => ({ kind: 'move', card: card(code), row });

/** Text written with LF, in another line ending. */
const lf = (text: string, eol: string) => text.replace(/\n/g, eol);

describe('.gam editor: line endings', () => {
	for (const [name, eol] of Object.entries(ENDINGS)) {
		it(`reads a ${name} record like an LF one: the same steps, error and places`, () => {
			const source = `${HEADER}\n1. 5H 2S>2\n*\n3. TD 9C\n`;
			const unix = readable(source);
			const other = readable(lf(source, eol));
			assert.deepEqual(other.steps, unix.steps);
			assert.deepEqual(other.error, unix.error);
			const tokens = other.stepOffsets.map((at, i) => lf(source, eol).slice(at, at + other.steps[i].length));
			assert.deepEqual(tokens, unix.steps);
			const broken = `${HEADER}\n1. 5H 2S>7 6C\n`;
			assert.deepEqual(readRecord(lf(broken, eol)).error, readRecord(broken).error);
		});

		it(`appends to a ${name} file with ${name} line breaks, however it plays on`, () => {
			const edits: [string, number, GamAction][] = [
				[`${HEADER}\n`, 0, move('5H')],
				[`${HEADER}\n1. 5H\n`, 1, move('2S', 1)],
				[`${HEADER}\n1. 5H 2S>2\n`, 2, { kind: 'redeal' }],
				[`${HEADER}\n1. 5H 2S>2\n*\n3. TD\n`, 1, move('2C', 1)],
				[`${HEADER}\n1. 5H 2S>7 6C   # notes\nmore junk\n`, 1, move('2S', 1)],
				[HEADER.trimEnd(), 0, move('5H')],
				[`${HEADER}\n1. 5H`, 1, move('2S', 1)],
			];
			for (const [source, position, action] of edits) {
				const expected = lf(play(source, position, action), eol);
				const written = play(lf(source, eol), position, action);
				assert.equal(JSON.stringify(written), JSON.stringify(expected), JSON.stringify(source));
				assert.equal(readable(written).error, null);
			}
		});
	}
});
