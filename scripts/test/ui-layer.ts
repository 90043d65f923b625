/**
 * The UI tests (Playwright clicking in a real workbench) in one VS Code build.
 *
 * They drive a browser on a shared, noisy machine, where a click can land while the
 * workbench is still busy. A file with a failed test runs once more, from a fresh VS
 * Code; a test that passes then counts as passed but is reported as flaky, with the
 * first failure and what the windows showed, so that it is seen and not forgotten. A test
 * that fails twice fails the run.
 */
import path from 'node:path';
import { runMochaLayer, uiTestsCommand } from './mocha-layer';
import type { Failure, Tally } from './results';

const allFiles = 'test/ui/**/*.test.ts';

export async function runUiTests(vscodeVersion: string, runDir: string): Promise<Tally> {
	const label = `UI tests in VS Code ${vscodeVersion}`;
	const env = { MONTANA_VSCODE: vscodeVersion };
	const first = await runMochaLayer(label, path.join(runDir, 'ui.json'), uiTestsCommand([allFiles]), { env });
	const files = [...new Set(first.failures.map((f) => f.file))];
	if (first.failed === 0 || files.some((file) => file === undefined)) {
		// Nothing failed, or something failed outside any test file (mocha itself): no second run.
		return first;
	}
	console.log(`\nUI tests: a second run of ${files.map((file) => path.relative(process.cwd(), file!)).join(', ')}, after ${first.failed} failed`);
	const second = await runMochaLayer(label, path.join(runDir, 'ui-second-run.json'), uiTestsCommand(files as string[]), { env });
	const passedSecond = new Set(second.passes);
	const flaky: Failure[] = first.failures.filter((f) => passedSecond.has(f.title));
	const failures = first.failures.filter((f) => !passedSecond.has(f.title));
	return { passed: first.passed + flaky.length, failed: failures.length, failures, flaky };
}
