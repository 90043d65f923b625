/**
 * The harness's self-test runs this as a UI test that must fail, twice over: a
 * `[montana:error]` line reaches the workbench's console (where the extension host's
 * console output arrives), then the extension host is killed while the game is open.
 * test/ui/fixtures.ts has to notice both, and keep them from the retry. (One test for
 * both, so that the self-test starts one VS Code for them, not two.)
 */
import { test } from '../../../test/ui/fixtures';
import { runCommand, webview } from '../../../test/ui/helpers';

test('self-test fixture logs an error and kills the extension host during a UI test', async ({
	vscode,
	workbench: page,
}) => {
	await page.evaluate(() => console.error('[montana:error] the self-test fixture logged this on purpose'));
	await runCommand(page, 'Montana: New Game');
	await webview(page).getByRole('grid').waitFor();
	const pid = vscode.server.log.map((line) => /<(\d+)> Launched Extension Host Process/.exec(line)?.[1]).find(Boolean);
	process.kill(Number(pid), 'SIGKILL');
	await vscode.server.nextExtensionHostExit();
});
