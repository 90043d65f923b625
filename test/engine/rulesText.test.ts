import { strict as assert } from 'node:assert';
import { GamError } from '../../src/engine/errors';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { formatRules, parseRules } from '../../src/engine/rulesText';

describe('Rules as text', () => {
	it('writes rules as the closest preset and the options that differ', () => {
		assert.equal(formatRules(PRESETS.wordOfMouse.rules), 'wordOfMouse');
		assert.equal(formatRules({ ...PRESETS.windows.rules, maxRedeals: 3 }), 'windows redeals=3');
		assert.equal(formatRules({ ...PRESETS.oneDeal.rules, fixedSuits: true }), 'oneDeal suits=fixed');
		assert.equal(
			formatRules({ ...PRESETS.unlimited.rules, redealUndoable: false, redealWhen: 'whenStuck' }),
			'wordOfMouse redeals=unlimited',
		);
		assert.equal(
			formatRules({ ...PRESETS.threeTries.rules, maxRedeals: 7, fixedSuits: true }),
			'threeTries redeals=7 suits=fixed',
		);
	});

	it('reads all the options without a preset, in any case', () => {
		assert.deepEqual(parseRules('redeals=unlimited gaps=after-run when=stuck redeal-undo=no SUITS=Any', 2, 8), {
			game: 'montana',
			maxRedeals: null,
			redealGaps: 'afterRun',
			redealWhen: 'whenStuck',
			redealUndoable: false,
			fixedSuits: false,
		});
	});

	it('reads back what it writes, for every preset with each option changed', () => {
		const changes: Partial<RuleOptions>[] = [
			{ maxRedeals: 0 },
			{ maxRedeals: null },
			{ maxRedeals: 100 },
			{ redealGaps: 'random' },
			{ redealGaps: 'afterRun' },
			{ redealWhen: 'anytime' },
			{ redealWhen: 'whenStuck' },
			{ redealUndoable: true },
			{ redealUndoable: false },
			{ fixedSuits: true },
		];
		for (const preset of Object.values(PRESETS)) {
			for (const change of changes) {
				const rules = { ...preset.rules, ...change };
				assert.deepEqual(parseRules(formatRules(rules), 1, 1), rules, formatRules(rules));
			}
		}
	});

	it('points at the word that is wrong, on the line it was given', () => {
		const cases: [string, number, RegExp][] = [
			['windows redeals=lots', 24, /redeals must be a number from 0 to 100, or unlimited, not "lots"/],
			['windows redeals=101', 24, /redeals must be a number from 0 to 100, or unlimited, not "101"/],
			['windows colour=red', 16, /"colour" is not a rule option/],
			['redeals=3 windows', 18, /Name one preset, before the options/],
			['redeals=3 redeals=4', 18, /given twice/],
			['redeals=3', 8, /Give a rule preset .* or all of the options/],
		];
		for (const [text, column, message] of cases) {
			assert.throws(
				() => parseRules(text, 2, 8),
				(error: unknown) =>
					error instanceof GamError && error.line === 2 && error.column === column && message.test(error.message),
				text,
			);
		}
	});
});
