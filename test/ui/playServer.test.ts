/**
 * What `npm start` serves (scripts/vscode/play-server.ts, in a folder of its own here): the
 * extension packaged and installed from its .vsix as a player has it, so the window is no
 * "[Extension Development Host]" and the Extensions view lists Montana Solitaire with its
 * icon; and the game plays there.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, selectedBuilds } from '../../scripts/vscode/builds';
import { installVSCode } from '../../scripts/vscode/install';
import { startPlayServer } from '../../scripts/vscode/play-server';
import { test } from './fixtures';
import { runCommand, webview } from './helpers';

test('npm start installs the extension as a player has it: listed in the Extensions view with its icon', async ({
	browser,
}) => {
	// Packaging builds the production bundles first.
	test.setTimeout(600_000);
	const runs = path.join(cacheDir, 'runs', 'ui');
	mkdirSync(runs, { recursive: true });
	const dataDir = mkdtempSync(path.join(runs, 'play-'));
	const { server, url } = await startPlayServer(await installVSCode(selectedBuilds().at(-1)!), { dataDir });
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	try {
		const page = await context.newPage();
		// A first start after the install is slow on a busy machine.
		await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
		await page.locator('.monaco-workbench .part.editor').waitFor({ timeout: 120_000 });
		// The activity bar's Extensions view lists what is installed, in every version we test.
		await page.getByRole('tab', { name: /^Extensions/ }).click();
		const item = page.locator('.extensions-viewlet .monaco-list-row').filter({ hasText: 'Montana Solitaire' });
		await item.waitFor();
		const icon = item.locator('img.icon');
		await icon.waitFor();
		const loaded = await icon.evaluate((img: HTMLImageElement) => ({ src: img.src, width: img.naturalWidth }));
		assert.match(decodeURIComponent(loaded.src), /montana-solitaire.*\/media\/icon\.png/, 'the icon is the package’s');
		assert.ok(loaded.width > 0, `the icon loaded (${loaded.src})`);
		assert.doesNotMatch(await page.title(), /Extension Development Host/, 'a player’s window');
		assert.doesNotMatch(
			(await page.locator('.titlebar, .command-center').first().textContent()) ?? '',
			/Extension Development Host/,
		);
		// VS Code 1.100 draws the Welcome page's pictures in a webview of its own: close it, so
		// the game's is the one webview in sight.
		await runCommand(page, 'View: Close All Editors');
		await runCommand(page, 'Montana: New Game');
		await webview(page).getByRole('grid', { name: 'Montana layout' }).waitFor();
	} finally {
		await context.close();
		await server.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
});
