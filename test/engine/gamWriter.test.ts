/**
 * The writer writes only what the reader reads: `recordOf` and `formatGam` refuse header
 * fields that `parseGam` would reject, at the call, and whatever they do write reads back
 * to the same record.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { GamError, InvalidRecordError } from '../../src/engine/errors';
import { type GamRecord, formatGam, parseGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';

const game = () => Game.deal(20908, PRESETS.windows.rules);
const record = (changes: Partial<GamRecord>): GamRecord => ({ ...recordOf(game()), ...changes });

describe('.gam records: the writer refuses what the reader would', () => {
	const badNames: [string, RegExp][] = [
		['Game', /"Game" is a field of its own/],
		['rules', /"rules" is a field of its own/],
		['LAYOUT', /"LAYOUT" is a field of its own/],
		['Montana-Gam', /"Montana-Gam" is a field of its own/],
		['Player', /"Player" is a field of its own/],
		['X Y', /"X Y" is not a field name/],
		['', /"" is not a field name/],
		['1st', /"1st" is not a field name/],
		['Name:', /"Name:" is not a field name/],
	];
	for (const [name, reason] of badNames) {
		it(`refuses an extra field named ${JSON.stringify(name)} in recordOf and in formatGam`, () => {
			const extraFields = [{ name, value: 'x' }];
			assert.throws(
				() => recordOf(game(), { extraFields }),
				(error) => isRefusal(error, reason),
			);
			assert.throws(
				() => formatGam(record({ extraFields })),
				(error) => isRefusal(error, reason),
			);
		});
	}

	it('refuses header values that would not read back: line breaks, blanks at either end', () => {
		for (const value of ['two\nlines', 'two\rlines', 'two\r\nlines', ' padded', 'padded\t']) {
			const because = /would not read back the same: write it on one line, with no blanks at either end/;
			assert.throws(
				() => formatGam(record({ extraFields: [{ name: 'Note', value }] })),
				(e) => isRefusal(e, because),
			);
			assert.throws(
				() => formatGam(record({ player: value })),
				(e) => isRefusal(e, because),
			);
			assert.throws(
				() => formatGam(record({ date: value })),
				(e) => isRefusal(e, because),
			);
		}
		// recordOf makes the values it is given single-line and trimmed, as it always has.
		const made = recordOf(game(), { player: ' Ann\nLee ', extraFields: [{ name: 'Note', value: 'a\r\nb ' }] });
		assert.equal(made.player, 'Ann Lee');
		assert.deepEqual(made.extraFields, [{ name: 'Note', value: 'a b' }]);
	});

	it('refuses rules and game numbers the reader refuses', () => {
		assert.throws(
			() => formatGam(record({ gameNumber: 0 })),
			(e) => isRefusal(e, /game number/),
		);
		const rules = { ...PRESETS.windows.rules, maxRedeals: 1e21 };
		assert.throws(
			() => formatGam(record({ rules })),
			(e) => isRefusal(e, /shuffles/),
		);
	});

	it("refuses a layout that marks a gap with 255, the board's own mark, instead of null", () => {
		const layout = game().layout();
		layout[layout.indexOf(null)] = 255;
		assert.throws(
			() => formatGam(record({ layout })),
			(e) => isRefusal(e, /not a card of this game/),
		);
	});

	it('writes, for any record and any extra fields, either nothing (a refusal) or a text that reads back to the same record', () => {
		const anyText = fc.oneof(
			fc.string({ maxLength: 12 }),
			fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,8}$/),
			fc.constantFrom('Game', 'rules', 'Layout', 'DATE', 'player', 'Montana-Gam', 'X Y', '', 'a\nb', ' x', 'é'),
		);
		const fields = fc.array(fc.record({ name: anyText, value: anyText }, { noNullPrototype: true }), {
			maxLength: 4,
		});
		fc.assert(
			fc.property(
				fields,
				fc.option(anyText, { nil: null }),
				fc.option(anyText, { nil: null }),
				(extraFields, player, date) => {
					writesOrRefuses(
						() => formatGam(record({ extraFields, player, date })),
						record({ extraFields, player, date }),
					);
					const fields = { player: player ?? undefined, date: date ?? undefined, extraFields };
					let made: GamRecord | undefined;
					writesOrRefuses(
						() => formatGam((made = recordOf(game(), fields))),
						() => made,
					);
				},
			),
			{ numRuns: 1000 },
		);
	});
});

describe('.gam records: the writer writes whatever the reader reads', () => {
	/** Blanks JavaScript trims that a header's separator (spaces and tabs) does not take. */
	const otherBlanks = ['\u2003', '\u00a0', '\u3000', '\ufeff', '\v', '\f'];

	it('writes back a header value that begins with a blank other than a space or a tab', () => {
		for (const blank of otherBlanks) {
			const read = parseGam(`Montana-Gam:1\nRules:line-up\nGame:2\nr:${blank}n\nPlayer:${blank}Ann`);
			assert.deepEqual(read.extraFields, [{ name: 'r', value: `${blank}n` }]);
			assert.equal(read.player, `${blank}Ann`);
			assert.deepEqual(parseGam(formatGam(read)), read, JSON.stringify(blank));
		}
	});

	it('writes, for any header value the reader reads, a text that reads back to the same record', () => {
		const piece = fc.constantFrom(' ', '\t', ...otherBlanks, '\u2028', '\r', '\n', '#', ':', 'n', 'é');
		const raw = fc.oneof(
			fc.string({ maxLength: 8 }),
			fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join('')),
		);
		fc.assert(
			fc.property(fc.constantFrom('r', 'Player', 'Date'), raw, (name, value) => {
				let read: GamRecord;
				try {
					read = parseGam(`Montana-Gam:1\nRules:line-up\nGame:2\n${name}:${value}\n`);
				} catch (error) {
					assert.ok(error instanceof GamError, String(error));
					return;
				}
				assert.deepEqual(parseGam(formatGam(read)), read);
			}),
			{ numRuns: 2000 },
		);
	});
});

/** `write` either refuses with InvalidRecordError or writes a text that reads back to `expected`. */
function writesOrRefuses(write: () => string, expected: GamRecord | (() => GamRecord | undefined)): void {
	let text: string;
	try {
		text = write();
	} catch (error) {
		assert.ok(error instanceof InvalidRecordError, String(error));
		return;
	}
	assert.deepEqual(parseGam(text), typeof expected === 'function' ? expected() : expected);
}

function isRefusal(error: unknown, reason: RegExp): boolean {
	assert.ok(error instanceof InvalidRecordError, `expected an InvalidRecordError, got ${String(error)}`);
	assert.ok(!(error instanceof GamError), 'a refusal to write is not a reading error');
	assert.match(error.message, reason);
	return true;
}
