import { strict as assert } from 'node:assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import { GAMES } from '../../src/engine/games';
import { rate } from '../../src/engine/scoring';
import { ALMOST_WON_ROWS, afterMove, card, gameFromRows, MIXED_ROWS, stateMessage, STUCK_ROWS } from './fixtures';
import { announced, mountApp, statusLine } from './render';

const button = (name: string) => screen.getByRole('button', { name });
const key = (k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.body, { key: k, ...init });

/** A game two moves in with one undone, so that every command can act. */
function mountUndoableAndRedoable() {
	const game = gameFromRows(MIXED_ROWS);
	const mounted = mountApp(stateMessage(game));
	mounted.send(afterMove(game, '8H'));
	mounted.send(afterMove(game, '2C', { to: 0 }));
	game.undo();
	mounted.send(stateMessage(game));
	return mounted;
}

describe('app', () => {
	it('waits for the host before drawing a board', () => {
		const { send } = mountApp();
		assert.equal(screen.queryByRole('grid'), null);
		send(stateMessage(gameFromRows(MIXED_ROWS)));
		assert.ok(screen.getByRole('grid', { name: 'Montana layout' }));
	});

	it('says where the game stands when the board first appears, for a screen reader', () => {
		const game = gameFromRows(MIXED_ROWS);
		game.move(card('8H'));
		const { send } = mountApp();
		send(stateMessage(game));
		assert.match(announced(), /^Game 1234, 1 move, 0 shuffles\. 12 cards home\./);
	});

	it('shows the game number, preset, moves, shuffles and cards home', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game));
		send(afterMove(game, '8H'));
		const toolbar = document.querySelector('.toolbar')!;
		const text = toolbar.textContent ?? '';
		assert.match(text, /Game 1234/);
		assert.match(text, /Montana Solitaire for Windows/);
		assert.match(text, /Moves 1/);
		assert.match(text, /Shuffles 0 \(15 left\)/);
		assert.match(text, /Home 12\/48/, '8H joins 2H-7H and 9H-KH');
	});

	it('posts each toolbar command from a real, named button', () => {
		const { posted } = mountUndoableAndRedoable();
		for (const name of ['New game', 'Restart', 'Shuffle', 'Undo', 'Redo', 'Hint', 'Autoplay', 'Best scores']) {
			fireEvent.click(button(name));
		}
		assert.deepEqual(
			posted.map((m) => m.type),
			['newGame', 'restart', 'redeal', 'undo', 'redo', 'hint', 'startAutoplay', 'showScores'],
		);
	});

	it('keeps a blocked command focusable, with its reason as tooltip and on the status line', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS, 'threeTries')));
		const redeal = button('Shuffle');
		assert.equal(redeal.getAttribute('aria-disabled'), 'true');
		const reason = redeal.getAttribute('title') ?? '';
		assert.ok(reason.length > 0);
		fireEvent.click(redeal);
		fireEvent.click(button('Undo'));
		assert.deepEqual(posted, []);
		assert.equal(statusLine(), 'Nothing to undo.');
		key('s');
		assert.equal(statusLine(), reason);
	});

	it('posts the single-key commands, and leaves keys with modifiers to VS Code', () => {
		const { posted } = mountUndoableAndRedoable();
		for (const k of ['s', 'U', '-', 'r', '+', 'h', 'n']) {
			key(k);
		}
		key('u', { ctrlKey: true });
		key('n', { metaKey: true });
		key('s', { altKey: true });
		key('s', { repeat: true });
		assert.deepEqual(
			posted.map((m) => m.type),
			['redeal', 'undo', 'undo', 'redo', 'redo', 'hint', 'newGame'],
		);
	});

	it('shows a notice quietly and announces it; info notices obey the messages setting', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game, { settings: { messages: false } }));
		send({ type: 'notice', text: 'Replay mode.', level: 'info' });
		assert.notEqual(statusLine(), 'Replay mode.');
		send({ type: 'notice', text: 'The 9 of clubs cannot move.', level: 'warning' });
		assert.equal(statusLine(), 'The 9 of clubs cannot move.');
		assert.equal(announced(), 'The 9 of clubs cannot move.');
		assert.equal(screen.queryByRole('dialog'), null, 'not modal');
		send(stateMessage(game, { settings: { messages: true } }));
		send({ type: 'notice', text: 'Replay mode.', level: 'info' });
		assert.equal(statusLine(), 'Replay mode.');
	});

	it('marks the card of a hint and its gap, each its own way, and names both in words', () => {
		const { send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'highlight', positions: [38, 19], reason: 'hint' });
		const marked = (selector: string) =>
			[...document.querySelectorAll(selector)].map((c) => c.getAttribute('data-position'));
		assert.deepEqual(marked('.mark-hint'), ['19', '38']);
		assert.deepEqual(marked('.mark-hint.hint-target'), ['19'], 'the gap it goes to');
		const words =
			'Hint: move the 8 of hearts from row 3, column 13 to the gap after the 7 of hearts, at row 2, column 7.';
		assert.equal(announced(), words);
		assert.equal(within(screen.getByRole('group', { name: 'Hint' })).getByText(words).tagName, 'P');
	});

	it('names a first-column gap of a hint by its row', () => {
		const { send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'highlight', positions: [12, 26], reason: 'hint' });
		assert.equal(announced(), 'Hint: move the 2 of clubs from row 1, column 13 to the gap at the start of row 3.');
	});

	it('keeps the hint marked until the next move', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game));
		send({ type: 'highlight', positions: [38, 19], reason: 'hint' });
		// A state with nothing new (a setting changed) leaves it.
		send(stateMessage(game, { settings: { sounds: true } }));
		assert.equal(document.querySelectorAll('.mark-hint').length, 2);
		assert.ok(screen.queryByRole('group', { name: 'Hint' }));
		send(afterMove(game, '8H'));
		assert.equal(document.querySelectorAll('.mark-hint').length, 0);
		assert.equal(screen.queryByRole('group', { name: 'Hint' }), null);
		assert.match(statusLine(), /^Click a card to move it\./, 'the line under the board is back');
	});

	it('takes the hint away on Escape or its close button, and says so', () => {
		const { send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'highlight', positions: [38, 19], reason: 'hint' });
		fireEvent.keyDown(document.body, { key: 'Escape' });
		assert.equal(document.querySelectorAll('.mark-hint').length, 0);
		assert.equal(announced(), 'Hint dismissed.');
		send({ type: 'highlight', positions: [38, 19], reason: 'hint' });
		fireEvent.click(screen.getByRole('button', { name: 'Dismiss hint' }));
		assert.equal(document.querySelectorAll('.mark-hint').length, 0);
		assert.equal(screen.queryByRole('group', { name: 'Hint' }), null);
		assert.equal(announced(), 'Hint dismissed.');
		assert.equal(document.activeElement?.getAttribute('role'), 'gridcell', 'focus goes back to the board');
	});

	it('offers the shuffle when no move is left', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(STUCK_ROWS), { event: { kind: 'newGame' } }));
		const banner = screen.getByRole('region', { name: 'No moves left' });
		assert.match(banner.textContent ?? '', /No moves left\. Shuffle\?/);
		assert.match(announced(), /No moves left\. Shuffle\?$/);
		fireEvent.click(within(banner).getByRole('button', { name: 'Shuffle (15 left)' }));
		assert.deepEqual(posted, [{ type: 'redeal' }]);
	});

	it('gives the final result when stuck with no shuffle left', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(STUCK_ROWS, 'oneDeal')));
		const banner = screen.getByRole('region', { name: 'No moves left' });
		assert.match(banner.textContent ?? '', /Final result: 0 of 48 cards home/);
		fireEvent.click(within(banner).getByRole('button', { name: 'New game' }));
		assert.deepEqual(posted, [{ type: 'newGame' }]);
	});

	it('celebrates a win with the score, its rating and its places', () => {
		const game = gameFromRows(ALMOST_WON_ROWS);
		const { posted, send } = mountApp(stateMessage(game));
		const king = card('KC');
		game.move(king);
		send(
			stateMessage(game, {
				placement: { fewestShufflesPlace: 2, fewestMovesPlace: null },
				event: { kind: 'move', move: { card: king, from: 12, to: 11 } },
			}),
		);
		const dialog = screen.getByRole('dialog', { name: 'You won Montana!' });
		const text = dialog.textContent ?? '';
		assert.match(text, /Game 1234, Montana Solitaire for Windows/);
		assert.match(text, /1 move/);
		assert.match(text, /0 shuffles/);
		assert.match(text, /48 of 48 cards home/);
		assert.match(text, /Genius/);
		assert.match(text, /2nd in Fewest shuffles/);
		assert.equal(
			announced(),
			'King of clubs moved to row 1, column 12. You won Montana in 1 move and 0 shuffles: Genius',
		);
		assert.equal(document.activeElement, within(dialog).getByRole('button', { name: 'New game' }));
		fireEvent.click(within(dialog).getByRole('button', { name: 'Best scores' }));
		fireEvent.click(within(dialog).getByRole('button', { name: 'New game' }));
		assert.deepEqual(posted, [{ type: 'showScores' }, { type: 'newGame' }]);
		key('Escape');
		assert.equal(screen.queryByRole('dialog'), null);
		assert.equal(document.activeElement?.getAttribute('role'), 'gridcell', 'focus goes back to the board');
	});

	it('says why a long win has no rating for its moves, rather than a dash', () => {
		const game = gameFromRows(ALMOST_WON_ROWS);
		game.move(card('KC'));
		const won = stateMessage(game);
		assert.ok(won.type === 'state' && won.view.result);
		// The same win, as the host shows one of 134 moves: past 120 the Windows help gives no rating.
		const view = { ...won.view, moves: 134, result: { ...won.view.result, rating: rate(134, 0) } };
		mountApp({ ...won, view });
		const ratings = screen.getByRole('dialog', { name: 'You won Montana!' }).querySelector('.ratings');
		const pairs = [...(ratings?.querySelectorAll('dt') ?? [])].map((dt) => [
			dt.textContent,
			dt.nextElementSibling?.textContent,
		]);
		assert.deepEqual(pairs, [
			['Shuffles', 'Genius'],
			['Moves', 'No rating: more than 120 moves'],
		]);
	});

	it("greets a win with the host's quotation, shown and read out with the result", () => {
		const game = gameFromRows(ALMOST_WON_ROWS);
		const { send } = mountApp(stateMessage(game));
		const king = card('KC');
		game.move(king);
		const quotation = {
			text: 'Patience, and shuffle the cards.',
			author: 'Miguel de Cervantes',
			source: 'Don Quixote',
		};
		send(stateMessage(game, { quotation, event: { kind: 'move', move: { card: king, from: 12, to: 11 } } }));
		const dialog = screen.getByRole('dialog', { name: 'You won Montana!' });
		const figure = within(dialog).getByRole('figure');
		assert.equal(figure.textContent, '“Patience, and shuffle the cards.”— Miguel de Cervantes, Don Quixote');
		// The dialog's description is the game, the score and the quotation: what a screen reader reads on opening it.
		const description = (dialog.getAttribute('aria-describedby') ?? '')
			.split(' ')
			.map((id) => document.getElementById(id)?.textContent)
			.join(' ');
		assert.match(
			description,
			/Game 1234, Montana Solitaire for Windows.*1 move.*0 shuffles.*48 of 48 cards home.*“Patience, and shuffle the cards\.”— Miguel de Cervantes, Don Quixote/s,
		);
		assert.equal(
			announced(),
			'King of clubs moved to row 1, column 12. You won Montana in 1 move and 0 shuffles: Genius “Patience, and shuffle the cards.” Miguel de Cervantes, Don Quixote.',
		);
	});

	it("names the game won and counts the game's own cards: Line Up's 20, not Montana's 48", () => {
		const game = gameFromRows(
			['AC 2C 3C 4C -- 5C', 'AD 2D 3D 4D 5D --', 'AH 2H 3H 4H 5H --', 'AS 2S 3S 4S 5S --'],
			GAMES.lineUp.rules,
		);
		const { send } = mountApp(stateMessage(game));
		send(afterMove(game, '5C'));
		const dialog = screen.getByRole('dialog', { name: 'You won Line Up!' });
		const description = (dialog.getAttribute('aria-describedby') ?? '')
			.split(' ')
			.map((id) => document.getElementById(id)?.textContent)
			.join(' ');
		assert.match(description, /^Game 1234 1 move\s*0 shuffles\s*20 of 20 cards home$/);
		assert.equal(announced(), '5 of clubs moved to row 1, column 5. You won Line Up in 1 move and 0 shuffles: Genius');
	});

	it('shows no quotation where the host sent none', () => {
		const game = gameFromRows(ALMOST_WON_ROWS);
		game.move(card('KC'));
		mountApp(stateMessage(game));
		const dialog = screen.getByRole('dialog', { name: 'You won Montana!' });
		assert.equal(within(dialog).queryByRole('figure'), null);
		assert.equal(dialog.getAttribute('aria-describedby'), 'win-game win-score');
	});
});
