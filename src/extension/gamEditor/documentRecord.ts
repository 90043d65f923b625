/**
 * The record in a `.gam` TextDocument, read once per document version however many
 * editors show the document (a split editor shows it twice), and not again for a new
 * version with the same text (a keystroke typed and taken back, an undo, a save): a
 * 4,000-move record takes tens of milliseconds to read (`npm run bench:gam`).
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
	const state = cached?.text === text ? cached.state : readRecord(text);
	const fresh = { version: document.version, text, state };
	records.set(document, fresh);
	return fresh;
}
