/**
 * The harness's self-test runs this as a UI test that must fail: it kills the extension
 * host while the game is open, and test/ui/fixtures.ts has to notice.
 */
import { test } from '../../../test/ui/fixtures';
import { runCommand, webview } from '../../../test/ui/helpers';

test('self-test fixture kills the extension host during a UI test', async ({ vscode, workbench: page }) => {
	await runCommand(page, 'Montana: New Game');
	await webview(page).getByRole('grid').waitFor();
	const pid = vscode.server.log.map((line) => /<(\d+)> Launched Extension Host Process/.exec(line)?.[1]).find(Boolean);
	process.kill(Number(pid), 'SIGKILL');
	await vscode.server.nextExtensionHostExit();
});
