/**
 * The integration tests' entry, run inside the extension host of a real VS Code (the
 * harness puts it in the workbench URL as `extensionTestsPath`). The workbench calls
 * `run()` once the extension host is up and reports how it settled to the harness.
 */
import Mocha from 'mocha';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// This file runs as out/test/integration/index.js; the reporter stays in the source tree.
const repoRoot = path.resolve(__dirname, '..', '..', '..');

export async function run(): Promise<void> {
	const mocha = new Mocha({
		ui: 'bdd',
		color: false,
		timeout: 30_000,
		// Writes the summary the harness counts (to MONTANA_RESULTS_FILE, which it sets).
		reporter: path.join(repoRoot, 'scripts', 'test', 'summary-reporter.js'),
		reporterOptions: { announceTests: true },
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
