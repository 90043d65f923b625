/**
 * Golden deals. A game number's cards are part of the game (two people playing game
 * 20908 must see the same layout, this year and in ten years), so these literals must
 * never change. If one of these tests fails, the change broke every saved game and
 * every shared game number: undo the change, do not update the literals.
 */
import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { dealSeed, mulberry32 } from '../../src/engine/random';
import { PRESETS } from '../../src/engine/rules';
import { layoutFrom, show } from './helpers';

/** Rows as a person reads them; `show` prints a game in the same form. */
function rows(text: string): string {
	return text
		.trim()
		.split('\n')
		.map((row) => row.trim())
		.join('\n');
}

const GOLDEN = [
	{
		game: 1,
		deal: `
			8H 7D 2C 7S QD 8C 9D KD 2S 9S JC TS 6C
			3S 3C -- TD KC 4C JD 3H 6S 7C QS 5H KH
			KS 5S 9H TC JH 7H 6D 8S 9C QC -- 6H 3D
			-- QH 2D 8D 5C 4H -- 4S TH JS 2H 4D 5D`,
		randomRedeal1: `
			JS 5S JD TH 9H 2H 2D 4H -- JC 8C KD JH
			8D -- 5C QC 3S 9D 4D 7S 4C KC 8S QD 5D
			-- 3D TC 4S 3C 2S 7D 7C 6C 8H TD KS 7H
			QH 6H TS QS 6D -- 9C 6S 9S KH 5H 2C 3H`,
		afterRunRedeal2: `
			-- 5D 8S QD 6S KH 6C 3H 4S 9D KS TC TH
			-- 8C 7H 3D 9H KC JC 5S 8H TS 9C 7S JD
			-- 8D 6H 3S 4H 5H QC 2D 2C 4C QH JS 7D
			-- KD QS 9S 5C 2S 7C JH 3C 6D 4D TD 2H`,
	},
	{
		game: 20908,
		deal: `
			2C TD KS 4C 4H 6S TS -- 6C KH 7S TC TH
			-- -- 9D 8H 4D QC 6H 5C 7H QH 8S -- 4S
			8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
		randomRedeal1: `
			2C 5D 8C 6H 7D 2D 9S QC 5H 9C QH 8S 6S
			4S JS 2S 5S JC QS JD 6C TS TH TC 4H JH
			TD 8H -- QD KS 4D 7S 7C 3S KC 3C -- 5C
			8D KH 3H -- 2H KD 3D 7H 4C 6D 9H -- 9D`,
		afterRunRedeal2: `
			2C -- KC 4C 6D 5S 7H 9D 8S 4D 3D JD 3S
			-- TH 5D 9H QD 2H 4S 8H TD JH 7C 3H QH
			-- 8D 9C 6H 4H 8C JS 6C TC 2D KS 3C 9S
			-- QC 5C 6S JC 5H QS KH 2S TS 7S 7D KD`,
	},
	{
		game: 4294967295,
		deal: `
			TH 6C KD QS 3H 7D 8S 5H -- 3D 4S KS 5S
			8C KC TD 9S -- KH TC 8H 2C 7C 2H 9D --
			JS 3S JC 7S 4H 6D 4C 9C 7H QH 6S JH 5D
			8D -- TS 9H 4D 2S 6H QD QC 3C 2D JD 5C`,
		randomRedeal1: `
			4D 3H 7S KD 8D 9H 5H -- -- 7D -- 8H 8C
			6S TH QC 9D 6H QS 3D 2D 2S 9C 6D 7C 4H
			8S KC 6C TC JH JS 5C TD 2C 9S 4S KH TS
			QH 5D 5S JC 3C KS 3S 4C -- QD 7H 2H JD`,
		afterRunRedeal2: `
			-- 8H KC 5H 3D KS 9H 5S QH TD 6D QS JH
			-- TC JC 4S QD 9D 8S 7C JD 5C 5D TS KD
			-- 9C 4D 7D 2D 2S 7H TH 8D 7S 4C 3S 2C
			-- 3C 3H 6C 6S 2H 9S 8C 6H QC 4H JS KH`,
	},
];

describe('deals by game number (golden: these must never change)', () => {
	it('seeds and draws exactly as random.ts and docs/gam-format.md specify', () => {
		const draws = (gameNumber: number, dealIndex: number) => {
			const next = mulberry32(dealSeed(gameNumber, dealIndex));
			return [dealSeed(gameNumber, dealIndex), next(), next(), next()];
		};
		assert.deepEqual(draws(1, 0), [804215951, 1472747962, 1387260464, 2338983117]);
		assert.deepEqual(draws(1, 1), [1348811757, 2313187075, 94879132, 2636523776]);
		assert.deepEqual(draws(20908, 0), [451335997, 715441497, 192046991, 3776816922]);
		assert.deepEqual(draws(4294967295, 2), [1146870401, 3163504386, 4126990669, 2500791261]);
	});

	for (const golden of GOLDEN) {
		describe(`game ${golden.game}`, () => {
			it('deals the same first layout', () => {
				assert.equal(show(Game.deal(golden.game, PRESETS.windows.rules)), rows(golden.deal));
			});

			it('gives the same first redeal with the aces shuffled back in (Windows rules)', () => {
				const game = Game.deal(golden.game, PRESETS.windows.rules);
				game.redeal();
				assert.equal(show(game), rows(golden.randomRedeal1));
			});

			it("gives the same second redeal with a gap after each run, whatever the rules' name", () => {
				const game = Game.deal(golden.game, PRESETS.unlimited.rules);
				game.redeal();
				game.redeal();
				assert.equal(show(game), rows(golden.afterRunRedeal2));
				const same = Game.fromLayout(
					layoutFrom(golden.deal),
					{ ...PRESETS.gaps.rules, redealWhen: 'anytime' },
					golden.game,
				);
				same.redeal();
				same.redeal();
				assert.equal(
					show(same),
					rows(golden.afterRunRedeal2),
					'a game from the same layout and number redeals the same',
				);
			});
		});
	}
});
