/**
 * Best scores and statistics, per Montana preset, per game of the family and per
 * combination of custom rules (engine/scoring.ts's `scoreTableOf`), in `globalState`, synced by Settings Sync. The
 * tables, tie-breaks and statistics are the engine's (scoring.ts); this class only reads,
 * checks and writes them.
 *
 * Every read goes back to the Memento rather than a copy, so results synced from
 * another machine are never overwritten by a stale one.
 */
import * as vscode from 'vscode';
import { NO_BEST_SCORES, NO_STATISTICS, addWin, isScoreTableKey, recordResult, type ScoreTableKey } from '../../engine';
import { logError } from '../log';
import { localDay, withResult } from './progression';
import type { GlobalState } from '../storage/lastWriteWinsMemento';
import type { Placement } from '../storage/savedGame';
import { parseStoredScores, type StoredScores, type TableScores } from './storedScores';
import { readStored } from '../storage/storedValue';

export type { TableScores } from './storedScores';

const STORAGE_KEY = 'montana.scores';

const EMPTY: StoredScores = { version: 1, presets: {} };
const NO_SCORES: TableScores = { best: NO_BEST_SCORES, statistics: NO_STATISTICS };

/** A won game as the tables record it. */
export interface WonGame {
	readonly gameNumber: number;
	readonly moves: number;
	readonly redeals: number;
	/** Hints the player was shown in this game (none when omitted). */
	readonly hints?: number;
}

export class ScoreStore implements vscode.Disposable {
	private readonly _onDidChange = new vscode.EventEmitter<void>();
	/** Fired after the scores change (a result recorded, or a reset). */
	readonly onDidChange = this._onDidChange.event;

	/** `now` is the clock that dates wins and the days of the progression. */
	constructor(
		private readonly _memento: GlobalState,
		private readonly _now: () => Date = () => new Date(),
	) {
		_memento.setKeysForSync([STORAGE_KEY]);
		// Check the store now, so damage is reported when the extension starts rather than after a win.
		this._read();
	}

	/** The tables and statistics of a preset or custom rules (empty ones if it has none yet). */
	scores(table: ScoreTableKey): TableScores {
		return (this._read().presets[table] as TableScores | undefined) ?? NO_SCORES;
	}

	/** The tables that hold a result, in the order they were first written. */
	tables(): ScoreTableKey[] {
		return Object.keys(this._read().presets).filter(isScoreTableKey);
	}

	/**
	 * Records a win in both tables and the statistics; returns the places it took. A win
	 * with hints ranks as any other and carries their count, shown beside its score.
	 */
	recordWin(table: ScoreTableKey, game: WonGame): Placement {
		const { best, statistics } = this.scores(table);
		const hints = game.hints ?? 0;
		const win = addWin(best, {
			gameNumber: game.gameNumber,
			moves: game.moves,
			shuffles: game.redeals,
			date: this._now().toISOString(),
			...(hints > 0 ? { hints } : {}),
		});
		const help = hints > 0 ? 'hints' : 'none';
		this._write(table, true, {
			best: win.scores,
			statistics: recordResult(statistics, { won: true, moves: game.moves, help }),
		});
		return { fewestShufflesPlace: win.fewestShufflesPlace, fewestMovesPlace: win.fewestMovesPlace };
	}

	/** Records a win autoplay finished: won by autoplay in the statistics, in neither best-score table. */
	recordAutoplayedWin(table: ScoreTableKey, game: WonGame): Placement {
		const { best, statistics } = this.scores(table);
		this._write(table, true, {
			best,
			statistics: recordResult(statistics, { won: true, moves: game.moves, help: 'autoplay' }),
		});
		return { fewestShufflesPlace: null, fewestMovesPlace: null };
	}

	/** Records a game abandoned after a move: played and lost. */
	recordLoss(table: ScoreTableKey): void {
		const { best, statistics } = this.scores(table);
		this._write(table, false, { best, statistics: recordResult(statistics, { won: false, moves: 0 }) });
	}

	/** Clears every preset's tables and statistics. */
	async reset(): Promise<void> {
		await this._memento.update(STORAGE_KEY, undefined);
		this._onDidChange.fire();
	}

	dispose(): void {
		this._onDidChange.dispose();
	}

	private _read(): StoredScores {
		return (
			readStored(
				this._memento,
				STORAGE_KEY,
				{ what: 'your best scores and statistics', consequence: 'They start afresh.' },
				parseStoredScores,
			) ?? EMPTY
		);
	}

	/** Writes a table's new scores, with one more game played today (won or not) in its progression. */
	private _write(table: ScoreTableKey, won: boolean, scores: Omit<TableScores, 'progression'>): void {
		const stored = this._read();
		const previous = (stored.presets[table] as TableScores | undefined)?.progression ?? [];
		const progression = withResult(previous, localDay(this._now()), won);
		const updated: StoredScores = {
			version: 1,
			presets: { ...stored.presets, [table]: { ...scores, progression } },
		};
		this._memento
			.update(STORAGE_KEY, updated)
			.then(undefined, (error: unknown) => logError('Could not save the best scores', error));
		this._onDidChange.fire();
	}
}
