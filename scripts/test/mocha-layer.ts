/**
 * Runs one layer of tests with mocha in Node (engine, webview components), its spec
 * output straight to the terminal, and counts it from the summary our reporter writes.
 */
import path from 'node:path';
import { repoRoot } from '../vscode/builds';
import { execStatus } from '../vscode/exec';
import { failure, readSummary, type Summary } from './results';

/** Pass as `--reporter` so that the run writes the summary we count. */
export const summaryReporter = path.join(repoRoot, 'scripts', 'test', 'summary-reporter.js');

export interface MochaLayerOptions {
	/** For the tests' process (the harness adds MONTANA_RESULTS_FILE). */
	readonly env?: Record<string, string>;
	/** Keep mocha's output off the terminal. */
	readonly quiet?: boolean;
}

/** Runs `commandLine` (a mocha run with `summaryReporter`) and counts its summary. */
export async function runMochaLayer(
	label: string,
	resultsFile: string,
	commandLine: readonly string[],
	options: MochaLayerOptions = {},
): Promise<Summary> {
	const [command, ...args] = commandLine;
	const { code } = await execStatus(command, args, {
		cwd: repoRoot,
		env: { ...process.env, ...options.env, MONTANA_RESULTS_FILE: resultsFile },
		inherit: !options.quiet,
	});
	const summary = readSummary(resultsFile);
	if (!summary) {
		return { ...failure(label, `mocha exited with ${code} before reporting any results`), passes: [] };
	}
	if (code !== 0 && summary.failed === 0) {
		const { failures } = failure(label, `mocha exited with ${code} although no test failed`);
		return { ...summary, failed: 1, failures };
	}
	return summary;
}
