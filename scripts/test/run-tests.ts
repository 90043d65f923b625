/**
 * `npm test`: every layer of tests, counted.
 *
 *   tsx scripts/test/run-tests.ts [layer ...]     (all layers when none is named)
 *
 * Layers: lint, format, types (checks), engine, webview (Node only, one after another,
 * their output printed as each ends); in each VS Code build, harness (the harness's
 * self-test), integration (mocha in the extension host) and ui (Playwright); vsix (the
 * package's contents, and the integration tests against the installed package) takes the
 * place of the newest build's integration layer, so each integration test runs once per
 * build. MONTANA_VSCODE picks the build(s). Three lanes run side by side: the Node layers,
 * the UI tests, and the host tests (harness, integration, vsix); see runVSCodeLayers.
 * Prints `vscode <version>: N passed, M failed` per build, the time each part took and,
 * as the very last line, `N passed, M failed` for the whole run; exits non-zero on any
 * failure. A failed run keeps its logs under .vscode-test/runs/.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { heading, headingText } from '../heading';
import { cacheDir, repoRoot, selectedBuilds } from '../vscode/builds';
import { execStatus } from '../vscode/exec';
import { installVSCode, type InstalledVSCode } from '../vscode/install';
import { buildIntegrationTests } from './build-integration-tests';
import { runInExtensionHost } from './extension-host-run';
import { runMochaLayer } from './mocha-layer';
import { check, countsLine, failure, flakyLine, sum, type Tally } from './results';
import { selfTest } from './self-test';
import { runUiTests } from './ui-layer';
import { vsixPass } from './vsix-pass';

const layers = ['lint', 'format', 'types', 'engine', 'webview', 'harness', 'integration', 'ui', 'vsix'] as const;

/** The checks that run before any test, each an npm script that passes or fails as a whole. */
const checks = [
	{ layer: 'lint', title: 'lint', script: 'lint' },
	{ layer: 'format', title: 'format check', script: 'format:check' },
	{ layer: 'types', title: 'type check', script: 'check-types' },
] as const;
type Layer = (typeof layers)[number];

class Run {
	readonly dir: string;
	private readonly tallies: Tally[] = [];
	private readonly lines: string[] = [];
	private readonly times: string[] = [];

	constructor(readonly layers: ReadonlySet<Layer>) {
		mkdirSync(path.join(cacheDir, 'runs'), { recursive: true });
		this.dir = mkdtempSync(path.join(cacheDir, 'runs', 'run-'));
	}

	wants(...names: Layer[]): boolean {
		return names.some((name) => this.layers.has(name));
	}

	record(label: string, tally: Tally): void {
		this.tallies.push(tally);
		const lines = [countsLine(tally, label), flakyLine(tally)].filter((line) => line !== null);
		this.lines.push(...lines);
		lines.forEach((line) => console.log(line));
	}

	/** Runs one part of the run and notes its wall-clock time, for the summary's "times" line. */
	async timed<T>(name: string, part: () => Promise<T>): Promise<T> {
		const started = Date.now();
		try {
			return await part();
		} finally {
			this.times.push(`${name} ${minutesSince(started)}`);
		}
	}

	/** Prints the failures, the counts of each part, the times, and the total as the last line. */
	finish(started: number): boolean {
		const total = sum(this.tallies);
		heading(`summary (${minutesSince(started)})`);
		total.flaky?.forEach((f) =>
			console.log(`⚠ flaky, passed only on a second run: ${f.title}\n    ${indented(f.message)}`),
		);
		total.failures.forEach((f) => console.log(`✗ ${f.title}\n    ${indented(f.message)}`));
		this.lines.forEach((line) => console.log(line));
		console.log(`times (the Node layers, the UI tests and the host tests run side by side): ${this.times.join(', ')}`);
		if (total.failed === 0 && !total.flaky?.length) {
			rmSync(this.dir, { recursive: true, force: true });
		} else {
			console.log(`logs of this run: ${path.relative(repoRoot, this.dir)}`);
		}
		console.log(countsLine(total));
		return total.failed === 0;
	}
}

function minutesSince(started: number): string {
	return `${((Date.now() - started) / 60_000).toFixed(1)} min`;
}

function indented(message: string): string {
	return message.split('\n').join('\n    ');
}

async function main(): Promise<boolean> {
	const started = Date.now();
	const run = new Run(requestedLayers(process.argv.slice(2)));
	// The Node layers need no VS Code: they run beside the VS Code layers, whose tests spend
	// much of their time waiting on the workbench, and print their output as one block when
	// they end. The tests wait on states and count the solver's work, not the time, so
	// sharing the cores changes no answer.
	const nodeLayers = runNodeLayers(run);
	await runVSCodeLayers(run);
	await nodeLayers;
	return run.finish(started);
}

/** The checks, then the engine and webview tests; each printed whole once it has run. */
async function runNodeLayers(run: Run): Promise<void> {
	for (const { layer, title, script } of checks) {
		if (run.wants(layer)) {
			const { code, output } = await run.timed(layer, () =>
				execStatus('npm', ['run', '--silent', script], { cwd: repoRoot }),
			);
			console.log([headingText(title), output.trimEnd()].filter(Boolean).join('\n'));
			run.record(
				layer,
				check(code === 0, title, () => `npm run ${script} failed (see above)`),
			);
		}
	}
	for (const layer of ['engine', 'webview'] as const) {
		if (run.wants(layer)) {
			const lines = [headingText(`${layer} tests`)];
			const resultsFile = path.join(run.dir, `${layer}.json`);
			const summary = await run.timed(layer, () =>
				runMochaLayer(`${layer} tests`, resultsFile, `test:${layer}`, (text) => lines.push(text)),
			);
			console.log(lines.join('\n'));
			run.record(layer, summary);
		}
	}
}

