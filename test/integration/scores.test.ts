import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import type { TestApi } from '../../src/extension/testApi';
import { scoreTableOf } from '../../src/engine/scoring';
import { montana, playOneMove, playToWin, resetWorld, setSetting } from './helpers';

describe('Best scores and statistics', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		// Every deal can be won with unlimited redeals, and the engine's hint wins them.
		await setSetting(api, 'rules.preset', 'unlimited');
	});

	it('records a won game once, in both tables and the statistics, with its number and date', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playToWin(api);
		const game = api.game.ensureSession().game;
		const { best, statistics } = api.scores.scores('unlimited');
		const entry = { gameNumber: 20908, moves: game.moves, shuffles: game.redeals };
		assert.deepEqual(
			best.fewestShuffles.map(({ date: _, ...rest }) => rest),
			[entry],
		);
		assert.deepEqual(
			best.fewestMoves.map(({ date: _, ...rest }) => rest),
			[entry],
		);
		assert.ok(Math.abs(Date.parse(best.fewestMoves[0].date) - Date.now()) < 60_000, 'dated now');
		assert.deepEqual(statistics, { played: 1, won: 1, currentStreak: 1, bestStreak: 1, wonMoves: game.moves });
		assert.deepEqual(api.game.view().result?.fewestMovesPlace, 1);
		assert.deepEqual(api.scores.scores('windows').statistics.played, 0, 'other presets untouched');

		// Undoing the winning move and playing it again does not count a second win,
		// and leaving a won game for a new one is not a loss.
		await vscode.commands.executeCommand('montana.undo');
		await vscode.commands.executeCommand('montana.redo');
		assert.equal(api.game.ensureSession().game.status(), 'won');
		await vscode.commands.executeCommand('montana.newGame');
		assert.deepEqual(api.scores.scores('unlimited').statistics, statistics);
		assert.equal(api.scores.scores('unlimited').best.fewestMoves.length, 1);
	});

	it('keeps tables of their own for each set of custom rules, and counts custom rules equal to a preset in its tables', async () => {
		// Custom rules that are the "Unlimited redeals" preset's, chosen option by option.
		await setSetting(api, 'rules.preset', 'custom');
		await setSetting(api, 'rules.custom.maxRedeals', -1);
		await setSetting(api, 'rules.custom.redealGaps', 'afterRun');
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playToWin(api);
		assert.equal(api.scores.scores('unlimited').statistics.won, 1, "counted in the preset's tables");

		// One option more, and the game counts in tables of its own.
		await setSetting(api, 'rules.custom.redealUndoable', false);
		const own = scoreTableOf(api.settings.current.rules);
		assert.equal(own, 'custom unlimited redeal-undo=no');
		await vscode.commands.executeCommand('montana.newGameByNumber', 3);
		playToWin(api);
		assert.equal(api.scores.scores(own).statistics.won, 1);
		assert.equal(api.scores.scores(own).best.fewestMoves[0]?.gameNumber, 3);
		assert.equal(api.scores.scores('unlimited').statistics.won, 1, 'the preset untouched');
		assert.deepEqual(api.scores.tables(), ['unlimited', own]);

		await vscode.commands.executeCommand('montana.showBestScores');
		const html = api.scoresPanel()?.html ?? '';
		assert.match(html, /Unlimited shuffles, shuffles not undoable <span class="badge">current rules<\/span>/);
		assert.match(html, /Unlimited shuffles<\/h2>/);
	});

	it("counts a game of the family in tables titled by the game's name, and by what differs with other options", async () => {
		await setSetting(api, 'game', 'blueMoon');
		// Blue Moon's own rules (two redeals): the engine's hint wins game 59 within them.
		await vscode.commands.executeCommand('montana.newGameByNumber', 59);
		assert.equal(api.gamePanel()?.panel.title, 'Blue Moon #59', "the panel's tab names the game");
		playToWin(api);
		assert.match(
			api.statusBar.item.text,
			/Won Blue Moon in \d+ moves and \d+ shuffles?$/,
			'the status bar names the game',
		);
		const own = scoreTableOf(api.settings.current.rules);
		assert.equal(own, 'custom blue-moon', 'the key Blue Moon has always been stored under');
		assert.equal(api.scores.scores(own).best.fewestMoves[0]?.gameNumber, 59);

		await vscode.commands.executeCommand('montana.showBestScores');
		const panel = api.scoresPanel();
		assert.ok(panel);
		assert.match(panel.html, /<h2 id="h-0">Blue Moon <span class="badge">current rules<\/span><\/h2>/);
		assert.match(panel.html, /<td class="num">59<\/td>/);
		assert.doesNotMatch(panel.html, /custom/i);

		// Blue Moon under the custom options (15 redeals, gaps at random): tables of their own.
		await setSetting(api, 'rules.preset', 'custom');
		await vscode.commands.executeCommand('montana.newGameByNumber', 59);
		playToWin(api);
		const custom = scoreTableOf(api.settings.current.rules);
		assert.equal(api.scores.scores(custom).statistics.won, 1);
		assert.equal(api.scores.scores(own).statistics.won, 1, "Blue Moon's own tables untouched");
		await vscode.commands.executeCommand('montana.showStatistics');
		// The statistics table's rows; the progression's tables below it have rows of their own, by day.
		const statistics = panel.html.split('<h2 id="progression">')[0];
		const rowTitles = [...statistics.matchAll(/<th scope="row">(.*?)<\/th>/g)].map((m) =>
			m[1].replace(/<[^>]+>/g, '').trim(),
		);
		assert.deepEqual(rowTitles, ['Blue Moon, 15 shuffles, gaps at random current', 'Blue Moon']);
	});

	it('counts a game abandoned after a move as lost, and one without a move not at all', async () => {
		// The game played is dealt by number: a random deal may have no move at all (about one in 10,000).
		await vscode.commands.executeCommand('montana.newGame');
		await vscode.commands.executeCommand('montana.newGameByNumber', 1);
		assert.equal(api.scores.scores('unlimited').statistics.played, 0, 'no move, not played');
		playOneMove(api);
		await vscode.commands.executeCommand('montana.newGame');
		assert.deepEqual(api.scores.scores('unlimited').statistics, {
			played: 1,
			won: 0,
			currentStreak: 0,
			bestStreak: 0,
			wonMoves: 0,
		});
	});

	it('keeps the scores in globalState, synced, and replaces a damaged store without failing', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 3);
		playToWin(api);
		const stored = api.globalState.get<{ version: number; presets: Record<string, unknown> }>('montana.scores');
		assert.equal(stored?.version, 1);
		assert.ok(stored?.presets.unlimited, 'stored under the preset');

		const damaged = {
			version: 1,
			presets: { unlimited: { best: { fewestShuffles: 'lots', fewestMoves: [] }, statistics: {} } },
		};
		await api.globalState.update('montana.scores', damaged);
		assert.equal(api.scores.scores('unlimited').statistics.played, 0, 'read as empty');
		assert.deepEqual(api.globalState.get('montana.scores'), { version: 1, presets: {} }, 'the damaged table removed');
		assert.deepEqual(api.globalState.get('montana.scores.corrupted'), damaged, 'and kept for a bug report');

		// Recording works again on the fresh store.
		await vscode.commands.executeCommand('montana.newGameByNumber', 3);
		playToWin(api);
		assert.equal(api.scores.scores('unlimited').statistics.won, 1);
	});

	it('Reset Scores asks first, then clears every preset', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 2);
		playToWin(api);
		let answer = false;
		api.dialogs.confirm = async () => answer;
		await vscode.commands.executeCommand('montana.resetScores');
		assert.equal(api.scores.scores('unlimited').statistics.won, 1, 'kept when the player says no');
		answer = true;
		await vscode.commands.executeCommand('montana.resetScores');
		assert.equal(api.scores.scores('unlimited').statistics.won, 0);
		assert.equal(api.globalState.get('montana.scores'), undefined);
	});

	it('Show Best Scores and Show Statistics open a read-only page that follows the scores', async () => {
		await vscode.commands.executeCommand('montana.showBestScores');
		const panel = api.scoresPanel();
		assert.ok(panel);
		assert.equal(panel.page, 'scores');
		assert.match(panel.html, /Unlimited shuffles <span class="badge">current rules<\/span>/);
		assert.match(panel.html, /No game won yet/);
		assert.match(panel.html, /Content-Security-Policy" content="default-src 'none'; style-src 'nonce-/);
		assert.doesNotMatch(panel.html, /<script/);

		await vscode.commands.executeCommand('montana.newGameByNumber', 42);
		playToWin(api);
		assert.match(panel.html, /Fewest Shuffles/);
		assert.match(panel.html, /<td class="num">42<\/td>/);

		await vscode.commands.executeCommand('montana.showStatistics');
		assert.equal(api.scoresPanel(), panel, 'the same panel');
		assert.equal(panel.page, 'statistics');
		assert.match(panel.html, /Win rate/);
		assert.match(panel.html, /100%/);
	});
});
