/**
 * `npm run lint` runs dependency-cruiser (.dependency-cruiser.cjs) over src and fails on any
 * import cycle. This test runs the same check: on test/lint-fixtures/cycle, two files that
 * import each other, it must fail and name both; on src it must pass.
 */
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.join(__dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The check of `npm run lint` on `folder`: its exit status and what it printed. */
function cycleCheck(folder: string): { status: number | null; output: string } {
	const run = spawnSync(process.execPath, [depcruise, folder, '--config', '.dependency-cruiser.cjs'], {
		cwd: repoRoot,
		encoding: 'utf8',
	});
	return { status: run.status, output: run.stdout + run.stderr };
}

describe('lint: no import cycles', function () {
	// dependency-cruiser parses every file of the folder with TypeScript: seconds.
	this.timeout(120_000);

	it('rejects two files that import each other, even by a type-only import', () => {
		const { status, output } = cycleCheck('test/lint-fixtures/cycle');
		assert.notEqual(status, 0, output);
		assert.match(output, /error no-circular: test\/lint-fixtures\/cycle\/(deck|hand)\.ts/);
		assert.match(output, /deck\.ts/);
		assert.match(output, /hand\.ts/);
	});

	it('finds none in src', () => {
		const { status, output } = cycleCheck('src');
		assert.equal(status, 0, output);
		assert.match(output, /no dependency violations found/);
	});
});
