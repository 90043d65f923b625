/**
 * How the workbench draws `.gam` text, for the UI tests of the text side: a line of the
 * active editor with the colour of each of its spans, the colour of a part of it, and
 * resting the pointer on a word.
 */
import { strict as assert } from 'node:assert';
import type { Page } from '@playwright/test';

/** The text of a line and of each of its coloured spans, with their colours, as the editor draws them. */
export interface DrawnLine {
	readonly foreground: string;
	readonly spans: readonly { readonly text: string; readonly color: string }[];
}

export async function drawnLine(page: Page, startsWith: string): Promise<DrawnLine> {
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

/** The colour of the character at `offset` in the `occurrence`-th `text` (0-based) of the line (its spans may hold more than it). */
export function colourOf(line: DrawnLine, text: string, offset = 0, occurrence = 0): string {
	const whole = line.spans.map((span) => span.text).join('');
	let at = -1;
	for (let found = 0; found <= occurrence; found++) {
		at = whole.indexOf(text, at + 1);
		assert.ok(at >= 0, `"${text}" (${occurrence + 1}) in ${JSON.stringify(line.spans.map((span) => span.text))}`);
	}
	let start = 0;
	const span = line.spans.find((s) => (start += s.text.length) > at + offset);
	return span!.color;
}

/** Rests the pointer on the word `word` (a whole span) of the active editor's line that starts with `line`. */
export async function restPointerOn(page: Page, line: string, word: string): Promise<void> {
	await page
		.locator('.editor-group-container.active .view-line')
		.filter({ hasText: lineStart(line) })
		.locator('span > span')
		.filter({ hasText: new RegExp(`^${word}$`) })
		.hover();
}
