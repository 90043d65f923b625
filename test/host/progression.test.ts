import { strict as assert } from 'node:assert';
import {
	localDay,
	PROGRESSION_DAYS,
	validateProgression,
	withResult,
	type DayResults,
} from '../../src/extension/scores/progression';
import { CHART_DAYS, progressionChart } from '../../src/extension/scores/progressionChart';

/** The results of `games` ([day, won] in the order played), as the store keeps them. */
function played(...games: [day: string, won: boolean][]): DayResults[] {
	return games.reduce<DayResults[]>((days, [day, won]) => withResult(days, day, won), []);
}

/** The numbers of the chart's table: day, played, won. */
function tableRows(html: string): string[][] {
	const body = html.split('<tbody>')[1].split('</tbody>')[0];
	return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
		[...row[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => cell[1]),
	);
}

const formatDay = (day: string) => `day ${day}`;

describe('progression', () => {
	it('counts games played and won per calendar day, oldest first', () => {
		const days = played(
			['2026-11-20', true],
			['2026-11-20', false],
			['2026-11-22', false],
			['2026-11-20', true],
			['2026-11-23', true],
		);
		assert.deepEqual(days, [
			{ day: '2026-11-20', played: 3, won: 2 },
			{ day: '2026-11-22', played: 1, won: 0 },
			{ day: '2026-11-23', played: 1, won: 1 },
		]);
	});

	it('keeps a game played before midnight on its own day, where the player is', () => {
		assert.equal(localDay(new Date(2026, 10, 28, 23, 59)), '2026-11-28');
		assert.equal(localDay(new Date(2026, 10, 29, 0, 1)), '2026-11-29');
		assert.equal(localDay(new Date(2027, 0, 3, 12)), '2027-01-03');
	});

	it('keeps the latest days only, up to its limit', () => {
		let days: DayResults[] = [];
		const first = new Date(2025, 0, 1);
		for (let i = 0; i < PROGRESSION_DAYS + 5; i++) {
			days = withResult(days, localDay(new Date(first.getFullYear(), 0, 1 + i)), i % 2 === 0);
		}
		assert.equal(days.length, PROGRESSION_DAYS);
		assert.equal(days[0].day, '2025-01-06', 'the five oldest days went first');
		assert.equal(days.at(-1)?.day, localDay(new Date(2025, 0, PROGRESSION_DAYS + 5)));
	});

	it('reads back what it wrote, and says what is wrong with damaged days', () => {
		const days = played(['2026-11-20', true], ['2026-11-21', false]);
		assert.deepEqual(validateProgression(JSON.parse(JSON.stringify(days))), { ok: true, value: days });
		const problems: [unknown, RegExp][] = [
			['days', /not a list/],
			[[{ day: 'yesterday', played: 1, won: 0 }], /progression\[0\] is not a day/],
			[[{ day: '2026-11-20', played: 1, won: 2 }], /does not count games played and won/],
			[[{ day: '2026-11-20', played: -1, won: 0 }], /does not count/],
			[
				[
					{ day: '2026-11-21', played: 1, won: 0 },
					{ day: '2026-11-20', played: 1, won: 0 },
				],
				/out of order at 2026-11-20/,
			],
			[Array.from({ length: PROGRESSION_DAYS + 1 }, () => ({ day: '2026-11-20', played: 1, won: 0 })), /at most/],
		];
		for (const [raw, problem] of problems) {
			const read = validateProgression(raw);
			assert.equal(read.ok, false, JSON.stringify(raw).slice(0, 80));
			assert.match(read.ok ? '' : read.problem, problem);
		}
	});

	it('draws two bars a day, as high as the games played and won, with a table of the same numbers', () => {
		const days = played(
			['2026-11-20', true],
			['2026-11-20', false],
			['2026-11-20', true],
			['2026-11-21', false],
			['2026-11-23', true],
		);
		const html = progressionChart({ title: 'Blue Moon', days, formatDay, id: 'c' });
		assert.match(
			html,
			/<svg role="img" aria-label="Blue Moon: games played and won on 3 days from day 2026-11-20 to day 2026-11-23; 5 played, 3 won\."/,
		);
		const bars = [
			...html.matchAll(
				/<rect class="bar (played|won)" x="[\d.]+" y="[\d.]+" width="[\d.]+" height="([\d.]+)"><title>(.*?)<\/title>/g,
			),
		];
		assert.deepEqual(
			bars.map((bar) => bar[3]),
			[
				'day 2026-11-20: 3 played',
				'day 2026-11-20: 2 won',
				'day 2026-11-21: 1 played',
				'day 2026-11-21: 0 won',
				'day 2026-11-23: 1 played',
				'day 2026-11-23: 1 won',
			],
		);
		const heights = bars.map((bar) => Number(bar[2]));
		assert.ok(Math.abs(heights[1] / heights[0] - 2 / 3) < 0.01, 'won is two thirds as high as played');
		assert.equal(heights[3], 0);
		assert.equal(heights[2], heights[4]);
		assert.deepEqual(tableRows(html), [
			['day 2026-11-20', '3', '2'],
			['day 2026-11-21', '1', '0'],
			['day 2026-11-23', '1', '1'],
		]);
	});

	it(`draws the latest ${CHART_DAYS} days with results`, () => {
		const games = Array.from({ length: CHART_DAYS + 10 }, (_, i): [string, boolean] => [
			localDay(new Date(2026, 0, 1 + i)),
			true,
		]);
		const rows = tableRows(progressionChart({ title: 'Montana', days: played(...games), formatDay, id: 'c' }));
		assert.equal(rows.length, CHART_DAYS);
		assert.equal(rows[0][0], `day ${games[10][0]}`);
	});

	it('says so when no day is counted yet, and escapes the title', () => {
		assert.match(progressionChart({ title: 'Montana', days: [], formatDay, id: 'c' }), /No day counted yet/);
		const html = progressionChart({ title: '<b>', days: played(['2026-11-20', true]), formatDay, id: 'c' });
		assert.doesNotMatch(html, /<b>/);
		assert.match(html, /aria-label="&#60;b&#62;: games played and won on day 2026-11-20; 1 played, 1 won\."/);
	});
});
