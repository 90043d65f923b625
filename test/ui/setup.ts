/**
 * Mocha root hooks for the UI tests (loaded with --require): after each test, whatever
 * went wrong in a VS Code window meanwhile (an error the extension logged, a crash of
 * the extension host) fails it; after all tests, what is still running is stopped.
 */
import { closeAll, takeProblems } from './helpers';

export const mochaHooks = {
	afterEach(): void {
		const problems = takeProblems();
		if (problems.length > 0) {
			throw new Error(problems.join('\n'));
		}
	},
	async afterAll(): Promise<void> {
		await closeAll();
	},
};
