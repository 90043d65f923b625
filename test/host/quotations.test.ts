import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { AUTHORS_DIED, QUOTATIONS } from '../../src/extension/game/quotations/collection';
import { pickQuotation } from '../../src/extension/game/quotations/pick';

/** Authors whose works are free everywhere that counts life plus 70 years: dead by 1955. */
const PUBLIC_DOMAIN_BY = 1955;
/** Short enough to read at a glance under the score. */
const LONGEST = 160;

describe('the win quotations', () => {
	it('has at least 100, each short, with its author and where it comes from', () => {
		assert.ok(QUOTATIONS.length >= 100, `${QUOTATIONS.length} quotations`);
		for (const { text, author, source } of QUOTATIONS) {
			assert.ok(text.length > 0 && text.length <= LONGEST, `"${text}" is ${text.length} characters`);
			assert.equal(text, text.trim());
			assert.ok(author.length > 0 && source.length > 0, `"${text}" names its author and source`);
		}
	});

	it('has no quotation twice', () => {
		const texts = QUOTATIONS.map((q) => q.text.toLowerCase());
		assert.deepEqual(
			texts.filter((text, i) => texts.indexOf(text) !== i),
			[],
		);
	});

	it('quotes only authors long in the public domain', () => {
		const recent = QUOTATIONS.filter((q) => !(AUTHORS_DIED[q.author] <= PUBLIC_DOMAIN_BY)).map((q) => q.author);
		assert.deepEqual(recent, [], 'authors with no year of death on record, or dead after 1955');
		const quoted = new Set(QUOTATIONS.map((q) => q.author));
		assert.deepEqual(
			Object.keys(AUTHORS_DIED).filter((author) => !quoted.has(author)),
			[],
			'no author listed but not quoted',
		);
	});
});

describe('pickQuotation', () => {
	it('never picks the last one shown again, and can pick any other', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 200 }),
				fc.nat(),
				fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
				(count, l, r) => {
					const last = l % count;
					const index = pickQuotation(count, last, () => r);
					return Number.isInteger(index) && index >= 0 && index < count && index !== last;
				},
			),
		);
		// Across the whole range of the random number, every other index comes up once.
		const count = 5;
		const picks = Array.from({ length: count - 1 }, (_, i) => pickQuotation(count, 2, () => (i + 0.5) / (count - 1)));
		assert.deepEqual(picks, [0, 1, 3, 4]);
	});

	it('takes any one when nothing usable is stored', () => {
		for (const last of [undefined, null, -1, 5, 2.5, '2', { index: 2 }]) {
			assert.equal(
				pickQuotation(5, last, () => 0.99),
				4,
				JSON.stringify(last),
			);
			assert.equal(
				pickQuotation(5, last, () => 0),
				0,
				JSON.stringify(last),
			);
		}
		assert.equal(
			pickQuotation(1, 0, () => 0.5),
			0,
			'a collection of one can only repeat',
		);
	});
});
