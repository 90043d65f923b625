/**
 * `npm run bench:ui`: how fast the game feels in a real VS Code, and how big it is.
 *
 *   npm run bench:ui [-- --runs N]        (N windows, 3 by default)
 *   MONTANA_VSCODE=1.100 npm run bench:ui (the VS Code build; the newest by default)
 *   MONTANA_BENCH_SRC=<folder>            (bench another copy of src/, for an A/B comparison)
 *
 * Builds the production bundles (`node esbuild.mjs --production`) into a folder of its
 * own (.vscode-test/bench-ui/extension, so the development build in dist/ that the tests
 * use is left alone), starts the VS Code server of the chosen build with that folder as
 * the extension, and, in each of N fresh browser windows (fresh storage, a new extension
 * host), measures:
 *
 * 1. Panel open, first in the window: "Montana: Show Game" picked in the Command Palette
 *    (the pointerdown on its row, in the workbench page) to the first frame that shows
 *    the board (a requestAnimationFrame watch in the webview's host frame sees the grid,
 *    then a message-channel task after that frame). Includes activating the extension
 *    and VS Code creating the first webview of the window. The stages on the way are
 *    printed: the panel's tab shown (the host ran the command), VS Code's webview frame
 *    created, our HTML written into its inner frame, our script run (written into the
 *    page; a src/ from before that loads it through VS Code's webview service worker),
 *    the board in the DOM of the frame VS Code shows (it swaps the inner frame in once
 *    loaded). Before "our HTML" it is all VS Code's.
 * 2. Panel reopen: "View: Close Editor", then the same as 1, five times; the median.
 * 3. Moves: game 128 played by clicks along test/fixtures/ui/game-128-win.gam (80 moves),
 *    each timed inside the webview, as a person clicks: the pointer rests on the card
 *    and the board is still (no glide or hover transition running), then Playwright
 *    clicks. From the click event's timestamp to the first DOM mutation that puts the
 *    card's name on its new cell (the host's new state rendered), then to the next
 *    animation frame and a task after it (the frame that shows it painted). Stages: the
 *    state message reaching the webview's host frame (webview -> workbench -> extension
 *    host, another process over the server's socket -> back), our render, the paint. A
 *    baseline round trip is timed too: 20 clicks on a card that cannot move, which the
 *    host answers with a one-line notice (next to no work on either side). The redeal is
 *    played but not timed. The state message's time beyond that baseline is our host's
 *    share (a move's work before its message leaves, and the message's size). The
 *    driver's view (click call to the sample read back) adds Playwright's round trips
 *    and is printed for comparison only.
 * 4. Replay steps: the same win, saved as a .gam in the workspace and opened from the
 *    Explorer in the .gam editor; its first 20 moves stepped with the replay bar's
 *    Forward button, each timed as a move is (click to the card's name on its new cell,
 *    then the frame that shows it). A step changes the replay bar and the move list
 *    beside the board as well as the board.
 * 5. Activation: what VS Code's "Developer: Show Running Extensions" says for the
 *    extension ("Activation: N ms": loading its code plus the activate() call), read from
 *    that editor.
 *
 * Then the bundle sizes (minified; gzip for reference). Each figure is printed per run,
 * with the median of the runs, its target and PASS or OVER. Headless Chromium without
 * a GPU, on a shared machine: paint figures are slower and noisier than on a desktop,
 * and the load average is printed with the results. No timing here is asserted by a test.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { type Command, badInput, readCommandLine } from '../scripts/commandLine';
import { heading } from '../scripts/heading';
import { cacheDir, repoRoot, selectedBuilds } from '../scripts/vscode/builds';
import { installVSCode } from '../scripts/vscode/install';
import { startServer, type VSCodeServer } from '../scripts/vscode/server';
import { launchBrowser, watchPage, workbenchUrl } from '../scripts/vscode/workbench';
import { cardName } from '../src/engine/cards';
import { Game, type Action } from '../src/engine/game';
import { PRESETS } from '../src/engine/rules';
import { openFromExplorer, runCommand, waitForCommand } from '../test/ui/helpers';
import { newGameByNumber, winningLine } from '../test/ui/panelHelpers';
import { median, percentile } from './stats';

const BENCH: Command = {
	usage: 'usage: npm run bench:ui [-- --runs N]',
	help: `How fast the game feels in a real VS Code, and how big it is: the panel opening, moves
clicked, notices and the bundles' sizes, measured in N fresh windows (3 when omitted) of the
newest VS Code build (or the one MONTANA_VSCODE names); each figure with its median, its target
and PASS or OVER. bench/ui.ts says what each figure measures.`,
};
const GAME = 128;
const REOPENS = 5;
/** The replay steps timed in the .gam editor. */
const REPLAY_STEPS = 20;
/** The win of game 128 as a file in the bench's workspace, for the replay steps. */
const RECORD = 'game-128-win.gam';
/** Clicks on a card that cannot move, for the baseline round trip. */
const NOTICES = 20;
const TARGETS = {
	moveP95: 50,
	/**
	 * A reopen, VS Code's share and ours together. A first open has no target as a whole: most
	 * of it is VS Code starting the window's first webview; ours is the part from our HTML.
	 */
	reopenPaint: 300,
	/** From VS Code writing our HTML to the board painted: the part that is ours. */
	fromOurHtml: 150,
	activation: 30,
	hostKB: 150,
	webviewKB: 60,
};