/**
 * The build, then the VS Code layers in two lanes side by side: the UI tests of each build
 * one after the other, and beside them the host tests (harness, then integration or vsix)
 * of each build, newest first, so that a build's two lanes do not overlap. The UI tests
 * drive a browser and keep the cores busy; the host tests spend most of their time waiting
 * on the extension host and the solver, so they fit in beside. The host tests' output is
 * printed as a block once each part ends; the UI tests' as it comes.
 */
async function runVSCodeLayers(run: Run): Promise<void> {
	if (!run.wants('harness', 'integration', 'ui', 'vsix')) {
		return;
	}
	heading('build');
	let testsEntry: string;
	try {
		testsEntry = await run.timed('build', build);
	} catch (error) {
		run.record('build', failure('build', String(error)));
		return;
	}
	const builds = selectedBuilds();
	const installed: InstalledVSCode[] = [];
	for (const vscodeBuild of builds) {
		try {
			installed.push(await run.timed(`install ${vscodeBuild.vscode}`, () => installVSCode(vscodeBuild)));
		} catch (error) {
			run.record(`vscode ${vscodeBuild.vscode}`, failure(`install VS Code ${vscodeBuild.vscode}`, String(error)));
		}
	}
	const newest = builds.at(-1)!.vscode;
	const parts = new Map<string, Tally[]>(installed.map((vscode) => [vscode.build.vscode, []]));
	const uiLane = async () => {
		for (const vscode of installed.filter(() => run.wants('ui'))) {
			const version = vscode.build.vscode;
			heading(`VS Code ${version}: UI tests (Playwright)`);
			parts
				.get(version)!
				.push(await run.timed(`ui ${version}`, () => runUiTests(version, path.join(run.dir, version))));
		}
	};
	const hostLane = async () => {
		for (const vscode of [...installed].reverse()) {
			parts.get(vscode.build.vscode)!.push(await hostTests(run, vscode, testsEntry, vscode.build.vscode === newest));
		}
	};
	await Promise.all([uiLane(), hostLane()]);
	const layersPerBuild = run.wants('harness', 'integration', 'ui');
	for (const [version, tallies] of parts) {
		const tally = sum(tallies);
		if (layersPerBuild || tally.failed > 0) {
			run.record(`vscode ${version}`, tally);
		}
	}
}

/**
 * The harness and integration layers in one VS Code build. In the newest build, when the
 * run has the vsix layer, the integration tests run once, against the packaged extension
 * (the vsix pass, counted on its own line), not a second time against the development
 * build: the package holds the same code, bundled for production.
 */
async function hostTests(run: Run, vscode: InstalledVSCode, testsEntry: string, newest: boolean): Promise<Tally> {
	const version = vscode.build.vscode;
	const dir = path.join(run.dir, version);
	const parts: Tally[] = [];
	if (run.wants('harness')) {
		parts.push(
			await heldOutput(`VS Code ${version}: harness self-test`, () =>
				run.timed(`harness ${version}`, () => selfTest(vscode, path.join(dir, 'self-test'))),
			),
		);
	}
	if (newest && run.wants('vsix')) {
		const tally = await heldOutput(
			`VS Code ${version}: the packaged extension, then the integration tests against it`,
			() =>
				run
					.timed(`vsix ${version}`, () => vsixPass(vscode, path.join(dir, 'vsix'), testsEntry))
					.catch((error: unknown) => failure('vsix', String(error))),
		);
		run.record(`vsix on vscode ${version}`, tally);
	} else if (run.wants('integration')) {
		parts.push(
			await heldOutput(`VS Code ${version}: integration tests (in the extension host)`, () =>
				run.timed(`integration ${version}`, () =>
					runInExtensionHost({
						label: `integration tests in VS Code ${version}`,
						vscode,
						runDir: path.join(dir, 'integration'),
						testsEntry,
						extensionDevelopmentPaths: [repoRoot],
						env: { MONTANA_EXPECTED_EXTENSION_ROOT: repoRoot },
					}),
				),
			),
		);
	}
	return sum(parts);
}

/** What a part of the host lane prints while it runs, held back and printed under `title` when it ends. */
const held = new AsyncLocalStorage<string[]>();
const print = console.log.bind(console);
console.log = (...args: unknown[]) => {
	const lines = held.getStore();
	if (lines) {
		lines.push(format(...args));
	} else {
		print(...args);
	}
};

async function heldOutput<T>(title: string, part: () => Promise<T>): Promise<T> {
	const lines: string[] = [];
	try {
		return await held.run(lines, part);
	} finally {
		print([headingText(title), ...lines].join('\n'));
	}
}

/** The extension's development bundles and the integration tests' bundles; returns the test entry. */
async function build(): Promise<string> {
	const { code } = await execStatus('npm', ['run', '--silent', 'build'], { cwd: repoRoot, inherit: true });
	if (code !== 0) {
		throw new Error('npm run build failed (see above)');
	}
	return buildIntegrationTests();
}

function requestedLayers(args: readonly string[]): Set<Layer> {
	const unknown = args.filter((arg) => !(layers as readonly string[]).includes(arg));
	if (unknown.length > 0) {
		throw new Error(`unknown test layer(s): ${unknown.join(', ')}; the layers are: ${layers.join(', ')}`);
	}
	return new Set(args.length > 0 ? (args as Layer[]) : layers);
}

main().then(
	(passed) => (process.exitCode = passed ? 0 : 1),
	(error: unknown) => {
		console.error(error instanceof Error ? error.stack : error);
		process.exitCode = 1;
	},
);
