import { strict as assert } from 'node:assert';
import { dailyGameNumber } from '../../src/engine/daily';
import { Game } from '../../src/engine/game';
import { isGameNumber } from '../../src/engine/random';
import { PRESETS } from '../../src/engine/rules';

describe("today's game", () => {
	it('is the local date read as digits', () => {
		assert.equal(dailyGameNumber(new Date(2026, 10, 22, 0, 0, 1)), 20261122);
		assert.equal(dailyGameNumber(new Date(2026, 10, 22, 23, 59, 59)), 20261122);
		assert.equal(dailyGameNumber(new Date(2027, 0, 1)), 20270101);
	});

	it('changes every day, and is always a game number that deals', () => {
		const seen = new Set<number>();
		for (let day = 0; day < 800; day++) {
			const number = dailyGameNumber(new Date(2026, 0, 1 + day));
			assert.ok(isGameNumber(number), String(number));
			seen.add(number);
		}
		assert.equal(seen.size, 800);
		assert.equal(Game.deal(dailyGameNumber(new Date(9999, 11, 31)), PRESETS.windows.rules).gameNumber, 99991231);
	});
});
