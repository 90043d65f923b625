/**
 * Builds the solver worker's real bundle once for the host tests, as esbuild.mjs builds it
 * for the extension, but with a clock that counts work (countingWorkerClock.ts).
 */
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let built: Promise<string> | undefined;

export function solverWorkerBundle(): Promise<string> {
	built ??= (async () => {
		const outfile = join(mkdtempSync(join(tmpdir(), 'montana-solver-')), 'solverWorker.js');
		await build({
			entryPoints: ['src/extension/solver/client/solverWorker.ts'],
			inject: ['test/host/countingWorkerClock.ts'],
			// package.json's `sideEffects` would leave out the injected file, which only has side effects.
			ignoreAnnotations: true,
			outfile,
			bundle: true,
			platform: 'node',
			format: 'cjs',
			target: 'node20',
			logLevel: 'warning',
		});
		return outfile;
	})();
	return built;
}
