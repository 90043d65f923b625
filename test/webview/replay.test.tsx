import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/preact';
import { readRecord } from '../../src/extension/gamEditor/record';
import { toGameView } from '../../src/extension/game/gameView';
import type { HostToWebview, ReplayView } from '../../src/protocol';
import { SETTINGS } from './fixtures';
import { announced, mountApp } from './render';

const source = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', name), 'utf8');

/** The state the .gam editor sends for `text` at `position` (as gamEditor.ts builds it). */
function replayState(text: string, position: number, replay: Partial<ReplayView> = {}): HostToWebview {
	const state = readRecord(text);
	assert.ok(state.replay !== null);
	const view = toGameView(state.replay.gameAt(position), 'windows');
	return {
		type: 'state',
		view: { ...view, canUndo: position > 0, canRedo: position < state.steps.length },
		settings: SETTINGS,
		replay: { steps: state.steps, position, playing: false, speed: 4, readOnly: false, wonHere: false, ...replay },
		...(state.error ? { recordError: state.error } : {}),
	};
}

const button = (name: string) => screen.getByRole('button', { name });
const moves = () => screen.getByRole('navigation', { name: 'Moves' });

describe('the .gam editor webview', () => {
	const game = source('20908.gam');

	it('shows the replay controls and the move list, with the current step marked', () => {
		mountApp(replayState(game, 12));
		assert.ok(screen.getByRole('region', { name: 'Replay' }));
		const current = within(moves())
			.getAllByRole('button')
			.filter((b) => b.getAttribute('aria-current') === 'step');
		assert.deepEqual(
			current.map((b) => b.getAttribute('aria-label')),
			['Move 12, QH'],
		);
		assert.equal(current[0].tabIndex, 0, 'the current step is the list’s one tab stop');
		assert.equal(within(moves()).getByRole('button', { name: 'Shuffle 1' }).textContent, 'Shuffle');
		assert.equal(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Move' }).value, '12');
		assert.match(screen.getByRole('region', { name: 'Replay' }).textContent ?? '', /of 39/);
	});

	it('posts where to go: start, back, forward, end, a clicked move, a typed move number, and the arrow keys', () => {
		const { posted } = mountApp(replayState(game, 12));
		for (const name of ['Start', 'Back', 'Forward', 'End']) {
			fireEvent.click(button(name));
		}
		fireEvent.click(within(moves()).getByRole('button', { name: 'Move 3, 4H' }));
		fireEvent.click(within(moves()).getByRole('button', { name: 'Deal' }));
		const input = screen.getByRole('spinbutton', { name: 'Move' });
		fireEvent.input(input, { target: { value: '30' } });
		fireEvent.submit(input.closest('form') as HTMLFormElement);
		fireEvent.keyDown(within(moves()).getByRole('button', { name: 'Move 12, QH' }), { key: 'ArrowRight' });
		fireEvent.keyDown(within(moves()).getByRole('button', { name: 'Move 12, QH' }), { key: 'Home' });
		assert.deepEqual(
			posted.map((m) => (m.type === 'replayGoto' ? m.position : m.type)),
			// Move 30 is step 31: the redeal after move 24 is a step too.
			[0, 11, 13, 40, 3, 0, 31, 13, 0],
		);
	});

	it('says why it cannot go further instead of posting, at either end', () => {
		const { posted, send } = mountApp(replayState(game, 0));
		fireEvent.click(button('Back'));
		assert.match(document.querySelector('.status-line')?.textContent ?? '', /This is the deal/);
		send(replayState(game, 40));
		fireEvent.click(button('Forward'));
		assert.match(document.querySelector('.status-line')?.textContent ?? '', /end of the record/);
		assert.deepEqual(posted, []);
	});

	it('plays at the chosen speed and pauses', () => {
		const { posted, send } = mountApp(replayState(game, 0));
		fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '16' } });
		assert.deepEqual(posted, [], 'choosing a speed while paused only remembers it');
		fireEvent.click(button('Play'));
		send(replayState(game, 1, { playing: true, speed: 16 }));
		fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '2' } });
		fireEvent.click(button('Pause'));
		assert.deepEqual(posted, [
			{ type: 'replayPlay', speed: 16 },
			{ type: 'replayPlay', speed: 2 },
			{ type: 'replayPause' },
		]);
	});

	it('steps with the Windows game’s + and - keys through Redo and Undo', () => {
		const { posted } = mountApp(replayState(game, 5));
		fireEvent.keyDown(document.body, { key: '+' });
		fireEvent.keyDown(document.body, { key: '-' });
		assert.deepEqual(posted, [{ type: 'redo' }, { type: 'undo' }]);
	});

	it("shows a replayed record's win as the record's, and a win played in the editor as the player's", () => {
		const won = source('ui/game-128-win.gam');
		const end = readRecord(won).steps.length;
		const { send } = mountApp(replayState(won, end));
		const dialog = screen.getByRole('dialog', { name: 'Game won: Montana' });
		assert.match(dialog.textContent ?? '', /80 moves.*1 shuffle.*Master/s);
		assert.doesNotMatch(
			dialog.textContent ?? '',
			/New best score|among the best scores/,
			"a friend's game does not enter the player's scores",
		);
		assert.match(announced(), /Won Montana in 80 moves and 1 shuffle: Master$/);
		assert.doesNotMatch(announced(), /You won/);

		send(replayState(won, end, { wonHere: true }));
		assert.ok(screen.getByRole('dialog', { name: 'You won Montana!' }));
		assert.match(screen.getByRole('dialog').textContent ?? '', /Not among the best scores this time/);
	});

	it('marks a read-only record', () => {
		mountApp(replayState(game, 0, { readOnly: true }));
		assert.ok(screen.getByText('Read-only'));
	});

	it('shows where and why a record breaks above the board at its last good move, with Open as Text', () => {
		const { posted } = mountApp(replayState(source('illegal-move.gam'), 13));
		const alert = screen.getByRole('alert');
		assert.match(alert.textContent ?? '', /error at line 9, column 16, move 14/);
		assert.match(alert.textContent ?? '', /Move 14 \(9D\): The 9 of diamonds can only go/);
		assert.match(alert.textContent ?? '', /The board shows the game up to the last good move, move 13\./);
		assert.match(alert.textContent ?? '', /The record is read no further than this error/);
		assert.ok(screen.getByRole('grid'), 'the board is there');
		fireEvent.click(within(alert).getByRole('button', { name: 'Open as Text' }));
		assert.deepEqual(posted, [{ type: 'openAsText' }]);
	});

	it('says which move the board shows when the player steps back from the last good move', () => {
		mountApp(replayState(source('illegal-move.gam'), 2));
		assert.match(
			screen.getByRole('alert').textContent ?? '',
			/The board shows move 2; the last good move is move 13 \(End goes there\)\./,
		);
	});

	it('shows a record with no game as its error alone, and the board again once it reads', () => {
		const broken = readRecord(source('bad-header.gam'));
		assert.ok(broken.replay === null);
		const { send } = mountApp({ type: 'recordError', error: broken.error });
		assert.match(screen.getByRole('alert').textContent ?? '', /line 3, column 8.*"windoze" is not a rule preset/s);
		assert.equal(screen.queryByRole('grid'), null);
		send(replayState(game, 0));
		assert.equal(screen.queryByRole('alert'), null);
		assert.ok(screen.getByRole('grid'));
	});
});
