import { strict as assert } from 'node:assert';
import { parseGameNumber } from '../../src/extension/game/gameNumberInput';

describe('gameNumberInput', () => {
	it('reads game numbers typed with spaces or a leading #', () => {
		assert.deepEqual(parseGameNumber('20908'), { ok: true, gameNumber: 20908 });
		assert.deepEqual(parseGameNumber('  #7385 '), { ok: true, gameNumber: 7385 });
		assert.deepEqual(parseGameNumber('1'), { ok: true, gameNumber: 1 });
		assert.deepEqual(parseGameNumber('4294967295'), { ok: true, gameNumber: 4294967295 });
		assert.deepEqual(parseGameNumber(26992), { ok: true, gameNumber: 26992 });
	});

	it('says what is wrong with anything else', () => {
		const problem = (input: unknown) => {
			const parsed = parseGameNumber(input);
			assert.equal(parsed.ok, false, String(input));
			return parsed.ok ? '' : parsed.problem;
		};
		assert.match(problem(''), /Enter a whole number from 1 to 4294967295/);
		assert.match(problem('   '), /Enter/);
		assert.match(problem('12a'), /digits only/);
		assert.match(problem('-5'), /digits only/);
		assert.match(problem('1.5'), /digits only/);
		assert.match(problem('1e3'), /digits only/);
		assert.match(problem('0'), /Out of range/);
		assert.match(problem('4294967296'), /Out of range/);
		assert.match(problem('99999999999999999999'), /Out of range/);
		assert.match(problem(0), /0 is not a game number/);
		assert.match(problem(2.5), /not a game number/);
		assert.match(problem(null), /A game number is a whole number/);
		assert.match(problem({}), /A game number is/);
	});
});
