/**
 * Shared by the host integration tests: the extension's test API, clean state between
 * tests, and small waits for what VS Code does asynchronously.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { suggestMove } from '../../src/engine/hint';
import type { GamePanel } from '../../src/extension/panel/gamePanel';
import type { TestApi } from '../../src/extension/testApi';
import { REPLAY_SPEEDS, type HostToWebview } from '../../src/protocol';

export const EXTENSION_ID = 'montana-solitaire.montana-solitaire';

export async function montana(): Promise<TestApi> {
	const extension = vscode.extensions.getExtension<TestApi>(EXTENSION_ID);
	assert.ok(extension, `${EXTENSION_ID} is not installed in the test host`);
	return extension.activate();
}

/**
 * Sets a `montana.*` setting in the user settings (undefined removes it) and waits until the
 * extension has read it. A setting that has the value already is left alone: each write is
 * a round trip to the settings file, and a reset that wrote them all took seconds a test.
 */
export async function setSetting(api: TestApi, key: string, value: unknown): Promise<void> {
	const before = vscode.workspace.getConfiguration('montana').inspect(key)?.globalValue;
	if (JSON.stringify(before) === JSON.stringify(value)) {
		return;
	}
	const changed = new Promise<void>((resolve) => {
		const listener = api.settings.onDidChange(() => {
			listener.dispose();
			resolve();
		});
	});
	await vscode.workspace.getConfiguration('montana').update(key, value, vscode.ConfigurationTarget.Global);
	await changed;
}

/**
 * Autoplay's fastest speed, for tests that wait for autoplay to win: the win, not the
 * pace, is what they test, and at the default pace a long line takes a minute of waiting.
 */
export const AUTOPLAY_TOP_SPEED = REPLAY_SPEEDS.at(-1)!;

const SETTINGS_USED = [
	'game',
	'rules.preset',
	'rules.custom.maxRedeals',
	'rules.custom.redealGaps',
	'rules.custom.redealUndoable',
	'cardStyle',
	'confirmAbandon',
	'messages',
	'panelLocation',
	'animations',
	'solver.showWinnable',
	'solver.winnableDealsOnly',
	'autoplay.speed',
] as const;
/**
 * What resetWorld sets other than the default. Every test may abandon games without being
 * asked, and its boards move without glides: the setting changes only the page's motion,
 * not what the host does, and each glide costs the shared cores a run of frames. A test
 * that needs the default sets it.
 */
const RESET_VALUES: Partial<Record<(typeof SETTINGS_USED)[number], unknown>> = {
	confirmAbandon: false,
	animations: false,
};
const realDialogs = new Map<string, unknown>();

/** Closes every editor, clears the scores and the settings the tests change, and puts the real dialogs back. */
export async function resetWorld(api: TestApi): Promise<void> {
	if (realDialogs.size === 0) {
		for (const [name, fn] of Object.entries(api.dialogs)) {
			realDialogs.set(name, fn);
		}
	}
	Object.assign(api.dialogs, Object.fromEntries(realDialogs));
	await vscode.commands.executeCommand('workbench.action.closeAllEditors');
	for (const key of SETTINGS_USED) {
		await setSetting(api, key, RESET_VALUES[key]);
	}
	await api.scores.reset();
	await until(() => api.gamePanel() === undefined && api.scoresPanel() === undefined, 'editors closed');
}

/**
 * Waits for `condition`, polling, and fails with `what` after `timeoutMs`: a limit for a
 * test that hangs, long enough for a slow machine, not a budget for a slow one.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
	const start = Date.now();
	while (!condition()) {
		if (Date.now() - start > timeoutMs) {
			assert.fail(`timed out waiting for: ${what}`);
		}
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

/** Opens a text editor in the first column, so "beside" has something to be beside. */
export async function openTextEditor(): Promise<vscode.TextEditor> {
	const document = await vscode.workspace.openTextDocument({ content: 'fn main() {}\n' });
	return vscode.window.showTextDocument(document, vscode.ViewColumn.One);
}

/** The tab of the webview with `viewType`, if one is open. */
export function webviewTab(viewType: string): vscode.Tab | undefined {
	return vscode.window.tabGroups.all
		.flatMap((group) => group.tabs)
		.find(
			(tab) =>
				tab.input instanceof vscode.TabInputWebview &&
				(tab.input.viewType === viewType || tab.input.viewType.endsWith(`-${viewType}`)),
		);
}

/** Plays the current game to the end with the engine's hint, redealing when it has none (needs unlimited redeals). */
export function playToWin(api: TestApi): void {
	const game = () => api.game.ensureSession().game;
	for (let steps = 0; game().status() !== 'won'; steps++) {
		assert.ok(steps < 2000, 'the game should be won within 2000 actions');
		const move = suggestMove(game());
		const outcome = api.game.apply(move ? { type: 'moveCard', card: move.card, to: move.to } : { type: 'redeal' });
		assert.equal(outcome.kind, 'changed', JSON.stringify(outcome));
	}
}

/**
 * Plays the current game forward with the engine's hint until at most `cardsLeft` cards
 * are left to place, redealing when the hint has no move or 20 moves bring no card home
 * (needs redeals enough: unlimited custom rules).
 */
export function playTowardsTheEnd(api: TestApi, cardsLeft: number): void {
	const game = () => api.game.ensureSession().game;
	let best = game().cardsHome();
	let sinceBetter = 0;
	for (let steps = 0; game().cardsToPlace - game().cardsHome() > cardsLeft; steps++) {
		assert.ok(steps < 3000, `${cardsLeft} cards from the end within 3000 actions`);
		const move = sinceBetter < 20 ? suggestMove(game()) : null;
		const outcome = api.game.apply(move ? { type: 'moveCard', card: move.card, to: move.to } : { type: 'redeal' });
		assert.equal(outcome.kind, 'changed', JSON.stringify(outcome));
		sinceBetter = move && game().cardsHome() <= best ? sinceBetter + 1 : 0;
		best = move ? Math.max(best, game().cardsHome()) : game().cardsHome();
	}
}

/** Makes the first legal move of the current game. */
export function playOneMove(api: TestApi): void {
	const [move] = api.game.ensureSession().game.legalMoves();
	assert.ok(move, 'the game should have a legal move');
	assert.equal(api.game.apply({ type: 'moveCard', card: move.card, to: move.to }).kind, 'changed');
}

/**
 * The game panel once its real page has loaded and asked for the state, and the list
 * that collects, from then on, every message the host posts to it.
 */
export async function watchedGamePanel(api: TestApi): Promise<{ panel: GamePanel; posted: HostToWebview[] }> {
	const panel = api.gamePanel();
	assert.ok(panel, 'a game panel is open');
	await until(() => panel.ready, 'the board page loaded');
	const posted: HostToWebview[] = [];
	const webview = panel.panel.webview;
	const post = webview.postMessage.bind(webview);
	webview.postMessage = (message: HostToWebview) => {
		posted.push(message);
		return post(message);
	};
	return { panel, posted };
}
