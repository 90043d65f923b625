import { strict as assert } from 'node:assert';
import { tmpdir } from 'node:os';
import * as vscode from 'vscode';
import { dailyGameNumber } from '../../src/engine/daily';
import { GAMES } from '../../src/engine/games';
import { PRESETS } from '../../src/engine/rules';
import { rulesInFull } from '../../src/engine/rulesInFull';
import type { Manifest } from '../manifest';
import type { TestApi } from '../../src/extension/testApi';
import {
	EXTENSION_ID,
	montana,
	openTextEditor,
	playOneMove,
	resetWorld,
	setSetting,
	until,
	webviewTab,
} from './helpers';

describe('Commands and the game panel', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetWorld(api));

	it('contributes every command to the palette in the Montana category, and registers each', async () => {
		const manifest = packageJson();
		const contributed = manifest.contributes.commands;
		const registered = new Set(await vscode.commands.getCommands(true));
		const expected = [
			'newGame',
			'newGameByNumber',
			'restart',
			'redeal',
			'undo',
			'redo',
			'hint',
			'saveGameAs',
			'openGame',
			'showBestScores',
			'showStatistics',
			'resetScores',
			'chooseRules',
		];
		for (const name of expected) {
			assert.ok(
				contributed.some((c) => c.command === `montana.${name}`),
				`montana.${name} is contributed`,
			);
		}
		for (const command of contributed) {
			assert.equal(command.category, 'Montana', command.command);
			assert.match(command.icon, /^\$\([a-z-]+\)$/, command.command);
			assert.ok(registered.has(command.command), `${command.command} is registered`);
		}
		// A panel brought back after a reload. Nothing at start-up: the commands and the .gam editor
		// activate the extension by their own (implied) events, and VS Code opens the walkthrough.
		assert.deepEqual(manifest.activationEvents, ['onWebviewPanel:montana.game']);
	});

	it('scopes keybindings to the game panel (Escape to autoplay) and binds no bare letters', () => {
		const keybindings = packageJson().contributes.keybindings;
		assert.ok(keybindings.length > 0);
		for (const binding of keybindings) {
			if (binding.command === 'montana.stopAutoplay') {
				// Escape stops autoplay wherever the focus is, and only while autoplay plays.
				assert.deepEqual([binding.key, binding.when], ['escape', 'montana.autoplaying']);
				continue;
			}
			assert.equal(binding.when, "activeWebviewPanelId == 'montana.game'", binding.key);
			assert.ok(
				/^(ctrl|cmd|alt|shift)\+|^f\d+$/.test(binding.key),
				`${binding.key} has a modifier or is a function key`,
			);
		}
	});

	it('New Game opens the game panel beside the active editor, with the status bar showing its counters', async () => {
		await openTextEditor();
		await vscode.commands.executeCommand('montana.newGame');
		const panel = api.gamePanel()?.panel;
		assert.ok(panel, 'a game panel is open');
		assert.equal(panel.viewType, 'montana.game');
		await until(() => panel.viewColumn === vscode.ViewColumn.Two, 'the panel in the second column');
		assert.ok(webviewTab('montana.game'), 'the panel has a tab');
		const game = api.game.ensureSession().game;
		assert.equal(panel.title, `Montana #${game.gameNumber}`);
		assert.equal(api.statusBar.visible, true);
		assert.equal(api.statusBar.item.text, `$(symbol-misc) 0 moves · 15 shuffles left · ${game.cardsHome()}/48 home`);
		assert.equal(api.statusBar.item.command, 'montana.showGame');
		panel.dispose();
		assert.equal(api.statusBar.visible, false, 'the status bar item goes with the panel');
	});

	it('opens the panel in the active group when montana.panelLocation is "active"', async () => {
		await setSetting(api, 'panelLocation', 'active');
		await openTextEditor();
		await vscode.commands.executeCommand('montana.showGame');
		const panel = api.gamePanel()?.panel;
		assert.ok(panel);
		await until(() => panel.viewColumn === vscode.ViewColumn.One, 'the panel in the first column');
	});

	it('New Game by Number deals the number given, and refuses what is not a game number', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		assert.equal(api.game.session?.game.gameNumber, 20908);
		await vscode.commands.executeCommand('montana.newGameByNumber', 'twelve');
		await vscode.commands.executeCommand('montana.newGameByNumber', 0);
		assert.equal(api.game.session?.game.gameNumber, 20908, 'invalid numbers leave the game alone');
		api.dialogs.askGameNumber = async () => 7385;
		await vscode.commands.executeCommand('montana.newGameByNumber');
		assert.equal(api.game.session?.game.gameNumber, 7385);
		api.dialogs.askGameNumber = async () => undefined;
		await vscode.commands.executeCommand('montana.newGameByNumber');
		assert.equal(api.game.session?.game.gameNumber, 7385, 'cancelling keeps the game');
	});

	it("Today's Game deals the day's number, the same for everyone on that date", async () => {
		const today = new Date();
		await vscode.commands.executeCommand('montana.dailyGame');
		const expected = dailyGameNumber(today);
		assert.equal(api.game.session?.game.gameNumber, expected);
		assert.equal(
			String(expected),
			`${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`,
		);
		await until(() => webviewTab('montana.game')?.label === `Montana #${expected}`, 'the panel shows the game number');
	});

	it('Undo, Redo, Shuffle and Restart change the game, and the status bar follows', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		const game = () => api.game.ensureSession().game;
		playOneMove(api);
		playOneMove(api);
		assert.equal(game().moves, 2);
		await vscode.commands.executeCommand('montana.undo');
		assert.equal(game().moves, 1);
		assert.equal(game().canRedo(), true);
		await vscode.commands.executeCommand('montana.redo');
		assert.equal(game().moves, 2);
		await vscode.commands.executeCommand('montana.redeal');
		assert.equal(game().redeals, 1);
		assert.match(api.statusBar.item.text, /2 moves · 14 shuffles left · \d+\/48 home$/);
		await vscode.commands.executeCommand('montana.restart');
		assert.deepEqual([game().moves, game().redeals, game().canUndo()], [0, 0, false]);
		assert.equal(game().gameNumber, 20908, 'the same deal');
	});

	it('asks before abandoning or restarting a game in progress when montana.confirmAbandon is on', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playOneMove(api);
		await setSetting(api, 'confirmAbandon', true);
		const asked: string[] = [];
		let answer = false;
		api.dialogs.confirm = async (message) => {
			asked.push(message);
			return answer;
		};
		await vscode.commands.executeCommand('montana.newGame');
		assert.equal(api.game.session?.game.gameNumber, 20908, 'kept when the player says no');
		await vscode.commands.executeCommand('montana.restart');
		assert.equal(api.game.session?.game.moves, 1, 'not restarted when the player says no');
		assert.deepEqual(asked, ['Abandon game 20908?', 'Restart game 20908?']);
		answer = true;
		await vscode.commands.executeCommand('montana.newGame');
		assert.notEqual(api.game.session?.game.moves, 1);
		assert.equal(asked.length, 3);
		// A game without a move is not in progress: no question.
		await vscode.commands.executeCommand('montana.newGame');
		assert.equal(asked.length, 3);
	});

	it('Hint and refused actions never throw', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		await vscode.commands.executeCommand('montana.hint');
		await vscode.commands.executeCommand('montana.redo');
		await vscode.commands.executeCommand('montana.undo');
		assert.equal(api.game.session?.game.moves, 0);
	});

	it('Save Game As writes a .gam record named after the game number', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playOneMove(api);
		const folder = vscode.Uri.joinPath(vscode.Uri.file(tmpdir()), `montana-test-${Date.now()}`);
		await vscode.workspace.fs.createDirectory(folder);
		let suggested: vscode.Uri | undefined;
		api.dialogs.pickSaveLocation = async (uri) => {
			suggested = uri;
			return vscode.Uri.joinPath(folder, 'saved.gam');
		};
		await vscode.commands.executeCommand('montana.saveGameAs');
		assert.ok(suggested?.path.endsWith('/20908.gam'), suggested?.toString());
		const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, 'saved.gam')));
		assert.match(text, /^Montana-Gam: 1$/m);
		assert.match(text, /^Game: 20908$/m);
		assert.match(text, /^1\. \S+/m, 'the move is recorded');
		await vscode.workspace.fs.delete(folder, { recursive: true });
	});

	it('Choose Rules sets the preset for the next game; the game in progress keeps its rules', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		api.dialogs.pickRules = async () => ({ game: 'montana', preset: 'gaps' });
		const changed = new Promise<void>((resolve) => api.settings.onDidChange(() => resolve()));
		await vscode.commands.executeCommand('montana.chooseRules');
		await changed;
		assert.equal(vscode.workspace.getConfiguration('montana').get('rules.preset'), 'gaps');
		assert.equal(api.game.session?.preset, 'windows');
		assert.equal(api.game.session?.game.rules.maxRedeals, 15);
		assert.deepEqual(api.game.view().nextRules, PRESETS.gaps.rules, 'the panel names the rules of the next deal');
		await vscode.commands.executeCommand('montana.newGame');
		assert.equal(api.game.view().nextRules, undefined, 'until a deal takes them');
		assert.equal(api.game.session?.preset, 'gaps');
		assert.equal(api.game.session?.game.rules.maxRedeals, 2);
		assert.equal(api.game.session?.game.rules.redealWhen, 'whenStuck');
	});

	it('Choose Rules says when the rules apply and what they are in full, and Deal Now deals with them', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		api.dialogs.pickRules = async () => ({ game: 'rectangularRovers', preset: 'windows' });
		const said: { message: string; actions: string[] }[] = [];
		// Each test file bundles its own helpers, whose resetWorld would take this answer for the real one: put it back here.
		const realDialogs = { ...api.dialogs };
		api.dialogs.inform = async (message, ...actions) => {
			said.push({ message, actions });
			return 'Deal Now';
		};
		try {
			await vscode.commands.executeCommand('montana.chooseRules');
			await until(() => api.game.session?.game.rules.game === 'rectangularRovers', 'Deal Now dealt the new game');
		} finally {
			Object.assign(api.dialogs, realDialogs);
		}
		assert.equal(said.length, 1, JSON.stringify(said));
		assert.deepEqual(said[0].actions, ['Deal Now']);
		const { message } = said[0];
		assert.match(
			message,
			/^Montana: Rectangular Rovers rules apply from your next deal; game 20908 keeps its rules\. /,
		);
		for (const { heading, text } of rulesInFull(GAMES.rectangularRovers.rules).sections) {
			assert.ok(message.includes(`${heading}: ${text}`), `${heading} in full`);
		}
		assert.match(message, /Goal: Build every row from Ace to 5 in one suit/);
		assert.match(message, /Any card next to a gap \(left, right, above or below\) may slide into it\./);
		assert.match(message, /Shuffles: No shuffle/);
	});
});

function packageJson(): Manifest {
	return vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as Manifest;
}
