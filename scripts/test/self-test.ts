/**
 * The harness checks itself: it runs a fixture extension that misbehaves on demand and
 * asserts that each misbehaviour fails the run, a UI test that kills the extension host
 * and must fail, and UI tests that fail once or always, which the second run must tell
 * apart. Without this, a detector that silently stopped working (a changed log format,
 * say) would let real errors pass unnoticed.
 */
import path from 'node:path';
import type { InstalledVSCode } from '../vscode/install';
import { runInExtensionHost } from './extension-host-run';
import { check, sum, type Tally } from './results';
import { runUiTests } from './ui-layer';

const fixture = path.join(__dirname, 'self-test-fixture');

const scenarios = [
	{ name: 'clean', expect: 'the run passes', holds: (t: Tally) => t.passed === 1 && t.failed === 0 },
	{
		name: 'logs-error',
		expect: 'a [montana:error] line fails the run, put down to its test',
		holds: (t: Tally) => failedWith(t, 'the extension logged an error: (during "self-test fixture ran")'),
	},
	{
		name: 'crashes',
		expect: 'an extension host crash fails the run',
		holds: (t: Tally) => failedWith(t, 'extension host crashed'),
	},
];

export async function selfTest(vscode: InstalledVSCode, runDir: string): Promise<Tally> {
	const checks: Tally[] = [];
	for (const scenario of scenarios) {
		const title = `harness self-test: when the fixture ${scenario.name}, ${scenario.expect}`;
		const outcome = await runInExtensionHost({
			label: `self-test ${scenario.name}`,
			vscode,
			runDir: path.join(runDir, scenario.name),
			testsEntry: path.join(fixture, 'tests'),
			extensionDevelopmentPaths: [fixture],
			env: { MONTANA_SELF_TEST: scenario.name },
			timeoutMs: 60_000,
			listTests: false,
		});
		checks.push(report(scenario.holds(outcome), title, outcome));
	}
	// The UI tests watch VS Code through test/ui/setup.ts's hooks: a crash must fail the test, with no second run.
	const crashRun = await runUiTests(vscode.build.vscode, path.join(runDir, 'ui-crash'), {
		files: [path.join(fixture, 'ui-crash.test.ts')],
		quiet: true,
	});
	const crashFails = failedWith(crashRun, 'extension host crashed') && !crashRun.flaky?.length;
	checks.push(
		report(
			crashFails,
			'harness self-test: an extension host crash during a UI test fails it, with no second run',
			crashRun,
		),
	);
	// A UI test that fails once and then passes counts, listed as flaky; one that fails twice fails.
	const flakyDir = path.join(runDir, 'ui-flaky');
	const flakyRun = await runUiTests(vscode.build.vscode, flakyDir, {
		files: [path.join(fixture, 'ui-flaky.test.ts')],
		env: { MONTANA_SELF_TEST_MARKER: path.join(flakyDir, 'failed-once') },
		quiet: true,
	});
	const judged =
		flakyRun.passed === 1 &&
		flakyRun.flaky?.map((f) => f.title).join() === 'self-test fixture fails the first time only' &&
		flakyRun.failures.map((f) => f.title).join() === 'self-test fixture fails every time';
	checks.push(
		report(
			judged,
			'harness self-test: a UI test that fails once passes on its second run, listed as flaky; one that fails twice fails',
			flakyRun,
		),
	);
	return sum(checks);
}

function report(holds: boolean, title: string, outcome: Tally): Tally {
	console.log(`  ${holds ? '✓' : '✗'} ${title}`);
	return check(holds, title, () => `the run counted ${JSON.stringify(outcome)}`);
}

function failedWith(tally: Tally, message: string): boolean {
	return tally.failures.some((f) => f.message.includes(message));
}
