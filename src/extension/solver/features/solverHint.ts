/**
 * The Hint with the solver behind it: the next move of a winning line when the solver
 * finds one within a short budget; else, with a redeal still to come, the first move of
 * the redeal planner's line to the position that keeps the most cards home for it; else
 * the engine's one-ply hint. In every case a sentence says which it is, and "no winning
 * line found" is never dressed up as a proof.
 */
import { counted, type Game, type RedealPlan } from '../../../engine';
import type { GameSession, IntentOutcome } from '../../game/gameSession';
import type { SolveOutcome, SolverHost } from '../client/solverHost';
import { HINT_BUDGET, INDICATOR_BUDGET, PLANNING_HINT_BUDGET } from '../budgets';
import { positionId, solverPosition, type SolveBudget, type SolverPosition } from '../client/solverProtocol';

export type Solve = (position: SolverPosition, budget: SolveBudget) => Promise<SolveOutcome>;

/** A Hint that joins a solve of its position waits for it silently up to this long (the indicator's solve). */
const SILENT_WAIT_MS = INDICATOR_BUDGET.timeLimitMs;

/**
 * What to say at once when the Hint will wait for a longer solve of the position (Think
 * Longer's, up to a minute), so that the player knows why no move lights up yet.
 */
export function hintWaitNotice(
	game: Game,
	solver: Pick<SolverHost, 'runningTimeLimitMs'>,
): (IntentOutcome & { kind: 'notice' }) | undefined {
	const limitMs = solver.runningTimeLimitMs(solverPosition(game));
	if (limitMs === undefined || limitMs <= SILENT_WAIT_MS) {
		return undefined;
	}
	return {
		kind: 'notice',
		text: `Hint: the solver is thinking about this position for up to ${Math.round(limitMs / 1000)} seconds; the hint comes with its answer.`,
		level: 'info',
	};
}

export const WINNING_MOVE = 'This move keeps the game winnable.';

export interface HintOptions {
	/**
	 * The game the player sees when the answer arrives: the session's own unless the
	 * session was made for this one question (the `.gam` editor's).
	 */
	readonly shown?: () => Game | undefined;
	/**
	 * How long the solver has searched the position at most without an answer
	 * (`SolverHost.searchedWithoutAnswerMs`): after the indicator's 5 s, a hint that found
	 * nothing in its own 1.5 s says what the solver knows, that 5 s found nothing.
	 */
	readonly searchedMs?: (position: SolverPosition) => number;
}

/**
 * The hint for the session's position, or undefined when the position changed while the
 * solver thought (the player moved on; a hint for the old position would mislead).
 */
export async function solverHint(
	session: GameSession,
	solve: Solve,
	options: HintOptions = {},
): Promise<IntentOutcome | undefined> {
	const shown = options.shown ?? (() => session.game);
	const game = session.game;
	if (game.status() === 'won' || game.legalMoves().length === 0) {
		// Nothing for the solver to choose between: the engine's own sentences say so.
		return session.apply({ type: 'hint' });
	}
	const position = solverPosition(game);
	const budget = game.redealsLeft() === 0 ? HINT_BUDGET : PLANNING_HINT_BUDGET;
	// A longer solve of the same position (the indicator's) may be under way: the hint waits for its answer,
	// which knows more than a short solve would, and so says what the indicator says.
	const answer = await solve(position, budget);
	const now = shown();
	if (!now || positionId(solverPosition(now)) !== positionId(position)) {
		return undefined;
	}
	const next = answer.kind === 'winnable' ? answer.line[0] : undefined;
	if (next) {
		return { kind: 'highlight', positions: [next.from, next.to], why: WINNING_MOVE };
	}
	const searchedMs = options.searchedMs?.(position) ?? 0;
	const plan = (answer.kind === 'lost' || answer.kind === 'unknown') && answer.plan;
	if (plan && game.redealsLeft() !== 0) {
		return planned(plan, noWin(answer, searchedMs), game);
	}
	const fallback = session.apply({ type: 'hint' });
	return fallback.kind === 'highlight' ? { ...fallback, why: whyNoWinningMove(answer, game, searchedMs) } : fallback;
}

/** Why there is no win to show: proved, or not found in the longest time the solver has searched. */
function noWin(answer: SolveOutcome, searchedMs: number): string {
	if (answer.kind === 'lost') {
		return 'No win without a shuffle (proved)';
	}
	if (answer.kind === 'unknown') {
		const ms = Math.max(answer.stats.elapsedMs, searchedMs);
		return `No winning line found in ${Number((ms / 1000).toFixed(1))} s`;
	}
	if (answer.kind === 'failed') {
		return `The solver failed: ${answer.message}`;
	}
	return 'No winning line found';
}

/** The planner's first move and what its line keeps home, or the advice to redeal now when no move keeps more. */
function planned(plan: RedealPlan, noWinYet: string, game: Game): IntentOutcome {
	const first = plan.line[0];
	if (!first) {
		return {
			kind: 'notice',
			text: `${noWinYet}; no move brings more than the ${counted(game.cardsHome(), 'card')} home now: shuffle now.`,
			level: 'info',
		};
	}
	const positions = [first.from, first.to];
	if (plan.wins) {
		return { kind: 'highlight', positions, why: WINNING_MOVE };
	}
	const home = counted(plan.home, 'card');
	if (plan.home > game.cardsHome()) {
		return { kind: 'highlight', positions, why: `${noWinYet}; this line keeps ${home} home for the shuffle.` };
	}
	// Only under rules that redeal when no move is left: the player must play on, and this line loses the least.
	const since = plan.home === game.cardsHome() ? 'as many as now' : `${game.cardsHome() - plan.home} fewer than now`;
	return {
		kind: 'highlight',
		positions,
		why: `${noWinYet}; no move brings more cards home, and the shuffle waits until no move is left: this line gets there keeping ${home} home, ${since}.`,
	};
}

function whyNoWinningMove(answer: SolveOutcome, game: Game, searchedMs: number): string {
	const mostHome = 'this move keeps the most cards home.';
	if (answer.kind === 'lost' && game.redealsLeft() === 0) {
		return `The game can no longer be won (proved); ${mostHome}`;
	}
	return `${noWin(answer, searchedMs)}; ${mostHome}`;
}
