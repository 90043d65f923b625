/**
 * "Where Was the Win Lost?" in a real VS Code, as a player meets it over a replay: run from
 * the Command Palette with a `.gam` open, answered in a notification whose button steps
 * the replay back to before the move that lost the win.
 */
import { strict as assert } from 'node:assert';
import { formatGam, recordOf } from '../../src/engine/gam';
import { gameThatLostItsWin, MOVES_BEFORE_THE_LOSS } from '../lostWinGame';
import { WITHOUT_GLIDES, test } from './fixtures';
import { openFromExplorer, runCommand, waitForCommand, webview } from './helpers';
import { eventually } from './panelHelpers';

const { game } = gameThatLostItsWin();

test.describe('Where Was the Win Lost? over a .gam replay', () => {
	test.use({ vscodeSettings: WITHOUT_GLIDES, workspaceFiles: { 'lost-win.gam': formatGam(recordOf(game)) } });

	test('names the move that lost the win, and its button steps the replay back to before it', async ({
		workbench: page,
	}) => {
		await waitForCommand(page, 'Montana: New Game in File');
		await openFromExplorer(page, 'lost-win.gam');
		const moveInput = webview(page).getByRole('spinbutton', { name: 'Move' });
		await webview(page).getByRole('button', { name: 'End', exact: true }).click();
		await eventually(async () => assert.equal(await moveInput.inputValue(), String(game.step)));

		await runCommand(page, 'Montana: Where Was the Win Lost?');
		// Said to screen readers as it is shown; its toast may hide again, so it is answered from the Notifications center.
		const said = 'Info: Montana: the win was lost at move 46, the queen of diamonds to row 3, column 7.';
		await page.getByRole('alert').filter({ hasText: said }).waitFor({ state: 'attached' });
		await page.getByRole('button', { name: 'Notifications' }).click();
		const answer = page.locator('.notifications-center .notification-list-item', {
			hasText: 'the win was lost at move 46',
		});
		await answer.getByRole('button', { name: 'Go to Before It' }).click();
		await eventually(async () => assert.equal(await moveInput.inputValue(), String(MOVES_BEFORE_THE_LOSS)));
	});
});
