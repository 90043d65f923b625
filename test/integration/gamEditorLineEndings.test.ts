/**
 * The `.gam` editor in the real VS Code with files as other editors write them: CRLF
 * line endings are kept when a move is recorded, and an error in a file that stops
 * inside its header points at a place that exists.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import type { TestApi } from '../../src/extension/testApi';
import { montana, until } from './helpers';
import { diskText, legalMove, openGam, resetGamWorld, shown, workspaceFile } from './gamEditorHelpers';

const HEADER = ['Montana-Gam: 1', 'Rules: windows', 'Game: 20908'];

describe('The .gam editor and line endings', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetGamWorld(api));
	after(async () => resetGamWorld(api));

	it('records moves in a CRLF file with CRLF line breaks, on the board and on disk', async () => {
		const uri = await workspaceFile('crlf.gam', [...HEADER, '', ''].join('\r\n'));
		const editor = await openGam(api, uri);
		assert.equal(editor.document.eol, vscode.EndOfLine.CRLF);
		for (let moves = 1; moves <= 12; moves++) {
			await editor.receive(legalMove(editor));
			assert.equal(shown(editor).view.moves, moves);
		}
		await editor.receive({ type: 'redeal' });
		await until(() => shown(editor).view.redeals === 1, 'the shuffle recorded');
		await vscode.commands.executeCommand('workbench.action.files.save');
		await until(() => !editor.document.isDirty, 'saved');
		const written = await diskText(uri);
		assert.equal(written, editor.document.getText());
		assert.equal(written.replace(/\r\n/g, '').includes('\n'), false, `an LF alone in ${JSON.stringify(written)}`);
		assert.match(written, /\r\n\r\n1\. (\S+ ){9}\S+\r\n11\. \S+ \S+\r\n\*\r\n$/);
		assert.equal(shown(editor).recordError, undefined);
	});

	for (const [name, eol] of [
		['LF', '\n'],
		['CRLF', '\r\n'],
	] as const) {
		it(`points an error at the end of a ${name} file that stops inside its Layout: block, with no final line break`, async () => {
			const uri = await workspaceFile(
				`layout-${name}.gam`,
				[...HEADER, 'Layout:', '  2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --'].join(eol),
			);
			const editor = await openGam(api, uri);
			const message = editor.message();
			assert.ok(message.type === 'recordError', JSON.stringify(message).slice(0, 200));
			const { line, column } = message.error;
			const document = editor.document;
			const where = new vscode.Position(line - 1, column - 1);
			assert.ok(document.validatePosition(where).isEqual(where), `line ${line}, column ${column} is not in the file`);
			assert.deepEqual([line, column], [document.lineCount, document.lineAt(document.lineCount - 1).text.length + 1]);
			assert.match(message.error.message, /Row 2 of the layout is missing/);
		});
	}
});