interface RunFigures {
	/** Click to painted board, one per move, ms. */
	readonly movesPaint: number[];
	/** Click to the host's new state arriving in the webview's host frame (before VS Code forwards it to the board's frame), ms. */
	readonly movesReceived: number[];
	/** Click to the DOM showing the move (before the frame), ms. */
	readonly movesCommit: number[];
	/** Click on a card that cannot move to the host's notice arriving: the round trip with next to no work on either side, ms. */
	readonly notices: number[];
	/** Click call to the sample read back, as the driver sees it, ms. */
	readonly movesDriver: number[];
	/** Forward clicked in the .gam editor to the step's board painted, one per step, ms. */
	readonly replaySteps: number[];
	readonly firstOpen: OpenTiming;
	readonly reopens: OpenTiming[];
	readonly activation: number | null;
}

/** Times from the palette pick (ms) to each stage; the webview's are seen once per animation frame. */
interface OpenTiming {
	readonly tab: number;
	readonly frame: number;
	/** VS Code starts writing our HTML into the webview's inner frame (its own performance mark; NaN without one). */
	readonly write: number;
	/** The board's HTML is in the webview (its #root), and the board's script has rendered into it (the board, or "Dealing…" while it waits for the state). */
	readonly html: number;
	readonly app: number;
	readonly board: number;
	readonly painted: number;
}

// ---------------------------------------------------------------------------------------------
// In-page code, as strings: tsx would add helpers (such as __name) to functions that the
// page cannot resolve, so nothing here is passed to the page as a function.

/**
 * Every new frame of the window; only a webview's host frame (pre/index.html, which holds
 * #active-frame, the board's frame) keeps it. Watches, once per animation frame, for the
 * board in the inner document; when it appears, stamps the time and, after that frame,
 * the time again. Absolute times (timeOrigin + now), to compare with other frames'.
 */
