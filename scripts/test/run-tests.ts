/**
 * `npm test`: every layer of tests, counted.
 *
 *   tsx scripts/test/run-tests.ts [layer ...]     (all layers when none is named)
 *
 * Layers: lint, format, types (checks), engine, webview (Node only, one after another,
 * beside the VS Code layers, their output printed as each ends); in each VS Code build,
 * harness (the harness's self-test), integration (mocha in the extension host) and ui
 * (Playwright); vsix (the package's contents, and the integration tests against the
 * installed package) takes the place of the newest build's integration layer, so each
 * integration test runs once per build. MONTANA_VSCODE picks the build(s).
 * Prints `vscode <version>: N passed, M failed` per build, the time each part took and,
 * as the very last line, `N passed, M failed` for the whole run; exits non-zero on any
 * failure. A failed run keeps its logs under .vscode-test/runs/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
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
		console.log(`times (the Node layers and the installs run beside the VS Code layers): ${this.times.join(', ')}`);
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

/** The build, then the harness, integration (or vsix) and UI layers in each VS Code build. */
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
	const layersPerBuild = run.wants('harness', 'integration', 'ui');
	const builds = selectedBuilds();
	// Every build installs from the start: on a fresh machine the newer build downloads and
	// compiles while the older one's tests run, instead of after them.
	const installs = builds.map((vscodeBuild) =>
		run
			.timed(`install ${vscodeBuild.vscode}`, () => installVSCode(vscodeBuild))
			.then(
				(vscode) => ({ vscode }),
				(error: unknown) => ({ error }),
			),
	);
	for (const [index, vscodeBuild] of builds.entries()) {
		heading(`VS Code ${vscodeBuild.vscode}`);
		const installed = await installs[index];
		const tally =
			'vscode' in installed
				? await inVSCode(run, installed.vscode, testsEntry, vscodeBuild === builds.at(-1))
				: failure(`install VS Code ${vscodeBuild.vscode}`, String(installed.error));
		if (layersPerBuild || tally.failed > 0) {
			run.record(`vscode ${vscodeBuild.vscode}`, tally);
		}
	}
}

/**
 * The harness, integration and UI layers in one VS Code build. In the newest build, when
 * the run has the vsix layer, the integration tests run once, against the packaged
 * extension (the vsix pass, counted on its own line), not a second time against the
 * development build: the package holds the same code, bundled for production.
 */
async function inVSCode(run: Run, vscode: InstalledVSCode, testsEntry: string, newest: boolean): Promise<Tally> {
	const version = vscode.build.vscode;
	const dir = path.join(run.dir, version);
	const parts: Tally[] = [];
	const packaged = newest && run.wants('vsix');
	if (run.wants('harness')) {
		console.log('harness self-test');
		parts.push(await run.timed(`harness ${version}`, () => selfTest(vscode, path.join(dir, 'self-test'))));
	}
	if (packaged) {
		console.log('the packaged extension: its contents, then the integration tests against it');
		const tally = await run
			.timed(`vsix ${version}`, () => vsixPass(vscode, path.join(dir, 'vsix'), testsEntry))
			.catch((error: unknown) => failure('vsix', String(error)));
		run.record(`vsix on vscode ${version}`, tally);
	} else if (run.wants('integration')) {
		console.log('integration tests (in the extension host)');
		parts.push(
			await run.timed(`integration ${version}`, () =>
				runInExtensionHost({
					label: `integration tests in VS Code ${version}`,
					vscode,
					runDir: path.join(dir, 'integration'),
					testsEntry,
					extensionDevelopmentPaths: [repoRoot],
					env: { MONTANA_EXPECTED_EXTENSION_ROOT: repoRoot },
				}),
			),
		);
	}
	if (run.wants('ui')) {
		console.log('UI tests (Playwright)');
		parts.push(await run.timed(`ui ${version}`, () => runUiTests(version, dir)));
	}
	return sum(parts);
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
