/**
 * The harness's self-test runs this as a UI test that must fail: a `[montana:error]` line
 * reaches the workbench's console, where the extension host's console output arrives, and
 * test/ui/fixtures.ts has to notice.
 */
import { test } from '../../../test/ui/fixtures';

test('self-test fixture logs an error during a UI test', async ({ workbench: page }) => {
	await page.evaluate(() => console.error('[montana:error] the self-test fixture logged this on purpose'));
});