const BOARD_WATCH = `(() => {
	if (!location.pathname.endsWith('/webview/browser/pre/index.html')) { return; }
	const stamp = () => performance.timeOrigin + performance.now();
	// The host's messages reach this frame on a MessagePort (VS Code's HostMessaging) before it
	// forwards them to the board's frame: note when each one of ours arrives, and its type.
	const messages = [];
	window.__montanaHostMessages = messages;
	const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
	Object.defineProperty(MessagePort.prototype, 'onmessage', {
		configurable: true,
		enumerable: true,
		get() { return onmessage.get.call(this); },
		set(handler) {
			onmessage.set.call(this, typeof handler !== 'function' ? handler : function (event) {
				const data = event.data;
				if (data && data.channel === 'message' && data.args && data.args.message && data.args.message.type) {
					messages.push({ type: data.args.message.type, at: stamp() });
				}
				return handler.call(this, event);
			});
		},
	});
	const bench = { created: stamp(), write: null, html: null, app: null, board: null, painted: null };
	window.__montanaOpen = bench;
	const tick = () => {
		// VS Code writes our HTML into a hidden #pending-frame and swaps it in as #active-frame once it has loaded.
		const active = document.getElementById('active-frame');
		const inner = document.getElementById('pending-frame') || active;
		const root = inner && inner.contentDocument && inner.contentDocument.getElementById('root');
		if (root && bench.html === null) { bench.html = stamp(); }
		if (root && root.firstChild && bench.app === null) { bench.app = stamp(); }
		const doc = active && active.contentDocument;
		if (doc && doc.querySelector('[role="grid"] [role="gridcell"]')) {
			bench.board = stamp();
			// VS Code's own marks (1.139 has them): the inner frame loaded, about to have our HTML written in.
			const marks = performance.getEntriesByName('webview/index.html/content/innerFrameLoaded');
			bench.write = marks.length ? performance.timeOrigin + marks[marks.length - 1].startTime : null;
			const channel = new MessageChannel();
			channel.port1.onmessage = () => { bench.painted = stamp(); };
			channel.port2.postMessage(0);
			return;
		}
		requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})();`;

/**
 * In the workbench page: the time of the latest pointerdown (picking a palette row), and
 * when, after it, the game panel's editor tab appeared (the extension host has run the
 * command and created the panel; VS Code has yet to make its webview).
 */
const POINTER_WATCH = `(() => {
	const watch = { pick: null, tab: null };
	window.__montanaPick = watch;
	const observer = new MutationObserver(() => {
		if (watch.tab === null && document.querySelector('.tab[aria-label^="Montana"]')) {
			watch.tab = performance.timeOrigin + performance.now();
			observer.disconnect();
		}
	});
	document.addEventListener('pointerdown', (event) => {
		watch.pick = performance.timeOrigin + event.timeStamp;
		watch.tab = null;
		observer.disconnect();
		observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
	}, true);
})();`;

/**
 * In the board's document: `__montanaMoves.arm(position, name)` makes the next click the
 * start of a sample, which ends when the cell at `position` is named `name` (or
 * "<name>, home"), and is completed after the next animation frame.
 */
