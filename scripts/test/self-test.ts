/**
 * The harness checks itself: it runs a fixture extension that misbehaves on demand and
 * asserts that each misbehaviour fails the run, and a UI test that kills the extension
 * host and must fail. Without this, a detector that silently stopped working (a changed
 * log format, say) would let real errors pass unnoticed.
 */
import path from 'node:path';
import type { InstalledVSCode } from '../vscode/install';
import { runInExtensionHost } from './extension-host-run';
import { runMochaLayer, uiTestsCommand } from './mocha-layer';
import { check, sum, type Tally } from './results';

const fixture = path.join(__dirname, 'self-test-fixture');

const scenarios = [
	{ name: 'clean', expect: 'the run passes', holds: (t: Tally) => t.passed === 1 && t.failed === 0 },
	{ name: 'logs-error', expect: 'a [montana:error] line fails the run, put down to its test', holds: (t: Tally) => failedWith(t, 'the extension logged an error: (during "self-test fixture ran")') },
	{ name: 'crashes', expect: 'an extension host crash fails the run', holds: (t: Tally) => failedWith(t, 'extension host crashed') },
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
	// The UI tests watch VS Code through test/ui/setup.ts's hooks: a crash must fail the test.
	const uiRun = await runMochaLayer('self-test UI', path.join(runDir, 'ui.json'), uiTestsCommand([path.join(fixture, 'ui-crash.test.ts')]), {
		env: { MONTANA_VSCODE: vscode.build.vscode },
		quiet: true,
	});
	checks.push(report(failedWith(uiRun, 'extension host crashed'), 'harness self-test: an extension host crash during a UI test fails it', uiRun));
	return sum(checks);
}

function report(holds: boolean, title: string, outcome: Tally): Tally {
	console.log(`  ${holds ? '✓' : '✗'} ${title}`);
	return check(holds, title, () => `the run counted ${JSON.stringify(outcome)}`);
}

function failedWith(tally: Tally, message: string): boolean {
	return tally.failures.some((f) => f.message.includes(message));
}
