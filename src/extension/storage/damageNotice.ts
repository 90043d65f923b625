/**
 * Tells the player about damaged stored data in one warning, however many kinds turn
 * up together: the stored game and the scores are read in the same moment when the
 * extension starts, and two warnings for one misfortune read worse than one that names both.
 */
import { dialogs } from '../game/dialogs';

/** How to tell the player about damaged data: what it was, and what happens now. */
export interface DamageReport {
	/** "your best scores and statistics" */
	readonly what: string;
	/** "They start afresh." */
	readonly consequence: string;
}

interface Found {
	readonly report: DamageReport;
	readonly problem: string;
}

let found: Found[] = [];

/** Queues `report`; everything reported in the same turn of the event loop becomes one warning. */
export function reportDamage(report: DamageReport, problem: string): void {
	if (found.length === 0) {
		setTimeout(showDamage, 0);
	}
	found.push({ report, problem });
}

function showDamage(): void {
	const [first, ...more] = found;
	found = [];
	const sentences = [
		`Montana Solitaire could not read ${first.report.what} (${first.problem}). ${first.report.consequence}`,
		...more.map(({ report, problem }) => `It could not read ${report.what} either (${problem}). ${report.consequence}`),
	];
	void dialogs.warn(sentences.join(' '));
}
