/**
 * The UI tests (Playwright clicking in a real workbench, playwright.config.ts) in one VS
 * Code build, counted from Playwright's JSON report: a test that passed only when retried
 * counts as passed and is listed as flaky, with its first failure and what the windows
 * showed, so that it is seen and not forgotten.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite, JSONReportTestResult } from '@playwright/test/reporter';
import { repoRoot } from '../vscode/builds';
import { execStatus } from '../vscode/exec';
import { failure, type Failure, type Summary } from './results';

const playwrightBin = path.join(repoRoot, 'node_modules', '.bin', 'playwright');

export interface UiTestsOptions {
	/** Another Playwright configuration (the self-test's); playwright.config.ts by default. */
	readonly config?: string;
	/** Where Playwright puts screenshots, traces and reports of failed tests; the configuration's by default. */
	readonly outputDir?: string;
	/** Keep Playwright's output off the terminal. */
	readonly quiet?: boolean;
}

export async function runUiTests(
	vscodeVersion: string,
	runDir: string,
	options: UiTestsOptions = {},
): Promise<Summary> {
	const label = `UI tests in VS Code ${vscodeVersion}`;
	const resultsFile = path.join(runDir, 'ui.json');
	const args = ['test', ...(options.config ? ['--config', options.config] : [])];
	const { code } = await execStatus(
		playwrightBin,
		[...args, ...(options.outputDir ? ['--output', options.outputDir] : [])],
		{
			cwd: repoRoot,
			env: { ...process.env, MONTANA_VSCODE: vscodeVersion, MONTANA_RESULTS_FILE: resultsFile },
			inherit: !options.quiet,
		},
	);
	if (!existsSync(resultsFile)) {
		return { ...failure(label, `Playwright exited with ${code} before reporting any results`), passes: [] };
	}
	const summary = summarize(JSON.parse(readFileSync(resultsFile, 'utf8')) as JSONReport, label);
	if (code !== 0 && summary.failed === 0) {
		const { failures } = failure(label, `Playwright exited with ${code} although no test failed`);
		return { ...summary, failed: 1, failures };
	}
	return summary;
}

/** Counts a report: flaky tests pass; a test skipped because an earlier one of its serial group failed does not. */
function summarize(report: JSONReport, label: string): Summary {
	const passes: string[] = [];
	const flaky: Failure[] = [];
	const failures: Failure[] = report.errors.map((error) => ({
		title: label,
		message: error.stack ?? error.message ?? '',
	}));
	const visit = (suite: JSONReportSuite, titles: readonly string[]) => {
		for (const spec of suite.specs) {
			const title = [...titles, spec.title].join(' ');
			for (const test of spec.tests) {
				const intended = test.annotations.some((a) => a.type === 'skip' || a.type === 'fixme');
				if (test.status === 'expected' || test.status === 'flaky') {
					passes.push(title);
				}
				if (test.status === 'flaky') {
					flaky.push({ title, file: spec.file, message: whatHappened(test.results.find(failed)) });
				} else if (test.status === 'unexpected') {
					failures.push({ title, file: spec.file, message: whatHappened(test.results.filter(failed).at(-1)) });
				} else if (test.status === 'skipped' && !intended) {
					failures.push({ title, file: spec.file, message: 'did not run: an earlier test of its file failed' });
				}
			}
		}
		suite.suites?.forEach((inner) => visit(inner, [...titles, inner.title]));
	};
	// The outermost suites are the files; the titles start at their describe blocks.
	report.suites.forEach((file) => visit(file, []));
	return { passed: passes.length, failed: failures.length, failures, flaky, passes };
}

function failed(result: JSONReportTestResult): boolean {
	return result.status !== 'passed' && result.status !== 'skipped';
}

/** A failed run's errors, what the windows showed, and where its screenshots and trace are. */
function whatHappened(result: JSONReportTestResult | undefined): string {
	if (!result) {
		return 'no result';
	}
	// Playwright colours its messages for a terminal, in the JSON report too.
	const errors = result.errors.map((error) => stripVTControlCharacters(error.message));
	const attachments = result.attachments.map((a) =>
		a.body
			? `${a.name}:\n${Buffer.from(a.body, 'base64').toString()}`
			: `${a.name}: ${path.relative(repoRoot, a.path ?? '')}`,
	);
	return [...errors, ...attachments].join('\n');
}
