/**
 * Mocha root hooks for the UI tests (loaded with --require): a failed test's error gets
 * what each window showed when it failed; after each test, whatever went wrong in a VS
 * Code window meanwhile (an error the extension logged, a crash of the extension host)
 * fails it; after all tests, what is still running is stopped.
 */
import type { Context } from 'mocha';
import { closeAll, describeWindows, takeProblems } from './helpers';

export const mochaHooks = {
	async afterEach(this: Context): Promise<void> {
		const test = this.currentTest;
		if (test?.state === 'failed' && test.err) {
			// The reporters print the error once the run ends, so this reaches the summary too.
			const lines = await describeWindows(test.fullTitle());
			if (lines.length > 0) {
				test.err.stack = [
					test.err.stack ?? test.err.message,
					'when it failed:',
					...lines.map((line) => `  ${line}`),
				].join('\n');
			}
		}
		const problems = takeProblems();
		if (problems.length > 0) {
			throw new Error(problems.join('\n'));
		}
	},
	async afterAll(): Promise<void> {
		await closeAll();
	},
};
