/**
 * What the game-panel UI tests (test/ui/panel*.test.ts) share: reading the board and
 * its counters the way a user (or a screen reader) meets them, by role and accessible
 * name, and a "shadow" engine game in the test process that says what the board must
 * show after each action.
 *
 * The shadow is the point: the test deals the same game number with src/engine, picks
 * a legal move there, clicks the card the engine names, applies the move to the shadow
 * too, and then requires the webview's cell names (52 in Montana, 24 to 112 in the other
 * games of the family) to equal the shadow's. A board that shows anything else (a stale
 * state, a wrong card, a gap named wrongly) fails.
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { cardName, rankName, rankOf, type Card, type Position } from '../../src/engine/cards';
import { modelOf } from '../../src/engine/model';

/** Montana's board, the one most tests play. */
const COLUMNS = modelOf('montana').columns;
import { Game, type Action } from '../../src/engine/game';
import { Replay } from '../../src/engine/replay';
import { PRESETS } from '../../src/engine/rules';
import { repoRoot } from '../../scripts/vscode/builds';
import { clickInQuickPick, quickPickRow, runCommand, webview } from './helpers';

/** Game 128 (Windows rules): at the deal every 2 has two first-column gaps to choose from, and the hint wins it in 80 moves and 1 shuffle. */
export const GAME_128 = 128;
export const WINDOWS = PRESETS.windows.rules;

/** The recorded win of game 128 (test/fixtures/ui/game-128-win.gam): its actions, oldest first. */
export function winningLine(): Action[] {
	const text = readFileSync(path.join(repoRoot, 'test', 'fixtures', 'ui', 'game-128-win.gam'), 'utf8');
	const replay = Replay.fromText(text);
	assert.equal(replay.error, null, 'the fixture replays without an error');
	const game = replay.gameAt(replay.steps.length);
	assert.equal(game.status(), 'won', 'the fixture ends in a win');
	return game.actions();
}

/** "row 2, column 9", as the board says it (on a board of `columns` columns: 13 in Montana). */
export function positionText(p: Position, columns = COLUMNS): string {
	return `row ${Math.floor(p / columns) + 1}, column ${(p % columns) + 1}`;
}

/** The arrow keys that take the board's keyboard cursor from `from` to `to`, on a board of `columns` columns. */
export function arrowsBetween(from: Position, to: Position, columns = COLUMNS): string[] {
	const rows = Math.floor(to / columns) - Math.floor(from / columns);
	const across = (to % columns) - (from % columns);
	return [
		...Array<string>(Math.abs(rows)).fill(rows > 0 ? 'ArrowDown' : 'ArrowUp'),
		...Array<string>(Math.abs(across)).fill(across > 0 ? 'ArrowRight' : 'ArrowLeft'),
	];
}

