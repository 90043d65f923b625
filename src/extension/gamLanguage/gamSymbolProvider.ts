/**
 * The Outline and breadcrumbs of `.gam` text: the header fields, then each deal (the
 * first deal, then each redeal) with its moves, over the good part of the record.
 */
import * as vscode from 'vscode';
import type { ReplayStep } from '../../engine';
import { documentRecord } from '../gamEditor/documentRecord';
import { dealsOf } from './recordPlaces';
import { positionOf, rangeOf } from './textPlaces';

/** Registered by the entry's shell (lazy/lazyGamSymbols.ts), which hands it each request. */
export class GamSymbolProvider implements vscode.DocumentSymbolProvider {
	provideDocumentSymbols(document: vscode.TextDocument): vscode.DocumentSymbol[] {
		const { replay } = documentRecord(document).state;
		if (replay === null) {
			return [];
		}
		const fields = replay.header.map((field) => {
			const whole = new vscode.Range(
				positionOf(document, field.line, 1),
				document.lineAt(field.lastLine - 1).range.end,
			);
			return new vscode.DocumentSymbol(
				field.name,
				field.value,
				vscode.SymbolKind.Property,
				whole,
				rangeOf(document, field.line, 1, field.name.length),
			);
		});
		const moveSymbol = (step: ReplayStep) =>
			new vscode.DocumentSymbol(
				`Move ${step.moves}`,
				step.text,
				vscode.SymbolKind.Event,
				rangeOf(document, step.line, step.column, step.text.length),
				rangeOf(document, step.line, step.column, step.text.length),
			);
		const deals = dealsOf(replay.steps).map(({ redeal, first, last }) => {
			const steps = replay.steps.slice(first, last + 1);
			const [start, end] = [steps[0], steps[steps.length - 1]];
			const moves = steps.filter((step) => step.action.kind === 'move');
			const symbol = new vscode.DocumentSymbol(
				redeal === 0 ? 'First deal' : `Shuffle ${redeal}`,
				moves.length === 0 ? 'no move' : `moves ${moves[0].moves} to ${moves[moves.length - 1].moves}`,
				vscode.SymbolKind.Namespace,
				new vscode.Range(
					positionOf(document, start.line, start.column),
					positionOf(document, end.line, end.column + end.text.length),
				),
				rangeOf(document, start.line, start.column, start.text.length),
			);
			symbol.children = moves.map(moveSymbol);
			return symbol;
		});
		return [...fields, ...deals];
	}
}