const MOVE_WATCH = `(() => {
	const grid = document.querySelector('[role="grid"]');
	const cells = () => grid.querySelectorAll('[role="gridcell"]');
	const bench = { samples: [], armed: null, start: null, committed: null };
	window.__montanaMoves = bench;
	bench.arm = (position, name) => { bench.armed = { position, name }; bench.start = null; bench.committed = null; };
	document.addEventListener('click', (event) => {
		if (bench.armed && bench.start === null) { bench.start = event.timeStamp; }
	}, true);
	window.addEventListener('message', (event) => {
		const type = event.data && event.data.type;
		if (bench.notice && bench.notice.start !== null && type === 'notice') {
			bench.notices.push(performance.now() - bench.notice.start);
			bench.notice = null;
		}
	}, true);
	// The baseline: a click the host refuses, answered with a one-line notice.
	bench.notices = [];
	bench.notice = null;
	bench.armNotice = () => { bench.notice = { start: null }; };
	document.addEventListener('click', (event) => {
		if (bench.notice && bench.notice.start === null) { bench.notice.start = event.timeStamp; }
	}, true);
	new MutationObserver(() => {
		const armed = bench.armed;
		if (!armed || bench.start === null || bench.committed !== null) { return; }
		const label = cells()[armed.position].getAttribute('aria-label') || '';
		if (label !== armed.name && label !== armed.name + ', home') { return; }
		bench.committed = performance.now();
		requestAnimationFrame(() => {
			const channel = new MessageChannel();
			channel.port1.onmessage = () => {
				bench.samples.push({ startAt: performance.timeOrigin + bench.start, commit: bench.committed - bench.start, paint: performance.now() - bench.start });
				bench.armed = null;
			};
			channel.port2.postMessage(0);
		});
	}).observe(grid, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
})();`;

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
	const { values } = readCommandLine(BENCH, { options: { runs: { type: 'string', default: '3' } } });
	const runs = Number(values.runs);
	if (!Number.isInteger(runs) || runs < 1) {
		badInput(BENCH, '--runs takes a whole number of windows, 1 or more.');
	}
	const build = selectedBuilds().at(-1)!;
	const benchDir = path.join(cacheDir, 'bench-ui');
	const extensionDir = path.join(benchDir, 'extension');

	heading(`production build of ${benchedSrc()}`);
	const sizes = buildProduction(extensionDir);
	const line = winningLine();

	heading(`VS Code ${build.vscode}`);
	const vscode = await installVSCode(build);
	mkdirSync(benchDir, { recursive: true });
	const dataDir = mkdtempSync(path.join(benchDir, 'run-'));
	const workspace = path.join(dataDir, 'workspace');
	mkdirSync(workspace);
	copyFileSync(path.join(repoRoot, 'test', 'fixtures', 'ui', RECORD), path.join(workspace, RECORD));
	const server = await startServer(vscode, { dataDir });
	const browser = await launchBrowser();
	const results: RunFigures[] = [];
	try {
		for (let run = 1; run <= runs; run++) {
			const figures = await benchWindow(browser, server, extensionDir, workspace, line);
			results.push(figures);
			console.log(
				`run ${run}: first open ${ms(figures.firstOpen.painted)}, reopen ${ms(median(figures.reopens.map((o) => o.painted)))}, ` +
					`moves ${figures.movesPaint.length}: median ${ms(median(figures.movesPaint))}, p95 ${ms(percentile(figures.movesPaint, 95))}, ` +
					`replay steps: median ${ms(median(figures.replaySteps))}, ` +
					`activation ${figures.activation === null ? 'n/a' : ms(figures.activation)}`,
			);
		}
	} finally {
		await browser.close();
		await server.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
	report(build.vscode, results, sizes);
}

/** One fresh window: open, reopen, play the moves, step the replay, read the activation time. */
async function benchWindow(
	browser: Browser,
	server: VSCodeServer,
	extensionDir: string,
	workspace: string,
	line: readonly Action[],
): Promise<RunFigures> {
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	try {
		await context.addInitScript({ content: BOARD_WATCH });
		const page = await context.newPage();
		watchPage(page);
		await page.goto(workbenchUrl(server, { folder: workspace, extensionDevelopmentPaths: [extensionDir] }));
		await page.locator('.monaco-workbench .part.editor').waitFor({ timeout: 60_000 });
		await page.evaluate(POINTER_WATCH);
		// The palette lists the extension's commands once the extension host has read them.
		await waitForCommand(page, 'Montana: Show Game');

		const firstOpen = await timedOpen(page);
		await newGameByNumber(page, GAME);
		await boardFrame(page).then((frame) => frame.locator('header').getByText(`Game ${GAME}`).waitFor());

		const reopens: OpenTiming[] = [];
		for (let i = 0; i < REOPENS; i++) {
			await runCommand(page, 'View: Close Editor');
			await page.locator('iframe.webview.ready').first().waitFor({ state: 'detached' });
			reopens.push(await timedOpen(page));
		}

		const moves = await timedMoves(page, line);
		const replaySteps = await timedReplaySteps(page, line);
		const activation = await activationTime(page);
		return { ...moves, replaySteps, firstOpen, reopens, activation };
	} finally {
		await context.close();
	}
}

