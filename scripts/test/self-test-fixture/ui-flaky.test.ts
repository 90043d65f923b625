/**
 * The harness's self-test runs these as UI tests, twice: one fails only on its first run
 * (it leaves a marker file, MONTANA_SELF_TEST_MARKER, for the second), one always fails.
 */
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

describe('self-test fixture', () => {
	it('fails the first time only', () => {
		const marker = process.env.MONTANA_SELF_TEST_MARKER!;
		if (!existsSync(marker)) {
			mkdirSync(path.dirname(marker), { recursive: true });
			writeFileSync(marker, '');
			assert.fail('the first run fails');
		}
	});

	it('fails every time', () => {
		assert.fail('every run fails');
	});
});
