/**
 * The integration tests' entry, run inside the extension host of a real VS Code (the
 * harness puts it in the workbench URL as `extensionTestsPath`). The workbench calls
 * `run()` once the extension host is up and reports how it settled to the harness.
 */
import Mocha from 'mocha';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export async function run(): Promise<void> {
	const mocha = new Mocha({
		ui: 'bdd',
		color: false,
		// A limit for a test that hangs, not a budget: the tests wait on states, however slowly they come.
		timeout: 300_000,
		// The report the harness counts, in the file it names (MONTANA_RESULTS_FILE).
		reporter: 'json',
		reporterOptions: { output: process.env.MONTANA_RESULTS_FILE },
		// While iterating on one part, MONTANA_TEST_GREP runs only the tests whose titles match it.
		...(process.env.MONTANA_TEST_GREP ? { grep: process.env.MONTANA_TEST_GREP } : {}),
	});
	// The harness reads the workbench's console, where an error the extension logs arrives: say
	// which test is running, so that such an error is put down to it (scripts/vscode/workbench.ts).
	mocha.suite.beforeEach(function () {
		console.log(`[montana:test] ${this.currentTest?.fullTitle()}`);
	});
	readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.test.js'))
		.sort()
		.forEach((file) => mocha.addFile(path.join(__dirname, file)));
	const failures = await new Promise<number>((resolve) => mocha.run(resolve));
	if (failures > 0) {
		throw new Error(`${failures} integration test(s) failed`);
	}
}