/** "a", "a or b", "a, b or c", as the board lists the cards a gap takes. */
function either(names: readonly string[]): string {
	return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The accessible name each cell must have for `game`, in position order (the scheme at the top of src/webview/components/Board.tsx). */
export function expectedNames(game: Game, choosing?: { card: Card; targets: readonly Position[] }): string[] {
	const names: string[] = [];
	for (let p = 0; p < game.rows * game.columns; p++) {
		const card = game.cardAt(p);
		if (card !== null) {
			names.push(game.isHome(p) ? `${cardName(card)}, home` : cardName(card));
			continue;
		}
		if (choosing?.targets.includes(p)) {
			names.push(`gap, put ${cardName(choosing.card)} here`);
			continue;
		}
		const gap = game.gapAt(p)!;
		if (gap.kind === 'card') {
			names.push(`gap, takes ${cardName(gap.card)}`);
		} else if (gap.kind === 'dead' || gap.accepts.length === 0) {
			names.push('gap, dead');
		} else if (gap.kind === 'deuce' && gap.anyDeuce) {
			// "any 2" in Montana, "any ace" where the rows open with an ace.
			names.push(`gap, takes any ${rankName(rankOf(gap.accepts[0]))}`);
		} else {
			names.push(`gap, takes ${either(gap.accepts.map(cardName))}`);
		}
	}
	return names;
}

/**
 * Retries `check` until it stops throwing, or throws its last error after `timeout` ms: a
 * limit for a test that hangs, long enough for a slow machine, not a budget for a slow one.
 */
export async function eventually<T>(check: () => Promise<T>, timeout = 120_000): Promise<T> {
	const deadline = Date.now() + timeout;
	for (;;) {
		try {
			return await check();
		} catch (error) {
			if (Date.now() > deadline) {
				throw error;
			}
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	}
}

/** The toolbar's numbers, read from its text ("Game 128 … Moves 3 Shuffles 1 (14 left) Home 5/48"). */
export interface Counters {
	readonly game: number;
	readonly moves: number;
	readonly redeals: number;
	/** "14 left" or "unlimited". */
	readonly redealsLeft: string;
	readonly home: number;
	/** The cards to place for a win: 48 in Montana, 20 in Line Up. */
	readonly toPlace: number;
}

/** The board's webview (the game panel's, or a .gam editor's in front), found by roles and names. */
export class Panel {
	readonly frame: FrameLocator;

	/** `gameName`: the game on the board, which names its grid ("Blue Moon layout"). */
	constructor(
		readonly page: Page,
		readonly gameName = 'Montana',
	) {
		this.frame = webview(page);
	}

	get grid(): Locator {
		return this.frame.getByRole('grid', { name: `${this.gameName} layout`, exact: true });
	}

	/** The cell at a position (the cells are in row-major order). */
	cellAt(p: Position): Locator {
		return this.grid.getByRole('gridcell').nth(p);
	}

	/** The cell holding a card, by its accessible name ("7 of hearts", or "7 of hearts, home"). */
	card(card: Card): Locator {
		return this.grid.getByRole('gridcell', { name: new RegExp(`^${cardName(card)}(, home)?$`) });
	}

	/** A toolbar command (exact, so the stuck banner's "Shuffle (14 left)" and the win dialog's "New game" do not match). */
	button(name: string): Locator {
		return this.frame.getByRole('banner').getByRole('button', { name, exact: true });
	}

	/** The banner over the board when no card can move. */
	get stuckBanner(): Locator {
		return this.frame.getByRole('region', { name: 'No moves left' });
	}

	/** The positions a find lights, in position order. */
	async lit(): Promise<Position[]> {
		return this.grid
			.getByRole('gridcell')
			.evaluateAll((cells) => cells.flatMap((cell, i) => (cell.classList.contains('mark-find') ? [i] : [])));
	}

	/** The cells' accessible names, in position order. */
	async names(): Promise<string[]> {
		return this.grid
			.getByRole('gridcell')
			.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
	}

	async counters(): Promise<Counters> {
		const text = (await this.frame.getByRole('banner').innerText()).replace(/\s+/g, ' ');
		const match = /Game (\d+) .*Moves (\d+) Shuffles (\d+) \(([^)]*)\) Home (\d+)\/(\d+)/.exec(text);
		assert.ok(match, `the toolbar reads "${text}"`);
		return {
			game: Number(match[1]),
			moves: Number(match[2]),
			redeals: Number(match[3]),
			redealsLeft: match[4],
			home: Number(match[5]),
			toPlace: Number(match[6]),
		};
	}

	/** What the live region (role="status") announced last, without the no-break space it alternates. */
	async announcement(): Promise<string> {
		return (await this.frame.getByRole('status').textContent())?.replace(/\u00a0/g, '').trim() ?? '';
	}

	/** The line under the board (notices, the 2's gap prompt). */
	async statusLine(): Promise<string> {
		return (await this.frame.locator('.status-line').innerText()).trim();
	}

	/** The accessible name of the focused element inside the webview. */
	async focusedName(): Promise<string | null> {
		return this.grid.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
	}

	/** Waits until the board shows exactly `game` (every cell's name) and the toolbar its counters. */
	async shows(game: Game, choosing?: { card: Card; targets: readonly Position[] }, timeout = 120_000): Promise<void> {
		const want = expectedNames(game, choosing);
		await eventually(async () => {
			const got = await this.names();
			const wrong = want.flatMap((name, p) =>
				got[p] === name ? [] : [`${positionText(p, game.columns)}: "${got[p]}", expected "${name}"`],
			);
			assert.equal(got.length, want.length, 'the number of cells');
			assert.deepEqual(
				wrong,
				[],
				`the board differs from game ${game.gameNumber} after ${game.moves} moves and ${game.redeals} shuffles:\n${wrong.join('\n')}`,
			);
			const counters = await this.counters();
			assert.deepEqual(
				{
					game: counters.game,
					moves: counters.moves,
					redeals: counters.redeals,
					home: counters.home,
					toPlace: counters.toPlace,
				},
				{
					game: game.gameNumber,
					moves: game.moves,
					redeals: game.redeals,
					home: game.cardsHome(),
					toPlace: game.cardsToPlace,
				},
				'the toolbar counters',
			);
		}, timeout);
	}

	/** Waits until the toolbar counts `moves` moves and `redeals` redeals (cheaper than `shows`, for long games). */
	async counts(game: Game, timeout = 120_000): Promise<void> {
		await eventually(async () => {
			const counters = await this.counters();
			assert.deepEqual(
				[counters.moves, counters.redeals],
				[game.moves, game.redeals],
				'moves and shuffles in the toolbar',
			);
		}, timeout);
	}

	/**
	 * Plays one action of `game`'s shadow by clicking, as a player would: a card (and,
	 * for a 2 with several first-column gaps, the gap to put it in), or Redeal (the
	 * stuck banner's when no card can move, else the toolbar's). Applies it to `game` and waits for the toolbar to count it.
	 */
	async play(game: Game, action: Action): Promise<void> {
		if (action.kind === 'redeal') {
			// Stuck, a player takes the banner's offer; otherwise the toolbar's button.
			await (
				game.status() === 'stuck'
					? this.stuckBanner.getByRole('button', { name: /^Shuffle \(/ })
					: this.button('Shuffle')
			).click();
			game.redeal();
		} else {
			await this.clickMove(game, action);
			game.move(action.card, action.to);
		}
		await this.counts(game).catch(async (error: Error) => {
			// A click lost on a loaded machine is told from a click taken as something else: a long
			// press finds instead of moving and announces what it found, where a lost click leaves
			// the announcement of the move before. (The line under the board clears after 8 s.)
			error.message += `\nannounced last: "${await this.announcement()}"; the line under the board: "${await this.statusLine()}"`;
			throw error;
		});
	}

	/** Clicks a move of `game` as a player does: its card, then, for a 2 with several first-column gaps, the gap it goes to. */
	async clickMove(game: Game, move: { readonly card: Card; readonly to: Position }): Promise<void> {
		await this.card(move.card).click();
		if (game.targetsFor(move.card).length > 1) {
			const gap = this.cellAt(move.to);
			await eventually(async () =>
				assert.equal(await gap.getAttribute('aria-label'), `gap, put ${cardName(move.card)} here`),
			);
			await gap.click();
		}
	}

	/**
	 * Plays a move of `game`'s shadow with the keyboard, as a player without a mouse does:
	 * focus enters the grid at its cursor (the cell Tab would land on), the arrows go to the
	 * card, Enter; for a card with several gaps, the arrows go on from the first gap offered
	 * to the chosen one, Enter. Applies it to `game` and waits for the toolbar to count it.
	 */
	async playByKeyboard(game: Game, move: { readonly card: Card; readonly to: Position }): Promise<void> {
		const from = game.positionOf(move.card)!;
		const cursor = this.grid.locator('[role="gridcell"][tabindex="0"]');
		await cursor.focus();
		await this.arrows(Number(await cursor.getAttribute('data-position')), from, game.columns);
		assert.match(
			(await this.focusedName()) ?? '',
			new RegExp(`^${cardName(move.card)}(, home)?$`),
			'the arrows reached the card',
		);
		await this.page.keyboard.press('Enter');
		if (game.targetsFor(move.card).length > 1) {
			const offered = await eventually(async () => {
				assert.equal(await this.focusedName(), `gap, put ${cardName(move.card)} here`, 'focus is on a gap offered');
				return this.grid.evaluate(() => Number(document.activeElement?.getAttribute('data-position')));
			});
			await this.arrows(offered, move.to, game.columns);
			await this.page.keyboard.press('Enter');
		}
		game.move(move.card, move.to);
		await this.counts(game);
	}

	private async arrows(from: Position, to: Position, columns: number): Promise<void> {
		for (const key of arrowsBetween(from, to, columns)) {
			await this.page.keyboard.press(key);
		}
	}
}

/**
 * Saves the editor area (the panel with its tab) to `dir` as panel-<name>.png, and with
 * MONTANA_SCREENSHOTS=1 to docs/screenshots/<name>.png, where README.md's pictures live.
 */
export async function saveEditorPicture(page: Page, dir: string, name: string): Promise<void> {
	// The pointer rests on the empty felt under the board, so no tooltip or hover shows.
	const table = await page.locator('iframe.webview.ready >> visible=true').boundingBox();
	assert.ok(table);
	await page.mouse.move(table.x + table.width / 2, table.y + table.height - 20);
	await page.waitForTimeout(500);
	const file = path.join(dir, `panel-${name}.png`);
	await page.locator('.monaco-workbench .part.editor').screenshot({ path: file });
	if (process.env.MONTANA_SCREENSHOTS) {
		const docsDir = path.join(repoRoot, 'docs', 'screenshots');
		mkdirSync(docsDir, { recursive: true });
		copyFileSync(file, path.join(docsDir, `${name}.png`));
	}
}

/** Runs "Montana: New Game by Number..." and types `gameNumber` into its input box. */
export async function newGameByNumber(page: Page, gameNumber: number): Promise<void> {
	await runCommand(page, 'Montana: New Game by Number...');
	const input = page.locator('.quick-input-widget input');
	await input.waitFor();
	await input.fill(String(gameNumber));
	await input.press('Enter');
}

/** The editor tab of the game panel, named by its title ("Montana #128"). */
export function panelTab(page: Page, gameNumber: number): Locator {
	return page.getByRole('tab', { name: new RegExp(`^Montana #${gameNumber}\\b`) });
}

/**
 * Picks a game of the family by its name in "Montana: Choose Rules...", as a player does
 * (it applies from the next game), and waits until the rules pick lists it as current.
 */
export async function chooseGame(page: Page, name: string): Promise<void> {
	await pickRules(page, name);
	await eventually(async () => {
		const description = await (await rulesPickRow(page, name)).locator('.label-description').textContent();
		await page.keyboard.press('Escape');
		assert.match(description ?? '', /\bcurrent\b/, `${name} is the current game`);
	});
}

/** Picks `name` in "Montana: Choose Rules...", opening the pick again if it closes under the click. */
export async function pickRules(page: Page, name: string): Promise<void> {
	await clickInQuickPick(() => rulesPickRow(page, name));
}

/**
 * Opens "Montana: Choose Rules...", types `name` and returns its row. A webview that takes
 * focus back just after the Command Palette closes (the win dialog's button) can close the
 * new pick at once, as it would for a person, who would open it again: so does this.
 */
async function rulesPickRow(page: Page, name: string): Promise<Locator> {
	const input = page.locator('.quick-input-widget input[placeholder^="The game and rules"]');
	for (let attempt = 1; ; attempt++) {
		await runCommand(page, 'Montana: Choose Rules...');
		try {
			await input.fill(name, { timeout: 5_000 });
			const row = quickPickRow(page, name);
			await row.waitFor({ timeout: 5_000 });
			return row;
		} catch (error) {
			if (attempt === 3) {
				throw error;
			}
			await page.keyboard.press('Escape');
		}
	}
}

/**
 * The table's colour under a kind of theme, as red, green and blue: the default package.json
 * contributes for `montana.tableBackground` under `colorKey` ('light', 'dark', 'highContrast', ...).
 */
export function tableBackground(colorKey: string): [number, number, number] {
	const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
		contributes: { colors: { id: string; defaults: Record<string, string> }[] };
	};
	const hex = manifest.contributes.colors.find((c) => c.id === 'montana.tableBackground')!.defaults[colorKey];
	const n = Number.parseInt(hex.slice(1), 16);
	return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Waits for the status bar's indicator to say Winnable. The indicator gives a position 5 s
 * on the wall clock, which a busy machine may spend before the solver finds a win that
 * takes it hundredths of a second: then the player asks for longer, as anyone would.
 */
export async function indicatorSaysWinnable(page: Page): Promise<void> {
	const indicator = page.locator('.statusbar-item', { hasText: 'Winnable' }).first();
	const settled = await eventually(async () => {
		const text = (await indicator.innerText()).trim();
		assert.ok(text === 'Winnable' || text === 'Winnable? Unknown', text);
		return text;
	});
	if (settled !== 'Winnable') {
		await runCommand(page, 'Montana: Winnable? Think Longer');
	}
	await eventually(async () => assert.equal((await indicator.innerText()).trim(), 'Winnable'));
}
