/**
 * `npm run lint` holds the extension's entry to what activation needs: the entry, its
 * shells (src/extension/lazy/) and the contributed names import at run time only vscode,
 * Node's modules and each other, so the entry's bundle stays a few KB and the host's body
 * waits for its first use. On test/lint-fixtures/entry, an entry that makes the world at
 * activation, the check must fail on that import alone; on src it must pass.
 */
import { strict as assert } from 'node:assert';
import { dependencyCheck } from './dependencyCheck';

describe('lint: the entry loads only its shells', function () {
	// dependency-cruiser parses every file of the folder with TypeScript: seconds.
	this.timeout(120_000);

	it('rejects a run-time import of the host from the entry, and only that one', () => {
		const { status, output } = dependencyCheck('test/lint-fixtures/entry');
		assert.notEqual(status, 0, output);
		const errors = output.split('\n').filter((line) => line.includes('error entry-loads-only-shells'));
		assert.deepEqual(
			errors.map((line) => line.trim()),
			[
				'error entry-loads-only-shells: test/lint-fixtures/entry/extension/extension.ts → test/lint-fixtures/entry/extension/world.ts',
			],
			output,
		);
	});

	it('finds no such import in src', () => {
		const { status, output } = dependencyCheck('src');
		assert.equal(status, 0, output);
		assert.match(output, /no dependency violations found/);
	});
});
