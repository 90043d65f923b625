/**
 * Runs a mocha suite inside the extension host of a real VS Code: starts a server,
 * opens the workbench in Chromium with the test entry in the URL payload, and waits
 * until the workbench reports that `run()` settled (`codeAutomationExit`).
 *
 * What fails the run besides a failing test: no results at all (the run never got to
 * the end), an extension host that exits abnormally, a `[montana:error]` line in the
 * console, and running out of time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InstalledVSCode } from '../vscode/install';
import { startServer } from '../vscode/server';
import { launchBrowser, watchPage, workbenchUrl } from '../vscode/workbench';
import { failure, listTests, readSummary, sum, type Tally } from './results';

export interface ExtensionHostRun {
	/** Names the run in failure titles. */
	readonly label: string;
	readonly vscode: InstalledVSCode;
	/** A fresh folder for this run's data, workspace, results and logs. */
	readonly runDir: string;
	/** The test entry module, without `.js`; it exports `run()`. */
	readonly testsEntry: string;
	/** Extensions loaded from source folders. */
	readonly extensionDevelopmentPaths?: readonly string[];
	/** Extensions installed in this folder are loaded too. */
	readonly extensionsDir?: string;
	/** Extra environment for the extension host. */
	readonly env?: Record<string, string>;
	readonly timeoutMs?: number;
	/** List the tests that ran (off for the self-test, whose fixture's tests mean nothing). */
	readonly listTests?: boolean;
}

/** After the first of "tests settled" and "host exited", how long to wait for the other. */
const settleGraceMs = 5000;

export async function runInExtensionHost(run: ExtensionHostRun): Promise<Tally> {
	const resultsFile = path.join(run.runDir, 'results.json');
	const workspace = path.join(run.runDir, 'workspace');
	mkdirSync(workspace, { recursive: true });
	const server = await startServer(run.vscode, {
		dataDir: path.join(run.runDir, 'data'),
		extensionsDir: run.extensionsDir,
		env: { ...run.env, MONTANA_RESULTS_FILE: resultsFile },
	});
	const browser = await launchBrowser();
	try {
		const page = await browser.newPage();
		const watch = watchPage(page);
		let settle: (code: number) => void = () => undefined;
		const settled = new Promise<number>((resolve) => (settle = resolve));
		await page.exposeFunction('codeAutomationExit', (code: number) => settle(code));
		const hostExited = server.nextExtensionHostExit();
		await page.goto(
			workbenchUrl(server, {
				folder: workspace,
				extensionDevelopmentPaths: run.extensionDevelopmentPaths,
				extensionTestsPath: run.testsEntry,
			}),
		);

		// A limit for a run that hangs (each test has its own), not a budget: a busy machine is slow.
		const timeoutMs = run.timeoutMs ?? 60 * 60_000;
		const first = await Promise.race([
			settled.then(() => 'settled'),
			hostExited.then(() => 'host exited'),
			delay(timeoutMs).then(() => 'timed out'),
		]);
		if (first !== 'timed out') {
			await Promise.race([first === 'settled' ? hostExited : settled, delay(settleGraceMs)]);
		}
		writeFileSync(path.join(run.runDir, 'console.log'), watch.console.join('\n'));
		writeFileSync(path.join(run.runDir, 'server.log'), server.log.join('\n'));

		// Mocha's own report went to a file, the rest of its output to the page console among the workbench's; show its gist.
		const summary = readSummary(resultsFile);
		if (summary && run.listTests !== false) {
			listTests(summary);
		}
		const why = first === 'timed out' ? `timed out after ${timeoutMs / 1000} s` : first;
		return sum([
			summary ?? failure(run.label, `the tests did not finish (${why}); logs in ${run.runDir}`),
			...server.extensionHostCrashes.map((crash) => failure(run.label, crash)),
			...watch.extensionErrors.map((line) => failure(run.label, `the extension logged an error: ${line}`)),
		]);
	} finally {
		await browser.close();
		await server.stop();
	}
}

function delay(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
