/**
 * Reading a value back from `globalState` without trusting it.
 *
 * Stored data can be damaged (a crash mid-write, Settings Sync from another version, a
 * hand-edited state database). A value that fails its check is never fatal: it is kept
 * under `<key>.corrupted` for a bug report, removed, and the player is told what was
 * lost; the caller starts afresh.
 */
import * as vscode from 'vscode';
import type { Validated } from '../engine';
import { logError, logWarning } from './log';

/** How to tell the player about damaged data: what it was, and what happens now. */
export interface DamageReport {
	/** "your best scores and statistics" */
	readonly what: string;
	/** "They start afresh." */
	readonly consequence: string;
}

/** The stored value under `key` if it passes `parse`, else undefined (also when nothing is stored). */
export function readStored<T>(
	memento: vscode.Memento,
	key: string,
	report: DamageReport,
	parse: (raw: unknown) => Validated<T>,
): T | undefined {
	const raw = memento.get<unknown>(key);
	if (raw === undefined) {
		return undefined;
	}
	const parsed = parse(raw);
	if (parsed.ok) {
		return parsed.value;
	}
	const backupKey = `${key}.corrupted`;
	logWarning(`Stored ${key} is damaged (${parsed.problem}); kept under ${backupKey} and replaced.`);
	// A Memento changes its in-memory value at once, so the next read already sees the key gone.
	Promise.all([memento.update(backupKey, raw), memento.update(key, undefined)]).catch((error: unknown) =>
		logError(`Could not set aside the damaged ${key}`, error),
	);
	void vscode.window.showWarningMessage(
		`Montana Solitaire could not read ${report.what} (${parsed.problem}). ${report.consequence}`,
	);
	return undefined;
}
