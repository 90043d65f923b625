import { strict as assert } from 'node:assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { BoardCell } from '../../src/webview/components/BoardCell';
import { afterMove, card, gameFromRows, MIXED_ROWS, stateMessage } from './fixtures';
import { announced, mountApp, statusLine } from './render';

const cell = (name: string) => screen.getByRole('gridcell', { name });
const positionOf = (element: Element | null) => Number(element?.getAttribute('data-position'));

describe('board', () => {
	it('is a grid of 4 rows of 13 named cells', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const grid = screen.getByRole('grid', { name: 'Montana layout' });
		const rows = within(grid).getAllByRole('row');
		assert.equal(rows.length, 4);
		rows.forEach((row) => assert.equal(within(row).getAllByRole('gridcell').length, 13));
	});

	it('names cards, home cards and every kind of gap', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		assert.equal(positionOf(cell('7 of hearts, home')), 18);
		assert.equal(positionOf(cell('8 of hearts')), 38);
		assert.equal(positionOf(cell('gap, takes 8 of hearts')), 19);
		assert.equal(positionOf(cell('gap, dead')), 40);
		assert.deepEqual(screen.getAllByRole('gridcell', { name: 'gap, takes any 2' }).map(positionOf), [0, 26]);
	});

	it('names a fixed-suit deuce gap by the 2s it takes', () => {
		const game = gameFromRows(MIXED_ROWS, 'windows');
		const message = stateMessage(game);
		assert.equal(message.type, 'state');
		if (message.type !== 'state') return;
		const cells = message.view.cells.map((c) =>
			c.position === 0
				? { ...c, gap: { kind: 'deuce' as const, accepts: [card('2H'), card('2S')], anyDeuce: false } }
				: c,
		);
		mountApp({ ...message, view: { ...message.view, cells } });
		assert.equal(positionOf(cell('gap, takes 2 of hearts or 2 of spades')), 0);
	});

	describe('marks a first-column gap with the rank that opens a row', () => {
		const markAt = (position: number) => screen.getAllByRole('gridcell')[position].querySelector('.gap');

		it('2 in Montana', () => {
			mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
			assert.equal(markAt(0)?.textContent, '2');
		});

		it('A in Line Up, whose rows open with an ace', () => {
			const rows = ['-- 2C 3C 4C 5C AD', '2D 3D 4D 5D -- AC', 'AH 2H 3H 4H 5H --', 'AS 2S 3S 4S 5S --'];
			mountApp(stateMessage(gameFromRows(rows, GAMES.lineUp.rules)));
			assert.equal(markAt(0)?.textContent, 'A');
		});

		it('× when no card may open it, as its name says', () => {
			const message = stateMessage(gameFromRows(MIXED_ROWS));
			assert.equal(message.type, 'state');
			if (message.type !== 'state') return;
			const cells = message.view.cells.map((c) =>
				c.position === 0 ? { ...c, gap: { kind: 'deuce' as const, accepts: [], anyDeuce: false } } : c,
			);
			mountApp({ ...message, view: { ...message.view, cells } });
			assert.equal(screen.getAllByRole('gridcell')[0].getAttribute('aria-label'), 'gap, dead');
			assert.ok(markAt(0)?.matches('.dead') && markAt(0)?.querySelector('.cross'));
		});
	});

	it('posts moveCard when a card is clicked, legal or not (the host judges)', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.click(cell('8 of hearts'));
		fireEvent.click(cell('queen of spades'));
		assert.deepEqual(posted, [
			{ type: 'moveCard', card: card('8H') },
			{ type: 'moveCard', card: card('QS') },
		]);
	});

	it('posts fillGap when a gap beyond the first column is clicked', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.click(cell('gap, takes 8 of hearts'));
		fireEvent.click(cell('gap, dead'));
		assert.deepEqual(posted, [
			{ type: 'fillGap', gap: 19 },
			{ type: 'fillGap', gap: 40 },
		]);
	});

	it('shows which 2s play in a first-column gap instead of posting', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.click(screen.getAllByRole('gridcell', { name: 'gap, takes any 2' })[0]);
		assert.deepEqual(posted, []);
		assert.equal(statusLine(), 'Any 2 plays here.');
		assert.equal(document.querySelectorAll('.mark-find').length, 4);
	});

	it('offers question-mark gaps for a 2 with several, and posts the one chosen', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.click(cell('2 of clubs'));
		assert.deepEqual(posted, []);
		const candidates = screen.getAllByRole('gridcell', { name: 'gap, put 2 of clubs here' });
		assert.deepEqual(candidates.map(positionOf), [0, 26]);
		candidates.forEach((c) => assert.equal(c.textContent, '?'));
		assert.equal(cell('2 of clubs').getAttribute('aria-selected'), 'true');
		assert.match(announced(), /^Choose a gap for the 2 of clubs: row 1, column 1 or row 3, column 1/);
		fireEvent.click(candidates[1]);
		assert.deepEqual(posted, [{ type: 'moveCard', card: card('2C'), to: 26 }]);
		assert.equal(screen.queryAllByRole('gridcell', { name: /^gap, put/ }).length, 0);
	});

	it('cancels the choice with Escape, or by clicking the 2 again', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.click(cell('2 of clubs'));
		fireEvent.keyDown(document.body, { key: 'Escape' });
		assert.equal(screen.queryAllByRole('gridcell', { name: /^gap, put/ }).length, 0);
		fireEvent.click(cell('2 of diamonds'));
		fireEvent.click(cell('2 of diamonds'));
		assert.equal(screen.queryAllByRole('gridcell', { name: /^gap, put/ }).length, 0);
		assert.deepEqual(posted, []);
	});

	for (const [id, rows, columns] of [
		['lineUp', 4, 6],
		['doubleBlueMoon', 8, 14],
	] as const) {
		it(`draws ${GAMES[id].name}'s ${rows} x ${columns} grid, each cell named and reachable by keyboard`, () => {
			mountApp(stateMessage(Game.deal(20908, GAMES[id].rules)));
			const grid = screen.getByRole('grid', { name: `${GAMES[id].name} layout` });
			const gridRows = within(grid).getAllByRole('row');
			assert.equal(gridRows.length, rows);
			gridRows.forEach((row) =>
				within(row)
					.getAllByRole('gridcell')
					.forEach((c) => assert.ok(c.getAttribute('aria-label'))),
			);
			gridRows.forEach((row) => assert.equal(within(row).getAllByRole('gridcell').length, columns));
			(grid.querySelector('[tabindex="0"]') as HTMLElement).focus();
			for (const key of ['End', ...Array<string>(rows).fill('ArrowDown'), 'ArrowRight']) {
				fireEvent.keyDown(document.activeElement!, { key });
			}
			assert.equal(positionOf(document.activeElement), rows * columns - 1, 'the last cell, and no further');
		});
	}

	it('moves a roving cursor with the arrow keys, Home and End', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const grid = screen.getByRole('grid');
		const tabbable = () => grid.querySelectorAll('[tabindex="0"]');
		assert.equal(tabbable().length, 1);
		const first = tabbable()[0] as HTMLElement;
		first.focus();
		const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
		press('ArrowRight');
		assert.equal(positionOf(document.activeElement), 1);
		press('ArrowDown');
		press('ArrowDown');
		assert.equal(positionOf(document.activeElement), 27);
		press('End');
		assert.equal(positionOf(document.activeElement), 38);
		press('ArrowRight');
		assert.equal(positionOf(document.activeElement), 38, 'stops at the edge');
		press('Home');
		press('ArrowUp');
		assert.equal(positionOf(document.activeElement), 13);
		assert.deepEqual([...tabbable()].map(positionOf), [13]);
	});

	it('keeps the cursor on the board after a smaller game is dealt: the nearest cell, the one tab stop', () => {
		const { send } = mountApp(stateMessage(Game.deal(1, GAMES.doubleMontana.rules)));
		const grid = () => screen.getByRole('grid');
		(grid().querySelector('[tabindex="0"]') as HTMLElement).focus();
		// Cell 103 of Double Montana's 8 x 13: row 8, column 13.
		for (const key of [...Array<string>(7).fill('ArrowDown'), 'End']) {
			fireEvent.keyDown(document.activeElement!, { key });
		}
		assert.equal(positionOf(document.activeElement), 103);
		send(stateMessage(Game.deal(1, GAMES.lineUp.rules), { event: { kind: 'newGame' } }));
		const tabbable = [...grid().querySelectorAll('[tabindex="0"]')];
		// Line Up is 4 x 6: the nearest cell to row 8, column 13 is its last, row 4, column 6.
		assert.deepEqual(tabbable.map(positionOf), [23]);
		(tabbable[0] as HTMLElement).focus();
		fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
		assert.equal(positionOf(document.activeElement), 17, 'the arrows go on from there');
		// Back on a big board, the cursor is where the arrows left it.
		send(stateMessage(Game.deal(1, GAMES.doubleMontana.rules), { event: { kind: 'newGame' } }));
		assert.deepEqual([...grid().querySelectorAll('[tabindex="0"]')].map(positionOf), [2 * 13 + 5]);
	});

	it('plays the cell under the cursor with Enter', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const eight = cell('8 of hearts');
		eight.focus();
		fireEvent.keyDown(eight, { key: 'Enter' });
		const gap = cell('gap, takes 8 of hearts');
		gap.focus();
		fireEvent.keyDown(gap, { key: 'Enter' });
		assert.deepEqual(posted, [
			{ type: 'moveCard', card: card('8H') },
			{ type: 'fillGap', gap: 19 },
		]);
	});

	it('chooses a 2 gap by keyboard alone', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const two = cell('2 of spades');
		two.focus();
		fireEvent.keyDown(two, { key: 'Enter' });
		assert.equal(positionOf(document.activeElement), 0, 'the cursor jumps to the first candidate');
		fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
		fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
		fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
		assert.deepEqual(posted, [{ type: 'moveCard', card: card('2S'), to: 26 }]);
	});

	it('finds with Space while it is held: the card for a gap, the next-higher card of a card', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const gap = cell('gap, takes 8 of hearts');
		gap.focus();
		fireEvent.keyDown(gap, { key: ' ' });
		assert.ok(cell('8 of hearts').classList.contains('mark-find'));
		assert.equal(statusLine(), 'The 8 of hearts plays here; it is at row 3, column 13.');
		fireEvent.keyUp(gap, { key: ' ' });
		assert.equal(document.querySelectorAll('.mark-find').length, 0);

		const nine = cell('9 of clubs');
		nine.focus();
		fireEvent.keyDown(nine, { key: ' ' });
		assert.ok(cell('10 of clubs').classList.contains('mark-find'));
		fireEvent.keyUp(nine, { key: ' ' });
	});

	it('finds while the right button is held, and says why nothing plays in a dead gap', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.pointerDown(cell('7 of hearts, home'), { button: 2 });
		assert.ok(cell('8 of hearts').classList.contains('mark-find'));
		fireEvent.pointerUp(window);
		assert.equal(document.querySelectorAll('.mark-find').length, 0);
		fireEvent.pointerDown(cell('gap, dead'), { button: 2 });
		assert.equal(statusLine(), 'Nothing can go after a King (the king of spades).');
		fireEvent.pointerUp(window);
		fireEvent.pointerDown(cell('king of hearts'), { button: 2 });
		assert.equal(statusLine(), 'Nothing follows the king of hearts.');
	});

	it('announces a move, naming where the card went', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game));
		send(afterMove(game, '8H'));
		assert.equal(announced(), '8 of hearts moved to row 2, column 7.');
		assert.equal(positionOf(cell('8 of hearts, home')), 19);
		assert.equal(
			document.querySelector('[data-position="38"]')?.getAttribute('aria-label'),
			'gap, dead',
			'it follows the king of diamonds',
		);
	});

	it('renders again only the cells a move changed, and the others keep what they show', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game));
		const cellsNow = () => screen.getAllByRole('gridcell').map((element) => element.outerHTML);
		const before = cellsNow();
		const rendered: number[] = [];
		// Each cell's render counted, by a wrapper around the component's own.
		const prototype = BoardCell.prototype;
		const render = Object.getOwnPropertyDescriptor(prototype, 'render');
		Object.defineProperty(prototype, 'render', {
			configurable: true,
			value(this: BoardCell) {
				rendered.push(this.props.position);
				return (render?.value as (this: BoardCell) => unknown).call(this);
			},
		});
		try {
			send(afterMove(game, '8H'));
		} finally {
			Object.defineProperty(prototype, 'render', render!);
		}
		const after = cellsNow();
		const changed = after.flatMap((html, position) => (html === before[position] ? [] : [position]));
		// The 8 left its cell (38, now a dead gap) for the gap after the 7 (19), and brought 9 to King (20-24) home.
		assert.deepEqual(changed, [19, 20, 21, 22, 23, 24, 38]);
		assert.deepEqual(rendered, changed);
	});

	it('draws the chosen card style', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS), { settings: { cardStyle: 'fourColour' } }));
		assert.ok(document.querySelector('.app.style-fourColour'));
		const face = cell('8 of hearts').querySelector('.card');
		assert.ok(face?.classList.contains('hearts'));
		assert.equal(face?.getAttribute('aria-hidden'), 'true');
		assert.equal(face?.querySelector('.rank')?.textContent, '8');
	});
});
