/**
 * Paganini in a real VS Code, where Montana's rule would be wrong: rows run Ace, 6, 7 …
 * King on a board of ten columns. Holding to find lights what Paganini's rule names (the
 * 6 after an ace, not a 2), the game is then won by clicks, and the win dialog, the
 * announcement and the Best Scores view name the game and count its 36 cards.
 *
 * The game is 14, played along the engine's hint (checked against the engine's own copy
 * of the game, the "shadow", at every move): 47 moves and the one redeal Paganini allows.
 */
import { strict as assert } from 'node:assert';
import type { Locator, Page } from '@playwright/test';
import { ACE, cardName, makeCard, rankOf, suitOf, type Card, type Position } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { suggestMove } from '../../src/engine/hint';
import { WITHOUT_GLIDES, test } from './fixtures';
import { webview } from './helpers';
import { Panel, eventually, newGameByNumber } from './panelHelpers';

const GAME = 14;
const PAGANINI = GAMES.paganini;
const COLUMNS = PAGANINI.run.length + 1;

/** "row 2, column 9" on Paganini's ten columns. */
function at(position: Position): string {
	return `row ${Math.floor(position / COLUMNS) + 1}, column ${(position % COLUMNS) + 1}`;
}

test.describe('Paganini: find by its rule, and a win that names the game', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({ vscodeSettings: { ...WITHOUT_GLIDES, 'montana.game': 'paganini' } });
	let page: Page;
	const shadow = Game.deal(GAME, PAGANINI.rules);

	test.beforeEach(({ workbench }) => {
		page = workbench;
	});

	const frame = () => webview(page);
	const grid = () => frame().getByRole('grid', { name: 'Paganini layout' });
	const cellAt = (position: Position) => grid().getByRole('gridcell').nth(position);
	const cardCell = (card: Card) => grid().getByRole('gridcell', { name: new RegExp(`^${cardName(card)}(, home)?$`) });
	const statusLine = async () => (await frame().locator('.status-line').innerText()).trim();
	const panel = () => new Panel(page, PAGANINI.name);
	const lit = () => panel().lit();

	/** Holds the right mouse button on `cell`, runs `check` while it is held, then lets go. */
	async function holdingRightButton(cell: Locator, check: () => Promise<void>): Promise<void> {
		const box = await cell.boundingBox();
		assert.ok(box, 'the cell is on screen');
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down({ button: 'right' });
		await check();
		await page.mouse.up({ button: 'right' });
		await eventually(async () => assert.deepEqual(await lit(), [], 'the light goes out on release'));
	}

	test(`deals Paganini's game ${GAME} on ten columns`, async () => {
		await newGameByNumber(page, GAME);
		await grid().waitFor();
		assert.equal(await grid().getByRole('gridcell').count(), 4 * COLUMNS);
		assert.equal(await grid().getByRole('row').count(), 4);
	});

	test('holding the right button on an ace lights its 6, the card that follows it in Paganini', async () => {
		const ace = shadow.cardAt(0);
		assert.ok(ace !== null && rankOf(ace) === ACE, 'the deal moves the aces to the first column');
		const six = makeCard(suitOf(ace), 6);
		const sixAt = shadow.positionOf(six)!;
		await holdingRightButton(cellAt(0), async () => {
			await eventually(async () => assert.deepEqual(await lit(), [sixAt]));
			assert.equal(await statusLine(), `The ${cardName(six)} is at ${at(sixAt)}.`);
		});
	});

	test('holding Space on a gap lights the card that plays there', async () => {
		const gap = Array.from({ length: 4 * COLUMNS }, (_, p) => p).find((p) => shadow.gapAt(p)?.kind === 'card')!;
		const view = shadow.gapAt(gap);
		assert.ok(view?.kind === 'card', 'the deal has a gap that takes one card');
		const from = shadow.positionOf(view.card)!;
		const cell = cellAt(gap);
		await cell.focus();
		await page.keyboard.down(' ');
		await eventually(async () => assert.deepEqual(await lit(), [from]));
		assert.equal(await statusLine(), `The ${cardName(view.card)} plays here; it is at ${at(from)}.`);
		await page.keyboard.up(' ');
		await eventually(async () => assert.deepEqual(await lit(), []));
	});

	test('is won by clicks along the hint, with the one shuffle Paganini allows', async () => {
		while (shadow.status() !== 'won') {
			const move = suggestMove(shadow);
			if (move === null) {
				// No card can move: the board offers the redeal.
				await frame()
					.getByRole('region', { name: 'No moves left' })
					.getByRole('button', { name: /^Shuffle \(/ })
					.click();
				shadow.redeal();
			} else {
				assert.equal(shadow.targetsFor(move.card).length, 1, 'each card of this line has one gap to go to');
				await cardCell(move.card).click();
				shadow.move(move.card, move.to);
			}
			// Moves and shuffles both: a card clicked before the shuffle shows would be the old layout's.
			await panel().counts(shadow);
		}
		assert.deepEqual([shadow.moves, shadow.redeals], [47, 1]);
	});

	test('the win dialog names Paganini and counts its 36 cards; the announcement names it too', async () => {
		const dialog = frame().getByRole('dialog', { name: 'You won Paganini!' });
		await dialog.waitFor();
		const text = (await dialog.innerText()).replace(/\s+/g, ' ');
		assert.match(text, new RegExp(`^You won Paganini! Game ${GAME} 47 moves 1 shuffle 36 of 36 cards home `));
		const announcement = (await frame().getByRole('status').textContent())?.replace(/\u00a0/g, '').trim() ?? '';
		assert.match(announcement, /You won Paganini in 47 moves and 1 shuffle: Master for shuffles, Genius for moves/);
	});

	test('its best scores are titled Paganini', async () => {
		await frame()
			.getByRole('dialog', { name: 'You won Paganini!' })
			.getByRole('button', { name: 'Best scores' })
			.click();
		const scores = webview(page);
		await scores.getByRole('table', { name: /^Fewest Shuffles/ }).waitFor();
		assert.equal(
			(await scores.getByRole('heading', { level: 2 }).first().innerText()).replace(/\s+/g, ' '),
			'Paganini current rules',
		);
		assert.equal(await scores.getByText(/custom/i).count(), 0, 'no "custom" in a Paganini table');
	});
});
