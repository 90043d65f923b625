/**
 * The harness checks itself: it runs a fixture extension that misbehaves on demand and
 * asserts that each misbehaviour fails the run; then UI tests that kill the extension
 * host or log an error and must fail, and UI tests that fail once or always, which the
 * retry must tell apart. Without this, a detector that silently stopped working (a
 * changed log format, say) would let real errors pass unnoticed.
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
	// The UI tests, in one Playwright run of the fixture's: the extension's own faults fail their test with no second
	// chance; a test that fails once and then passes counts, listed as flaky; one that fails twice fails.
	const ui = await runUiTests(vscode.build.vscode, path.join(runDir, 'ui'), {
		config: path.join(fixture, 'playwright.config.ts'),
		outputDir: path.join(runDir, 'ui', 'failures'),
		quiet: true,
	});
	const failedAlone = (title: string, message: string) =>
		ui.failures.some((f) => f.title === title && f.message.includes(message)) &&
		!ui.flaky?.some((f) => f.title === title);
	const misbehaves = 'self-test fixture logs an error and kills the extension host during a UI test';
	const uiChecks = [
		{
			holds: failedAlone(misbehaves, 'extension host crashed'),
			title: 'an extension host crash during a UI test fails it, with no second chance',
		},
		{
			holds: failedAlone(misbehaves, 'the extension logged an error'),
			title: 'a [montana:error] line during a UI test fails it, with no second chance',
		},
		{
			holds:
				ui.flaky?.map((f) => f.title).join() === 'self-test fixture fails the first time only' &&
				ui.passes.includes('self-test fixture fails the first time only') &&
				failedAlone('self-test fixture fails every time', 'every run fails'),
			title: 'a UI test that fails once passes on its second run, listed as flaky; one that fails twice fails',
		},
	];
	for (const { holds, title } of uiChecks) {
		checks.push(report(holds, `harness self-test: ${title}`, ui));
	}
	return sum(checks);
}

function report(holds: boolean, title: string, outcome: Tally): Tally {
	console.log(`  ${holds ? '✓' : '✗'} ${title}`);
	return check(holds, title, () => `the run counted ${JSON.stringify(outcome)}`);
}

function failedWith(tally: Tally, message: string): boolean {
	return tally.failures.some((f) => f.message.includes(message));
}
