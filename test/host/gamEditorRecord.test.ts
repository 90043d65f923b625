import { strict as assert } from 'node:assert';
import { actionText, formatGam, gamActionOf, recordOf, type GamAction } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS } from '../../src/engine/rules';
import { cutAfter, movesAfter, presetOf, readRecord, type ReadRecord } from '../../src/extension/gamEditor/record';
import { playEdit } from '../../src/extension/gamEditor/recordEdits';
import { card } from '../engine/helpers';
import { MIXED_HEADER } from './mixedRecord';

/** Game 1's header with the layout LAYOUTS.mixed, without the blank line that ends it. */
const HEADER = MIXED_HEADER.slice(0, -1);

function readable(source: string): ReadRecord {
	const state = readRecord(source);
	assert.ok(state.replay !== null, `unreadable: ${JSON.stringify(state.error)}`);
	return state;
}

/** The text after playing `action` at step `position` of `source`, the way the editor writes it. */
function play(source: string, position: number, action: GamAction): string {
	const state = readable(source);
	const edit = playEdit(source, cutAfter(state, position), movesAfter(state, position), action);
	assert.equal(edit.end, source.length);
	return source.slice(0, edit.start) + edit.text;
}

/** A game of `count` actions by the engine's hint, redealing when it has none. */
function played(gameNumber: number, count: number): Game {
	const game = Game.deal(gameNumber, PRESETS.windows.rules);
	for (let i = 0; i < count && game.status() !== 'won'; i++) {
		const move = suggestMove(game);
		if (move !== null) {
			game.play(move.from, move.to);
		} else if (game.whyNotRedeal() === null) {
			game.redeal();
		}
	}
	return game;
}

describe('.gam editor: reading a record', () => {
	it('lists the good steps and where each stands in the text', () => {
		const source = `${HEADER}\n1. 5H 2S>2\n*\n3. TD\n`;
		const state = readable(source);
		assert.deepEqual(state.steps, ['5H', '2S>2', '*', 'TD']);
		assert.deepEqual(
			state.stepOffsets.map((offset) => source.slice(offset, offset + 2)),
			['5H', '2S', '*\n', 'TD'],
		);
		assert.equal(state.error, null);
		assert.equal(state.goodEnd, source.length);
	});

	it('stops at an illegal move: where, why, the move number and the board before it', () => {
		const source = `${HEADER}\n1. 5H 2S>2 9C 7D\n`;
		const state = readable(source);
		assert.deepEqual(state.error, {
			line: 10,
			column: 12,
			length: 2,
			moveNumber: 3,
			message: 'Move 3 (9C): The 9 of clubs can only go into the gap after the 8 of clubs, and that cell is not a gap.',
		});
		assert.deepEqual(state.steps, ['5H', '2S>2']);
		assert.equal(source.slice(state.goodEnd, state.goodEnd + 2), '9C');
	});

	it('reads the moves before a token that does not parse, and points at the start of that token', () => {
		const source = `${HEADER}\n1. 5H 2S>7 6C\n`;
		const state = readable(source);
		assert.equal(state.error?.line, 10);
		assert.equal(state.error?.moveNumber, 2);
		assert.match(state.error?.message ?? '', /A 2 needs the row it goes to/);
		assert.deepEqual(state.steps, ['5H']);
		assert.equal(source.slice(state.goodEnd, state.goodEnd + 4), '2S>7');
	});

	it('reports an illegal move before a later token that does not parse', () => {
		const state = readable(`${HEADER}\n1. 5H 9C\n3. 6C banana\n`);
		assert.equal(state.error?.moveNumber, 2);
		assert.match(state.error?.message ?? '', /^Move 2 \(9C\)/);
	});

	it('has no game to show when the header does not read', () => {
		const state = readRecord('Montana-Gam: 1\nRules: windoze\nGame: 1\n\n1. 5H\n');
		assert.equal(state.replay, null);
		assert.deepEqual(state.steps, []);
		assert.deepEqual([state.error.line, state.error.column], [2, 8]);
		assert.equal(state.error.moveNumber, undefined);
		assert.equal(readRecord('').replay, null);
		assert.equal(readRecord('Montana-Gam: 1\nRules: windows\n\n1. 5H\n').replay, null, 'no Game: field');
	});

	it('names the preset of a record, or custom', () => {
		assert.equal(presetOf(PRESETS.gaps.rules), 'gaps');
		assert.equal(presetOf({ ...PRESETS.windows.rules }), 'windows');
		assert.equal(presetOf({ ...PRESETS.windows.rules, fixedSuits: true }), 'custom');
	});
});

describe('.gam editor: the edit for one more action', () => {
	it('appends to the last line, and starts a numbered line after ten moves or a redeal', () => {
		let source = `${HEADER}\n`;
		source = play(source, 0, { kind: 'move', card: card('5H'), row: null });
		assert.ok(source.endsWith('\n\n1. 5H\n'), source);
		source = play(source, 1, { kind: 'move', card: card('2S'), row: 1 });
		assert.ok(source.endsWith('\n1. 5H 2S>2\n'), source);
		source = play(source, 2, { kind: 'redeal' });
		assert.ok(source.endsWith('\n1. 5H 2S>2\n*\n'), source);
	});

	it('drops the later steps when playing at an earlier one, with the line number of a dropped first move', () => {
		const source = `${HEADER}\n1. 5H 2S>2\n*\n3. TD\n`;
		assert.ok(play(source, 1, { kind: 'move', card: card('2C'), row: 1 }).endsWith('\n1. 5H 2C>2\n'));
		assert.ok(play(source, 3, { kind: 'redeal' }).endsWith('\n1. 5H 2S>2\n*\n*\n'));
		assert.ok(play(source, 0, { kind: 'redeal' }).endsWith(`${HEADER}\n*\n`));
	});

	it('replaces a broken tail from its first bad token on, keeping what came before on that line', () => {
		const source = `${HEADER}\n1. 5H 2S>7 6C   # notes\nmore junk\n`;
		assert.ok(play(source, 1, { kind: 'move', card: card('2S'), row: 1 }).endsWith('\n1. 5H 2S>2\n'));
	});

	it('adds the blank line a header needs before its first move', () => {
		const header = HEADER.trimEnd();
		const source = play(header, 0, { kind: 'move', card: card('5H'), row: null });
		assert.equal(source, `${header}\n\n1. 5H\n`);
	});

	it('keeps any record good and canonical text canonical, at every step of real games', () => {
		for (const gameNumber of [3, 20908, 777]) {
			const game = played(gameNumber, 130);
			const source = formatGam(recordOf(game, { player: 'Ann' }));
			const state = readable(source);
			for (let position = 0; position <= state.steps.length; position += 7) {
				const at = state.replay.gameAt(position);
				if (at.status() === 'won') {
					continue;
				}
				const move = at.legalMoves()[0];
				const action: GamAction = move ? gamActionOf({ kind: 'move', ...move }, 'montana') : { kind: 'redeal' };
				const after = readable(play(source, position, action));
				assert.equal(after.error, null, `game ${gameNumber}, step ${position}`);
				assert.deepEqual(after.steps, [...state.steps.slice(0, position), actionText(action)]);
			}
			// At the end of canonical text the edit writes what formatGam writes.
			const move = suggestMove(game);
			if (move !== null) {
				const extended = play(source, state.steps.length, gamActionOf({ kind: 'move', ...move }, 'montana'));
				game.play(move.from, move.to);
				assert.equal(extended, formatGam(recordOf(game, { player: 'Ann' })));
			}
		}
	});
});

const ENDINGS = { CRLF: '\r\n', CR: '\r' } as const;
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
