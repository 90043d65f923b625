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

/** A tally with the titles of the passing tests, for showing runs whose console we do not see. */
export interface Summary extends Tally {
	readonly passes: readonly string[];
}

/** What mocha's `json` reporter writes (`--reporter json --reporter-option output=FILE`), as far as we read it. */
interface MochaJson {
	readonly passes: readonly { readonly fullTitle: string }[];
	readonly failures: readonly {
		readonly fullTitle: string;
		readonly file?: string;
		readonly err: { readonly message?: string; readonly stack?: string };
	}[];
}

/** The summary of a mocha run's `json` report, or undefined when the run never got to write it. */
export function readSummary(file: string): Summary | undefined {
	if (!existsSync(file)) {
		return undefined;
	}
	const report = JSON.parse(readFileSync(file, 'utf8')) as MochaJson;
	// A failed hook is listed among the failures, under the hook's title.
	const failures = report.failures.map(({ fullTitle, file, err }) => ({
		title: fullTitle,
		file,
		message: err.stack ?? err.message ?? '',
	}));
	const passes = report.passes.map((test) => test.fullTitle);
	return { passed: passes.length, failed: failures.length, failures, passes };
}

/** Lists a summary's tests, ✓ or ✗, for runs whose own output we do not show. */
export function listTests(summary: Summary, print: (line: string) => void = console.log): void {
	summary.passes.forEach((title) => print(`  ✓ ${title}`));
	summary.failures.forEach(({ title }) => print(`  ✗ ${title}`));
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
