/**
 * A set of rules' games played and won day by day, for the Statistics page's chart
 * (PySolFC's "Progression"). Kept beside each table's statistics in `globalState`; a
 * table from before has none, and its days start with the next result. Pure: the day is
 * the caller's (the player's calendar day, from an injected clock).
 */
import type { Validated } from '../../engine';

/** One calendar day's results with one set of rules. */
export interface DayResults {
	/** The player's calendar day, "YYYY-MM-DD". */
	readonly day: string;
	readonly played: number;
	readonly won: number;
}

/**
 * The most days kept for one set of rules: a year of daily play, read at every start.
 * The oldest day goes first; the statistics' totals keep counting it.
 */
export const PROGRESSION_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of `date` where the player is ("YYYY-MM-DD"). */
export function localDay(date: Date): string {
	const two = (n: number) => String(n).padStart(2, '0');
	return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The days with one more game played on `day` (won or not), oldest first, at most `PROGRESSION_DAYS`. */
export function withResult(days: readonly DayResults[], day: string, won: boolean): DayResults[] {
	const at = days.findIndex((d) => d.day === day);
	const today = at < 0 ? { day, played: 0, won: 0 } : days[at];
	const counted = { day, played: today.played + 1, won: today.won + (won ? 1 : 0) };
	const others = days.filter((d) => d.day !== day);
	return [...others, counted].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)).slice(-PROGRESSION_DAYS);
}

/** The days read back from storage: a clean copy, or what is wrong. */
export function validateProgression(raw: unknown): Validated<DayResults[]> {
	if (!Array.isArray(raw) || raw.length > PROGRESSION_DAYS) {
		return { ok: false, problem: `progression is not a list of at most ${PROGRESSION_DAYS} days` };
	}
	const days: DayResults[] = [];
	for (const [i, entry] of raw.entries()) {
		const d = entry as Partial<DayResults> | null;
		const count = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
		if (typeof d !== 'object' || d === null || typeof d.day !== 'string' || !DAY.test(d.day)) {
			return { ok: false, problem: `progression[${i}] is not a day` };
		}
		if (!count(d.played) || !count(d.won) || (d.won as number) > (d.played as number)) {
			return { ok: false, problem: `progression[${i}] does not count games played and won` };
		}
		if (i > 0 && days[i - 1].day >= d.day) {
			return { ok: false, problem: `progression is out of order at ${d.day}` };
		}
		days.push({ day: d.day, played: d.played as number, won: d.won as number });
	}
	return { ok: true, value: days };
}
