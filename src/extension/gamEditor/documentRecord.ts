/**
 * The record in a `.gam` TextDocument, read once per document version however many
 * editors show the document (a split editor shows it twice).
 */
import type * as vscode from 'vscode';
import { readRecord, type GamRecordState } from './record';

export interface DocumentRecord {
	readonly version: number;
	readonly state: GamRecordState;
}

const records = new WeakMap<vscode.TextDocument, DocumentRecord>();

export function documentRecord(document: vscode.TextDocument): DocumentRecord {
	const cached = records.get(document);
	if (cached?.version === document.version) {
		return cached;
	}
	const fresh = { version: document.version, state: readRecord(document.getText()) };
	records.set(document, fresh);
	return fresh;
}
