/**
 * Renders the extension icon, media/icon.svg, to the 128 x 128 media/icon.png that
 * package.json names (the Marketplace and the Extensions view want a PNG), in the same
 * headless Chromium the UI tests drive. `npm run media` runs it after a change to the SVG.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../vscode/builds';
import { launchBrowser } from '../vscode/workbench';

const SIZE = 128;

async function main(): Promise<void> {
	const svg = readFileSync(path.join(repoRoot, 'media', 'icon.svg'), 'utf8');
	const browser = await launchBrowser();
	try {
		const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
		await page.setContent(`<!DOCTYPE html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
		const out = path.join(repoRoot, 'media', 'icon.png');
		await page.locator('svg').screenshot({ path: out, omitBackground: true });
		console.log(`wrote ${path.relative(repoRoot, out)}`);
	} finally {
		await browser.close();
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
