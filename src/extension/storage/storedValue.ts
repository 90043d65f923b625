/**
 * Reading a value back from `globalState` without trusting it.
 *
 * Stored data can be damaged (a crash mid-write, Settings Sync from another version, a
 * hand-edited state database). A value that fails its check is never fatal: what is
 * damaged is kept under `<key>.corrupted` for a person to recover from (within a bound,
 * since it is loaded at every start), the rest is kept or the value removed, and the
 * player is told what was lost in a warning (damageNotice.ts).
 */
import type * as vscode from 'vscode';
import type { Validated } from '../../engine';
import { reportDamage, type DamageReport } from './damageNotice';
import { logError, logWarning } from '../log';

export type { DamageReport } from './damageNotice';

/** A value that was partly damaged: the part that reads, and the part set aside with what it was. */
export interface Repaired<T> {
	readonly ok: 'repaired';
	readonly value: T;
	readonly damaged: unknown;
	readonly problem: string;
	readonly report: DamageReport;
}

/** What a check of a stored value found: all good, nothing usable, or a part that reads. */
export type StoredCheck<T> = Validated<T> | Repaired<T>;

/**
 * The most of a damaged value kept, in characters of its JSON: enough to see what it was
 * and copy out what matters, while a damaged value of megabytes does not stay loaded at
 * every start.
 */
export const BACKUP_LIMIT = 16 * 1024;

/** The stored value under `key` if it passes `parse` (or the part of it that does), else undefined. */
export function readStored<T>(
	memento: vscode.Memento,
	key: string,
	report: DamageReport,
	parse: (raw: unknown) => StoredCheck<T>,
): T | undefined {
	const raw = memento.get<unknown>(key);
	if (raw === undefined) {
		return undefined;
	}
	const parsed = parse(raw);
	if (parsed.ok === true) {
		return parsed.value;
	}
	if (parsed.ok === 'repaired') {
		setAside(memento, key, { damaged: parsed.damaged, problem: parsed.problem, report: parsed.report }, parsed.value);
		return parsed.value;
	}
	setAside(memento, key, { damaged: raw, problem: parsed.problem, report });
	return undefined;
}

/**
 * Keeps `damaged` under `<key>.corrupted` (bounded), stores `replacement` under `key`
 * (undefined removes it), logs a warning and tells the player.
 */
export function setAside(
	memento: vscode.Memento,
	key: string,
	found: { readonly damaged: unknown; readonly problem: string; readonly report: DamageReport },
	replacement?: unknown,
): void {
	const backupKey = `${key}.corrupted`;
	logWarning(`Stored ${key} is damaged (${found.problem}); kept under ${backupKey} and replaced.`);
	// A Memento changes its in-memory value at once, so the next read already sees the key replaced.
	Promise.all([memento.update(backupKey, bounded(found.damaged)), memento.update(key, replacement)]).catch(
		(error: unknown) => logError(`Could not set aside the damaged ${key}`, error),
	);
	reportDamage(found.report, found.problem);
}

/** `value` itself when its JSON is small; else the start of its JSON, saying how much was left out. */
function bounded(value: unknown): unknown {
	const json = JSON.stringify(value) ?? String(value);
	return json.length <= BACKUP_LIMIT
		? value
		: `${json.slice(0, BACKUP_LIMIT)}… (${json.length} characters in all; only the first ${BACKUP_LIMIT} were kept)`;
}
