/**
 * What the reader tells a text editor besides the record: where each header field
 * stands, how much of the text an error is about, and the moves it names in its
 * messages, each game's own.
 */
import { strict as assert } from 'node:assert';
import { headerEndLine, readGam } from '../../src/engine/gam';
import { Replay } from '../../src/engine/replay';
import { GAME_IDS } from '../../src/engine/games';
import { gameWord } from '../../src/engine/rulesText';
import { gamErrorOf } from './gamHelpers';

const HEADER = 'Montana-Gam: 1\nRules: windows\nGame: 1\n\n';

describe('.gam records: places in the text', () => {
	it('says where each header field stands, a Layout block with its rows', () => {
		const text =
			'# a comment\nMontana-Gam: 1\nRules:  gaps\nGame: 20908\nLayout:\n' +
			'  2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --\n  2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --\n' +
			'  2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --\n  2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --\n' +
			'Club: Hove\n\n';
		assert.deepEqual(
			readGam(text).header.map(({ name, line, lastLine }) => [name, line, lastLine]),
			[
				['Montana-Gam', 2, 2],
				['Rules', 3, 3],
				['Game', 4, 4],
				['Layout', 5, 9],
				['Club', 10, 10],
			],
		);
	});

	it('says which blank line ends the header: the one after its last field, past a Layout block', () => {
		const withLayout =
			'\n# a comment\nMontana-Gam: 1\nRules: gaps\nGame: 20908\nLayout:\n' +
			'  2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --\n  2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --\n' +
			'  2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --\n  2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --\n\n2C>1\n';
		assert.equal(headerEndLine(withLayout), readGam(withLayout).header.at(-1)!.lastLine + 1);
		assert.equal(headerEndLine(withLayout), 11);
		assert.equal(headerEndLine(`${HEADER}1. 3H\n`), 4);
		assert.equal(headerEndLine(`\uFEFF${HEADER.replaceAll('\n', '\r\n')}`), 4);
		// A header that does not read still ends where the moves begin.
		assert.equal(headerEndLine('Montana-Gam: 1\nRules: windoze\nGame: 1\n\n1. 3H\n'), 4);
	});

	it('says a header has no end while no blank line follows it', () => {
		assert.equal(headerEndLine('Montana-Gam: 1\nRules: windows\nGame: 1\n'), null);
		assert.equal(headerEndLine('Montana-Gam: 1\nRules: windows\nGame: 1'), null);
		assert.equal(headerEndLine('# only a comment\n\n'), null);
	});

	it('says how many characters an error is about: the bad word, value or line', () => {
		const cases: [string, number, number, number][] = [
			['Montana-Gam: 1\nRules: windoze\nGame: 1\n', 2, 8, 7],
			['Montana-Gam: 1\nRules: windows colour=red\nGame: 1\n', 2, 16, 6],
			['Montana-Gam: 1\nRules: windows redeals=lots\nGame: 1\n', 2, 24, 4],
			['Montana-Gam: 1\nRules: windows\nGame: 12x\n', 3, 7, 3],
			['Montana-Gam: 1\nRules: windows\nRules: gaps\n', 3, 1, 5],
			['Montana-Gam: 1\nRules: windows\nGame: 1\nthis is not a field  \n', 4, 1, 19],
			[`${HEADER}1. 3H 4H ZZ\n`, 5, 10, 2],
			[`${HEADER}1. 3H 2H>9\n`, 5, 9, 2],
			[`${HEADER}1. 3H 4H\n4. 5H\n`, 6, 1, 2],
			['Montana-Gam: 1\nRules: windows\nGame: 1\nLayout:\n  2C 3C\n', 5, 3, 5],
			['Montana-Gam: 1\nRules: windows\n', 3, 1, 0],
		];
		for (const [source, line, column, length] of cases) {
			const error = gamErrorOf(() => readGam(source));
			assert.deepEqual([error.line, error.column, error.length], [line, column, length], error.message);
		}
	});

	it('gives an illegal move the length of its word', () => {
		const replay = Replay.fromText(`${HEADER}1. KS\n`);
		assert.deepEqual(replay.error && [replay.error.line, replay.error.column, replay.error.length], [5, 4, 2]);
	});

	it("names each game's own moves in the message for a word that is not a move", () => {
		const notAMove = (rules: string) =>
			gamErrorOf(() => readGam(`Montana-Gam: 1\nRules: ${rules}\nGame: 1\n\n1. ZZ\n`)).reason;
		assert.equal(
			notAMove('windows'),
			'"ZZ" is not a move: write a card code like 7H, a 2 with its row like 2H>3, or * for a shuffle.',
		);
		assert.equal(
			notAMove('line-up'),
			'"ZZ" is not a move: write a card code like 5H, an ace with its row like AH>3, or * for a shuffle.',
		);
		assert.match(
			notAMove('double-montana'),
			/a 2 with its row like 2H>3, a ' after the code for the second deck's card, like 7H'/,
		);
		assert.match(notAMove('galary'), /a card code and the gap it goes to, row and column, like 7H>3\.5, or \*/);
	});

	it("names each game's own opener when it is written without the row it goes to", () => {
		const openerAlone = (rules: string, opener: string) =>
			gamErrorOf(() => readGam(`Montana-Gam: 1\nRules: ${rules}\nGame: 1\n\n1. ${opener}\n`)).reason;
		const twos = 'A 2 needs the row it goes to, 1 to 4, like 2H>3.';
		const aces = 'An ace needs the row it goes to, 1 to 4, like AH>3.';
		const expected: [rules: string, opener: string, message: string][] = [
			['montana', '2H', twos],
			['spaces', '2H', twos],
			['station', '2H', twos],
			['house-of-commons', '2H', twos],
			['double-montana', '2H', 'A 2 needs the row it goes to, 1 to 8, like 2H>3.'],
			['blue-moon', 'AH', aces],
			['red-moon', 'AH', aces],
			['jungle', 'AH', aces],
			['spaces-and-aces', 'AH', aces],
			['paganini', 'AH', aces],
			['line-up', 'AH', aces],
			['paganini2', 'AH', 'An ace needs the row it goes to, 1 to 8, like AH>3.'],
			['double-blue-moon', 'AH', 'An ace needs the row it goes to, 1 to 8, like AH>3.'],
			['double-red-moon', 'AH', 'An ace needs the row it goes to, 1 to 8, like AH>3.'],
			[
				'free-parking',
				'2H',
				'In Free Parking a move names the gap it goes to, row 1 to 4 and column 1 to 13, like 2H>3.5.',
			],
			['galary', 'AH', 'In Galary a move names the gap it goes to, row 1 to 4 and column 1 to 14, like AH>3.5.'],
			[
				'rectangular-rovers',
				'AH',
				'In Rectangular Rovers a move names the gap it goes to, row 1 to 4 and column 1 to 6, like AH>3.5.',
			],
		];
		assert.deepEqual(
			GAME_IDS.map(gameWord).filter((word) => !expected.some(([rules]) => rules === word)),
			[],
			'every game of the family',
		);
		for (const [rules, opener, message] of expected) {
			assert.equal(openerAlone(rules, opener), message, rules);
		}
	});
});
