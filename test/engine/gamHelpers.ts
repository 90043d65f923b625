/** Shared by the `.gam` tests: catching a GamError, and checking that it points inside the text. */
import { strict as assert } from 'node:assert';
import { GamError } from '../../src/engine/errors';

/** The GamError `read` throws; fails the test if it throws anything else or nothing. */
export function gamErrorOf(read: () => unknown): GamError {
	try {
		read();
	} catch (error) {
		assert.ok(error instanceof GamError, `expected a GamError, got ${String(error)}`);
		return error;
	}
	assert.fail('read without error');
}

/** Fails unless `error`'s line exists in `text` (CR, LF and CRLF end a line) and its column is on it or just after its end. */
export function assertInsideText(text: string, error: GamError): void {
	const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
	const where = `${error.message} in ${JSON.stringify(text)}`;
	assert.ok(error.line >= 1 && error.line <= lines.length, `line ${error.line} of ${lines.length}: ${where}`);
	const length = lines[error.line - 1].length;
	assert.ok(
		error.column >= 1 && error.column <= length + 1,
		`column ${error.column} of a ${length}-character line: ${where}`,
	);
}
