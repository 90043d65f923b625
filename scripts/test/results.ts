/** Counting test results across layers and VS Code versions. */
import { existsSync, readFileSync } from 'node:fs';

export interface Failure {
	readonly title: string;
	readonly message: string;
	/** The test file, for failures of mocha tests. */
	readonly file?: string;
}

export interface Tally {
	readonly passed: number;
	readonly failed: number;
	readonly failures: readonly Failure[];
	/** Tests counted as passed that failed first and passed on a second run, with the first failure. */
	readonly flaky?: readonly Failure[];
}

export function failure(title: string, message: string): Tally {
	return { passed: 0, failed: 1, failures: [{ title, message }] };
}

/** One check that is not a mocha test (the type check, the .vsix contents, a self-test case). */
export function check(passed: boolean, title: string, messageIfFailed: () => string): Tally {
	return passed ? { passed: 1, failed: 0, failures: [] } : failure(title, messageIfFailed());
}

export function sum(tallies: readonly Tally[]): Tally {
	return {
		passed: tallies.reduce((n, t) => n + t.passed, 0),
		failed: tallies.reduce((n, t) => n + t.failed, 0),
		failures: tallies.flatMap((t) => t.failures),
		flaky: tallies.flatMap((t) => t.flaky ?? []),
	};
}

/** What summary-reporter.js writes: the tally and the titles of the passing tests. */
export interface Summary extends Tally {
	readonly passes: readonly string[];
}

/** The summary written by summary-reporter.js, or undefined when the run never got to write it. */
export function readSummary(file: string): Summary | undefined {
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Summary) : undefined;
}

/** `<label>: N passed, M failed`, or the bare counts for the closing line of `npm test` (flaky tests count as passed; see flakyLine). */
export function countsLine(tally: Tally, label?: string): string {
	const counts = `${tally.passed} passed, ${tally.failed} failed`;
	return label ? `${label}: ${counts}` : counts;
}

/** Said under a counts line whose passes include flaky tests, or null when there are none. */
export function flakyLine(tally: Tally): string | null {
	const flaky = tally.flaky?.length ?? 0;
	return flaky === 0 ? null : `  ⚠ ${flaky} of them passed only on a second run (flaky; listed in the summary)`;
}
