/**
 * Golden first deals of every game of the family but Montana (deals.test.ts pins
 * Montana's): game 20908 of each. A game number's cards are part of the game, so these
 * literals must never change; if one of these tests fails, the change broke every saved
 * game and shared game number of that game: undo the change, do not update the literals.
 */
import { strict as assert } from 'node:assert';
import { cardCode } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { type GameId, GAMES } from '../../src/engine/games';

/** The game's rows, each a list of card codes and `--` for a gap. */
function codeRows(game: Game): string[][] {
	const codes = game.layout().map((card) => (card === null ? '--' : cardCode(card)));
	return Array.from({ length: game.rows }, (_, row) => codes.slice(row * game.columns, (row + 1) * game.columns));
}

/** A literal's rows the same way. */
function literalRows(text: string): string[][] {
	return text
		.trim()
		.split('\n')
		.map((row) => row.trim().split(/\s+/));
}

const GOLDEN: Record<Exclude<GameId, 'montana'>, string> = {
	spaces: `
			2C TD KS 4C 4H 6S TS -- 6C KH 7S TC TH
			-- -- 9D 8H 4D QC 6H 5C 7H QH 8S -- 4S
			8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
	station: `
			2C TD KS 4C 4H 6S TS -- 6C KH 7S TC TH
			-- -- 9D 8H 4D QC 6H 5C 7H QH 8S -- 4S
			8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
	freeParking: `
			2C TD KS 4C 4H 6S TS -- 6C KH 7S TC TH
			-- -- 9D 8H 4D QC 6H 5C 7H QH 8S -- 4S
			8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
	houseOfCommons: `
			TD -- 7H 9D 4D 6H 8C TH 3C 2H
			9C 7D 5S TS 5C 6C 3S 2S 4C 8S
			5H -- 7S 3D 4H 2D 9H 8D -- 5D
			TC 9S 6S 8H -- 3H 6D 4S 2C 7C`,
	blueMoon: `
			AH 2C TD KS 4C 4H 6S TS -- 6C KH 7S TC TH
			AC -- -- 9D 8H 4D QC 6H 5C 7H QH 8S -- 4S
			AD 8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			AS QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
	redMoon: `
			AC -- 4H 6C 3C 3S JS 7H KD 8S KS 2C JD 8D
			AD -- 4S 2D 7S TS 5C 6H 4D JC TH QC 8C TC
			AH -- KH 5S 7C 3H 9H QH TD 6D 8H 5D 2S QD
			AS -- 3D 7D KC QS 9S JH 2H 5H 9D 6S 4C 9C`,
	galary: `
			AC -- 4H 6C 3C 3S JS 7H KD 8S KS 2C JD 8D
			AD -- 4S 2D 7S TS 5C 6H 4D JC TH QC 8C TC
			AH -- KH 5S 7C 3H 9H QH TD 6D 8H 5D 2S QD
			AS -- 3D 7D KC QS 9S JH 2H 5H 9D 6S 4C 9C`,
	jungle: `
			AH 2C TD KS 4C 4H 6S TS -- 6C KH 7S TC TH
			AC -- -- 9D 8H 4D QC 6H 5C 7H QH 8S -- 4S
			AD 8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			AS QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
	spacesAndAces: `
			-- 2C TD KS 4C 4H 6S TS AH 6C KH 7S TC TH
			-- AC AD 9D 8H 4D QC 6H 5C 7H QH 8S AS 4S
			-- 8C JC KD JS 7C 3H 3S 2S JD 6D 9H 5D 2D
			-- QD 3D 7D KC QS 9S JH 2H 5H 8D 5S 3C 9C`,
	paganini: `
			AC -- KH QD 7C TS JC KS 9S 8S
			AH -- JD 9C 7D -- 8C TH JS 9H
			AS QH 8H 6S 6D KC TD -- 8D QC
			AD QS 6H JH KD 7H 9D 7S 6C TC`,
	doubleMontana: `
			7H QD' -- 7S' QD 8H QS' 2C 8D JH' 3C QC' 4S'
			KD' 3S' 6H QC 7C' QS 2S JS' 9D' 2D 3D TS' JD
			-- 9C -- 6S' 7S 6D 8S 8C' 3D' 5S' 3H' 9S 2H'
			4H' 9D 4H -- TC KC JC 3C' 5H 7D QH KS 9C'
			7C -- 7H' 6D' KD TS 8H' 4C' TH -- 5D' -- TD'
			4C 4D' 2C' TC' 9S' 7D' TH' 4D 2D' 9H' KH' 6H' JH
			TD 3H 8D' 8C KS' JD' JS KH 8S' 6S 5H' 3S 2S'
			5C' 9H 5S 2H 6C KC' -- 6C' JC' 4S QH' 5C 5D`,
	paganini2: `
			-- 7H QD' AD 7S' QD 8H QS' 2C 8D JH' 3C QC' 4S'
			-- KD' 3S' 6H QC 7C' QS 2S JS' 9D' 2D 3D TS' JD
			-- AH 9C AS' 6S' 7S 6D 8S 8C' 3D' 5S' 3H' 9S 2H'
			-- 4H' 9D 4H AS TC KC JC 3C' 5H 7D QH KS 9C'
			-- 7C AC 7H' 6D' KD TS 8H' 4C' TH AD' 5D' AC' TD'
			-- 4C 4D' 2C' TC' 9S' 7D' TH' 4D 2D' 9H' KH' 6H' JH
			-- TD 3H 8D' 8C KS' JD' JS KH 8S' 6S 5H' 3S 2S'
			-- 5C' 9H 5S 2H 6C KC' AH' 6C' JC' 4S QH' 5C 5D`,
	doubleBlueMoon: `
			AD 7H QD' -- 7S' QD 8H QS' 2C 8D JH' 3C QC' 4S'
			AH KD' 3S' 6H QC 7C' QS 2S JS' 9D' 2D 3D TS' JD
			AS' -- 9C -- 6S' 7S 6D 8S 8C' 3D' 5S' 3H' 9S 2H'
			AS 4H' 9D 4H -- TC KC JC 3C' 5H 7D QH KS 9C'
			AC 7C -- 7H' 6D' KD TS 8H' 4C' TH -- 5D' -- TD'
			AD' 4C 4D' 2C' TC' 9S' 7D' TH' 4D 2D' 9H' KH' 6H' JH
			AC' TD 3H 8D' 8C KS' JD' JS KH 8S' 6S 5H' 3S 2S'
			AH' 5C' 9H 5S 2H 6C KC' -- 6C' JC' 4S QH' 5C 5D`,
	doubleRedMoon: `
			AC -- 4D 3C 4H KH' 6D' QH 5H KC 9D JH' 9S' JD
			AD -- 2D 7C' 4D' 2S 6H' 9H' QD' 3D' 8D JH 7H' 6H
			AH -- 9S JC JS 5S' 3D KD 2C' 8C 7D 2H TC' 3H'
			AS -- QC TC 8S KD' 6D JS' 8H' 7H 7C 2C 3C' 4S
			AC' -- QD 7S JD' 7S' TH' 4C QC' QS 8D' 5C 2D' KS
			AD' -- 8C' 9C' 5D' TS' 4H' 6S' 4C' 8H 9D' TH TD 4S'
			AH' -- 7D' 9C KS' TD' TS KH 8S' 3S' 5H' 3S 2S' 5C'
			AS' -- 9H 6S 3H QS' KC' 2H' 6C' JC' 5S QH' 6C 5D`,
	lineUp: `
			5S 2H 4H -- -- 3C
			5H 4D 3S AS 4S 2D
			-- AD 5C AC -- 3H
			5D AH 3D 2S 2C 4C`,
	rectangularRovers: `
			5S 2H 4H -- -- 3C
			5H 4D 3S AS 4S 2D
			-- AD 5C AC -- 3H
			5D AH 3D 2S 2C 4C`,
};

describe('golden deals of the family', () => {
	for (const [id, deal] of Object.entries(GOLDEN) as [Exclude<GameId, 'montana'>, string][]) {
		it(`${GAMES[id].name}: game 20908 is dealt as it always was`, () => {
			assert.deepEqual(codeRows(Game.deal(20908, GAMES[id].rules)), literalRows(deal));
		});
	}
});
