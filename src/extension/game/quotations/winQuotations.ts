/**
 * Which quotation greets a win: one at random from the collection (collection.ts), never
 * the one the previous win showed. That one is remembered in `globalState` (not synced:
 * it is this machine's last win), so the rule holds across sessions of VS Code too.
 */
import type * as vscode from 'vscode';
import type { Quotation } from '../../../protocol';
import { logWarning } from '../../log';
import { QUOTATIONS } from './collection';
import { pickQuotation } from './pick';

export const LAST_QUOTATION_KEY = 'montana.lastQuotation';

export class WinQuotations {
	constructor(private readonly _memento: vscode.Memento) {}

	/** The quotation for a new win, remembered as the last one shown. */
	next(): Quotation {
		const index = pickQuotation(QUOTATIONS.length, this._memento.get(LAST_QUOTATION_KEY), Math.random);
		// A lost write risks one repeat at worst: worth a line in the log, not a word to the player.
		this._memento
			.update(LAST_QUOTATION_KEY, index)
			.then(undefined, (error: unknown) => logWarning(`Could not remember the last win's quotation: ${String(error)}`));
		return QUOTATIONS[index];
	}
}
