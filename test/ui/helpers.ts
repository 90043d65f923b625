/**
 * Helpers for the UI tests: a real VS Code (the server of the version under test, from
 * code-server) with the extension loaded from this repository, in Debian's Chromium,
 * driven by Playwright.
 *
 *   startVSCode(options?: { settings?: Record<string, unknown> }): Promise<TestVSCode>
 *       Starts a server of the version under test (MONTANA_VSCODE; the harness sets it,
 *       default the newest) with a fresh user-data folder, fresh extensions folder and an
 *       empty workspace folder (`vscode.workspace`). `settings` are the user settings it
 *       starts with. `await vscode.stop()` closes its pages and the server and deletes
 *       those folders. Tests mostly get theirs from the `vscode` fixture (fixtures.ts);
 *       whatever a test file starts here itself is stopped when its worker ends.
 *   openWorkbench(vscode: TestVSCode, options?: { width?: number; height?: number }): Promise<Page>
 *       A new browser page (fresh browser storage) showing the workspace, the extension
 *       loaded from this repository as in development; resolves when the workbench is up.
 *   runCommand(page: Page, title: string): Promise<void>
 *       Runs a command from the Command Palette by its exact title, category included
 *       ('Montana: New Game'); opens the palette again when it closes before the click.
 *   clickInQuickPick(open: () => Promise<Locator>): Promise<void>
 *       Clicks the quick pick row that `open` opens and returns. A quick pick can close
 *       under the click, when a webview takes focus back (a win dialog's button, say): a
 *       person would open it again, and so does this, for up to two minutes.
 *   waitForCommand(page: Page, title: string): Promise<void>
 *       Waits until the Command Palette lists that command: the workbench knows the
 *       extension's contributions (a .gam opened before that opens as text).
 *   openFromExplorer(page: Page, name: string): Promise<void>
 *       Opens a workspace file as a person does, with a double-click in the Explorer, and
 *       resolves when its tab is in front showing a webview. A file opened as text (the
 *       workbench had not yet read the extension's custom editors) is closed and opened again.
 *   openPaletteOn(page: Page, title: string, typed?: string): Promise<Locator>
 *       Opens the Command Palette, types `typed` (the title by default) and returns the row
 *       of the command `title`, the palette left open.
 *   quickPickRow(page: Page, label: string): Locator
 *       The open quick pick's row whose label is exactly `label`.
 *   webview(page: Page): FrameLocator
 *       Inside the visible webview (the game panel when it is in front); locate by role
 *       and name: `webview(page).getByRole('grid', { name: 'Montana layout' })`.
 *   THEME_KINDS, webviewBodyClass(kind: ThemeKind): string
 *       The four kinds of theme, and the class VS Code gives a webview's body under each.
 *   setColorTheme(page: Page, kind: ThemeKind): Promise<void>
 *       'light' | 'dark' | 'high contrast' | 'high contrast light': picks the built-in theme
 *       of that kind with "Preferences: Color Theme", which writes workbench.colorTheme to
 *       the user settings (a running web workbench does not notice a settings file changed
 *       on disk; for settings from the start use startVSCode's `settings`), and waits until
 *       the workbench shows it.
 *   chooseSetting(page: Page, key: string, value: string): Promise<void>
 *       Sets a setting that offers a list of values as a person does: in the Settings
 *       editor, found by its key and picked from its drop-down; then closes the editor.
 *   setWindowWidth(page: Page, width: number): Promise<void>
 *       Resizes the browser window (the height stays).
 *   screenshot(page: Page, name: string): Promise<string>
 *       Saves test-results/ui/<vscode version>/<name>.png and returns its path.
 *   reloadWindow(page: Page): Promise<void>
 *       Reloads the window (as "Developer: Reload Window" does) and waits for the workbench.
 *
 * Every page is watched: a `[montana:error]` line in its console or a crash of the
 * extension host fails the test that was running (test/ui/fixtures.ts checks after each).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { cacheDir, repoRoot, selectedBuilds } from '../../scripts/vscode/builds';
import { installVSCode, type InstalledVSCode } from '../../scripts/vscode/install';
import { startServer, type VSCodeServer } from '../../scripts/vscode/server';
import { watchPage, workbenchUrl, type PageWatch } from '../../scripts/vscode/workbench';

export interface TestVSCode {
	readonly version: string;
	readonly server: VSCodeServer;
	/** The workspace folder the workbench opens. */
	readonly workspace: string;
	stop(): Promise<void>;
}

