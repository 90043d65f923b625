/**
 * What each player feature gives the solver for one position: time and memory (and, for
 * "Winnable deals only", how many deals), side by side so that they can be weighed against
 * each other. The indicator's budget is also
 * each step of "Where Was the Win Lost?", and how long a Hint waits silently for a solve
 * of its position already under way.
 */
import type { SolveBudget } from './client/solverProtocol';

/** The Hint: short, the player is waiting for the highlight. */
export const HINT_BUDGET: SolveBudget = { timeLimitMs: 1500, memoryLimitBytes: 256 * 1024 * 1024 };
/** The Hint with a redeal still to come: the planner gets a second more when the solver finds no win. */
export const PLANNING_HINT_BUDGET: SolveBudget = { ...HINT_BUDGET, planTimeLimitMs: 1000 };

/** The "Winnable?" indicator: up to this long per position; past it the indicator says "unknown". */
export const INDICATOR_SECONDS = 5;
/** What the indicator, and each position the search for a lost win looks at, may spend. */
export const INDICATOR_BUDGET = { timeLimitMs: INDICATOR_SECONDS * 1000, memoryLimitBytes: 512 * 1024 * 1024 };

/**
 * What "Winnable? Think Longer" may spend on the position in front of the player: a minute
 * and a gigabyte win some deals that 10 s leave unknown, and hold the tables that takes
 * (docs/solver-measurements.md, "Share of Think Longer's minute").
 */
export const THINK_LONGER_SECONDS = 60;
export const THINK_LONGER_BUDGET = { timeLimitMs: THINK_LONGER_SECONDS * 1000, memoryLimitBytes: 1024 * 1024 * 1024 };

/** Autoplay's search for a winning line before its first move. */
export const AUTOPLAY_BUDGET = { timeLimitMs: 10_000, memoryLimitBytes: 512 * 1024 * 1024 };

/** "Winnable deals only": each deal tried; one not proved winnable within it is skipped. */
export const DEAL_BUDGET = { timeLimitMs: 4000, memoryLimitBytes: 512 * 1024 * 1024 };
/** "Winnable deals only": how many game numbers are tried, each with `DEAL_BUDGET`, before giving up. */
export const DEALS_TRIED = 25;
