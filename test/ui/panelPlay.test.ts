/**
 * Playing in the game panel of a real VS Code, as a player does: the Command Palette,
 * clicks and keys on the board, VS Code's keybindings, a redeal and a window reload.
 * Every step is checked against the same game dealt by src/engine in this process (the
 * "shadow"): after each action the 52 cells must carry exactly the names the engine's
 * game gives them, and the toolbar its counters.
 *
 * The tests run in order on one window and one game, each starting where the last
 * stopped, as a player's session does.
 */
import { strict as assert } from 'node:assert';
import type { Page } from '@playwright/test';
import { cardName, rankOf } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { test } from './fixtures';
import { reloadWindow, runCommand } from './helpers';
import {
	GAME_128,
	WINDOWS,
	Panel,
	eventually,
	newGameByNumber,
	panelTab,
	positionText,
	winningLine,
} from './panelHelpers';

test.describe('playing a game in the game panel', () => {
	test.describe.configure({ mode: 'serial' });
	let page: Page;
	let panel: Panel;
	/** The engine's copy of the game on the board. */
	let shadow: Game;

	test.beforeEach(({ workbench }) => {
		page = workbench;
		panel = new Panel(page);
	});

	test('deals a new game from "Montana: New Game" in the Command Palette', async () => {
		await runCommand(page, 'Montana: New Game');
		await panel.grid.waitFor();
		const { game } = await panel.counters();
		shadow = Game.deal(game, WINDOWS);
		await panel.shows(shadow);
		assert.deepEqual(await panel.counters(), {
			game,
			moves: 0,
			redeals: 0,
			redealsLeft: '15 left',
			home: shadow.cardsHome(),
			toPlace: 48,
		});
		await panelTab(page, game).waitFor();
		// Nothing to take back yet: Undo is shown but blocked.
		assert.equal(await panel.button('Undo').getAttribute('aria-disabled'), 'true');
	});

	test(`deals game ${GAME_128} typed into "Montana: New Game by Number..."`, async () => {
		await newGameByNumber(page, GAME_128);
		shadow = Game.deal(GAME_128, WINDOWS);
		await panel.shows(shadow);
		await panelTab(page, GAME_128).waitFor();
		assert.equal(await panel.announcement(), `Game ${GAME_128}. ${shadow.cardsHome()} cards home.`);
	});

	test('lets a click through a card that glides over the board, to the card beneath', async () => {
		// Game 128's first move: the 2 of hearts from row 1 to a first-column gap of row 3, a glide across the board.
		const [first] = winningLine();
		assert.ok(first.kind === 'move' && first.card === shadow.cardAt(9) && first.to === 26, JSON.stringify(first));
		await panel.card(first.card).click();
		const gap = panel.cellAt(first.to);
		await eventually(async () =>
			assert.equal(await gap.getAttribute('aria-label'), `gap, put ${cardName(first.card)} here`),
		);
		// In the page, at every frame of the glide: what the pointer would hit at the middle of the moving card.
		const watching = panel.grid.evaluate(
			(grid) =>
				new Promise<{ away: boolean; hitsMovingCell: boolean }[]>((resolve) => {
					const seen: { away: boolean; hitsMovingCell: boolean }[] = [];
					const look = (): void => {
						const cell = grid.querySelector<HTMLElement>('.cell.moving');
						const card = cell?.querySelector<HTMLElement>('.card');
						if (cell && card) {
							const at = card.getBoundingClientRect();
							const home = cell.getBoundingClientRect();
							const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
							seen.push({
								away: Math.hypot(at.left - home.left, at.top - home.top) > home.width,
								hitsMovingCell: hit?.closest('.cell') === cell,
							});
						} else if (seen.length > 0) {
							resolve(seen);
							return;
						}
						requestAnimationFrame(look);
					};
					requestAnimationFrame(look);
					setTimeout(() => resolve(seen), 10_000);
				}),
		);
		await gap.click();
		shadow.move(first.card, first.to);
		const frames = (await watching).filter((frame) => frame.away);
		assert.ok(frames.length > 0, 'the card was seen gliding, away from its cell');
		assert.deepEqual(
			frames.filter((frame) => frame.hitsMovingCell),
			[],
			'frames where the gliding card took the pointer',
		);
		await panel.shows(shadow);
		// Back to the deal, whose two-gap 2 the next tests play.
		await panel.button('Undo').click();
		shadow.undo();
		await panel.shows(shadow);
	});

	test('moves a card when it is clicked', async () => {
		// A card that is not a 2, with one gap to go to: the engine names it, the test clicks it.
		const move = shadow.legalMoves().find((m) => rankOf(m.card) !== 2);
		assert.ok(move, `game ${GAME_128} has a move for a card other than a 2 at the deal`);
		await panel.card(move.card).click();
		shadow.move(move.card, move.to);
		await panel.shows(shadow);
		assert.equal(await panel.cellAt(move.to).getAttribute('aria-label'), cardName(move.card));
		assert.match((await panel.cellAt(move.from).getAttribute('aria-label')) ?? '', /^gap, /);
		assert.equal(await panel.announcement(), `${capital(cardName(move.card))} moved to ${positionText(move.to)}.`);
	});

	test('asks which gap a 2 goes to when two first-column gaps take it, and puts it in the one chosen', async () => {
		const deuce = shadow.legalMoves().find((m) => shadow.targetsFor(m.card).length > 1);
		assert.ok(deuce, `game ${GAME_128} has a 2 with two first-column gaps`);
		const targets = shadow.targetsFor(deuce.card);
		const name = cardName(deuce.card);

		await panel.card(deuce.card).click();
		// The question marks: each candidate gap says where the 2 would go; the 2 is selected.
		await panel.shows(shadow, { card: deuce.card, targets });
		for (const target of targets) {
			assert.equal(await panel.cellAt(target).getAttribute('aria-label'), `gap, put ${name} here`);
		}
		assert.equal(await panel.card(deuce.card).getAttribute('aria-selected'), 'true');
		const prompt = `Choose a gap for the ${name}: ${targets.map((target) => positionText(target)).join(' or ')}. Escape cancels.`;
		assert.equal(await panel.statusLine(), prompt);
		assert.equal(await panel.announcement(), prompt);
		// Nothing has moved yet.
		assert.equal((await panel.counters()).moves, shadow.moves);

		// Escape takes the question back; a second click on the 2 asks again.
		await page.keyboard.press('Escape');
		await panel.shows(shadow);
		assert.equal(await panel.announcement(), 'Cancelled.');
		await panel.card(deuce.card).click();
		await panel.shows(shadow, { card: deuce.card, targets });

		// The last candidate, so that a webview that ignored the choice (the first gap) would fail.
		const chosen = targets.at(-1)!;
		await panel.cellAt(chosen).click();
		shadow.move(deuce.card, chosen);
		await panel.shows(shadow);
		assert.equal(await panel.cellAt(chosen).getAttribute('aria-label'), `${name}, home`);
		assert.equal(await panel.announcement(), `${capital(name)} moved to ${positionText(chosen)}.`);
	});

	test('moves a card with the keyboard: into the board, arrows to the card, Enter', async () => {
		const move = shadow.legalMoves().find((m) => shadow.targetsFor(m.card).length === 1 && !shadow.isHome(m.from));
		assert.ok(move, 'a card with one gap to go to');
		await panel.playByKeyboard(shadow, move);
		await panel.shows(shadow);
		assert.equal(await panel.announcement(), `${capital(cardName(move.card))} moved to ${positionText(move.to)}.`);
	});

	test('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y while the board has focus (VS Code keybindings)', async () => {
		await panel.cellAt(0).focus();
		const last = shadow.actions().at(-1)!;
		assert.equal(last.kind, 'move');
		const card = last.kind === 'move' ? last.card : -1;

		await page.keyboard.press('Control+z');
		shadow.undo();
		await panel.shows(shadow);
		assert.equal(
			await panel.announcement(),
			`Undo: ${cardName(card)} back to ${positionText(shadow.positionOf(card)!)}.`,
		);

		await page.keyboard.press('Control+Shift+z');
		shadow.redo();
		await panel.shows(shadow);
		assert.equal(
			await panel.announcement(),
			`Redo: ${cardName(card)} moved to ${positionText(shadow.positionOf(card)!)}.`,
		);

		await page.keyboard.press('Control+z');
		shadow.undo();
		await panel.shows(shadow);
		await page.keyboard.press('Control+y');
		shadow.redo();
		await panel.shows(shadow);
		// The keys went to VS Code, not to a text field: focus is still on the board.
		assert.ok((await panel.focusedName()) !== null, 'a cell still has focus');
	});

	test('shuffles with the S key: the counter goes up, the cards at home stay where they are', async () => {
		// Build some home runs first, by the engine's hint, so that "stay home" means something.
		while (shadow.cardsHome() < 5) {
			const move = suggestMove(shadow);
			assert.ok(move, 'the hint has a move');
			await panel.play(shadow, { kind: 'move', card: move.card, from: move.from, to: move.to });
		}
		await panel.shows(shadow);
		const before = await panel.names();
		const home = before.flatMap((name, p) => (name.endsWith(', home') ? [p] : []));
		assert.equal(home.length, shadow.cardsHome());

		await panel.cellAt(0).focus();
		await page.keyboard.press('s');
		shadow.redeal();
		await panel.shows(shadow);
		const after = await panel.names();
		assert.deepEqual(
			home.map((p) => after[p]),
			home.map((p) => before[p]),
			'every home card is where it was',
		);
		assert.notDeepEqual(after, before, 'the other cards were shuffled');
		const counters = await panel.counters();
		assert.equal(counters.redeals, 1);
		assert.equal(counters.redealsLeft, '14 left');
		assert.equal(await panel.announcement(), `Shuffle 1. ${shadow.cardsHome()} cards home.`);
	});

	test('keeps the game, its moves, its shuffle and its undo history across "Developer: Reload Window"', async () => {
		// One more move after the redeal, so that the reload has to bring back both kinds of step.
		const move = suggestMove(shadow);
		assert.ok(move);
		await panel.play(shadow, { kind: 'move', card: move.card, from: move.from, to: move.to });
		await panel.shows(shadow);

		await reloadWindow(page);
		panel = new Panel(page);
		await panel.grid.waitFor();
		await panel.shows(shadow);
		await panelTab(page, GAME_128).waitFor();
		assert.equal((await panel.counters()).redealsLeft, '14 left');

		// The history came back too: undo the move, then the redeal.
		await panel.button('Undo').click();
		shadow.undo();
		await panel.shows(shadow);
		await panel.button('Undo').click();
		shadow.undo();
		await panel.shows(shadow);
		assert.equal(await panel.announcement(), `Shuffle 1 undone. ${shadow.cardsHome()} cards home.`);
		await eventually(async () => assert.equal(await panel.button('Redo').getAttribute('aria-disabled'), null));
	});
});

function capital(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
