/**
 * A `.gam` file as text in a real workbench, as a person meets it: the board's "Show as
 * Text" button and the text's "Show as Board" button, the language in the status bar, the
 * hover over a move, the grammar's colours in the light, dark and both high contrast
 * themes (photographed to test-results/ui/<vscode version>/gam-text-*.png, and with
 * MONTANA_SCREENSHOTS=1 to docs/screenshots/ too), a broken line's squiggle and Problems
 * entry, which go once the line is fixed, and the deals in the Outline view.
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/vscode/builds';
import { LAYOUT_FIXTURE, recordText } from '../grammar/gameFixtures';
import { test } from './fixtures';
import { openFromExplorer, runCommand, setColorTheme, waitForCommand, type ThemeKind } from './helpers';
import { colourOf, drawnLine, restPointerOn } from './gamTextHelpers';
import { eventually } from './panelHelpers';

const fixtures = path.join(__dirname, '..', 'fixtures');
const docsDir = path.join(repoRoot, 'docs', 'screenshots');

/** Double Blue Moon dealt from its Layout block, with Rules options, second-deck cards and gap targets. */
const LAYOUT_RECORD = `# Double Blue Moon from its layout\n${recordText(LAYOUT_FIXTURE)}`;

test.describe('a .gam file as text in the workbench', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({
		workspaceFiles: {
			'20908.gam': readFileSync(path.join(fixtures, '20908.gam'), 'utf8'),
			'illegal-move.gam': readFileSync(path.join(fixtures, 'illegal-move.gam'), 'utf8'),
			'layout.gam': LAYOUT_RECORD,
		},
	});
	let page: Page;
	let screenshots: string;
	const textEditor = () => page.locator('.editor-group-container.active .monaco-editor .view-lines');

	test.beforeEach(({ vscode, workbench }) => {
		page = workbench;
		screenshots = path.join(repoRoot, 'test-results', 'ui', vscode.version);
	});

	test('opens a game as text with the button on its board, in the Montana Game Record language', async () => {
		await waitForCommand(page, 'Montana: New Game in File');
		await openFromExplorer(page, '20908.gam');
		await page.getByRole('button', { name: 'Show Game Record as Text' }).click();
		await textEditor().filter({ hasText: 'Montana-Gam: 1' }).waitFor();
		await page.locator('.statusbar-item').filter({ hasText: 'Montana Game Record' }).first().waitFor();
		await page.getByRole('button', { name: 'Show Game Record as Board' }).click();
		await page.locator('iframe.webview.ready >> visible=true').waitFor();
		await textEditor().waitFor({ state: 'hidden' });
		await page.locator('.tabs-container .tab.active').filter({ hasText: '20908.gam' }).waitFor();
		await page.getByRole('button', { name: 'Show Game Record as Text' }).click();
		await textEditor().filter({ hasText: 'Montana-Gam: 1' }).waitFor();
		await page.locator('.tabs-container .tab.active').filter({ hasText: '20908.gam' }).waitFor();
	});

	test('says a move in words when the pointer rests on it', async () => {
		await setColorTheme(page, 'dark');
		await restPointerOn(page, '1. 2S>2', '3S');
		const hover = page.locator('.monaco-hover').filter({ hasText: 'Move 2: 3 of spades into row' });
		await hover.waitFor();
		assert.match((await hover.textContent()) ?? '', /After it: 2 moves made, \d+ of 48 cards home, 15 shuffles left/);
		await page.keyboard.press('Escape');
	});

	test('opens a two-deck game dealt from its Layout block as text', async () => {
		await openFromExplorer(page, 'layout.gam');
		await page.getByRole('button', { name: 'Show Game Record as Text' }).click();
		await textEditor().filter({ hasText: '# Double Blue Moon from its layout' }).waitFor();
	});

	const themes: [ThemeKind, string][] = [
		['light', 'light'],
		['dark', 'dark'],
		['high contrast', 'high-contrast-dark'],
		['high contrast light', 'high-contrast-light'],
	];
	for (const [kind, file] of themes) {
		test(`colours every part of the record in the ${kind} theme`, async () => {
			await setColorTheme(page, kind);
			await eventually(async () => {
				const moves = await drawnLine(page, "1. KD'>1.4");
				const header = await drawnLine(page, 'Montana-Gam');
				const rules = await drawnLine(page, 'Rules:');
				const layout = await drawnLine(page, 'Layout:');
				const row = await drawnLine(page, "  AD 7H QD' --");
				const comment = await drawnLine(page, '# Double Blue Moon');
				const redeal = await drawnLine(page, '*');
				const parts = {
					'move number': colourOf(moves, '1'),
					card: colourOf(moves, 'KD'),
					'second-deck mark': colourOf(moves, "KD'", 2),
					'gap target': colourOf(moves, '>1.4'),
					'target row': colourOf(moves, '>1.4', 1),
					'header name': colourOf(header, 'Montana-Gam'),
					'header value': colourOf(header, '1'),
					'rules name': colourOf(rules, 'double-blue-moon'),
					'rules option': colourOf(rules, 'redeals'),
					'option value': colourOf(rules, '3'),
					Layout: colourOf(layout, 'Layout'),
					'layout card': colourOf(row, 'AD'),
					'layout gap': colourOf(row, '--'),
					"layout's second-deck mark": colourOf(row, "QD'", 2),
					comment: colourOf(comment, '# Double'),
					redeal: colourOf(redeal, '*'),
				};
				const plain = Object.entries(parts)
					.filter(([, colour]) => colour === moves.foreground)
					.map(([part]) => part);
				assert.deepEqual(plain, [], `parts drawn in the text's own colour ${moves.foreground}`);
				assert.notEqual(parts.card, parts['move number'], 'cards and move numbers apart');
				assert.notEqual(parts.redeal, parts.card, 'the redeal and the cards apart');
				assert.notEqual(parts['second-deck mark'], parts.card, "the second deck's mark and its card apart");
				assert.notEqual(parts['layout gap'], parts['layout card'], 'gaps and cards of the layout apart');
				assert.notEqual(parts['rules option'], parts['rules name'], 'an option and the game it changes apart');
			});
			await screenshot(page, screenshots, `gam-text-${file}`);
		});
	}

	test("shows a broken line's squiggle and Problems entry, which go once the line is fixed", async () => {
		await openFromExplorer(page, 'illegal-move.gam');
		await page.getByRole('button', { name: 'Show Game Record as Text' }).click();
		await textEditor().filter({ hasText: '# 20908.gam with one illegal move' }).waitFor();
		const squiggle = page.locator('.editor-group-container.active .squiggly-error');
		await squiggle.first().waitFor();
		await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
		const problems = page.locator('.markers-panel .monaco-list-row');
		const entry = problems.filter({ hasText: 'Move 14 (9D): The 9 of diamonds can only go into the gap' });
		await entry.waitFor();
		assert.match((await entry.textContent()) ?? '', /Ln 9, Col 16/);
		assert.equal(await problems.filter({ hasText: 'Move 14' }).count(), 1, 'one entry in Problems');
		await screenshot(page, screenshots, 'gam-text-problem');

		await runCommand(page, 'Go to Line/Column...');
		await page.locator('.quick-input-widget input').fill(':9:16');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Shift+ArrowRight');
		await page.keyboard.press('Shift+ArrowRight');
		await page.keyboard.type('TD');
		await squiggle.first().waitFor({ state: 'detached' });
		await entry.waitFor({ state: 'detached' });
		await page.locator('.markers-panel').filter({ hasText: 'No problems have been detected' }).waitFor();
	});

	test('lists the deals in the Outline view and the breadcrumbs, which follow the cursor', async () => {
		const breadcrumbs = page.locator('.editor-group-container.active .breadcrumbs-control');
		await breadcrumbs.getByText('First deal', { exact: true }).waitFor();
		await breadcrumbs.getByText('Move 14', { exact: true }).waitFor();

		await runCommand(page, 'Explorer: Focus on Outline View');
		// Room for the Outline: the file list folded, each deal's moves folded.
		await page.getByRole('button', { name: 'Explorer Section: workspace' }).click();
		// The pane's buttons show while the pointer is over its title.
		await page.getByRole('button', { name: 'Outline Section' }).hover();
		await page.getByRole('toolbar', { name: 'Outline actions' }).getByRole('button', { name: 'Collapse All' }).click();
		const outline = page.getByRole('tree', { name: 'Document Symbols' });
		await outline.getByRole('treeitem', { name: 'First deal (namespace)' }).waitFor();
		await outline.getByRole('treeitem', { name: 'Shuffle 1 (namespace)' }).waitFor();

		await runCommand(page, 'Go to Line/Column...');
		await page.locator('.quick-input-widget input').fill(':11:1');
		await page.keyboard.press('Enter');
		await breadcrumbs.getByText('Shuffle 1', { exact: true }).waitFor();
	});
});

/** A picture of the workbench in test-results/ui/<vscode version>/, and with MONTANA_SCREENSHOTS=1 in docs/screenshots/. */
async function screenshot(page: Page, dir: string, name: string): Promise<void> {
	// The pointer rests on the empty part of the editor, so that no tooltip (a file's path) shows.
	await page.mouse.move(800, 450);
	await page.locator('.workbench-hover').waitFor({ state: 'hidden' });
	const picture = path.join(dir, `${name}.png`);
	await page.locator('.monaco-workbench').screenshot({ path: picture });
	if (process.env.MONTANA_SCREENSHOTS) {
		mkdirSync(docsDir, { recursive: true });
		copyFileSync(picture, path.join(docsDir, `${name}.png`));
	}
}
