import { strict as assert } from 'node:assert';
import type * as vscode from 'vscode';
import { documentRecord } from '../../src/extension/gamEditor/documentRecord';
import { MIXED_HEADER } from './mixedRecord';

/** A text document as the editor hands it over: its text at each edit, and a version that counts the edits. */
class TypedDocument {
	version = 1;

	constructor(private text: string) {}

	getText(): string {
		return this.text;
	}

	type(text: string): vscode.TextDocument {
		this.text = text;
		this.version++;
		return this.asDocument();
	}

	asDocument(): vscode.TextDocument {
		return this as unknown as vscode.TextDocument;
	}
}

const GOOD = `${MIXED_HEADER}1. 5H 2S>2\n`;
const BROKEN = `${MIXED_HEADER}1. 5H 2Sx>2\n`;

describe('.gam text: the record of a document', () => {
	it('reads the record again only when the text changed, not for a keystroke taken back', () => {
		const typing = new TypedDocument(GOOD);
		const first = documentRecord(typing.asDocument());
		assert.equal(first.state.error, null);
		assert.equal(documentRecord(typing.asDocument()).state, first.state, 'the same version: no new read');

		const broken = documentRecord(typing.type(BROKEN));
		assert.match(broken.state.error?.message ?? '', /"2Sx>2" is not a move/);

		const fixed = documentRecord(typing.type(GOOD));
		assert.notEqual(fixed.state, first.state, 'the text changed since the last read: a new read');
		assert.equal(fixed.state.error, null);
		const same = documentRecord(typing.type(GOOD));
		assert.equal(same.version, typing.version, 'the new version');
		assert.equal(same.state, fixed.state, 'the same text in a new version: no new read');
	});
});
