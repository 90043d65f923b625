import { strict as assert } from 'node:assert';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { PRESETS } from '../../src/engine/rules';
import { rulesInFull } from '../../src/engine/rulesInFull';

const section = (rules: Parameters<typeof rulesInFull>[0], heading: string) =>
	rulesInFull(rules).sections.find((s) => s.heading === heading)?.text;

describe('Rules in full', () => {
	it('gives every game its goal, what a gap takes and its shuffles, never cut short', () => {
		for (const id of GAME_IDS) {
			const rules = rulesInFull(GAMES[id].rules);
			assert.equal(rules.title, id === 'montana' ? PRESETS.windows.label : GAMES[id].name);
			assert.deepEqual(
				rules.sections.map((s) => s.heading),
				['Goal', 'How to play', 'Shuffles'],
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

	it('says the shuffles the rules in force allow, not only the game’s own', () => {
		assert.equal(
			section(PRESETS.windows.rules, 'Shuffles'),
			'15 shuffles, at any time: the cards not home are shuffled and dealt again, and the gaps land at random; a shuffle can be undone.',
		);
		assert.equal(
			section(PRESETS.wordOfMouse.rules, 'Shuffles'),
			"2 shuffles, only when no move is left: the cards not home are shuffled and dealt again, with a gap right after each row's home run; a shuffle cannot be undone.",
		);
		assert.equal(section(PRESETS.oneDeal.rules, 'Shuffles'), 'No shuffle: the first deal is the whole game.');
		assert.match(section(PRESETS.unlimited.rules, 'Shuffles') ?? '', /^Unlimited shuffles, at any time/);
		assert.match(section(GAMES.station.rules, 'Shuffles') ?? '', /each row's gap in its last column/);
		assert.equal(rulesInFull({ ...GAMES.blueMoon.rules, maxRedeals: 3 }).title, 'Blue Moon, 3 shuffles');
		assert.match(section({ ...GAMES.blueMoon.rules, maxRedeals: 3 }, 'Shuffles') ?? '', /^3 shuffles/);
		assert.match(section({ ...GAMES.blueMoon.rules, maxRedeals: 1 }, 'Shuffles') ?? '', /^1 shuffle,/);
	});

	it('says the goal and the shuffles once, in their own sections: How to play never contradicts chosen rules', () => {
		// Blue Moon chosen with 3 shuffles once read "... Two shuffles." under How to play, "3 shuffles" below it.
		for (const id of GAME_IDS) {
			const howToPlay = section(GAMES[id].rules, 'How to play') ?? '';
			assert.doesNotMatch(howToPlay, /shuffle/i, `${id}: How to play speaks of shuffles`);
			assert.doesNotMatch(howToPlay, /Build each row/, `${id}: How to play repeats the goal`);
		}
	});
});
