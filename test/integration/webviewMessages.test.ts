import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import type { GamePanel } from '../../src/extension/panel/gamePanel';
import type { TestApi } from '../../src/extension/testApi';
import { type HostToWebview, STATE_ELEMENT_ID } from '../../src/protocol';
import { workspaceFile } from './gamEditorHelpers';
import { montana, playToWin, resetWorld, setSetting, until, watchedGamePanel } from './helpers';

describe('Messages from the game webview', function () {
	let api: TestApi;
	let panel: GamePanel;
	/** What the host posted to the webview since the last `take()`. */
	let posted: HostToWebview[];
	const take = () => posted.splice(0);

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		// Once the real page has loaded and asked for the state, everything posted comes from the test's messages.
		({ panel, posted } = await watchedGamePanel(api));
		await panel.receive({ type: 'ready' });
		take();
	});

	it('answers ready with the whole state and the view settings', async () => {
		// The player's defaults, glides included (resetWorld turns them off).
		await setSetting(api, 'animations', undefined);
		take();
		await panel.receive({ type: 'ready' });
		const [message] = take();
		assert.equal(message.type, 'state');
		assert.ok(message.type === 'state');
		assert.equal(message.view.gameNumber, 20908);
		assert.equal(message.view.cells.length, 52);
		assert.deepEqual(message.settings, { cardStyle: 'standard', animations: true, messages: true, sounds: false });
		assert.equal(message.event, undefined);
	});

	it('writes the game into the page it opens with, so the board is drawn before any message', async () => {
		await vscode.commands.executeCommand('workbench.action.closeAllEditors');
		await until(() => api.gamePanel() === undefined, 'the panel closed');
		await vscode.commands.executeCommand('montana.showGame');
		const html = api.gamePanel()?.panel.webview.html ?? '';
		const json = new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html);
		assert.ok(json, html.slice(0, 600));
		const state = JSON.parse(json[1]) as HostToWebview;
		assert.ok(state.type === 'state');
		assert.equal(state.view.gameNumber, 20908);
		assert.equal(state.view.cells.length, 52);
		assert.doesNotMatch(html, /<script[^>]*\ssrc=|<link/, 'the page loads no file');
	});

	it('writes the game of the moment into its page when hidden, so it comes back as the player left it', async () => {
		const pageState = () => {
			const html = panel.panel.webview.html;
			const json = new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html);
			const state = JSON.parse(json?.[1] ?? 'null') as HostToWebview | null;
			return state?.type === 'state' ? state.view.moves : undefined;
		};
		const [move] = api.game.ensureSession().game.legalMoves();
		await panel.receive({ type: 'moveCard', card: move.card, to: move.to });
		assert.equal(pageState(), 0, 'the page as it opened');
		// Another editor in the panel's group hides it, and VS Code drops its page.
		const other = await workspaceFile('beside-the-board.txt', 'text\n');
		await vscode.window.showTextDocument(other, { viewColumn: panel.panel.viewColumn });
		await until(() => !panel.panel.visible, 'the panel hidden');
		assert.equal(pageState(), 1, 'the page VS Code loads when the panel is shown again has the move');
		await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
	});

	it('drops a message that arrives after the panel was closed, posting nothing to the closed webview', async () => {
		panel.panel.dispose();
		await panel.receive({ type: 'ready' });
		await panel.receive({ type: 'hint' });
		assert.deepEqual(take(), []);
	});

	it('plays a valid move and sends the new state with what happened', async () => {
		const [move] = api.game.ensureSession().game.legalMoves();
		await panel.receive({ type: 'moveCard', card: move.card, to: move.to });
		assert.equal(api.game.ensureSession().game.moves, 1);
		const [message] = take();
		assert.ok(message.type === 'state');
		assert.deepEqual(message.event, { kind: 'move', move });
		assert.equal(message.view.moves, 1);
	});

	it('answers an intent the engine refuses with its reason, and changes nothing', async () => {
		const game = api.game.ensureSession().game;
		const stuck = [...Array(52).keys()].find(
			(card) => card % 13 !== 0 && game.positionOf(card) !== null && game.whyNotMove(card) !== null,
		);
		assert.ok(stuck !== undefined);
		await panel.receive({ type: 'moveCard', card: stuck });
		assert.deepEqual(take(), [{ type: 'notice', text: game.whyNotMove(stuck), level: 'warning' }]);
		await panel.receive({ type: 'undo' });
		assert.deepEqual(take(), [{ type: 'notice', text: 'Nothing to undo.', level: 'warning' }]);
		assert.equal(game.moves, 0);
	});

	it('ignores malformed and unknown messages: no answer, no change, no error', async () => {
		const before = api.game.ensureSession().snapshot();
		for (const raw of [
			null,
			'undo',
			[{ type: 'undo' }],
			{ type: 'cheat' },
			{ type: 'undo', times: 50 },
			{ type: 'moveCard', card: 104 },
			{ type: 'moveCard', card: '7' },
			{ type: 'moveCard', card: 5, to: -1 },
			{ type: 'fillGap' },
			{ type: 'fillGap', gap: 3.5 },
		]) {
			await panel.receive(raw);
		}
		assert.deepEqual(take(), []);
		assert.deepEqual(api.game.ensureSession().snapshot(), before);
	});

	it('answers a card of the second deck, in a one-deck game, with a reason and changes nothing', async () => {
		const before = api.game.ensureSession().snapshot();
		await panel.receive({ type: 'moveCard', card: 52 });
		assert.deepEqual(take(), [{ type: 'notice', text: 'There is no such card.', level: 'warning' }]);
		assert.deepEqual(api.game.ensureSession().snapshot(), before);
	});

	it('highlights the hint, and stays quiet about information when montana.messages is off', async () => {
		await panel.receive({ type: 'hint' });
		const [highlight] = take();
		assert.ok(highlight.type === 'highlight');
		assert.equal(highlight.reason, 'hint');
		assert.equal(highlight.positions.length, 2);

		await setSetting(api, 'rules.preset', 'unlimited');
		await vscode.commands.executeCommand('montana.newGame');
		playToWin(api);
		take();
		await panel.receive({ type: 'hint' });
		assert.deepEqual(take(), [
			{ type: 'notice', text: 'The game is won: there is nothing left to move.', level: 'info' },
		]);
		await setSetting(api, 'messages', false);
		take();
		await panel.receive({ type: 'hint' });
		assert.deepEqual(take(), []);
	});

	it('sends the state again when a setting changes', async () => {
		await setSetting(api, 'cardStyle', 'largeIndex');
		const [message] = take();
		assert.ok(message.type === 'state');
		assert.equal(message.settings.cardStyle, 'largeIndex');
	});

	it('runs New Game and Show Best Scores from the board', async () => {
		await panel.receive({ type: 'newGame' });
		assert.notEqual(api.game.ensureSession().game.gameNumber, 20908);
		const [message] = take();
		assert.ok(message.type === 'state');
		assert.deepEqual(message.event, { kind: 'newGame' });
		await panel.receive({ type: 'showScores' });
		await until(() => api.scoresPanel() !== undefined, 'the scores page');
	});
});
