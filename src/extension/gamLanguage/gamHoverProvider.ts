/**
 * The hover over `.gam` text: over a recorded move or redeal, what it did and what it
 * left; over a header field, what the field means. Only the good part of a record has
 * words: past its first error, the Problems entry says what is wrong. The words are the
 * engine's and this file's, never the file's text, so they are safe as Markdown.
 */
import * as vscode from 'vscode';
import { documentRecord } from '../gamEditor/documentRecord';
import { headerMeaning } from './headerMeanings';
import { headerFieldAt, stepIndexAt } from './recordPlaces';
import { stepWords } from './stepWords';
import { placeOf, rangeOf } from './textPlaces';

/** Registered by the entry's shell (lazy/lazyGamHover.ts), which hands it each hover. */
export class GamHoverProvider implements vscode.HoverProvider {
	provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
		const { replay } = documentRecord(document).state;
		if (replay === null) {
			return undefined;
		}
		const { line, column } = placeOf(document, position);
		const index = stepIndexAt(replay.steps, line, column);
		if (index >= 0) {
			const step = replay.steps[index];
			const { what, left } = stepWords(replay, index);
			return new vscode.Hover(
				new vscode.MarkdownString(`${what}\n\n${left}`),
				rangeOf(document, step.line, step.column, step.text.length),
			);
		}
		const field = headerFieldAt(replay.header, line);
		if (field === undefined) {
			return undefined;
		}
		return new vscode.Hover(
			new vscode.MarkdownString(headerMeaning(field, replay.record)),
			rangeOf(document, field.line, 1, field.name.length),
		);
	}
}
