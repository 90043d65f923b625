/**
 * Scores: the Windows game's ratings, its two best-score tables with their tie-breaks,
 * and per-preset statistics. All pure: the host persists the values, and reads them
 * back through the validators, which trust nothing.
 */

/** The Windows help's "What's a good score?" ratings; null below "Competent". */
export interface Rating {
	readonly shuffles: string | null;
	readonly moves: string | null;
}

const RATING_NAMES = ['Genius', 'Master', 'Expert', 'Above average', 'Competent'] as const;
/** The most shuffles, and the most moves, that still earn each rating, best first. */
const SHUFFLE_LIMITS = [0, 1, 2, 3, 4];
const MOVE_LIMITS = [70, 80, 90, 100, 120];

function ratingWithin(limits: readonly number[], value: number): string | null {
	const index = limits.findIndex((limit) => value <= limit);
	return index < 0 ? null : RATING_NAMES[index];
}

/** The rating of a won game. */
export function rate(moves: number, shuffles: number): Rating {
	return { shuffles: ratingWithin(SHUFFLE_LIMITS, shuffles), moves: ratingWithin(MOVE_LIMITS, moves) };
}
