/**
 * `.gam` files in a real workbench, as a person meets them: double-clicked in the
 * Explorer, replayed with the controls and keys, played on until the tab is dirty, undone
 * with Ctrl+Z and saved with Ctrl+S, a broken file shown as its error, and a record of
 * thousands of moves stepped through.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEUCE, cardName, rankOf } from '../../src/engine/cards';
import { actionText, gamActionOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { Replay } from '../../src/engine/replay';
import { PRESETS } from '../../src/engine/rules';
import { MARATHON_MOVES, marathonText } from '../fixtures/marathon';
import { WITHOUT_GLIDES, test } from './fixtures';
import { openFromExplorer, runCommand, screenshot, waitForCommand, webview, type TestVSCode } from './helpers';
import { Panel, eventually } from './panelHelpers';

const fixtures = path.join(__dirname, '..', 'fixtures');
const STEPS_TIMED = 9;

test.describe('the .gam editor in the workbench', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({
		vscodeSettings: WITHOUT_GLIDES,
		workspaceFiles: {
			'20908.gam': readFileSync(path.join(fixtures, '20908.gam'), 'utf8'),
			'illegal-move.gam': readFileSync(path.join(fixtures, 'illegal-move.gam'), 'utf8'),
			'marathon.gam': marathonText(),
		},
	});
	let vscode: TestVSCode;
	let page: Page;
	const file = (name: string) => path.join(vscode.workspace, name);
	const board = () => webview(page).getByRole('grid', { name: 'Montana layout' });
	const moveInput = () => webview(page).getByRole('spinbutton', { name: 'Move' });
	const moveList = () => webview(page).getByRole('navigation', { name: 'Moves' });
	const activeTab = () => page.locator('.tabs-container .tab.active');

	test.beforeEach(({ vscode: fileVSCode, workbench }) => {
		vscode = fileVSCode;
		page = workbench;
	});

	test('opens a .gam double-clicked in the Explorer as its game, at the deal, in Replay Mode', async () => {
		// A .gam opened before the workbench knows the extension's contributions opens as text, for a person as for a test.
		await waitForCommand(page, 'Montana: New Game in File');
		await openFromExplorer(page, '20908.gam');
		await board().waitFor();
		await webview(page).getByRole('region', { name: 'Replay' }).waitFor();
		assert.equal(await moveInput().inputValue(), '0');
		assert.match((await webview(page).locator('.toolbar').textContent()) ?? '', /Game 20908/);
		await screenshot(page, 'gam-editor');
	});

	test('replays forward and back with the controls, the + and - keys and the move list', async () => {
		await webview(page).getByRole('button', { name: 'Forward', exact: true }).click();
		await moveList()
			.getByRole('button', { name: 'Move 1, 2S>2', exact: true })
			.and(webview(page).locator('[aria-current="step"]'))
			.waitFor();
		await page.keyboard.press('+');
		await page.keyboard.press('+');
		await waitForValue(moveInput(), '3');
		await page.keyboard.press('-');
		await waitForValue(moveInput(), '2');
		await moveList().getByRole('button', { name: 'Shuffle 1' }).click();
		await waitForValue(moveInput(), '24');
		await webview(page).getByRole('button', { name: 'End', exact: true }).click();
		await waitForValue(moveInput(), '39');
		await webview(page).getByRole('button', { name: 'Start', exact: true }).click();
		await waitForValue(moveInput(), '0');
		assert.equal(
			await activeTab().evaluate((tab) => tab.classList.contains('dirty')),
			false,
			'replaying leaves the file clean',
		);
	});

	test('plays on: the tab turns dirty, Ctrl+Z takes the move back, Ctrl+S saves it to disk', async () => {
		const original = readFileSync(file('20908.gam'), 'utf8');
		const replay = Replay.fromText(original);
		const move = replay
			.gameAt(replay.steps.length)
			.legalMoves()
			.find((m) => rankOf(m.card) !== DEUCE);
		assert.ok(move, 'the record ends with a card that can move');
		await webview(page).getByRole('button', { name: 'End', exact: true }).click();
		await waitForValue(moveInput(), '39');

		await board()
			.getByRole('gridcell', { name: new RegExp(`^${cardName(move.card)}`) })
			.click();
		await waitForValue(moveInput(), '40');
		await page.locator('.tabs-container .tab.active.dirty').waitFor();

		await page.keyboard.press('Control+z');
		await waitForValue(moveInput(), '39');
		await page.locator('.tabs-container .tab.active:not(.dirty)').waitFor();

		await page.keyboard.press('Control+Shift+z');
		await waitForValue(moveInput(), '40');
		await page.keyboard.press('Control+s');
		await page.locator('.tabs-container .tab.active:not(.dirty)').waitFor();
		const saved = readFileSync(file('20908.gam'), 'utf8');
		assert.notEqual(saved, original);
		assert.equal(Replay.fromText(saved).steps.length, replay.steps.length + 1, 'the file on disk holds the new move');
	});

	test('opens a malformed file to its error and the last good move, writes nothing, and opens it as text', async () => {
		const original = readFileSync(file('illegal-move.gam'), 'utf8');
		await openFromExplorer(page, 'illegal-move.gam');
		const alert = webview(page).getByRole('alert');
		await alert.waitFor();
		assert.match((await alert.textContent()) ?? '', /error at line 9, column 16, move 14.*Move 14 \(9D\)/s);
		assert.equal(await moveInput().inputValue(), '13');
		await board().waitFor();
		await screenshot(page, 'gam-editor-error');

		await alert.getByRole('button', { name: 'Open as Text' }).click();
		await page.locator('.monaco-editor .view-lines').filter({ hasText: 'Montana-Gam: 1' }).waitFor();
		assert.equal(readFileSync(file('illegal-move.gam'), 'utf8'), original, 'nothing written');
		assert.equal(await page.locator('.tabs-container .tab.dirty').count(), 0);
	});

	test('reopens a game as text with "Reopen Editor With..."', async () => {
		await openFromExplorer(page, '20908.gam');
		await board().waitFor();
		await runCommand(page, 'View: Reopen Editor With...');
		await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: 'Text Editor' }).first().click();
		await page.locator('.monaco-editor .view-lines').filter({ hasText: 'Game: 20908' }).waitFor();
	});

	test('New Game in File: plays in an untitled <number>.gam, and Save keeps the board where it was', async () => {
		await runCommand(page, 'Montana: New Game in File');
		await board().waitFor();
		const gameNumber = Number(/Game (\d+)/.exec((await webview(page).locator('.toolbar').textContent()) ?? '')?.[1]);
		// The deal is random: its first move may be a 2 with several gaps to choose from.
		const deal = Game.deal(gameNumber, PRESETS.windows.rules);
		const [move] = deal.legalMoves();
		await new Panel(page).clickMove(deal, move);
		await waitForValue(moveInput(), '1');
		await activeTab()
			.filter({ hasText: `${gameNumber}.gam` })
			.and(page.locator('.dirty'))
			.waitFor();

		// An untitled file that has a name is saved under it, in the workspace folder.
		await page.keyboard.press('Control+s');
		await page.locator('.tabs-container .tab.active:not(.dirty)').waitFor();
		// The move as the record writes it: a 2 with the row it went to ("2C>1"), any other card alone.
		const written = actionText(gamActionOf({ kind: 'move', ...move }, 'montana'));
		const saved = readFileSync(file(`${gameNumber}.gam`), 'utf8');
		assert.match(saved, new RegExp(`^Game: ${gameNumber}$`, 'm'));
		assert.ok(saved.endsWith(`\n1. ${written}\n`), saved);
		await board().waitFor();
		assert.equal(await moveInput().inputValue(), '1', 'the saved game shows the same step');
	});

	test('opens and steps a record of 4000 moves and 15 shuffles as quickly as a short one', async () => {
		const started = Date.now();
		await openFromExplorer(page, 'marathon.gam');
		await board().waitFor();
		const opened = Date.now() - started;
		await webview(page).getByRole('button', { name: 'End', exact: true }).click();
		await waitForValue(moveInput(), String(MARATHON_MOVES));
		assert.match((await webview(page).locator('.toolbar').textContent()) ?? '', /Shuffles 15/);
		const long = await medianStepBack();
		await waitForValue(moveInput(), String(MARATHON_MOVES - STEPS_TIMED));

		await openFromExplorer(page, '20908.gam');
		await webview(page).getByRole('button', { name: 'End', exact: true }).click();
		await waitForValue(moveInput(), '40');
		const short = await medianStepBack();
		// Figures for the record, not a pass mark: the machines are shared and noisy, so the
		// short record's step, timed alongside, is the yardstick (npm run bench:gam times the host's part).
		console.log(
			`      VS Code ${vscode.version}: marathon.gam's board shows ${opened} ms after the double-click; a step back takes ${long.toFixed(0)} ms there and ${short.toFixed(0)} ms in 20908.gam (key to new list mark, medians of ${STEPS_TIMED})`,
		);
	});

	/** The median time of STEPS_TIMED steps back with the - key, each timed inside the page. */
	async function medianStepBack(): Promise<number> {
		const times: number[] = [];
		for (let i = 0; i < STEPS_TIMED; i++) {
			times.push(await timeKeyInPage('-'));
		}
		return times.sort((a, b) => a - b)[STEPS_TIMED >> 1];
	}

	/**
	 * Presses `key` inside the webview and resolves with the milliseconds until the move
	 * list marks another step: the whole round trip through the host, timed in the page
	 * (Playwright's own calls across the webview's frames take longer than that).
	 */
	function timeKeyInPage(key: string): Promise<number> {
		return webview(page)
			.locator('body')
			.evaluate(
				(body, pressed) =>
					new Promise<number>((resolve) => {
						const started = performance.now();
						const observer = new MutationObserver(() => {
							observer.disconnect();
							resolve(performance.now() - started);
						});
						observer.observe(body, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
						body.ownerDocument.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true }));
					}),
				key,
			);
	}
});

/** Waits until an input shows `value` (Playwright core has no `expect`). */
function waitForValue(input: Locator, value: string): Promise<void> {
	return eventually(async () => assert.equal(await input.inputValue(), value));
}
