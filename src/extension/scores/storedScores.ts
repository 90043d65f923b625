/**
 * The shape of the best scores and statistics in `globalState`, and the check of what
 * comes back. Each table is checked on its own: damage in one set of rules' table sets
 * aside that table only, and every other one is kept. Pure: no vscode.
 */
import {
	isScoreTableKey,
	scoreTableTitle,
	validateBestScores,
	validateStatistics,
	type BestScores,
	type Statistics,
} from '../../engine';
import { validateProgression, type DayResults } from './progression';
import type { StoredCheck } from '../storage/storedValue';

export interface TableScores {
	readonly best: BestScores;
	readonly statistics: Statistics;
	/** Games played and won day by day; tables from before have none. */
	readonly progression?: readonly DayResults[];
}

export interface StoredScores {
	readonly version: 1;
	/**
	 * By table (`ScoreTableKey`; the field kept its first name). Keys this version does
	 * not know (written by a newer one on another machine) are kept as they are, so
	 * syncing never destroys them.
	 */
	readonly presets: Readonly<Record<string, unknown>>;
}

export function parseStoredScores(raw: unknown): StoredCheck<StoredScores> {
	if (typeof raw !== 'object' || raw === null || (raw as StoredScores).version !== 1) {
		return { ok: false, problem: 'they are not scores of this version' };
	}
	const presets = (raw as StoredScores).presets;
	if (typeof presets !== 'object' || presets === null || Array.isArray(presets)) {
		return { ok: false, problem: 'the list of rule presets is missing' };
	}
	const clean: Record<string, unknown> = { ...presets };
	const damaged: Record<string, unknown> = {};
	const problems: string[] = [];
	for (const table of Object.keys(presets).filter(isScoreTableKey)) {
		const entry = presets[table] as Partial<TableScores> | null;
		const best = validateBestScores(entry?.best);
		const statistics = validateStatistics(entry?.statistics);
		const progression = entry?.progression === undefined ? undefined : validateProgression(entry.progression);
		if (best.ok && statistics.ok && (progression === undefined || progression.ok)) {
			clean[table] = {
				best: best.value,
				statistics: statistics.value,
				...(progression?.ok ? { progression: progression.value } : {}),
			};
			continue;
		}
		delete clean[table];
		damaged[table] = presets[table];
		const found = [best, statistics, ...(progression ? [progression] : [])].flatMap((check) =>
			check.ok ? [] : [check.problem],
		);
		problems.push(`${scoreTableTitle(table)}: ${found.join('; ')}`);
	}
	const value: StoredScores = { version: 1, presets: clean };
	if (problems.length === 0) {
		return { ok: true, value };
	}
	const tables = Object.keys(damaged).filter(isScoreTableKey).map(scoreTableTitle);
	return {
		ok: 'repaired',
		value,
		damaged: { version: 1, presets: damaged },
		problem: problems.join('; '),
		report: {
			what: `your best scores and statistics for ${[tables.slice(0, -1).join(', '), tables.at(-1)].filter(Boolean).join(' and ')}`,
			consequence: `${tables.length === 1 ? 'That table starts' : 'Those tables start'} afresh; your other scores are kept.`,
		},
	};
}
