/**
 * Wins with help and the progression chart, in the real VS Code: a win the Hint helped
 * ranks and says so, stored scores from before read as they were, and the Statistics
 * page draws each set of rules' games played and won by day.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { ScoreStore } from '../../src/extension/scores/scoreStore';
import type { TestApi } from '../../src/extension/testApi';
import { montana, playOneMove, playToWin, resetWorld, setSetting, until } from './helpers';

const SCORES = 'montana.scores';

/** The text of the cells of each body row of the `index`th table of a scores page. */
function rows(html: string, index = 0): string[][] {
	const table = html.split('<tbody>')[index + 1].split('</tbody>')[0];
	return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
		[...row[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, '').trim()),
	);
}

describe('Wins with help, and the progression', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		await api.globalState.update(`${SCORES}.corrupted`, undefined);
		// Every deal can be won with unlimited redeals, and the engine's hint wins them.
		await setSetting(api, 'rules.preset', 'unlimited');
	});

	it('marks a win the Hint helped: it keeps its rank, says how many hints, and the statistics count it', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		await vscode.commands.executeCommand('montana.hint');
		await vscode.commands.executeCommand('montana.hint');
		assert.equal(api.game.hints, 2, 'each hint shown is counted');
		playToWin(api);
		const { best, statistics } = api.scores.scores('unlimited');
		assert.equal(best.fewestMoves[0]?.hints, 2);
		assert.equal(api.game.view().result?.fewestMovesPlace, 1, 'a hinted win still ranks');
		assert.equal(statistics.wonWithHints, 1);
		assert.equal(statistics.won, 1);

		await vscode.commands.executeCommand('montana.showBestScores');
		const scores = api.scoresPanel()?.html ?? '';
		assert.match(scores, /<th scope="col">Help<\/th>/);
		assert.deepEqual(
			rows(scores, 0).map((row) => [row[1], row[5]]),
			[['20908', '2 hints']],
		);
		await vscode.commands.executeCommand('montana.showStatistics');
		const stats = api.scoresPanel()?.html ?? '';
		assert.match(stats, /Won with hints<\/th><th scope="col" class="num">Won by autoplay<\/th>/);
		assert.deepEqual(rows(stats, 0)[0].slice(-2), ['1', '0']);
	});

	it('reads scores stored before help was counted exactly as they were, and adds to them', async () => {
		const old = {
			best: {
				fewestShuffles: [{ gameNumber: 3, moves: 70, shuffles: 1, date: '2026-01-02T03:04:05.000Z' }],
				fewestMoves: [{ gameNumber: 3, moves: 70, shuffles: 1, date: '2026-01-02T03:04:05.000Z' }],
			},
			statistics: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, wonMoves: 70 },
		};
		await api.globalState.update(SCORES, { version: 1, presets: { unlimited: old } });
		assert.deepEqual(api.scores.scores('unlimited'), old);
		assert.deepEqual(api.globalState.get(SCORES), { version: 1, presets: { unlimited: old } }, 'nothing rewritten');
		assert.equal(api.globalState.get(`${SCORES}.corrupted`), undefined);
		await vscode.commands.executeCommand('montana.showBestScores');
		assert.deepEqual(rows(api.scoresPanel()?.html ?? '', 0)[0].slice(1, 6), ['3', '1', '70', 'Master', '']);

		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playToWin(api);
		const after = api.scores.scores('unlimited');
		assert.deepEqual(after.statistics, {
			played: 3,
			won: 2,
			currentStreak: 2,
			bestStreak: 2,
			wonMoves: 70 + api.game.ensureSession().game.moves,
		});
		assert.deepEqual(
			after.best.fewestShuffles.find((entry) => entry.gameNumber === 3),
			old.best.fewestShuffles[0],
			'the old win kept as it was',
		);
		assert.equal(after.progression?.length, 1, 'the days start with this result');
	});

	it('sets aside a table whose hints are damaged, keeps it, and says so', async () => {
		const warnings: string[] = [];
		api.dialogs.warn = async (message) => {
			warnings.push(message);
			return undefined;
		};
		const damaged = {
			best: {
				fewestShuffles: [],
				fewestMoves: [{ gameNumber: 3, moves: 70, shuffles: 1, date: '2026-01-02T03:04:05.000Z', hints: 'many' }],
			},
			statistics: { played: 1, won: 1, currentStreak: 1, bestStreak: 1, wonMoves: 70 },
		};
		await api.globalState.update(SCORES, { version: 1, presets: { unlimited: damaged } });
		assert.deepEqual(api.scores.tables(), []);
		assert.deepEqual(api.globalState.get(`${SCORES}.corrupted`), { version: 1, presets: { unlimited: damaged } });
		await until(() => warnings.length > 0, 'the warning');
		assert.match(
			warnings[0],
			/Unlimited shuffles \(.*fewestMoves\[0\]\.hints is not a whole number.*\)\. That table starts afresh/,
		);
	});

	it('draws the games played and won by day on the Statistics page, as a chart and as a table', async () => {
		let now = new Date(2026, 10, 20, 21, 0);
		const store = new ScoreStore(api.globalState, () => now);
		store.recordWin('unlimited', { gameNumber: 1, moves: 90, redeals: 2 });
		store.recordLoss('unlimited');
		now = new Date(2026, 10, 22, 9, 30);
		store.recordLoss('unlimited');
		now = new Date(2026, 10, 23, 23, 59);
		store.recordWin('unlimited', { gameNumber: 2, moves: 80, redeals: 1 });
		store.dispose();

		await vscode.commands.executeCommand('montana.showStatistics');
		const html = api.scoresPanel()?.html ?? '';
		assert.match(html, /<h2 id="progression">Progression<\/h2>/);
		const chart = /<svg role="img" aria-label="([^"]*)"/.exec(html);
		assert.ok(chart, 'a chart with a name');
		assert.match(
			chart[1],
			/^Unlimited shuffles: games played and won on 3 days from .*20.* to .*23.*; 4 played, 2 won\.$/,
		);
		assert.equal([...html.matchAll(/<rect class="bar played" x=/g)].length, 3, 'a bar a day');
		assert.equal([...html.matchAll(/<rect class="bar won" x=/g)].length, 3);
		const table = rows(html.slice(html.indexOf('games played and won by day')), 0);
		assert.deepEqual(
			table.map((row) => row.slice(1)),
			[
				['2', '1'],
				['1', '0'],
				['1', '1'],
			],
		);
		assert.doesNotMatch(html, /style="/, 'no inline style: the CSP allows only the nonced stylesheet');
	});

	it('counts every result of the panel on its day', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 1);
		playOneMove(api);
		await vscode.commands.executeCommand('montana.newGame');
		const [today] = api.scores.scores('unlimited').progression ?? [];
		assert.deepEqual(today && { played: today.played, won: today.won }, { played: 1, won: 0 });
		assert.match(today?.day ?? '', /^\d{4}-\d{2}-\d{2}$/);
	});
});
