/**
 * The record in a `.gam` TextDocument, read once per document version however many
 * editors show the document (a split editor shows it twice).
 */
import type * as vscode from 'vscode';
import { readRecord, type GamRecordState } from './record';

export interface DocumentRecord {
	readonly version: number;
	readonly text: string;
	readonly state: GamRecordState;
}

const records = new WeakMap<vscode.TextDocument, DocumentRecord>();

export function documentRecord(document: vscode.TextDocument): DocumentRecord {
	const cached = records.get(document);
	if (cached?.version === document.version) {
		return cached;
	}
	const text = document.getText();
	const fresh = { version: document.version, text, state: readRecord(text) };
	records.set(document, fresh);
	return fresh;
}
