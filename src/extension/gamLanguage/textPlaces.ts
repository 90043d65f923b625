/**
 * The engine's places in a record (1-based lines and columns, a byte-order mark not
 * counted) as a TextDocument's positions and ranges (0-based), and back.
 */
import * as vscode from 'vscode';

function bomOn(document: vscode.TextDocument, line: number): number {
	return line === 1 && document.lineAt(0).text.startsWith('\uFEFF') ? 1 : 0;
}

export function positionOf(document: vscode.TextDocument, line: number, column: number): vscode.Position {
	return new vscode.Position(line - 1, column - 1 + bomOn(document, line));
}

export function rangeOf(document: vscode.TextDocument, line: number, column: number, length: number): vscode.Range {
	const start = positionOf(document, line, column);
	return new vscode.Range(start, start.translate(0, length));
}

/** A document position as the engine counts it. */
export function placeOf(document: vscode.TextDocument, position: vscode.Position): { line: number; column: number } {
	const line = position.line + 1;
	return { line, column: position.character + 1 - bomOn(document, line) };
}
