import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { GameSession } from '../../src/extension/game/gameSession';
import { parseSavedGame } from '../../src/extension/storage/savedGame';
import { parseKeptWins } from '../../src/extension/solver/client/keptWins';
import { SolverHost } from '../../src/extension/solver/client/solverHost';
import { solverPosition } from '../../src/extension/solver/client/solverProtocol';
import { KEPT_WINS_KEY, keepWins } from '../../src/extension/solver/client/winKeeper';
import type { TestApi } from '../../src/extension/testApi';
import { montana, playOneMove, resetWorld, setSetting, until } from './helpers';

describe('The game in progress and the settings', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetWorld(api));

	it('keeps the game in globalState after every change, redo history included', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playOneMove(api);
		playOneMove(api);
		await vscode.commands.executeCommand('montana.undo');
		// Saved right after the board is sent its new state, so the save never delays it.
		const stored = () => parseSavedGame(api.globalState.get('montana.gameInProgress'));
		await until(() => {
			const now = stored();
			return now.ok && now.value.session.step === 1;
		}, 'the game saved after the undo');
		const parsed = stored();
		assert.ok(parsed.ok, parsed.ok ? '' : parsed.problem);
		assert.equal(parsed.value.played, true);
		assert.equal(parsed.value.session.gameNumber, 20908);
		assert.equal(parsed.value.session.step, 1);
		assert.equal(parsed.value.session.actions.length, 2);
		// What a reload restores is exactly this game.
		const restored = GameSession.restore(parsed.value.session);
		const live = api.game.ensureSession().game;
		assert.deepEqual(restored.game.layout(), live.layout());
		assert.equal(restored.game.canRedo(), true);
	});

	it('keeps the win the solver found, and the next start answers for it and along its line with no solve', async function () {
		// Won by the solver in hundredths of a second under One deal.
		await setSetting(api, 'rules.preset', 'oneDeal');
		await vscode.commands.executeCommand('montana.newGameByNumber', 17);
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === 'winnable', 'the indicator says winnable');
		const game = api.game.ensureSession().game;
		const stored = parseKeptWins(api.globalState.get(KEPT_WINS_KEY));
		assert.ok(stored.ok === true, stored.ok === true ? '' : stored.problem);
		const kept = stored.value.wins.at(-1);
		assert.deepEqual(kept?.position, solverPosition(game), 'the position in front of the player, kept last');

		// The solver as `activate` builds it, from the test's copy of the modules; it must not start a solve.
		const solver = new SolverHost('no solve expected', () => assert.fail('the solver started a solve'), 1);
		const keeping = keepWins(api.globalState, solver);
		try {
			const budget = { timeLimitMs: 5000, memoryLimitBytes: 64 * 1024 * 1024 };
			assert.deepEqual(await solver.solve(solverPosition(game), budget), kept.answer);
			const along = game.clone();
			kept.answer.line.slice(0, 10).forEach((move) => along.play(move.from, move.to));
			const later = await solver.solve(solverPosition(along), budget);
			assert.ok(later.kind === 'winnable');
			assert.deepEqual(later.line, kept.answer.line.slice(10));
			assert.equal(solver.requests, 0);
		} finally {
			keeping.dispose();
			solver.dispose();
		}
	});

	it('survives closing the panel: reopening shows the same game', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playOneMove(api);
		const layout = api.game.ensureSession().game.layout();
		api.gamePanel()?.panel.dispose();
		assert.equal(api.gamePanel(), undefined);
		await vscode.commands.executeCommand('montana.showGame');
		assert.ok(api.gamePanel());
		assert.equal(api.game.ensureSession().game.gameNumber, 20908);
		assert.deepEqual(api.game.ensureSession().game.layout(), layout);
		assert.equal(api.statusBar.visible, true);
	});

	it('reads setting changes at once, and falls back to the default for a bad value', async () => {
		await setSetting(api, 'cardStyle', 'fourColour');
		assert.equal(api.settings.current.view.cardStyle, 'fourColour');
		await setSetting(api, 'messages', false);
		assert.equal(api.settings.current.view.messages, false);
		await setSetting(api, 'cardStyle', 'enormous');
		assert.equal(api.settings.current.view.cardStyle, 'standard');
	});

	it('applies custom rules to the next game', async () => {
		await setSetting(api, 'rules.preset', 'custom');
		await vscode.workspace
			.getConfiguration('montana')
			.update('rules.custom.maxRedeals', -1, vscode.ConfigurationTarget.Global);
		await until(() => api.settings.current.rules.maxRedeals === null, 'the custom rules read');
		await vscode.commands.executeCommand('montana.newGame');
		assert.equal(api.game.session?.preset, 'custom');
		assert.equal(api.game.session?.game.rules.maxRedeals, null);
		assert.equal(api.game.view().presetLabel, 'Custom rules');
		assert.match(api.statusBar.item.text, /unlimited shuffles/);
		await vscode.workspace
			.getConfiguration('montana')
			.update('rules.custom.maxRedeals', undefined, vscode.ConfigurationTarget.Global);
	});
});