/** "Montana: Show Game" from the palette, timed from the pick to the painted board. */
async function timedOpen(page: Page): Promise<OpenTiming> {
	await runCommand(page, 'Montana: Show Game');
	const host = await hostFrame(page);
	// Predicates as functions: a string would be eval'd in the page, which its CSP forbids.
	await host.waitForFunction(
		() => (window as unknown as { __montanaOpen?: { painted: number | null } }).__montanaOpen?.painted != null,
		undefined,
		{ timeout: 60_000 },
	);
	const open = await host.evaluate<{
		created: number;
		write: number | null;
		html: number | null;
		app: number | null;
		board: number;
		painted: number;
	}>('window.__montanaOpen');
	const { pick, tab } = await page.evaluate<{ pick: number; tab: number | null }>('window.__montanaPick');
	const since = (t: number | null) => (t === null ? NaN : t - pick);
	return {
		tab: since(tab),
		frame: since(open.created),
		write: since(open.write),
		html: since(open.html),
		app: since(open.app),
		board: since(open.board),
		painted: since(open.painted),
	};
}

/** Plays the line by clicks; times every move inside the webview. */
async function timedMoves(
	page: Page,
	line: readonly Action[],
): Promise<Pick<RunFigures, 'movesPaint' | 'movesCommit' | 'movesReceived' | 'movesDriver' | 'notices'>> {
	const frame = await boardFrame(page);
	await frame.evaluate(MOVE_WATCH);
	const game = Game.deal(GAME, PRESETS.windows.rules);
	const cells = frame.locator('[role="grid"] [role="gridcell"]');

	// The baseline round trip: clicks on a card that cannot move; the host only answers why.
	const stuck = game.layout().findIndex((card, p) => card !== null && !game.legalMoves().some((m) => m.from === p));
	for (let i = 1; i <= NOTICES; i++) {
		await frame.evaluate('window.__montanaMoves.armNotice()');
		await cells.nth(stuck).click();
		await frame.waitForFunction(
			(n) => (window as unknown as { __montanaMoves: { notices: unknown[] } }).__montanaMoves.notices.length >= n,
			i,
			{ polling: 'raf', timeout: 10_000 },
		);
	}
	const notices = await frame.evaluate<number[]>('window.__montanaMoves.notices');

	const driver: number[] = [];
	let samples = 0;
	for (const action of line) {
		if (action.kind === 'redeal') {
			await frame
				.getByRole('button', { name: /^Shuffle/ })
				.first()
				.click();
			game.redeal();
			await shufflesShown(frame, game.redeals);
			continue;
		}
		const name = cardName(action.card);
		const choice = game.targetsFor(action.card).length > 1;
		if (choice) {
			// A 2 with two gaps: the first click only asks where; the timed click is the gap's.
			await cells.nth(action.from).click();
			await cells
				.nth(action.to)
				.and(frame.getByRole('gridcell', { name: `gap, put ${name} here` }))
				.waitFor();
		}
		const started = performance.now();
		await timedClick(frame, cells.nth(choice ? action.to : action.from), action.to, name, ++samples);
		driver.push(performance.now() - started);
		game.move(action.card, action.to);
	}
	if (game.status() !== 'won') {
		throw new Error(`the line did not win game ${GAME} (status ${game.status()})`);
	}
	const recorded = await frame.evaluate<
		{
			startAt: number;
			commit: number;
			paint: number;
		}[]
	>('window.__montanaMoves.samples');
	// When each move's new state reached the webview's host frame: the first state message after its click.
	const states = (
		await (await hostFrame(page)).evaluate<{ type: string; at: number }[]>('window.__montanaHostMessages')
	).filter((m) => m.type === 'state');
	const received = recorded.map((sample) => (states.find((m) => m.at >= sample.startAt)?.at ?? NaN) - sample.startAt);
	return {
		movesPaint: recorded.map((s) => s.paint),
		movesCommit: recorded.map((s) => s.commit),
		movesReceived: received,
		movesDriver: driver,
		notices,
	};
}

