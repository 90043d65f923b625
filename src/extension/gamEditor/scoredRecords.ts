/**
 * The won records this machine has already counted in the best scores, so a game won in
 * the `.gam` editor counts once: not again when its winning move is undone and played
 * again, nor when the file is closed unsaved and the same moves are played once more.
 *
 * A record is known by a fingerprint of what makes it that game (rules, deal, actions);
 * the player's name and the date may change without making it another game.
 */
import { createHash } from 'node:crypto';
import type * as vscode from 'vscode';
import { formatGam, type GamRecord } from '../../engine';
import { readStored } from '../storage/storedValue';

/** Not synced: like the game in progress, it belongs to this machine. */
const STORAGE_KEY = 'montana.gam.scoredRecords';
/** The newest this many are kept; a won game is rarely replayed to a win again after that many more. */
const LIMIT = 500;

export function recordFingerprint(record: GamRecord): string {
	const game = formatGam({ ...record, player: null, date: null, extraFields: [] });
	return createHash('sha256').update(game).digest('hex').slice(0, 32);
}

export class ScoredRecords {
	constructor(private readonly _memento: vscode.Memento) {}

	has(fingerprint: string): boolean {
		return this._read().includes(fingerprint);
	}

	add(fingerprint: string): Thenable<void> {
		return this._memento.update(STORAGE_KEY, [...this._read(), fingerprint].slice(-LIMIT));
	}

	private _read(): string[] {
		const parse = (raw: unknown) =>
			Array.isArray(raw) && raw.every((item) => typeof item === 'string')
				? { ok: true as const, value: raw }
				: { ok: false as const, problem: 'it is not a list' };
		return (
			readStored(
				this._memento,
				STORAGE_KEY,
				{
					what: 'the list of .gam games already counted',
					consequence: 'A game won again in a .gam file may count once more.',
				},
				parse,
			) ?? []
		);
	}
}
