/**
 * The game beside code, as README.md's first picture shows it: a TypeScript file open in
 * the editor, then a game by number, which opens beside it (`montana.panelLocation`'s
 * default). The code and the board must be in sight side by side, the code on the left,
 * and every cell of the board wholly inside its panel. Then the editor area is saved to
 * test-results/ui/<vscode version>/, and with MONTANA_SCREENSHOTS=1 to
 * docs/screenshots/beside-code.png.
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/vscode/builds';
import { test } from './fixtures';
import { GAME_128, Panel, newGameByNumber } from './panelHelpers';

const CODE_FILE = 'daily.ts';

test.describe('the game beside code', () => {
	test.use({
		workspaceFiles: { [CODE_FILE]: readFileSync(path.join(repoRoot, 'src', 'engine', CODE_FILE), 'utf8') },
	});

	test(`opens game ${GAME_128} beside a source file, both in sight`, async ({ vscode, workbench: page }) => {
		await page.getByRole('treeitem', { name: CODE_FILE }).dblclick();
		// The code's editor group: its lines run on under the minimap and beyond.
		const codeGroup = page
			.locator('.editor-group-container')
			.filter({ has: page.locator('.monaco-editor .view-lines', { hasText: 'dailyGameNumber' }) });
		await codeGroup.waitFor();

		await newGameByNumber(page, GAME_128);
		const panel = new Panel(page);
		await panel.grid.waitFor();

		const codeBox = await codeGroup.boundingBox();
		const boardBox = await page.locator('iframe.webview.ready >> visible=true').boundingBox();
		assert.ok(codeBox && boardBox, 'the code and the board are both shown');
		assert.ok(
			codeBox.x + codeBox.width <= boardBox.x + 1,
			`the code (${codeBox.x}..${codeBox.x + codeBox.width}) is left of the board (from ${boardBox.x})`,
		);
		const clipped = await panel.grid.getByRole('gridcell').evaluateAll((cells) =>
			cells
				.filter((cell) => {
					const r = cell.getBoundingClientRect();
					return r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight;
				})
				.map((cell) => cell.getAttribute('aria-label')),
		);
		assert.deepEqual(clipped, [], 'cells outside the panel');
		assert.equal(await panel.grid.getByRole('gridcell').count(), 4 * 13, "Montana's 4 x 13 cells");

		// The pointer rests on the code, so no tooltip or hover shows on the board.
		await page.mouse.move(codeBox.x + codeBox.width / 2, codeBox.y + codeBox.height - 20);
		const file = path.join(repoRoot, 'test-results', 'ui', vscode.version, 'panel-beside-code.png');
		await page.locator('.monaco-workbench .part.editor').screenshot({ path: file });
		if (process.env.MONTANA_SCREENSHOTS) {
			const docsDir = path.join(repoRoot, 'docs', 'screenshots');
			mkdirSync(docsDir, { recursive: true });
			copyFileSync(file, path.join(docsDir, 'beside-code.png'));
		}
	});
});
