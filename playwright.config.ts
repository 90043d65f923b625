/**
 * The UI tests (test/ui): Playwright clicking in a real workbench, in the VS Code build
 * MONTANA_VSCODE picks (the newest by default), in Debian's Chromium.
 *
 * They drive a browser on a shared, noisy machine, where a click can land while the
 * workbench is still busy: a failed test runs once more (its whole file, for files whose
 * tests go on from each other), from a fresh VS Code, and one that passes then is reported
 * as flaky. test/ui/fixtures.ts keeps an error of the extension itself from that second run.
 *
 * `npm run test:ui` runs them through the harness (scripts/test/ui-layer.ts), which counts
 * them from the JSON report it asks for with MONTANA_RESULTS_FILE; `npx playwright test
 * test/ui/panelWin.test.ts` runs one file directly.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { selectedBuilds } from './scripts/vscode/builds';
import { chromiumLaunchOptions } from './scripts/vscode/workbench';

const vscodeVersion = selectedBuilds().at(-1)!.vscode;
const resultsFile = process.env.MONTANA_RESULTS_FILE;

export default defineConfig({
	testDir: 'test/ui',
	testMatch: '*.test.ts',
	// Screenshots, traces and the reports of failed tests; the tests' own pictures go beside it.
	outputDir: path.join('test-results', 'ui', vscodeVersion, 'failures'),
	// Limits for a test that hangs, not budgets: the tests wait on states, however slowly they come.
	timeout: 600_000,
	retries: 1,
	// Two files at a time, each with its own VS Code (free ports, its own data folder): much of a
	// UI test is waiting on the workbench, so two share the cores well; the tests wait on states,
	// so a slower click changes no answer.
	workers: 2,
	reporter: resultsFile ? [['list'], ['json', { outputFile: resultsFile }]] : [['list']],
	use: {
		browserName: 'chromium',
		launchOptions: chromiumLaunchOptions,
		actionTimeout: 120_000,
		navigationTimeout: 120_000,
		screenshot: 'only-on-failure',
		// Recording a trace of the workbench slows every action several times over: only the second run records one.
		trace: 'on-first-retry',
	},
});
