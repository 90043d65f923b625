import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
	NO_BEST_SCORES,
	NO_STATISTICS,
	type BestScores,
	type ScoreEntry,
	type Statistics,
	addWin,
	averageWonMoves,
	customRulesOf,
	isScoreTableKey,
	rate,
	recordResult,
	scoreTableOf,
	scoreTableTitle,
	validateBestScores,
	validateStatistics,
	winRate,
} from '../../src/engine/scoring';
import { parseGam } from '../../src/engine/gam';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import { PRESETS, type PresetId } from '../../src/engine/rules';
import { gameWord } from '../../src/engine/rulesText';

function win(gameNumber: number, moves: number, shuffles: number): ScoreEntry {
	return { gameNumber, moves, shuffles, date: '2026-01-02T03:04:05.000Z' };
}
function numbers(table: readonly ScoreEntry[]): number[] {
	return table.map((entry) => entry.gameNumber);
}

describe('ratings (the Windows help\'s "What\'s a good score?")', () => {
	it('rates shuffles: 0 Genius, 1 Master, 2 Expert, 3 Above average, 4 Competent, then none', () => {
		assert.deepEqual(
			[0, 1, 2, 3, 4, 5].map((s) => rate(200, s).shuffles),
			['Genius', 'Master', 'Expert', 'Above average', 'Competent', null],
		);
	});
	it('rates moves at 70, 80, 90, 100 and 120 or fewer', () => {
		assert.deepEqual(
			[61, 70, 71, 80, 90, 100, 101, 120, 121].map((m) => rate(m, 9).moves),
			['Genius', 'Genius', 'Master', 'Master', 'Expert', 'Above average', 'Competent', 'Competent', null],
		);
	});
	it("rates the Hall of Fame's best game, 20908 in 0 shuffles and 61 moves, Genius twice", () => {
		assert.deepEqual(rate(61, 0), { shuffles: 'Genius', moves: 'Genius' });
	});
});

describe('which tables a game counts in', () => {
	it("is its preset's when the rules are a preset's, however they were chosen", () => {
		for (const id of Object.keys(PRESETS) as PresetId[]) {
			assert.equal(scoreTableOf({ ...PRESETS[id].rules }), id);
			assert.equal(customRulesOf(id), null);
		}
	});

	it('is one of their own for each other combination of rules, named as a .gam Rules line', () => {
		const windows = PRESETS.windows.rules;
		const variants = [
			{ ...windows, maxRedeals: 20 },
			{ ...windows, maxRedeals: 20, fixedSuits: true },
			{ ...windows, fixedSuits: true },
			{ ...PRESETS.gaps.rules, redealUndoable: false, maxRedeals: 5 },
			{ ...windows, maxRedeals: null, redealWhen: 'whenStuck' as const },
		];
		const keys = variants.map(scoreTableOf);
		assert.equal(new Set(keys).size, variants.length, 'no two share tables');
		keys.forEach((key, i) => {
			assert.ok(key.startsWith('custom ') && isScoreTableKey(key), key);
			// The name reads back as exactly those rules.
			const record = parseGam(`Montana-Gam: 1\nRules: ${customRulesOf(key)}\nGame: 1\n`);
			assert.deepEqual(record.rules, variants[i]);
		});
		assert.equal(scoreTableOf({ ...windows, maxRedeals: 20 }), 'custom windows redeals=20');
	});

	it("is the game's own for every other game of the family, under the key it has always had", () => {
		for (const id of GAME_IDS.filter((game) => game !== 'montana')) {
			assert.equal(scoreTableOf(GAMES[id].rules), `custom ${gameWord(id)}`, id);
		}
		assert.equal(scoreTableOf({ ...GAMES.blueMoon.rules, maxRedeals: 3 }), 'custom blue-moon redeals=3');
	});

	it('titles each table by its game, or Montana by its preset, then what differs in words', () => {
		assert.deepEqual(
			(Object.keys(PRESETS) as PresetId[]).map(scoreTableTitle),
			Object.values(PRESETS).map((preset) => preset.label),
		);
		for (const id of GAME_IDS.filter((game) => game !== 'montana')) {
			assert.equal(scoreTableTitle(scoreTableOf(GAMES[id].rules)), GAMES[id].name, id);
		}
		assert.equal(scoreTableTitle('custom blue-moon redeals=3'), 'Blue Moon, 3 shuffles');
		assert.equal(
			scoreTableTitle('custom double-montana redeals=1 suits=fixed'),
			'Double Montana, 1 shuffle, fixed suits',
		);
		assert.equal(
			scoreTableTitle('custom paganini redeals=unlimited gaps=random'),
			'Paganini, unlimited shuffles, gaps at random',
		);
		// Montana's custom rules, as stored since before the family came: the same rules, titled in words.
		assert.equal(scoreTableTitle('custom windows redeals=20'), 'Montana Solitaire for Windows, 20 shuffles');
		assert.equal(
			scoreTableTitle('custom wordOfMouse gaps=last-column when=anytime'),
			'Word of Mouse, gaps in the last column, shuffle at any time',
		);
		assert.equal(scoreTableTitle('custom oneDeal suits=fixed'), 'One deal, fixed suits');
		assert.equal(
			scoreTableTitle('custom windows redeal-undo=no'),
			'Montana Solitaire for Windows, shuffles not undoable',
		);
		// A key this version cannot read (a later version's game) keeps its text.
		assert.equal(scoreTableTitle('custom moon-river'), 'Custom rules (moon-river)');
	});

	it('knows its own keys from others in the store', () => {
		assert.ok(isScoreTableKey('gaps'));
		assert.ok(!isScoreTableKey('custom'), "'custom' alone names no rules (an older store's; kept, not shown)");
		assert.ok(!isScoreTableKey('someFuturePreset'));
	});
});

