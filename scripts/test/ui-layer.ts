/**
 * The UI tests (Playwright clicking in a real workbench) in one VS Code build.
 *
 * They drive a browser on a shared, noisy machine, where a click can land while the
 * workbench is still busy. A file with a failed test runs once more, from a fresh VS
 * Code; a test that passes then counts as passed but is reported as flaky, with the
 * first failure and what the windows showed, so that it is seen and not forgotten. A test
 * that fails twice fails the run, and so does an error the extension logged or a crash of
 * its host, at once.
 */
import path from 'node:path';
import { runMochaLayer, uiTestsCommand } from './mocha-layer';
import type { Summary } from './results';

const allFiles = 'test/ui/**/*.test.ts';
/** What test/ui/setup.ts fails a test with when the extension logged an error or its host crashed. */
const ownFault = /the extension logged an error|extension host crashed/;

export interface UiTestsOptions {
	/** The test files (globs); all of test/ui by default. */
	readonly files?: readonly string[];
	/** More environment for the tests' process. */
	readonly env?: Record<string, string>;
	/** Keep mocha's output off the terminal. */
	readonly quiet?: boolean;
}

export async function runUiTests(
	vscodeVersion: string,
	runDir: string,
	options: UiTestsOptions = {},
): Promise<Summary> {
	const label = `UI tests in VS Code ${vscodeVersion}`;
	const env = { ...options.env, MONTANA_VSCODE: vscodeVersion };
	const quiet = options.quiet;
	const first = await runMochaLayer(label, path.join(runDir, 'ui.json'), uiTestsCommand(options.files ?? [allFiles]), {
		env,
		quiet,
	});
	const files = [...new Set(first.failures.map((f) => f.file))];
	if (
		first.failed === 0 ||
		files.some((file) => file === undefined) ||
		first.failures.some((f) => ownFault.test(f.message))
	) {
		// Nothing failed; or mocha itself did, outside any file; or the extension went wrong,
		// which no busy machine excuses: no second run.
		return first;
	}
	log(
		quiet,
		`\nUI tests: a second run of ${files.map((file) => path.relative(process.cwd(), file!)).join(', ')}, after ${first.failed} failed`,
	);
	const second = await runMochaLayer(
		label,
		path.join(runDir, 'ui-second-run.json'),
		uiTestsCommand(files as string[]),
		{ env, quiet },
	);
	if (second.failures.some((f) => f.file === undefined)) {
		// The second run itself broke down: the first run's failures stand.
		return first;
	}
	// The second run decides for the files it ran, hooks included; a test that failed in it fails.
	const failedAgain = new Set(second.failures.map((f) => f.title));
	const passes = new Set([...first.passes, ...second.passes].filter((title) => !failedAgain.has(title)));
	const flaky = first.failures.filter((f) => !failedAgain.has(f.title));
	return { passed: passes.size, failed: second.failed, failures: second.failures, flaky, passes: [...passes] };
}

function log(quiet: boolean | undefined, line: string): void {
	if (!quiet) {
		console.log(line);
	}
}