/** Opens the win's record in the .gam editor and times Forward through its first moves (a shuffle is stepped, not timed). */
async function timedReplaySteps(page: Page, line: readonly Action[]): Promise<number[]> {
	await openFromExplorer(page, RECORD);
	const frame = await boardFrame(page);
	await frame.evaluate(MOVE_WATCH);
	const forward = frame.getByRole('button', { name: 'Forward', exact: true });
	let timed = 0;
	let shuffles = 0;
	for (const action of line) {
		if (timed === REPLAY_STEPS) {
			break;
		}
		if (action.kind === 'redeal') {
			await forward.click();
			await shufflesShown(frame, ++shuffles);
			continue;
		}
		await timedClick(frame, forward, action.to, cardName(action.card), ++timed);
	}
	return (await frame.evaluate<{ paint: number }[]>('window.__montanaMoves.samples')).map((s) => s.paint);
}

/** Waits until the toolbar counts `shuffles` shuffles: the shuffled board is shown. */
async function shufflesShown(frame: Frame, shuffles: number): Promise<void> {
	await frame
		.locator('header')
		.getByText(new RegExp(`Shuffles ${shuffles}\\b`))
		.waitFor();
}

/**
 * Clicks `target` as a person does, timed by MOVE_WATCH: the pointer on it first (its hover
 * plays), then the click on a still board, once the last glide (up to 420 ms) has ended;
 * the sample (the `sample`th) ends when the cell at `to` shows the card `name`.
 */
async function timedClick(frame: Frame, target: Locator, to: number, name: string, sample: number): Promise<void> {
	await target.hover();
	await frame.waitForFunction(
		() =>
			document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
		undefined,
		{ polling: 'raf', timeout: 10_000 },
	);
	await frame.evaluate(`window.__montanaMoves.arm(${to}, ${JSON.stringify(name)})`);
	await target.click();
	await frame.waitForFunction(
		(n) => (window as unknown as { __montanaMoves: { samples: unknown[] } }).__montanaMoves.samples.length >= n,
		sample,
		{ polling: 'raf', timeout: 10_000 },
	);
}

/** "Developer: Show Running Extensions": the extension's "Activation: N ms". */
async function activationTime(page: Page): Promise<number | null> {
	await runCommand(page, 'Developer: Show Running Extensions');
	const list = page.locator('.runtime-extensions-editor');
	await list.waitFor({ timeout: 30_000 });
	// Loaded for development, the extension is listed by its id rather than its display name.
	const row = list.locator('.monaco-list-row').filter({ hasText: /montana-solitaire|Montana Solitaire/ });
	for (let i = 0; i < 40 && (await row.count()) === 0; i++) {
		const box = await list.boundingBox();
		if (box) {
			await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		}
		await page.mouse.wheel(0, 400);
		await page.waitForTimeout(100);
	}
	if ((await row.count()) === 0) {
		return null;
	}
	const text = await row.first().innerText();
	const match = /Activation:\s*(\d+(?:\.\d+)?)\s*ms/.exec(text);
	await page.keyboard.press('Escape');
	return match ? Number(match[1]) : null;
}

// ---------------------------------------------------------------------------------------------

/** The visible webview's host frame (pre/index.html) and its board frame (#active-frame). */
async function hostFrame(page: Page): Promise<Frame> {
	const element = await page.locator('iframe.webview.ready >> visible=true').elementHandle({ timeout: 60_000 });
	const frame = await element?.contentFrame();
	if (!frame) {
		throw new Error('no webview frame');
	}
	return frame;
}

async function boardFrame(page: Page): Promise<Frame> {
	const host = await hostFrame(page);
	const element = await host.locator('#active-frame').elementHandle({ timeout: 60_000 });
	const frame = await element?.contentFrame();
	if (!frame) {
		throw new Error('no board frame');
	}
	await frame.getByRole('grid', { name: 'Montana layout' }).waitFor({ timeout: 60_000 });
	return frame;
}

/** The src/ folder benched: this repository's, or the one MONTANA_BENCH_SRC names. */
function benchedSrc(): string {
	return path.resolve(process.env.MONTANA_BENCH_SRC ?? path.join(repoRoot, 'src'));
}

