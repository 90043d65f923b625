/**
 * A `.gam` file opened as text in a fresh VS Code, before anything of Montana has run: the
 * user's `workbench.editorAssociations` sends `*.gam` to the text editor, so no board
 * opens and no Montana command runs. The language's own activation (`onLanguage`) must
 * wake the extension for the record's Problems entry and hover; the grammar colours it.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from './fixtures';
import { colourOf, drawnLine, restPointerOn } from './gamTextHelpers';
import { runCommand } from './helpers';
import { eventually } from './panelHelpers';

test.describe('a .gam file opened as text first', () => {
	test.use({
		vscodeSettings: { 'workbench.editorAssociations': { '*.gam': 'default' } },
		workspaceFiles: {
			'illegal-move.gam': readFileSync(path.join(__dirname, '..', 'fixtures', 'illegal-move.gam'), 'utf8'),
		},
	});

	test('is coloured, and its error is in Problems, with no Montana command run before', async ({ workbench: page }) => {
		await page.getByRole('treeitem', { name: 'illegal-move.gam' }).dblclick();
		const editor = page.locator('.editor-group-container.active .monaco-editor .view-lines');
		await editor.filter({ hasText: '# 20908.gam with one illegal move' }).waitFor();
		await page.locator('.statusbar-item').filter({ hasText: 'Montana Game Record' }).first().waitFor();

		await eventually(async () => {
			const moves = await drawnLine(page, '11. 2H>4');
			assert.notEqual(colourOf(moves, '9D'), moves.foreground, 'a card in its own colour');
		});
		await page.locator('.editor-group-container.active .squiggly-error').first().waitFor();
		await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
		const entry = page
			.locator('.markers-panel .monaco-list-row')
			.filter({ hasText: 'Move 14 (9D): The 9 of diamonds can only go into the gap' });
		await entry.waitFor();
		assert.match((await entry.textContent()) ?? '', /Ln 9, Col 16/);

		await restPointerOn(page, '1. 2S>2', '3S');
		await page.locator('.monaco-hover').filter({ hasText: 'Move 2: 3 of spades into row' }).waitFor();
	});
});
