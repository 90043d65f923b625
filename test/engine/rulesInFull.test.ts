import { strict as assert } from 'node:assert';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { PRESETS } from '../../src/engine/rules';
import { rulesInFull } from '../../src/engine/rulesInFull';

const section = (rules: Parameters<typeof rulesInFull>[0], heading: string) =>
	rulesInFull(rules).sections.find((s) => s.heading === heading)?.text;

describe('Rules in full', () => {
	it('gives every game its goal, what a gap takes and its redeals, never cut short', () => {
		for (const id of GAME_IDS) {
			const rules = rulesInFull(GAMES[id].rules);
			assert.equal(rules.title, id === 'montana' ? PRESETS.windows.label : GAMES[id].name);
			assert.deepEqual(
				rules.sections.map((s) => s.heading),
				['Goal', 'How to play', 'Redeals'],
			);
			assert.equal(rules.sections[1].text, GAMES[id].howToPlay);
			for (const { text } of rules.sections) {
				assert.match(text, /^[A-Z0-9].*\.$/, `${id}: a whole sentence`);
				assert.doesNotMatch(text, /(\.\.\.|…)$/, `${id}: nothing cut off`);
			}
			assert.match(rules.sections[0].text, new RegExp(`all ${modelOf(id).homeMax} cards home wins`), id);
		}
	});

	it("states the sliding puzzle's goal, and each game's run from its first card to its last", () => {
		assert.equal(
			section(GAMES.rectangularRovers.rules, 'Goal'),
			'Build every row from Ace to 5 in one suit, starting in the first column: all 20 cards home wins.',
		);
		assert.equal(
			section(PRESETS.windows.rules, 'Goal'),
			'Build every row from 2 to King in one suit, starting in the first column: all 48 cards home wins.',
		);
		assert.match(section(GAMES.doubleMontana.rules, 'Goal') ?? '', /two rows for each suit.*all 96 cards/);
		assert.match(section({ ...PRESETS.windows.rules, fixedSuits: true }, 'Goal') ?? '', /Suits are fixed: clubs/);
	});

	it('says the redeals the rules in force allow, not only the game’s own', () => {
		assert.equal(
			section(PRESETS.windows.rules, 'Redeals'),
			'15 redeals, at any time: the cards not home are shuffled and dealt again, and the gaps land at random; a redeal can be undone.',
		);
		assert.equal(
			section(PRESETS.wordOfMouse.rules, 'Redeals'),
			"2 redeals, only when no move is left: the cards not home are shuffled and dealt again, with a gap right after each row's home run; a redeal cannot be undone.",
		);
		assert.equal(section(PRESETS.oneDeal.rules, 'Redeals'), 'No redeal: the first deal is the whole game.');
		assert.match(section(PRESETS.unlimited.rules, 'Redeals') ?? '', /^Unlimited redeals, at any time/);
		assert.match(section(GAMES.station.rules, 'Redeals') ?? '', /each row's gap in its last column/);
		assert.equal(rulesInFull({ ...GAMES.blueMoon.rules, maxRedeals: 3 }).title, 'Blue Moon, 3 redeals');
		assert.match(section({ ...GAMES.blueMoon.rules, maxRedeals: 3 }, 'Redeals') ?? '', /^3 redeals/);
		assert.match(section({ ...GAMES.blueMoon.rules, maxRedeals: 1 }, 'Redeals') ?? '', /^1 redeal,/);
	});
});