/** The production bundles into `dir`, from the repository's esbuild.mjs; returns their sizes. */
function buildProduction(
	dir: string,
): { name: string; file: string; bytes: number; gzip: number; target: number | null }[] {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	// esbuild.mjs builds `src/...` into `dist/...` of its working folder; the sources stay the repository's.
	symlinkSync(benchedSrc(), path.join(dir, 'src'));
	symlinkSync(path.join(repoRoot, 'media'), path.join(dir, 'media'));
	copyFileSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
	// The host is two bundles: the entry activation loads, and the body it loads on first use. A src/ from
	// before that split (MONTANA_BENCH_SRC) has no body: its entry is the whole host.
	const split = existsSync(path.join(benchedSrc(), 'extension', 'host.ts'));
	const output = execFileSync(
		process.execPath,
		[path.join(repoRoot, 'esbuild.mjs'), '--production', `--only=extension,${split ? 'host,' : ''}webview`],
		{ cwd: dir, encoding: 'utf8' },
	);
	process.stdout.write(output);
	const bundle = (name: string, file: string, target: number | null) => {
		const full = path.join(dir, file);
		return { name, file, bytes: statSync(full).size, gzip: gzipSync(readFileSync(full)).length, target };
	};
	const host = [
		bundle('host entry, loaded at activation', 'dist/extension.js', null),
		...(split ? [bundle('host body, loaded on first use', 'dist/host.js', null)] : []),
	];
	return [
		...host,
		{
			name: 'host in all',
			file: host.map(({ file }) => file.slice('dist/'.length)).join(' + '),
			bytes: host.reduce((total, { bytes }) => total + bytes, 0),
			gzip: host.reduce((total, { gzip }) => total + gzip, 0),
			target: TARGETS.hostKB,
		},
		bundle('webview', 'dist/webview.js', TARGETS.webviewKB),
		bundle('webview css', 'dist/webview.css', null),
	];
}

// ---------------------------------------------------------------------------------------------

