/**
 * `npm run lint` runs dependency-cruiser (.dependency-cruiser.cjs) over src and fails on any
 * import cycle. This test runs the same check: on test/lint-fixtures/cycle, two files that
 * import each other, it must fail and name both; on src it must pass.
 */
import { strict as assert } from 'node:assert';
import { dependencyCheck } from './dependencyCheck';

describe('lint: no import cycles', function () {
	// dependency-cruiser parses every file of the folder with TypeScript: seconds.
	this.timeout(120_000);

	it('rejects two files that import each other, even by a type-only import', () => {
		const { status, output } = dependencyCheck('test/lint-fixtures/cycle');
		assert.notEqual(status, 0, output);
		assert.match(output, /error no-circular: test\/lint-fixtures\/cycle\/(deck|hand)\.ts/);
		assert.match(output, /deck\.ts/);
		assert.match(output, /hand\.ts/);
	});

	it('finds none in src', () => {
		const { status, output } = dependencyCheck('src');
		assert.equal(status, 0, output);
		assert.match(output, /no dependency violations found/);
	});
});
