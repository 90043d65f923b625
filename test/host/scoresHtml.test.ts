import { strict as assert } from 'node:assert';
import { NO_BEST_SCORES, NO_STATISTICS, addWin, recordResult } from '../../src/engine/scoring';
import type { TableScores } from '../../src/extension/scores/scoreStore';
import { escapeHtml } from '../../src/extension/scores/html';
import { scoresBody, type ScoresPageData } from '../../src/extension/scores/scoresHtml';

const empty: TableScores = { best: NO_BEST_SCORES, statistics: NO_STATISTICS };

function withWins(...wins: [gameNumber: number, moves: number, shuffles: number][]): TableScores {
	let best = NO_BEST_SCORES;
	let statistics = NO_STATISTICS;
	for (const [gameNumber, moves, shuffles] of wins) {
		best = addWin(best, { gameNumber, moves, shuffles, date: '2026-11-22T10:00:00.000Z' }).scores;
		statistics = recordResult(statistics, { won: true, moves });
	}
	return { best, statistics: recordResult(statistics, { won: false, moves: 0 }) };
}

function data(tables: ScoresPageData['tables']): ScoresPageData {
	return {
		current: tables[0].table,
		tables,
		formatDate: (iso) => `date ${iso.slice(0, 10)}`,
		formatDay: (day) => `day ${day}`,
	};
}

/** The text of the cells of each body row of the `index`th table. */
function rows(html: string, index = 0): string[][] {
	const table = html.split('<tbody>')[index + 1].split('</tbody>')[0];
	return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
		[...row[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, '').trim()),
	);
}

describe('scoresHtml', () => {
	it('shows both tables of the current rules, each in its own order, with ratings and dates', () => {
		const html = scoresBody(
			'scores',
			data([{ table: 'windows', scores: withWins([20908, 61, 0], [26992, 56, 1], [3516, 66, 13]) }]),
		);
		assert.match(html, /Fewest Shuffles/);
		assert.match(html, /Fewest Moves/);
		assert.deepEqual(rows(html, 0), [
			['1', '20908', '0', '61', 'Genius', '', 'date 2026-11-22'],
			['2', '26992', '1', '56', 'Master', '', 'date 2026-11-22'],
			['3', '3516', '13', '66', '', '', 'date 2026-11-22'],
		]);
		assert.deepEqual(
			rows(html, 1).map((r) => r.slice(0, 5)),
			[
				['1', '26992', '56', '1', 'Genius'],
				['2', '20908', '61', '0', 'Genius'],
				['3', '3516', '66', '13', 'Genius'],
			],
		);
		assert.match(html, /href="command:montana.showStatistics"/);
	});

	it('says when the current rules have no win yet, and leaves out other presets without one', () => {
		const html = scoresBody(
			'scores',
			data([
				{ table: 'gaps', scores: empty },
				{ table: 'windows', scores: empty },
				{ table: 'oneDeal', scores: withWins([5, 80, 0]) },
			]),
		);
		assert.match(html, /Gaps \(Solitaire Till Dawn\) <span class="badge">current rules<\/span>/);
		assert.match(html, /No game won yet with these rules/);
		assert.doesNotMatch(html, /Montana Solitaire for Windows/);
		assert.match(html, /One deal/);
	});

	it('shows the statistics per preset with win rate, streaks and average moves', () => {
		const html = scoresBody(
			'statistics',
			data([
				{ table: 'windows', scores: withWins([1, 90, 2], [2, 100, 3]) },
				{ table: 'gaps', scores: empty },
			]),
		);
		assert.deepEqual(rows(html), [
			['Montana Solitaire for Windows current', '3', '2', '67%', '0', '2', '95.0', '0', '0'],
		]);
		assert.match(html, /href="command:montana.showBestScores"/);
		const none = scoresBody('statistics', data([{ table: 'custom windows suits=fixed', scores: empty }]));
		assert.deepEqual(rows(none), [
			['Montana Solitaire for Windows, fixed suits current', '0', '0', '–', '0', '0', '–', '0', '0'],
		]);
	});

	it('gives each game and set of custom rules played its own tables, titled by the game and what differs', () => {
		const html = scoresBody(
			'scores',
			data([
				{ table: 'windows', scores: withWins([7, 90, 3]) },
				{ table: 'custom windows redeals=20', scores: withWins([8, 70, 18]) },
				{ table: 'custom gaps suits=fixed', scores: withWins([9, 100, 1]) },
				{ table: 'custom blue-moon', scores: withWins([10, 95, 1]) },
				{ table: 'custom galary redeals=0 suits=fixed', scores: withWins([11, 110, 0]) },
			]),
		);
		const headings = [...html.matchAll(/<h2 id="(h-\d+)">(.*?)<\/h2>/g)].map((m) => [
			m[1],
			m[2].replace(/<[^>]+>/g, '').trim(),
		]);
		assert.deepEqual(headings, [
			['h-0', 'Montana Solitaire for Windows current rules'],
			['h-1', 'Montana Solitaire for Windows, 20 shuffles'],
			['h-2', 'Gaps (Solitaire Till Dawn), fixed suits'],
			['h-3', 'Blue Moon'],
			['h-4', 'Galary, no shuffle, fixed suits'],
		]);
		assert.deepEqual(rows(html, 2)[0].slice(0, 4), ['1', '8', '18', '70'], "the custom rules' own win");
	});

	it("marks the wins the Hint helped, and counts those and autoplay's in the statistics", () => {
		let best = NO_BEST_SCORES;
		best = addWin(best, {
			gameNumber: 20908,
			moves: 61,
			shuffles: 0,
			date: '2026-11-22T10:00:00.000Z',
			hints: 61,
		}).scores;
		best = addWin(best, { gameNumber: 3516, moves: 66, shuffles: 0, date: '2026-11-22T10:00:00.000Z' }).scores;
		let statistics = recordResult(NO_STATISTICS, { won: true, moves: 61, help: 'hints' });
		statistics = recordResult(statistics, { won: true, moves: 66 });
		statistics = recordResult(statistics, { won: true, moves: 70, help: 'autoplay' });
		const scores: TableScores = { best, statistics };
		const page = scoresBody('scores', data([{ table: 'windows', scores }]));
		assert.deepEqual(
			rows(page, 0).map((r) => [r[1], r[5]]),
			[
				['20908', '61 hints'],
				['3516', ''],
			],
			'the hinted win keeps its rank and says it had help',
		);
		assert.deepEqual(rows(scoresBody('statistics', data([{ table: 'windows', scores }])))[0].slice(-2), ['1', '1']);
	});

	it('escapes text for HTML', () => {
		assert.equal(
			escapeHtml(`<b class="x">Tom & 'Jerry'</b>`),
			'&#60;b class=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/b&#62;',
		);
	});
});
