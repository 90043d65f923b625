// Builds the extension's bundles with esbuild.
//   node esbuild.mjs               development build (source maps, not minified)
//   node esbuild.mjs --watch       rebuild on change
//   node esbuild.mjs --production  minified, no source maps; prints each bundle's size
// Every bundle is listed in `bundles` below; `--only name,name` builds a subset.
import * as esbuild from 'esbuild';
import { statSync } from 'node:fs';

const args = process.argv.slice(2);
const production = args.includes('--production');
const watch = args.includes('--watch');
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : null;

/**
 * A Node bundle (CommonJS, for the Node that VS Code 1.100 ships) of `entry` into `outfile`.
 * @param {string} entry
 * @param {string} outfile
 * @returns {import('esbuild').BuildOptions}
 */
const nodeBundle = (entry, outfile) => ({
	entryPoints: [entry],
	outfile,
	platform: 'node',
	format: 'cjs',
	target: 'node20',
});

/** @type {Record<string, import('esbuild').BuildOptions>} */
const bundles = {
	// The extension host: Node, CommonJS, `vscode` supplied by VS Code at run time, in two bundles. The entry
	// is all that activation loads: it registers shells, and loads the host's body beside it in dist/ on first
	// use (src/extension/lazy/hostLoader.ts).
	extension: { ...nodeBundle('src/extension/extension.ts', 'dist/extension.js'), external: ['vscode'] },
	host: { ...nodeBundle('src/extension/host.ts', 'dist/host.js'), external: ['vscode'] },
	// The solver's worker thread, started by the host (src/extension/solver/client/solverHost.ts) beside it in dist/.
	solverWorker: nodeBundle('src/extension/solver/client/solverWorker.ts', 'dist/solverWorker.js'),
	// The game board inside the webview: a browser bundle, loaded with a CSP nonce.
	webview: {
		entryPoints: ['src/webview/main.tsx'],
		outfile: 'dist/webview.js',
		platform: 'browser',
		format: 'iife',
		target: 'es2022',
		jsx: 'automatic',
		jsxImportSource: 'preact',
	},
	// The engine benchmark (`npm run bench`), plain Node.
	bench: nodeBundle('bench/engine.ts', 'dist/bench/engine.js'),
	// The solver's command line and benchmark (`npm run solve`, `npm run bench:solver`), bundled as the
	// worker is: they time the solver the extension runs (through tsx it is 1.16 to 1.56 times slower).
	solve: nodeBundle('scripts/solve.ts', 'dist/scripts/solve.js'),
	benchSolver: nodeBundle('bench/solver.ts', 'dist/bench/solver.js'),
};

// The commands' bundles are built only when asked for by name (`--only=bench`).
const ON_REQUEST = ['bench', 'solve', 'benchSolver'];
const selected = Object.entries(bundles).filter(([name]) => (only ? only.includes(name) : !ON_REQUEST.includes(name)));

const common = {
	bundle: true,
	minify: production,
	sourcemap: production ? false : 'linked',
	sourcesContent: false,
	logLevel: 'warning',
	legalComments: 'none',
	define: { 'process.env.NODE_ENV': production ? '"production"' : '"development"' },
};

const contexts = await Promise.all(selected.map(([, options]) => esbuild.context({ ...common, ...options })));

if (watch) {
	await Promise.all(contexts.map((ctx) => ctx.watch()));
	console.log(`[esbuild] watching ${selected.map(([name]) => name).join(', ')}`);
} else {
	await Promise.all(contexts.map((ctx) => ctx.rebuild()));
	await Promise.all(contexts.map((ctx) => ctx.dispose()));
	if (production) {
		for (const [name, options] of selected) {
			const bytes = statSync(options.outfile).size;
			console.log(`bundle ${name}: ${(bytes / 1024).toFixed(1)} KB (${options.outfile})`);
		}
	}
}