function report(version: string, results: RunFigures[], sizes: ReturnType<typeof buildProduction>): void {
	heading(
		`results: ${benchedSrc()}, VS Code ${version}, ${results.length} windows, load average ${loadavg()
			.map((l) => l.toFixed(2))
			.join(' ')}`,
	);
	const all = (pick: (r: RunFigures) => number[]) => results.flatMap(pick);
	type Row = [string, number[], number, number | null];
	const stages: [string, keyof OpenTiming][] = [
		['panel tab shown', 'tab'],
		['webview frame created', 'frame'],
		["VS Code writes our HTML in (before it: VS Code's share)", 'write'],
		["our HTML in the webview's DOM", 'html'],
		['our script run (it renders the board, or "Dealing…")', 'app'],
		['board in the DOM, frame shown', 'board'],
	];
	/** A figure's median and its p95, each per run and over the samples of all runs. */
	const spread = (label: string, pick: (r: RunFigures) => number[], p95Target: number | null): Row[] => [
		[`${label}, median`, results.map((r) => median(pick(r))), median(all(pick)), null],
		[`${label}, p95`, results.map((r) => percentile(pick(r), 95)), percentile(all(pick), 95), p95Target],
	];
	const rows: Row[] = [
		...spread('click -> board repainted', (r) => r.movesPaint, TARGETS.moveP95),
		[
			'  click -> state message at the webview, median',
			results.map((r) => median(r.movesReceived)),
			median(all((r) => r.movesReceived)),
			null,
		],
		[
			'  state message -> DOM updated, median',
			results.map((r) => median(minus(r.movesCommit, r.movesReceived))),
			median(all((r) => minus(r.movesCommit, r.movesReceived))),
			null,
		],
		[
			'  DOM updated -> frame painted, median',
			results.map((r) => median(minus(r.movesPaint, r.movesCommit))),
			median(all((r) => minus(r.movesPaint, r.movesCommit))),
			null,
		],
		[
			'  state message beyond the baseline (our host), median',
			results.map((r) => median(r.movesReceived) - median(r.notices)),
			median(all((r) => r.movesReceived)) - median(all((r) => r.notices)),
			null,
		],
		[
			'  baseline: refused click -> notice received, median',
			results.map((r) => median(r.notices)),
			median(all((r) => r.notices)),
			null,
		],
		[
			'  click call -> sample read (driver side), median',
			results.map((r) => median(r.movesDriver)),
			median(all((r) => r.movesDriver)),
			null,
		],
		...spread('.gam editor: Forward -> replay step painted', (r) => r.replaySteps, null),
		[
			'panel open -> first board paint (first in window)',
			results.map((r) => r.firstOpen.painted),
			median(results.map((r) => r.firstOpen.painted)),
			null,
		],
		...stages.map(([label, key]): Row => [
			`  pick -> ${label}`,
			results.map((r) => r.firstOpen[key]),
			median(results.map((r) => r.firstOpen[key])),
			null,
		]),
		[
			'  from our HTML to the board painted',
			results.map((r) => fromOurHtml(r.firstOpen)),
			median(results.map((r) => fromOurHtml(r.firstOpen))),
			TARGETS.fromOurHtml,
		],
		[
			'panel reopen -> first board paint (median of 5)',
			results.map((r) => median(r.reopens.map((o) => o.painted))),
			median(all((r) => r.reopens.map((o) => o.painted))),
			TARGETS.reopenPaint,
		],
		...stages.map(([label, key]): Row => [
			`  pick -> ${label}`,
			results.map((r) => median(r.reopens.map((o) => o[key]))),
			median(all((r) => r.reopens.map((o) => o[key]))),
			null,
		]),
		[
			'  from our HTML to the board painted',
			results.map((r) => median(r.reopens.map(fromOurHtml))),
			median(all((r) => r.reopens.map(fromOurHtml))),
			TARGETS.fromOurHtml,
		],
	];
	const activations = results.map((r) => r.activation).filter((a): a is number => a !== null);
	rows.push([
		'extension activation (Running Extensions)',
		activations,
		activations.length ? median(activations) : NaN,
		TARGETS.activation,
	]);

	const runHeads = results.map((_, i) => `run ${i + 1}`.padStart(8)).join('');
	console.log(`${'figure (ms)'.padEnd(64)}${runHeads}${'median'.padStart(9)}${'target'.padStart(10)}  status`);
	for (const [label, perRun, overall, target] of rows) {
		const cells =
			perRun.map((v) => v.toFixed(1).padStart(8)).join('') + ' '.repeat(8 * (results.length - perRun.length));
		const status = target === null ? '' : Number.isNaN(overall) ? 'n/a' : overall < target ? 'PASS' : 'OVER';
		console.log(
			`${label.padEnd(64)}${cells}${overall.toFixed(1).padStart(9)}${(target === null ? '' : `< ${target}`).padStart(10)}  ${status}`,
		);
	}
	console.log(
		`moves timed: ${all((r) => r.movesPaint).length} (${results.map((r) => r.movesPaint.length).join(' + ')}); the p95 median column is the p95 of all of them`,
	);

	console.log(
		`\n${'bundle (production, minified)'.padEnd(64)}${'KB'.padStart(8)}${'gzip KB'.padStart(9)}${'target'.padStart(10)}  status`,
	);
	for (const { name, file, bytes, gzip, target } of sizes) {
		const kb = bytes / 1024;
		const status = target === null ? '' : kb < target ? 'PASS' : 'OVER';
		console.log(
			`${`${name} (${file})`.padEnd(64)}${kb.toFixed(1).padStart(8)}${(gzip / 1024).toFixed(1).padStart(9)}${(target === null ? '' : `< ${target}`).padStart(10)}  ${status}`,
		);
	}
}

/** From VS Code writing our HTML (or, without its mark, our HTML seen in the DOM) to the board painted. */
function fromOurHtml(open: OpenTiming): number {
	return open.painted - (Number.isNaN(open.write) ? open.html : open.write);
}

/** Sample by sample, a - b. */
function minus(a: readonly number[], b: readonly number[]): number[] {
	return a.map((value, i) => value - b[i]);
}

function ms(value: number): string {
	return `${value.toFixed(1)} ms`;
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error(error instanceof Error ? error.stack : error);
		process.exit(1);
	},
);