describe('best scores', () => {
	it('orders Fewest Shuffles by shuffles, then moves; Fewest Moves by moves, then shuffles', () => {
		let scores: BestScores = NO_BEST_SCORES;
		for (const entry of [win(1, 90, 2), win(2, 60, 5), win(3, 80, 2), win(4, 60, 1)]) {
			scores = addWin(scores, entry).scores;
		}
		assert.deepEqual(numbers(scores.fewestShuffles), [4, 3, 1, 2]);
		assert.deepEqual(numbers(scores.fewestMoves), [4, 2, 3, 1]);
	});

	it('reports the place taken in each table, and null when a table is full of better games', () => {
		let scores: BestScores = NO_BEST_SCORES;
		for (let i = 1; i <= 10; i++) {
			scores = addWin(scores, win(i, 50 + i, 0)).scores;
		}
		const placed = addWin(scores, win(99, 55, 0));
		assert.equal(placed.fewestShufflesPlace, 6, 'after the equal 55-move game already there');
		assert.equal(placed.fewestMovesPlace, 6);
		assert.equal(placed.scores.fewestMoves.length, 10);
		assert.deepEqual(numbers(placed.scores.fewestMoves), [1, 2, 3, 4, 5, 99, 6, 7, 8, 9]);
		const outside = addWin(scores, win(100, 200, 1));
		assert.equal(outside.fewestShufflesPlace, null);
		assert.equal(outside.fewestMovesPlace, null);
		assert.equal(outside.scores.fewestMoves, scores.fewestMoves);
	});

	it('puts a game with few moves but many shuffles only in Fewest Moves when Fewest Shuffles is full', () => {
		let scores: BestScores = NO_BEST_SCORES;
		for (let i = 1; i <= 10; i++) {
			scores = addWin(scores, win(i, 100, 1)).scores;
		}
		const placed = addWin(scores, win(26992, 56, 13));
		assert.deepEqual([placed.fewestShufflesPlace, placed.fewestMovesPlace], [null, 1]);
	});

	it('reads back valid tables and says what is wrong with damaged ones', () => {
		const scores = addWin(addWin(NO_BEST_SCORES, win(1, 80, 1)).scores, win(2, 70, 2)).scores;
		assert.deepEqual(validateBestScores(JSON.parse(JSON.stringify(scores))), { ok: true, value: scores });
		const damaged: [unknown, RegExp][] = [
			[null, /not an object/],
			[{ fewestShuffles: [], fewestMoves: 'x' }, /fewestMoves is not a list/],
			[{ fewestShuffles: [{ ...win(1, 80, 1), moves: -3 }], fewestMoves: [] }, /fewestShuffles\[0\]\.moves/],
			[{ fewestShuffles: [{ ...win(1, 80, 1), date: 'yesterday' }], fewestMoves: [] }, /date is not a date/],
			[{ fewestShuffles: [], fewestMoves: [win(0, 80, 1)] }, /gameNumber is not a game number/],
			[{ fewestShuffles: [win(1, 80, 2), win(2, 80, 1)], fewestMoves: [] }, /out of order at place 2/],
			[{ fewestShuffles: Array(11).fill(win(1, 80, 1)), fewestMoves: [] }, /at most 10/],
		];
		for (const [raw, problem] of damaged) {
			const result = validateBestScores(raw);
			assert.ok(!result.ok && problem.test(result.problem), `${JSON.stringify(raw)} → ${JSON.stringify(result)}`);
		}
	});

	it('drops unknown fields when reading back', () => {
		const result = validateBestScores({
			fewestShuffles: [{ ...win(1, 80, 1), cheat: true }],
			fewestMoves: [],
			extra: 1,
		});
		assert.deepEqual(result, { ok: true, value: { fewestShuffles: [win(1, 80, 1)], fewestMoves: [] } });
	});
});

