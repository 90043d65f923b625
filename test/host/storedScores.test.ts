import { strict as assert } from 'node:assert';
import { NO_BEST_SCORES, recordResult, NO_STATISTICS } from '../../src/engine/scoring';
import { parseStoredScores } from '../../src/extension/scores/storedScores';

const table = (played: number) => ({
	best: NO_BEST_SCORES,
	statistics: { ...NO_STATISTICS, played },
});

describe('stored scores', () => {
	it('reads a store whose every table is good as it is, keeping tables of newer versions', () => {
		const stored = { version: 1, presets: { windows: table(3), 'custom gaps suits=fixed': table(1), future: 42 } };
		assert.deepEqual(parseStoredScores(stored), { ok: true, value: stored });
	});

	it('sets aside only a damaged table, keeps every other one, and names the one set aside', () => {
		const damagedGaps = { best: { fewestShuffles: 'lots', fewestMoves: [] }, statistics: {} };
		const damagedCustom = { best: NO_BEST_SCORES, statistics: { ...table(1).statistics, won: 5 } };
		const stored = {
			version: 1,
			presets: { windows: table(3), gaps: damagedGaps, 'custom windows redeals=3': damagedCustom, unlimited: table(7) },
		};
		const parsed = parseStoredScores(stored);
		assert.ok(parsed.ok === 'repaired', JSON.stringify(parsed));
		assert.deepEqual(parsed.value, { version: 1, presets: { windows: table(3), unlimited: table(7) } });
		assert.deepEqual(parsed.damaged, {
			version: 1,
			presets: { gaps: damagedGaps, 'custom windows redeals=3': damagedCustom },
		});
		assert.equal(
			parsed.report.what,
			'your best scores and statistics for Gaps (Solitaire Till Dawn) and Montana Solitaire for Windows, 3 shuffles',
		);
		assert.match(parsed.report.consequence, /start afresh; your other scores are kept/);
		assert.match(parsed.problem, /Gaps \(Solitaire Till Dawn\): fewestShuffles is not a list/);
		assert.match(parsed.problem, /Montana Solitaire for Windows, 3 shuffles: more games won than played/);
	});

	it('reads tables with their days played and won, and sets aside one whose days are damaged, saying so', () => {
		const progression = [
			{ day: '2026-11-20', played: 2, won: 1 },
			{ day: '2026-11-21', played: 1, won: 1 },
		];
		const good = { ...table(3), progression };
		const damaged = { ...table(2), progression: [{ day: '2026-11-20', played: 1, won: 3 }] };
		const parsed = parseStoredScores({ version: 1, presets: { windows: good, gaps: damaged } });
		assert.ok(parsed.ok === 'repaired', JSON.stringify(parsed));
		assert.deepEqual(parsed.value, { version: 1, presets: { windows: good } });
		assert.deepEqual(parsed.damaged, { version: 1, presets: { gaps: damaged } }, 'kept, nothing lost');
		assert.equal(parsed.problem, 'Gaps (Solitaire Till Dawn): progression[0] does not count games played and won');
	});

	it('refuses a store that is not scores at all', () => {
		for (const raw of [null, 'scores', { version: 2, presets: {} }, { version: 1, presets: [] }]) {
			assert.equal(parseStoredScores(raw).ok, false, JSON.stringify(raw));
		}
	});

	it('reads back what the store writes after a win at the largest counts', () => {
		const MAX = Number.MAX_SAFE_INTEGER;
		const full = { played: MAX, won: MAX, currentStreak: MAX, bestStreak: MAX, wonMoves: MAX };
		const stored = {
			version: 1,
			presets: { windows: { best: NO_BEST_SCORES, statistics: recordResult(full, { won: false, moves: 0 }) } },
		};
		assert.equal(parseStoredScores(stored).ok, true);
	});
});
