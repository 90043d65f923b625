/**
 * `npm run test:desktop` (optional): the integration tests in a desktop VS Code that is
 * already installed, through @vscode/test-electron, for contributors who have one.
 *
 *   VSCODE_EXECUTABLE=/path/to/code npm run test:desktop      (xvfb-run -a without a display)
 *
 * Nothing is downloaded: test-electron runs the executable it is given. `npm test` does
 * not need this; it runs the same tests in VS Code from code-server.
 */
import { runTests } from '@vscode/test-electron';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, repoRoot } from '../vscode/builds';
import { exec } from '../vscode/exec';
import { buildIntegrationTests } from './build-integration-tests';
import { countsLine, readSummary } from './results';

async function main(): Promise<boolean> {
	const executable = process.env.VSCODE_EXECUTABLE;
	if (!executable) {
		console.error(
			'npm run test:desktop runs the integration tests in a desktop VS Code you have installed.\nSet VSCODE_EXECUTABLE to its executable, e.g. VSCODE_EXECUTABLE=/usr/share/code/code npm run test:desktop',
		);
		return false;
	}
	await exec('npm', ['run', '--silent', 'build'], { cwd: repoRoot, inherit: true });
	const testsEntry = await buildIntegrationTests();
	mkdirSync(path.join(cacheDir, 'runs'), { recursive: true });
	const runDir = mkdtempSync(path.join(cacheDir, 'runs', 'desktop-'));
	const workspace = path.join(runDir, 'workspace');
	mkdirSync(workspace);
	const resultsFile = path.join(runDir, 'results.json');
	await runTests({
		vscodeExecutablePath: executable,
		extensionDevelopmentPath: repoRoot,
		extensionTestsPath: testsEntry,
		launchArgs: [
			workspace,
			'--disable-extensions',
			`--user-data-dir=${path.join(runDir, 'user-data')}`,
			`--extensions-dir=${path.join(runDir, 'extensions')}`,
		],
		extensionTestsEnv: { MONTANA_RESULTS_FILE: resultsFile, MONTANA_EXPECTED_EXTENSION_ROOT: repoRoot },
	}).catch(() => undefined);
	const summary = readSummary(resultsFile);
	console.log(summary ? countsLine(summary) : `the tests did not finish; see ${runDir}`);
	return summary?.failed === 0;
}

main().then(
	(passed) => (process.exitCode = passed ? 0 : 1),
	(error: unknown) => {
		console.error(error instanceof Error ? error.message : error);
		process.exitCode = 1;
	},
);