describe('statistics', () => {
	it('counts games, wins, streaks and the average moves of won games', () => {
		let stats: Statistics = NO_STATISTICS;
		assert.equal(winRate(stats), null);
		assert.equal(averageWonMoves(stats), null);
		for (const result of [
			{ won: true, moves: 100 },
			{ won: true, moves: 80 },
			{ won: false, moves: 30 },
			{ won: true, moves: 90 },
		]) {
			stats = recordResult(stats, result);
		}
		assert.deepEqual(stats, { played: 4, won: 3, currentStreak: 1, bestStreak: 2, wonMoves: 270 });
		assert.equal(winRate(stats), 0.75);
		assert.equal(averageWonMoves(stats), 90);
	});

	it('writes only statistics it reads back: counters stop at the largest whole number the reader takes', () => {
		const MAX = Number.MAX_SAFE_INTEGER;
		const full: Statistics = { played: MAX, won: MAX, currentStreak: MAX, bestStreak: MAX, wonMoves: MAX };
		for (const result of [
			{ won: false, moves: 0 },
			{ won: true, moves: 90 },
		]) {
			const after = recordResult(full, result);
			assert.deepEqual(validateStatistics(after), { ok: true, value: after }, JSON.stringify(result));
		}
		assert.deepEqual(recordResult(full, { won: false, moves: 0 }), { ...full, currentStreak: 0 });
		fc.assert(
			fc.property(
				fc
					.tuple(
						fc.nat({ max: 3 }).map((k) => MAX - k),
						fc.nat(),
						fc.nat(),
						fc.nat(),
					)
					.map(([played, a, b, c]) => {
						const won = played - (a % 3);
						const bestStreak = won - (b % 3);
						return { played, won, bestStreak, currentStreak: bestStreak - (c % 3), wonMoves: MAX - (a % 5) };
					}),
				fc.array(fc.record({ won: fc.boolean(), moves: fc.integer({ min: 0, max: 5000 }) }), { maxLength: 8 }),
				(start, results) => {
					assert.ok(validateStatistics(start).ok, JSON.stringify(start));
					const end = results.reduce(recordResult, start);
					assert.ok(validateStatistics(end).ok, JSON.stringify(end));
				},
			),
		);
	});

	it('reads back valid statistics and says what is wrong with damaged ones', () => {
		const stats: Statistics = { played: 4, won: 3, currentStreak: 1, bestStreak: 2, wonMoves: 270 };
		assert.deepEqual(validateStatistics({ ...stats }), { ok: true, value: stats });
		for (const [raw, problem] of [
			['stats', /not an object/],
			[{ ...stats, played: 2 }, /more games won than played/],
			[{ ...stats, currentStreak: 3 }, /streaks/],
			[{ ...stats, won: 1.5 }, /won is not a whole number/],
			[{ ...stats, wonMoves: undefined }, /wonMoves/],
		] as const) {
			const result = validateStatistics(raw);
			assert.ok(!result.ok && problem.test(result.problem), `${JSON.stringify(raw)} → ${JSON.stringify(result)}`);
		}
	});

	it('counts the wins the Hint helped and those autoplay finished, keeping statistics from before as they were', () => {
		let stats: Statistics = NO_STATISTICS;
		stats = recordResult(stats, { won: true, moves: 90 });
		assert.deepEqual(stats, { played: 1, won: 1, currentStreak: 1, bestStreak: 1, wonMoves: 90 }, 'no help, no field');
		stats = recordResult(stats, { won: true, moves: 80, help: 'hints' });
		stats = recordResult(stats, { won: true, moves: 70, help: 'autoplay' });
		stats = recordResult(stats, { won: true, moves: 75, help: 'hints' });
		stats = recordResult(stats, { won: false, moves: 0 });
		assert.equal(stats.wonWithHints, 2);
		assert.equal(stats.wonByAutoplay, 1);
		assert.equal(stats.won, 4, 'every win counts as won');
		assert.deepEqual(validateStatistics(JSON.parse(JSON.stringify(stats))), { ok: true, value: stats });
		for (const [raw, problem] of [
			[{ ...stats, wonWithHints: 5 }, /more games won with help than won/],
			[{ ...stats, wonByAutoplay: -1 }, /wonByAutoplay is not a whole number/],
			[{ ...stats, wonWithHints: 'some' }, /wonWithHints is not a whole number/],
		] as const) {
			const result = validateStatistics(raw);
			assert.ok(!result.ok && problem.test(result.problem), `${JSON.stringify(raw)} → ${JSON.stringify(result)}`);
		}
	});
});