export type ThemeKind = 'light' | 'dark' | 'high contrast' | 'high contrast light';

interface Session {
	readonly installed: InstalledVSCode;
	readonly server: VSCodeServer;
	readonly contexts: BrowserContext[];
	readonly pages: { readonly page: Page; readonly watch: PageWatch }[];
}

/** Every VS Code started, stopped ones too: a crash just before a test stops it must still be reported. */
const sessions = new Map<TestVSCode, Session>();
const pageSessions = new WeakMap<Page, Session>();
/** The browser of the Playwright worker (Debian's Chromium, playwright.config.ts); fixtures.ts hands it over. */
let browser: Browser | undefined;

/** For test/ui/fixtures.ts: the browser that openWorkbench opens its windows in. */
export function useBrowser(workerBrowser: Browser): void {
	browser = workerBrowser;
}

/** The build under test: the one MONTANA_VSCODE picks, else the newest. */
function buildUnderTest() {
	return selectedBuilds().at(-1)!;
}

export async function startVSCode(options: { settings?: Record<string, unknown> } = {}): Promise<TestVSCode> {
	const installed = await installVSCode(buildUnderTest());
	const runs = path.join(cacheDir, 'runs', 'ui');
	mkdirSync(runs, { recursive: true });
	const dataDir = mkdtempSync(path.join(runs, `${installed.build.vscode}-`));
	const workspace = path.join(dataDir, 'workspace');
	mkdirSync(workspace);
	const server = await startServer(installed, { dataDir, settings: options.settings });
	const session: Session = { installed, server, contexts: [], pages: [] };
	const vscode: TestVSCode = {
		version: installed.build.vscode,
		server,
		workspace,
		stop: async () => {
			await Promise.all(session.contexts.map((context) => context.close()));
			await server.stop();
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
	sessions.set(vscode, session);
	return vscode;
}

export async function openWorkbench(
	vscode: TestVSCode,
	options: { width?: number; height?: number } = {},
): Promise<Page> {
	const session = sessions.get(vscode)!;
	if (!browser) {
		throw new Error('openWorkbench runs in a Playwright test that imports test/ui/fixtures.ts (it gives the browser)');
	}
	const context = await browser.newContext({
		viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
	});
	session.contexts.push(context);
	const page = await context.newPage();
	session.pages.push({ page, watch: watchPage(page) });
	pageSessions.set(page, session);
	await page.goto(workbenchUrl(vscode.server, { folder: vscode.workspace, extensionDevelopmentPaths: [repoRoot] }));
	await waitForWorkbench(page);
	return page;
}

export async function runCommand(page: Page, title: string): Promise<void> {
	await clickInQuickPick(() => openPaletteOn(page, title));
}

export async function clickInQuickPick(open: () => Promise<Locator>): Promise<void> {
	const deadline = Date.now() + 120_000;
	for (;;) {
		const row = await open();
		try {
			await row.click({ timeout: 5_000 });
			return;
		} catch (error) {
			if (Date.now() > deadline) {
				throw error;
			}
		}
	}
}

export async function waitForCommand(page: Page, title: string): Promise<void> {
	await openPaletteOn(page, title);
	await page.keyboard.press('Escape');
}

/** How many times `openFromExplorer` opens a file that keeps opening as text before it gives up. */
const OPEN_ATTEMPTS = 5;

export async function openFromExplorer(page: Page, name: string): Promise<void> {
	const asText = page.locator('.editor-group-container.active .editor-container .monaco-editor');
	const shown = asText.or(page.locator('iframe.webview.ready >> visible=true'));
	for (let attempt = 1; ; attempt++) {
		await page.getByRole('treeitem', { name }).dblclick();
		await page.locator('.tabs-container .tab.active').filter({ hasText: name }).waitFor();
		await shown.first().waitFor();
		if (!(await asText.isVisible())) {
			return;
		}
		// VS Code's own startup race: even after the Command Palette lists our commands, the
		// workbench may not yet have taken the custom editor, and a person would open the file again.
		if (attempt === OPEN_ATTEMPTS) {
			throw new Error(`${name} opened as text ${OPEN_ATTEMPTS} times, never in its custom editor`);
		}
		await runCommand(page, 'View: Close Editor');
		await page.locator('.tabs-container .tab.active').filter({ hasText: name }).waitFor({ state: 'detached' });
	}
}

/** The open quick pick's row whose label is exactly `label`. */
export function quickPickRow(page: Page, label: string): Locator {
	return page
		.locator('.quick-input-list .monaco-list-row')
		.filter({ has: page.locator('.label-name').getByText(label, { exact: true }) })
		.first();
}

/**
 * Opens the Command Palette on `title` (typing `typed`, the title by default) and returns
 * its row, the palette left open. Right after the window opens the palette may not list
 * the extension's commands yet: it lists what is registered when it opens, so it closes
 * and looks again, for up to two minutes. F1 pressed while focus moves (a quick pick
 * closing, a webview taking focus back) may open nothing, or a palette that closes at
 * once; that too is tried again.
 */
export async function openPaletteOn(page: Page, title: string, typed = title): Promise<Locator> {
	const deadline = Date.now() + 120_000;
	const found = (locator: Locator) =>
		locator.waitFor({ timeout: 2_000 }).then(
			() => true,
			() => false,
		);
	for (;;) {
		await page.keyboard.press('F1');
		const input = page.locator('.quick-input-widget input');
		// The palette may also close as it opens, when a webview takes focus back: then fill fails.
		const filled =
			(await found(input)) &&
			(await input.fill(`>${typed}`, { timeout: 5_000 }).then(
				() => true,
				() => false,
			));
		if (filled) {
			const row = quickPickRow(page, title);
			if (await found(row)) {
				return row;
			}
		}
		await page.keyboard.press('Escape');
		if (Date.now() > deadline) {
			throw new Error(`"${title}" never appeared in the Command Palette`);
		}
	}
}

export function webview(page: Page): FrameLocator {
	return page.frameLocator('iframe.webview.ready >> visible=true').frameLocator('#active-frame');
}

/**
 * Each kind's built-in theme, as the theme picker of 1.100 to 1.139 names it, the class it
 * gives the workbench, and the class VS Code gives a webview's body under it.
 */
const themes: Record<ThemeKind, { label: string; workbenchClass: string; bodyClass: string }> = {
	light: { label: 'Light Modern', workbenchClass: 'vs', bodyClass: 'vscode-light' },
	dark: { label: 'Dark Modern', workbenchClass: 'vs-dark', bodyClass: 'vscode-dark' },
	'high contrast': { label: 'Dark High Contrast', workbenchClass: 'hc-black', bodyClass: 'vscode-high-contrast' },
	'high contrast light': {
		label: 'Light High Contrast',
		workbenchClass: 'hc-light',
		bodyClass: 'vscode-high-contrast-light',
	},
};

export const THEME_KINDS = Object.keys(themes) as ThemeKind[];

/** The class VS Code gives a webview's body under a theme of this kind. */
export function webviewBodyClass(kind: ThemeKind): string {
	return themes[kind].bodyClass;
}

export async function setColorTheme(page: Page, kind: ThemeKind): Promise<void> {
	const { label, workbenchClass } = themes[kind];
	await clickInQuickPick(async () => {
		await runCommand(page, 'Preferences: Color Theme');
		await page.locator('.quick-input-widget input').fill(label);
		return quickPickRow(page, label);
	});
	await page.waitForFunction(
		(cls) => document.querySelector('.monaco-workbench')?.classList.contains(cls),
		workbenchClass,
	);
}

export async function chooseSetting(page: Page, key: string, value: string): Promise<void> {
	await runCommand(page, 'Preferences: Open Settings (UI)');
	const search = page.locator('.settings-editor .settings-header .monaco-editor').first();
	await search.click();
	await page.keyboard.type(key);
	const choice = page.locator(`.settings-editor select[aria-label="${key}"]`);
	await choice.selectOption(value);
	await runCommand(page, 'View: Close Editor');
	await page.locator('.settings-editor').waitFor({ state: 'detached' });
}

export async function setWindowWidth(page: Page, width: number): Promise<void> {
	const height = page.viewportSize()?.height ?? 800;
	await page.setViewportSize({ width, height });
}

export async function screenshot(page: Page, name: string): Promise<string> {
	const file = path.join(repoRoot, 'test-results', 'ui', pageSessions.get(page)!.installed.build.vscode, `${name}.png`);
	await page.screenshot({ path: file });
	return file;
}

export async function reloadWindow(page: Page): Promise<void> {
	// The command, not page.reload(): the workbench then shuts down properly and saves its state first.
	const reloaded = page.waitForEvent('load');
	await runCommand(page, 'Developer: Reload Window');
	await reloaded;
	await waitForWorkbench(page);
}

/** For test/ui/fixtures.ts: what went wrong in any window since the last call. */
export function takeProblems(): string[] {
	const problems: string[] = [];
	for (const session of sessions.values()) {
		problems.push(...unreported(session.server.extensionHostCrashes));
		for (const { watch } of session.pages) {
			problems.push(...unreported(watch.extensionErrors).map((e) => `the extension logged an error: ${e}`));
			// The next test that fails describes only what its own console said.
			consoleReported.set(watch.console, watch.console.length);
		}
	}
	return problems;
}

/**
 * For test/ui/fixtures.ts, after a test failed: what each open window showed then (the
 * active tab and the kind of editor in it, the webviews, notifications and dialogs, the
 * workbench's last errors and warnings); Playwright adds a screenshot of each and a trace.
 * CI shows only the output, so a failure that does not happen here must explain itself there.
 */
export async function describeWindows(): Promise<string[]> {
	const lines: string[] = [];
	for (const session of sessions.values()) {
		for (const [index, { page, watch }] of session.pages.entries()) {
			if (page.isClosed()) {
				continue;
			}
			const shown = await page
				.evaluate(readWorkbench)
				.catch((error: unknown) => `(could not read the workbench: ${String(error)})`);
			const inWebview = await webview(page)
				.locator('body')
				.innerText({ timeout: 1000 })
				.then(
					(text) => `the webview in front reads "${text.replace(/\s+/g, ' ').trim().slice(0, 200)}"`,
					() => 'no webview in front',
				);
			const complaints = unreported(watch.console, consoleReported)
				.filter((line) => /^\[(error|warning|pageerror)\]/.test(line) && !everyWorkbenchSays.test(line))
				.slice(-8);
			lines.push(
				`window ${index + 1} of VS Code ${session.installed.build.vscode}: ${shown}; ${inWebview}`,
				...complaints.map((line) => `  console ${line.split('\n')[0].slice(0, 300)}`),
			);
		}
	}
	return lines;
}

/** What code-server's workbench logs in every run here (404s, no network, its sandboxing), so no clue to a failure. */
const everyWorkbenchSays =
	/Failed to load resource|status of 404|code \(404\)|ENOTFOUND|same-origin iframe|can escape its sandboxing/;

/**
 * Runs in the workbench page: a one-line account of what it shows. (No functions inside:
 * the test runner's compiler would wrap them in a helper the page does not have.)
 */
function readWorkbench(): string {
	const tab = document.querySelector('.tabs-container .tab.active');
	const editor = document.querySelector('.editor-group-container.active .editor-container');
	const kind = editor?.querySelector('.monaco-editor')
		? 'a text editor'
		: editor?.querySelector('.webview-editor, .webview')
			? 'a webview editor'
			: 'no editor';
	const webviews = [...document.querySelectorAll('iframe.webview')].map(
		(f) => `${f.className}${f.getBoundingClientRect().width > 0 ? '' : ' (hidden)'}`,
	);
	const notifications = [...document.querySelectorAll('.notification-toast .notification-list-item-message')].map((e) =>
		(e.textContent ?? '').trim().slice(0, 160),
	);
	const dialogs = [...document.querySelectorAll('.monaco-dialog-box')].map((e) =>
		(e.textContent ?? '').trim().slice(0, 160),
	);
	return [
		`active tab "${tab?.textContent?.trim() ?? 'none'}"${tab?.classList.contains('dirty') ? ' (dirty)' : ''} shows ${kind}`,
		`webviews: ${webviews.join(', ') || 'none'}`,
		`notifications: ${notifications.join(' | ') || 'none'}`,
		`dialog: ${dialogs.join(' | ') || 'none'}`,
	].join('; ');
}

/** How much of each list of problems takeProblems has already reported. */
const reported = new WeakMap<readonly string[], number>();
/** How much of each console describeWindows has read; the rest came during the test that failed. */
const consoleReported = new WeakMap<readonly string[], number>();

function unreported(list: readonly string[], seen = reported): string[] {
	const from = seen.get(list) ?? 0;
	seen.set(list, list.length);
	return list.slice(from);
}

/** For test/ui/fixtures.ts: stops every VS Code still running once a worker is done (stopping twice is harmless). */
export async function closeAll(): Promise<void> {
	await Promise.all([...sessions.keys()].map((vscode) => vscode.stop()));
	sessions.clear();
}

async function waitForWorkbench(page: Page): Promise<void> {
	await page.locator('.monaco-workbench .part.editor').waitFor();
}
