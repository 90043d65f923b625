// @ts-check
'use strict';
/**
 * Mocha's spec reporter, which also writes a summary for the harness to count, as JSON,
 * to the file named by the reporter option `output` or by `MONTANA_RESULTS_FILE`:
 *   { "passed": 3, "failed": 1, "failures": [{ "title": "…", "file": "…", "message": "…" }], "passes": ["…"] }
 * (`passes` holds the titles of the passing tests, for showing runs whose console we do not see).
 * With the reporter option `announceTests` (set inside the extension host, whose console
 * the harness reads among the workbench's), it also logs `[montana:test] <title>` as each
 * test starts, so that an error the extension logs can be put down to the test running.
 * Plain CommonJS so that mocha can load it by path, both in Node and inside the
 * extension host (mocha does not look for a default export).
 */
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_TEST_BEGIN, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
	/**
	 * @param {Mocha.Runner} runner
	 * @param {Mocha.MochaOptions} [options]
	 */
	constructor(runner, options) {
		super(runner, options);
		const output = options?.reporterOptions?.output ?? process.env.MONTANA_RESULTS_FILE;
		if (options?.reporterOptions?.announceTests) {
			runner.on(EVENT_TEST_BEGIN, (test) => console.log(`[montana:test] ${test.fullTitle()}`));
		}
		/** @type {string[]} */
		const passes = [];
		/** @type {{ title: string, file: string | undefined, error: any }[]} */
		const failures = [];
		runner.on(EVENT_TEST_PASS, (test) => passes.push(test.fullTitle()));
		// Also fires for failing hooks, which count as failures too.
		runner.on(EVENT_TEST_FAIL, (test, error) => failures.push({ title: test.fullTitle(), file: test.file, error }));
		runner.once(EVENT_RUN_END, () => {
			if (output) {
				// Read the error only now: an afterEach hook may have added what the screen showed.
				const failed = failures.map(({ title, file, error }) => ({
					title,
					file,
					message: String(error?.stack ?? error),
				}));
				fs.mkdirSync(path.dirname(output), { recursive: true });
				fs.writeFileSync(
					output,
					JSON.stringify({ passed: passes.length, failed: failed.length, failures: failed, passes }, null, '\t'),
				);
			}
		});
	}
}

module.exports = SummaryReporter;
