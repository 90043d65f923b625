/**
 * Opens the VS Code workbench of a running server in Debian's Chromium, driven by
 * Playwright, and watches the page for what must fail a run.
 *
 * The extension host's console output (mocha's reporter, the extension's own logging)
 * is forwarded to the page console, which is where we look for `[montana:error]`.
 */
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { chromiumPath } from './system-packages';
import type { VSCodeServer } from './server';

/** What the extension prefixes to every error it logs (its LogOutputChannel mirrors errors to console.error). */
const extensionErrorMarker = '[montana:error]';
/** What test/integration/index.ts logs in the extension host as each test starts. */
const testStartMarker = '[montana:test] ';

/** Debian's Chromium, never a downloaded one; also the UI tests' `launchOptions` (playwright.config.ts). */
export const chromiumLaunchOptions: LaunchOptions = {
	executablePath: chromiumPath,
	// Root, headless, no network: no sandbox, no GPU, nothing that phones home.
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
	],
};

export function launchBrowser(): Promise<Browser> {
	return chromium.launch(chromiumLaunchOptions);
}

export interface WorkbenchTarget {
	/** The workspace folder to open. */
	readonly folder: string;
	/** Extension folders to load as in development (the `payload` of the URL). */
	readonly extensionDevelopmentPaths?: readonly string[];
	/** The module (no `.js`) that runs tests in the extension host and exports `run()`. */
	readonly extensionTestsPath?: string;
}

/** The address that opens `target`: the same mechanism VS Code's own browser integration tests use. */
export function workbenchUrl(server: VSCodeServer, target: WorkbenchTarget): string {
	const remote = (file: string) => `vscode-remote://127.0.0.1:${server.port}${file}`;
	const payload: [string, string][] = (target.extensionDevelopmentPaths ?? []).map((p) => [
		'extensionDevelopmentPath',
		remote(p),
	]);
	if (target.extensionTestsPath) {
		payload.push(['extensionTestsPath', remote(target.extensionTestsPath)]);
	}
	const query = `folder=${encodeURIComponent(target.folder)}`;
	return `${server.url}/?${query}${payload.length ? `&payload=${encodeURIComponent(JSON.stringify(payload))}` : ''}`;
}

export interface PageWatch {
	/** Every console message of the page, in order. */
	readonly console: string[];
	/** The console messages that carry `extensionErrorMarker`, each with the test that was running, if known. */
	readonly extensionErrors: string[];
}

/** Records the page's console; with MONTANA_VERBOSE set, also prints it as it comes. */
export function watchPage(page: Page): PageWatch {
	const watch: PageWatch = { console: [], extensionErrors: [] };
	const verbose = Boolean(process.env.MONTANA_VERBOSE);
	let runningTest: string | undefined;
	page.on('console', (message) => {
		const text = withoutLogStyling(message.text());
		watch.console.push(`[${message.type()}] ${text}`);
		if (verbose) {
			console.log(`    [workbench ${message.type()}] ${text}`);
		}
		const testStart = text.indexOf(testStartMarker);
		if (testStart >= 0) {
			runningTest = text.slice(testStart + testStartMarker.length);
		}
		if (text.includes(extensionErrorMarker)) {
			watch.extensionErrors.push(runningTest ? `(during "${runningTest}") ${text}` : text);
		}
	});
	page.on('pageerror', (error) => watch.console.push(`[pageerror] ${error.message}`));
	return watch;
}

/** The workbench logs through `console.log('%c INFO', 'color: …', text)`; keep the text. */
function withoutLogStyling(text: string): string {
	return text.replace(/^%c\s*(\w+)\s+color:\s*#\w+\s*/, '$1 ');
}
