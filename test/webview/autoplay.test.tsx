import { strict as assert } from 'node:assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import { ALMOST_WON_ROWS, MIXED_ROWS, card, gameFromRows, stateMessage } from './fixtures';
import { announced, hintLine, mountApp, statusLine } from './render';

describe('autoplay on the board', () => {
	it('stops autoplay on the first key, which does nothing else', () => {
		const { posted, send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'autoplay', playing: true });
		posted.length = 0;
		// H would ask for a hint; while autoplay plays it only stops it.
		fireEvent.keyDown(document.body, { key: 'h' });
		assert.deepEqual(posted, [{ type: 'stopAutoplay' }]);
		fireEvent.keyDown(document.body, { key: 'h' });
		assert.deepEqual(posted, [{ type: 'stopAutoplay' }, { type: 'hint' }]);
	});

	it('stops autoplay on a click anywhere on the page, without moving the card clicked', () => {
		const { posted, send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'autoplay', playing: true });
		posted.length = 0;
		fireEvent.click(screen.getAllByRole('gridcell')[4]);
		assert.deepEqual(posted, [{ type: 'stopAutoplay' }]);
		fireEvent.click(screen.getAllByRole('gridcell')[4]);
		assert.equal(posted.length, 2, 'the next click acts as usual');
	});

	it('says while it plays that it does, how fast, and stops from its Stop button, once', () => {
		const { posted, send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		assert.equal(screen.queryByRole('region', { name: 'Autoplay' }), null, 'nothing while it does not play');
		send({ type: 'autoplay', playing: true, speed: 2 });
		const banner = screen.getByRole('region', { name: 'Autoplay' });
		assert.equal(banner.querySelector('p')?.textContent, 'Autoplaying the winning line, 2 moves a second…');
		const stop = within(banner).getByRole('button', { name: 'Stop' });
		assert.equal(stop.getAttribute('title'), 'Stop autoplay (Escape)');
		// The setting changed while it plays: the host tells the new speed.
		send({ type: 'autoplay', playing: true, speed: 1 });
		assert.match(banner.querySelector('p')?.textContent ?? '', /, 1 move a second…$/);
		posted.length = 0;
		fireEvent.click(stop);
		assert.deepEqual(posted, [{ type: 'stopAutoplay' }]);
		assert.equal(screen.queryByRole('region', { name: 'Autoplay' }), null);
	});

	it('says under the board that a key or a click stops it, not how to move a card, while it plays', () => {
		const { send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		assert.match(statusLine(), /^Click a card to move it\./);
		send({ type: 'autoplay', playing: true, speed: 2 });
		assert.equal(statusLine(), 'Any key or click stops autoplay.');
		send({ type: 'autoplay', playing: false });
		assert.match(statusLine(), /^Click a card to move it\./, 'the usual controls are back');
	});

	it('starts from the toolbar in the game panel, and says why not once the game is won', () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		fireEvent.click(screen.getByRole('button', { name: 'Autoplay' }));
		assert.deepEqual(posted, [{ type: 'startAutoplay' }]);
		const won = gameFromRows(ALMOST_WON_ROWS);
		won.move(card('KC'));
		const after = mountApp(stateMessage(won));
		const autoplay = within(screen.getAllByRole('banner').at(-1)!).getByRole('button', { name: 'Autoplay' });
		assert.equal(autoplay.getAttribute('aria-disabled'), 'true');
		fireEvent.click(autoplay);
		assert.deepEqual(after.posted, []);
	});

	it('leaves keys alone when autoplay is not playing', () => {
		const { posted, send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'autoplay', playing: true });
		send({ type: 'autoplay', playing: false });
		posted.length = 0;
		fireEvent.keyDown(document.body, { key: 'h' });
		assert.deepEqual(posted, [{ type: 'hint' }]);
	});

	it('shows and announces why a hint is its move', () => {
		const { send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send({ type: 'highlight', positions: [38, 19], reason: 'hint', why: 'This move keeps the game winnable.' });
		assert.match(hintLine(), /^Hint: move .*\. This move keeps the game winnable\.$/);
		assert.match(announced(), /This move keeps the game winnable\.$/);
	});
});
