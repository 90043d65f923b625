/**
 * The harness's self-test runs these as UI tests, each retried once: one fails only on its
 * first run, one always fails.
 */
import { strict as assert } from 'node:assert';
import { test } from '../../../test/ui/fixtures';

test.describe('self-test fixture', () => {
	test('fails the first time only', () => {
		assert.notEqual(test.info().retry, 0, 'the first run fails');
	});

	test('fails every time', () => {
		assert.fail('every run fails');
	});
});
