import { strict as assert } from 'node:assert';
import { fireEvent, screen } from '@testing-library/preact';
import { MIXED_ROWS, gameFromRows, stateMessage } from './fixtures';
import { announced, hintLine, mountApp } from './render';

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
