/**
 * "Where Was the Win Lost?" in a real VS Code on boards other than Montana's 4 x 13: the
 * answer names the losing move's cell by the game's own grid. Each record starts from a
 * layout near its end: a few moves of a winning line, then the move that lost the win (the
 * solver proves the position after it lost), then a move or two more. Made once with
 * src/engine's solver.
 */
import { strict as assert } from 'node:assert';
import { cardName } from '../../src/engine/cards';
import { Replay } from '../../src/engine/replay';
import { WITHOUT_GLIDES, test } from './fixtures';
import { openFromExplorer, runCommand, waitForCommand, webview } from './helpers';
import { eventually } from './panelHelpers';

const RECORDS = [
	{
		file: 'lost-win-blue-moon.gam',
		movesBefore: 1,
		text: `Montana-Gam: 1
Rules: blue-moon
Game: 29
Layout:
  AC 2C 3C 4C 5C 6C 7C 8C 9C TC -- KS JH QH
  AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS 9H KH
  AD 2D 3D 4D 5D 6D 7D 8D 9D TD JC QC KC --
  AH 2H 3H 4H 5H 6H 7H 8H JD QD -- KD -- TH

1. JC KD JD 9H
`,
	},
	{
		file: 'lost-win-line-up.gam',
		movesBefore: 4,
		text: `Montana-Gam: 1
Rules: line-up
Game: 5
Layout:
  AD 2S 3S AH 4H 5H
  5D 2D 3D 4S 5S AS
  AC 2C 3C 4C 5C --
  -- -- -- 4D 2H 3H

1. AH>4 2H 3H 5D AS>2 4S 4D
`,
	},
];

test.describe('Where Was the Win Lost? on the boards of other games', () => {
	test.use({
		vscodeSettings: WITHOUT_GLIDES,
		workspaceFiles: Object.fromEntries(RECORDS.map(({ file, text }) => [file, text])),
	});

	for (const { file, movesBefore, text } of RECORDS) {
		test(`names the cell of the move that lost the win on the game's own board: ${file}`, async ({
			workbench: page,
		}) => {
			const replay = Replay.fromText(text);
			assert.equal(replay.error, null);
			const game = replay.gameAt(replay.steps.length);
			const losing = game.actions()[movesBefore];
			assert.ok(losing.kind === 'move');
			const [row, column] = [Math.floor(losing.to / game.columns) + 1, (losing.to % game.columns) + 1];
			// Montana's 4 x 13 names this cell otherwise, as the command did before it asked the game.
			assert.notDeepEqual([row, column], [Math.floor(losing.to / 13) + 1, (losing.to % 13) + 1]);

			await waitForCommand(page, 'Montana: New Game in File');
			await openFromExplorer(page, file);
			const moveInput = webview(page).getByRole('spinbutton', { name: 'Move' });
			await webview(page).getByRole('button', { name: 'End', exact: true }).click();
			await eventually(async () => assert.equal(await moveInput.inputValue(), String(game.step)));

			await runCommand(page, 'Montana: Where Was the Win Lost?');
			const lost = `the win was lost at move ${movesBefore + 1}, the ${cardName(losing.card)} to row ${row}, column ${column}.`;
			await page
				.getByRole('alert')
				.filter({ hasText: `Info: Montana: ${lost}` })
				.waitFor({ state: 'attached' });
			await page.getByRole('button', { name: 'Notifications' }).click();
			const answer = page.locator('.notifications-center .notification-list-item', { hasText: lost });
			// By keyboard: a hover left by the click above may lie over the button.
			await answer.getByRole('button', { name: 'Go to Before It' }).press('Enter');
			await eventually(async () => assert.equal(await moveInput.inputValue(), String(movesBefore)));
		});
	}
});
