/**
 * Runs one layer of tests with mocha in Node (engine, webview components) through its npm
 * script, counted from mocha's own `json` reporter, and lists its tests.
 */
import { repoRoot } from '../vscode/builds';
import { execStatus } from '../vscode/exec';
import { failure, listTests, readSummary, type Summary } from './results';

/**
 * Runs `npm run <script>` (a mocha run) with mocha's json report written to `resultsFile`,
 * and counts it. With `print`, what it prints goes there, once it has ended, instead of
 * straight to the terminal.
 */
export async function runMochaLayer(
	label: string,
	resultsFile: string,
	script: string,
	print?: (text: string) => void,
): Promise<Summary> {
	const reporter = ['--reporter', 'json', '--reporter-option', `output=${resultsFile}`];
	const { code, output } = await execStatus('npm', ['run', '--silent', script, '--', ...reporter], {
		cwd: repoRoot,
		inherit: !print,
	});
	if (print && output.trim()) {
		print(output.trimEnd());
	}
	const summary = readSummary(resultsFile);
	if (!summary) {
		return { ...failure(label, `mocha exited with ${code} before reporting any results`), passes: [] };
	}
	listTests(summary, print);
	if (code !== 0 && summary.failed === 0) {
		const { failures } = failure(label, `mocha exited with ${code} although no test failed`);
		return { ...summary, failed: 1, failures };
	}
	return summary;
}
