import { strict as assert } from 'node:assert';
import { GAMES } from '../../src/engine/games';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_REDEALS, PRESETS } from '../../src/engine/rules';
import type { Manifest } from '../manifest';
import { DEFAULTS, PRESET_CHOICES, parseSettings, rulesLabel } from '../../src/extension/settings/settings';

function parse(values: Record<string, unknown>) {
	return parseSettings((key) => values[key]);
}

describe('settings', () => {
	it('uses the defaults for unset settings, without problems', () => {
		const { settings, problems } = parse({});
		assert.deepEqual(problems, []);
		assert.equal(settings.preset, 'windows');
		assert.deepEqual(settings.rules, PRESETS.windows.rules);
		assert.deepEqual(settings.view, { cardStyle: 'standard', animations: true, messages: true, sounds: false });
		assert.equal(settings.confirmAbandon, true);
		assert.equal(settings.panelLocation, 'beside');
		assert.equal(settings.gamOpenAt, 'start');
		assert.equal(settings.solverThreads, 'auto');
	});

	it("reads the solver's threads, and falls back to auto for a hand-edited value", () => {
		assert.equal(parse({ 'montana.solver.threads': 'two' }).settings.solverThreads, 'two');
		const { settings, problems } = parse({ 'montana.solver.threads': 2 });
		assert.equal(settings.solverThreads, 'auto');
		assert.deepEqual(problems, [
			'"montana.solver.threads" is 2, which is not one of "auto", "one", "two"; using "auto".',
		]);
	});

	it("reads autoplay's speed in moves a second, and falls back to 2 for a hand-edited value", () => {
		assert.equal(parse({}).settings.autoplaySpeed, 2);
		assert.equal(parse({ 'montana.autoplay.speed': 8 }).settings.autoplaySpeed, 8);
		for (const bad of [3, 0, -1, 'fast', '4']) {
			const { settings, problems } = parse({ 'montana.autoplay.speed': bad });
			assert.equal(settings.autoplaySpeed, 2);
			assert.deepEqual(problems, [
				`"montana.autoplay.speed" is ${JSON.stringify(bad)}, which is not one of 1, 2, 4, 8, 16; using 2.`,
			]);
		}
	});

	it('takes a preset’s rules, and ignores the custom options then', () => {
		const { settings, problems } = parse({ 'montana.rules.preset': 'gaps', 'montana.rules.custom.maxRedeals': 'lots' });
		assert.deepEqual(problems, []);
		assert.deepEqual(settings.rules, PRESETS.gaps.rules);
	});

	it('plays another game by its own rules, and the custom options with any game', () => {
		const blueMoon = parse({ 'montana.game': 'blueMoon', 'montana.rules.preset': 'gaps' });
		assert.deepEqual(blueMoon.problems, []);
		assert.equal(blueMoon.settings.game, 'blueMoon');
		assert.deepEqual(blueMoon.settings.rules, GAMES.blueMoon.rules);
		const custom = parse({ 'montana.game': 'galary', 'montana.rules.preset': 'custom' }).settings.rules;
		assert.equal(custom.game, 'galary');
		assert.equal(custom.maxRedeals, 15);
		const bad = parse({ 'montana.game': 'solitaire' });
		assert.equal(bad.settings.game, 'montana');
		assert.match(bad.problems[0], /montana\.game/);
	});

	it('builds custom rules, -1 meaning unlimited shuffles', () => {
		const { settings, problems } = parse({
			'montana.rules.preset': 'custom',
			'montana.rules.custom.maxRedeals': -1,
			'montana.rules.custom.redealGaps': 'afterRun',
			'montana.rules.custom.redealWhen': 'whenStuck',
			'montana.rules.custom.redealUndoable': false,
			'montana.rules.custom.fixedSuits': true,
		});
		assert.deepEqual(problems, []);
		assert.deepEqual(settings.rules, {
			game: 'montana',
			maxRedeals: null,
			redealGaps: 'afterRun',
			redealWhen: 'whenStuck',
			redealUndoable: false,
			fixedSuits: true,
		});
		assert.equal(
			parse({ 'montana.rules.preset': 'custom', 'montana.rules.custom.maxRedeals': 0 }).settings.rules.maxRedeals,
			0,
		);
	});

	it('falls back to the default for each bad value and says so', () => {
		const { settings, problems } = parse({
			'montana.rules.preset': 'easy',
			'montana.cardStyle': 'huge',
			'montana.animations': 'yes',
			'montana.panelLocation': 3,
		});
		assert.equal(settings.preset, 'windows');
		assert.equal(settings.view.cardStyle, 'standard');
		assert.equal(settings.view.animations, true);
		assert.equal(settings.panelLocation, 'beside');
		assert.equal(problems.length, 4);
		assert.match(
			problems[0],
			/"montana.rules.preset" is "easy", which is not one of "windows", .*"custom"; using "windows"\./,
		);
		assert.match(problems[1], /"montana.cardStyle" is "huge"/);
		assert.match(problems[2], /"montana.animations" is "yes", which is not true or false; using true\./);
		assert.match(problems[3], /"montana.panelLocation" is 3/);
	});

	it('rejects custom shuffle counts below -1 or not whole', () => {
		for (const bad of [-2, 1.5, '3']) {
			const { settings, problems } = parse({
				'montana.rules.preset': 'custom',
				'montana.rules.custom.maxRedeals': bad,
			});
			assert.equal(settings.rules.maxRedeals, 15);
			assert.match(problems[0], /maxRedeals.*a whole number, 0 or more \(or -1 for unlimited\); using 15/);
		}
	});

	it('clamps a custom shuffle count above the most a game allows, and says so', () => {
		for (const [big, shown] of [
			[101, '101'],
			[1e21, '1e+21'],
		] as const) {
			const { settings, problems } = parse({
				'montana.rules.preset': 'custom',
				'montana.rules.custom.maxRedeals': big,
			});
			assert.equal(settings.rules.maxRedeals, MAX_REDEALS);
			assert.deepEqual(problems, [
				`"montana.rules.custom.maxRedeals" is ${shown}, more than the most a game allows; using ${MAX_REDEALS}.`,
			]);
		}
		const { settings, problems } = parse({ 'montana.rules.preset': 'custom', 'montana.rules.custom.maxRedeals': 100 });
		assert.deepEqual([settings.rules.maxRedeals, problems], [100, []]);
	});

	describe('package.json', () => {
		const manifest = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as Manifest;
		const properties = manifest.contributes.configuration.properties;

		it('declares exactly the settings the extension reads, with the same defaults', () => {
			assert.deepEqual(Object.keys(properties).sort(), Object.keys(DEFAULTS).sort());
			for (const [key, value] of Object.entries(DEFAULTS)) {
				assert.deepEqual(properties[key].default, value, key);
			}
		});

		it('bounds the custom shuffle count as the reader does: -1 (unlimited) to MAX_REDEALS', () => {
			const maxRedeals = properties['montana.rules.custom.maxRedeals'];
			assert.deepEqual([maxRedeals.minimum, maxRedeals.maximum], [-1, MAX_REDEALS]);
		});

		it('lists the presets of rules.ts with their labels and descriptions', () => {
			const preset = properties['montana.rules.preset'];
			assert.deepEqual(preset.enum, PRESET_CHOICES);
			Object.values(PRESETS).forEach((p, i) => {
				assert.equal(preset.enumItemLabels?.[i], p.label);
				assert.equal(preset.enumDescriptions?.[i], p.description);
			});
		});
	});

	it("labels the rules in play: Montana's preset, another game by its name and, with options of its own, what differs", () => {
		assert.equal(rulesLabel(PRESETS.gaps.rules, 'gaps'), 'Gaps (Solitaire Till Dawn)');
		assert.equal(rulesLabel(GAMES.blueMoon.rules, 'windows'), 'Blue Moon');
		assert.equal(rulesLabel({ ...GAMES.blueMoon.rules, maxRedeals: 15 }, 'custom'), 'Blue Moon, 15 shuffles');
	});
});
