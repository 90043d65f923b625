/**
 * A `.gam` file as text in a real workbench, as a person meets it: the board's "Show as
 * Text" button, the language in the status bar, the grammar's colours in the light, dark
 * and high contrast themes (photographed to test-results/ui/<vscode version>/gam-text-*.png,
 * and with MONTANA_SCREENSHOTS=1 to docs/screenshots/ too), the hover over a move, and a
 * broken line's squiggle and Problems entry, which go once the line is fixed.
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/vscode/builds';
import { test } from './fixtures';
import { openFromExplorer, runCommand, setColorTheme, waitForCommand, type ThemeKind } from './helpers';
import { eventually } from './panelHelpers';

const fixtures = path.join(__dirname, '..', 'fixtures');
const docsDir = path.join(repoRoot, 'docs', 'screenshots');

/** The text of a line and of each of its coloured spans, with their colours, as the editor draws them. */
interface DrawnLine {
	readonly foreground: string;
	readonly spans: readonly { readonly text: string; readonly color: string }[];
}

async function drawnLine(page: Page, startsWith: string): Promise<DrawnLine> {
	const line = page
		.locator('.editor-group-container.active .monaco-editor .view-lines .view-line')
		.filter({ hasText: lineStart(startsWith) })
		.first();
	return line.evaluate((element) => ({
		foreground: getComputedStyle(element.closest('.monaco-editor')!.querySelector('.view-lines')!).color,
		spans: Array.from(element.querySelectorAll('span > span'), (span) => ({
			text: (span.textContent ?? '').replace(/\u00a0/g, ' '),
			color: getComputedStyle(span).color,
		})),
	}));
}

/** A line that starts with `text`: the editor draws its blanks as no-break spaces. */
function lineStart(text: string): RegExp {
	return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}`);
}

function colourOf(line: DrawnLine, text: string): string {
	const span = line.spans.find((s) => s.text.trim() === text);
	assert.ok(span, `a span "${text}" in ${JSON.stringify(line.spans.map((s) => s.text))}`);
	return span.color;
}

test.describe('a .gam file as text in the workbench', () => {
	test.describe.configure({ mode: 'serial' });
	test.use({
		workspaceFiles: {
			'20908.gam': readFileSync(path.join(fixtures, '20908.gam'), 'utf8'),
			'illegal-move.gam': readFileSync(path.join(fixtures, 'illegal-move.gam'), 'utf8'),
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
		await page.getByRole('button', { name: 'Show Game Record as Board' }).waitFor();
	});

	const themes: [ThemeKind, string][] = [
		['light', 'light'],
		['dark', 'dark'],
		['high contrast', 'high-contrast-dark'],
	];
	for (const [kind, file] of themes) {
		test(`colours every part of the record in the ${kind} theme`, async () => {
			await setColorTheme(page, kind);
			await eventually(async () => {
				const moves = await drawnLine(page, '1. 2S>2');
				const header = await drawnLine(page, 'Montana-Gam');
				const comment = await drawnLine(page, '# Game 20908');
				const redeal = await drawnLine(page, '*');
				const parts = {
					'move number': colourOf(moves, '1'),
					card: colourOf(moves, '3S'),
					'header name': colourOf(header, 'Montana-Gam'),
					'header value': colourOf(header, '1'),
					comment: colourOf(comment, comment.spans[0].text.trim()),
					redeal: colourOf(redeal, '*'),
				};
				const plain = Object.entries(parts)
					.filter(([, colour]) => colour === moves.foreground)
					.map(([part]) => part);
				assert.deepEqual(plain, [], `parts drawn in the text's own colour ${moves.foreground}`);
				assert.notEqual(parts.card, parts['move number'], 'cards and move numbers apart');
				assert.notEqual(parts.redeal, parts.card, 'the redeal and the cards apart');
			});
			await screenshot(page, screenshots, `gam-text-${file}`);
		});
	}

	test('says a move in words when the pointer rests on it', async () => {
		await setColorTheme(page, 'dark');
		await page
			.locator('.editor-group-container.active .view-line')
			.filter({ hasText: lineStart('1. 2S>2') })
			.locator('span > span')
			.filter({ hasText: /^3S$/ })
			.hover();
		const hover = page.locator('.monaco-hover').filter({ hasText: 'Move 2: 3 of spades into row' });
		await hover.waitFor();
		assert.match((await hover.textContent()) ?? '', /After it: 2 moves made, \d+ of 48 cards home, 15 shuffles left/);
		await page.keyboard.press('Escape');
	});

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
