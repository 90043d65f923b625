/**
 * The harness's self-test runs this as a UI test that must fail: it kills the extension
 * host while the game is open, and test/ui/setup.ts has to notice.
 */
import { openWorkbench, runCommand, startVSCode, webview, type TestVSCode } from '../../../test/ui/helpers';

describe('self-test fixture', () => {
	let vscode: TestVSCode;
	after(() => vscode.stop());

	it('kills the extension host during a UI test', async () => {
		vscode = await startVSCode();
		const page = await openWorkbench(vscode);
		await runCommand(page, 'Montana: New Game');
		await webview(page).getByRole('grid').waitFor();
		const pid = vscode.server.log
			.map((line) => /<(\d+)> Launched Extension Host Process/.exec(line)?.[1])
			.find(Boolean);
		process.kill(Number(pid), 'SIGKILL');
		await vscode.server.nextExtensionHostExit();
	});
});
