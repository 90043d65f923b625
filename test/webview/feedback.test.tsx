import { strict as assert } from 'node:assert';
import { act, fireEvent, screen } from '@testing-library/preact';
import { ALMOST_WON_ROWS, card, gameFromRows, MIXED_ROWS, stateMessage } from './fixtures';
import { mountApp } from './render';

/** A stand-in for WebAudio that counts the notes started. */
class FakeAudioContext {
	static notes = 0;
	readonly currentTime = 0;
	readonly destination = {};
	resume() {
		return Promise.resolve();
	}
	createOscillator() {
		return {
			type: '',
			frequency: { value: 0 },
			connect: (node: unknown) => node,
			start: () => FakeAudioContext.notes++,
			stop() {},
		};
	}
	createGain() {
		const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
		return { gain: param, connect: (node: unknown) => node };
	}
}

describe('feedback', () => {
	const global = globalThis as { AudioContext?: unknown };
	const saved = global.AudioContext;
	beforeEach(() => {
		global.AudioContext = FakeAudioContext;
		FakeAudioContext.notes = 0;
	});
	afterEach(() => {
		global.AudioContext = saved;
	});

	it('blips for an illegal click only when sounds are on', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game));
		send({ type: 'notice', text: 'That card cannot move.', level: 'warning' });
		assert.equal(FakeAudioContext.notes, 0);
		send(stateMessage(game, { settings: { sounds: true } }));
		send({ type: 'notice', text: 'That card cannot move.', level: 'warning' });
		send({ type: 'notice', text: 'Replay mode.', level: 'info' });
		assert.equal(FakeAudioContext.notes, 1);
	});

	it('plays a short tune for a win', () => {
		const game = gameFromRows(ALMOST_WON_ROWS);
		const { send } = mountApp(stateMessage(game, { settings: { sounds: true } }));
		const king = card('KC');
		game.move(king);
		send(
			stateMessage(game, {
				settings: { sounds: true },
				event: { kind: 'move', move: { card: king, from: 12, to: 11 } },
			}),
		);
		assert.equal(FakeAudioContext.notes, 3);
	});

	it('finds on a long press, and the press does not also move the card', async () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const seven = screen.getByRole('gridcell', { name: '7 of hearts, home' });
		fireEvent.pointerDown(seven, { button: 0 });
		await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
		assert.ok(screen.getByRole('gridcell', { name: '8 of hearts' }).classList.contains('mark-find'));
		fireEvent.pointerUp(window);
		fireEvent.click(seven);
		assert.deepEqual(posted, []);
		assert.equal(document.querySelectorAll('.mark-find').length, 0);
		fireEvent.click(seven);
		assert.deepEqual(posted, [{ type: 'moveCard', card: card('7H') }]);
	});
	it('still moves the card on a quick click whose long-press timer fired late on a busy page', async () => {
		const { posted } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const seven = screen.getByRole('gridcell', { name: '7 of hearts, home' });
		const down = new PointerEvent('pointerdown', { button: 0, bubbles: true });
		fireEvent(seven, down);
		await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
		fireEvent.pointerUp(window);
		// The click was made 100 ms after the press; the page only got to it later.
		const click = new MouseEvent('click', { bubbles: true });
		Object.defineProperty(click, 'timeStamp', { value: down.timeStamp + 100 });
		fireEvent(seven, click);
		assert.deepEqual(posted, [{ type: 'moveCard', card: card('7H') }]);
	});
});
