import { strict as assert } from 'node:assert';
import { fireEvent, screen } from '@testing-library/preact';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { rulesInFull } from '../../src/engine/rulesInFull';
import { gameFromRows, MIXED_ROWS, stateMessage } from './fixtures';
import { mountApp } from './render';

const details = () => document.querySelector<HTMLDetailsElement>('details.rules-info')!;

describe('the rules in force', () => {
	it("shows the game's goal on one line, and its rules in full when opened", () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		const [goal, howToPlay, redeals] = rulesInFull(GAMES.montana.rules).sections;
		const summary = details().querySelector('summary')!;
		assert.equal(summary.textContent, `Rules ${goal.text}`);
		assert.equal(details().open, false, 'closed until asked for');
		details().open = true;
		fireEvent(details(), new Event('toggle'));
		const region = screen.getByRole('region', { name: 'Rules of Montana Solitaire for Windows' });
		const terms = [...region.querySelectorAll('dt')].map((dt) => dt.textContent);
		const texts = [...region.querySelectorAll('dd')].map((dd) => dd.textContent);
		assert.deepEqual(terms, ['How to play', 'Shuffles']);
		assert.deepEqual(texts, [howToPlay.text, redeals.text]);
	});

	it('names the rules chosen for the next deal, and deals them now when asked', () => {
		const game = gameFromRows(MIXED_ROWS);
		const message = stateMessage(game);
		const { posted } = mountApp(
			message.type === 'state' ? { ...message, view: { ...message.view, nextRules: GAMES.blueMoon.rules } } : message,
		);
		const note = document.querySelector('.rules-next');
		assert.equal(note?.textContent, 'Next deal: Blue Moon; this game keeps its rules. Deal now');
		fireEvent.click(screen.getByRole('button', { name: 'Deal now' }));
		assert.deepEqual(posted, [{ type: 'newGame' }]);
	});

	it('says nothing of a next deal when it keeps these rules', () => {
		mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		assert.equal(document.querySelector('.rules-next'), null);
	});

	it('follows the game on the board: the sliding puzzle says its goal', () => {
		const { send } = mountApp(stateMessage(gameFromRows(MIXED_ROWS)));
		send(stateMessage(Game.deal(7, GAMES.rectangularRovers.rules)));
		assert.match(
			details().querySelector('summary')?.textContent ?? '',
			/^Rules Build every row from Ace to 5 in one suit, starting in the first column: all 20 cards home wins\.$/,
		);
		assert.match(
			details().textContent ?? '',
			/Any card next to a gap \(left, right, above or below\) may slide into it\./,
		);
		assert.match(details().textContent ?? '', /No shuffle: the first deal is the whole game\./);
	});
});
