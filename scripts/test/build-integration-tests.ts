/**
 * Bundles the integration tests (test/integration) for the extension host: one CommonJS
 * file per source file, so the entry can hand mocha each `*.test.js`. `vscode` is the
 * host's own module; `mocha` stays external so the entry, the test files and our
 * reporter share one mocha (its `describe`/`it` globals belong to one instance).
 */
import * as esbuild from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../vscode/builds';

const sourceDir = path.join(repoRoot, 'test', 'integration');
const outDir = path.join(repoRoot, 'out', 'test', 'integration');

/** Builds the bundles and returns the test entry module (without `.js`) for `extensionTestsPath`. */
export async function buildIntegrationTests(): Promise<string> {
	const entryPoints = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.ts'))
		.map((file) => path.join(sourceDir, file));
	// Afresh, so that the bundle of a test file since deleted or renamed does not run on.
	rmSync(outDir, { recursive: true, force: true });
	await esbuild.build({
		entryPoints,
		outbase: sourceDir,
		outdir: outDir,
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'node20',
		external: ['vscode', 'mocha'],
		sourcemap: 'inline',
		logLevel: 'warning',
	});
	return path.join(outDir, 'index');
}