describe('wins with hints', () => {
	it('rank as any other win, carry their hints, and read back; old wins have none', () => {
		const hinted: ScoreEntry = { ...win(20908, 61, 0), hints: 61 };
		const placed = addWin(addWin(NO_BEST_SCORES, win(3, 70, 0)).scores, hinted);
		assert.equal(placed.fewestMovesPlace, 1, 'a hinted win still ranks, and is marked');
		assert.deepEqual(placed.scores.fewestMoves[0], hinted);
		assert.deepEqual(validateBestScores(JSON.parse(JSON.stringify(placed.scores))), { ok: true, value: placed.scores });
		const old = { fewestShuffles: [win(3, 70, 0)], fewestMoves: [win(3, 70, 0)] };
		const read = validateBestScores(JSON.parse(JSON.stringify(old)));
		assert.deepEqual(read, { ok: true, value: old });
		assert.equal(read.ok && 'hints' in read.value.fewestMoves[0], false, 'no help recorded, none invented');
		for (const [hints, problem] of [
			[0, /hints is 0/],
			[1.5, /hints is not a whole number/],
			['lots', /hints is not a whole number/],
		] as const) {
			const result = validateBestScores({ fewestShuffles: [], fewestMoves: [{ ...win(3, 70, 0), hints }] });
			assert.ok(!result.ok && problem.test(result.problem), `${hints} → ${JSON.stringify(result)}`);
		}
	});
});
