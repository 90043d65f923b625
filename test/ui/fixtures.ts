/**
 * The UI tests' Playwright fixtures: a VS Code per test file, its window, and the watch
 * that fails a test when VS Code went wrong during it.
 *
 *   import { test } from './fixtures';
 *   test.describe('the game panel', () => {
 *       test.describe.configure({ mode: 'serial' });   // the tests go on where the last stopped
 *       test('opens', async ({ workbench: page }) => { await runCommand(page, 'Montana: New Game'); });
 *   });
 *
 * Fixtures:
 *   vscode       This file's VS Code (helpers.ts's startVSCode), started for the first test
 *                that asks and shared by the file's later tests; stopped when the worker
 *                goes on to another file, and with the worker. A retry runs in a new worker,
 *                so it starts from a fresh VS Code.
 *   workbench    This file's window: the workbench on `vscode`'s workspace, opened once.
 *   vscodeSettings   (option) The user settings the file's VS Code starts with:
 *                test.use({ vscodeSettings: { 'montana.confirmAbandon': false } });
 *                WITHOUT_GLIDES for a file that clicks through many moves.
 *   workspaceFiles   (option) Files (name to text) in the workspace before the window opens.
 *
 * After each test: an error the extension logged (`[montana:error]`) or a crash of its
 * host fails the test, and is not retried: no busy machine excuses it. A test that failed
 * gets what each window showed attached to its report (Playwright adds a screenshot of
 * every window and a trace); CI shows only the output, so a failure must explain itself.
 */
import { test as base, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
	closeAll,
	describeWindows,
	openWorkbench,
	startVSCode,
	takeProblems,
	useBrowser,
	type TestVSCode,
} from './helpers';

interface FileFixtures {
	vscodeSettings: Record<string, unknown>;
	workspaceFiles: Record<string, string>;
	vscode: TestVSCode;
	workbench: Page;
}

interface WorkerFixtures {
	/** The VS Code and window of the file the worker is running. */
	fileSession: FileSession;
	/** Hands the worker's browser to helpers.ts and stops every VS Code left when the worker ends. */
	vscodeWorker: void;
}

interface FileSession {
	file?: string;
	vscode?: Promise<TestVSCode>;
	workbench?: Promise<Page>;
}

/**
 * The settings of a file that clicks or steps through many moves: no glide and no dealing
 * fade. Each costs the shared cores a run of frames and holds the next click until the
 * card is still. The motion itself, and a click through a gliding card, are proven in
 * panelPlay.test.ts, which plays with the player's defaults.
 */
export const WITHOUT_GLIDES = { 'montana.animations': false };

export const test = base.extend<FileFixtures & { vscodeWatch: void }, WorkerFixtures>({
	vscodeSettings: [{}, { option: true }],
	workspaceFiles: [{}, { option: true }],

	vscodeWorker: [
		async ({ browser }, use) => {
			useBrowser(browser);
			await use();
			await closeAll();
		},
		{ scope: 'worker', auto: true },
	],

	fileSession: [
		async ({}, use) => {
			await use({});
		},
		{ scope: 'worker' },
	],

	vscode: async ({ fileSession, vscodeSettings, workspaceFiles }, use, testInfo) => {
		if (fileSession.file !== testInfo.file) {
			// The worker went on to another file: the last file's VS Code is done.
			await fileSession.vscode?.then((previous) => previous.stop());
			fileSession.file = testInfo.file;
			fileSession.workbench = undefined;
			fileSession.vscode = startVSCode({ settings: vscodeSettings }).then((vscode) => {
				for (const [name, text] of Object.entries(workspaceFiles)) {
					writeFileSync(path.join(vscode.workspace, name), text);
				}
				return vscode;
			});
		}
		await use(await fileSession.vscode!);
	},

	workbench: async ({ vscode, fileSession }, use) => {
		fileSession.workbench ??= openWorkbench(vscode);
		await use(await fileSession.workbench);
	},

	vscodeWatch: [
		async ({}, use, testInfo) => {
			const fault = ownFaultFile(testInfo.project.outputDir, testInfo.testId);
			if (testInfo.retry > 0 && existsSync(fault)) {
				throw new Error(`not run again: ${readFileSync(fault, 'utf8')}`);
			}
			await use();
			const problems = takeProblems();
			if (problems.length > 0 || testInfo.status !== testInfo.expectedStatus) {
				const windows = await describeWindows();
				if (windows.length > 0) {
					await testInfo.attach('what the windows showed', { body: windows.join('\n'), contentType: 'text/plain' });
				}
			}
			if (problems.length > 0) {
				mkdirSync(path.dirname(fault), { recursive: true });
				writeFileSync(fault, problems.join('\n'));
				throw new Error(problems.join('\n'));
			}
		},
		{ auto: true },
	],
});

/**
 * Where a test's own-fault problems are kept for its retry, which runs in another worker:
 * the retry fails at once with them instead of passing as flaky.
 */
function ownFaultFile(outputDir: string, testId: string): string {
	return path.join(outputDir, 'own-faults', createHash('sha1').update(testId).digest('hex'));
}
