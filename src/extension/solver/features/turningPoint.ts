/**
 * "Where was the win lost?": the move of the game in progress after which no line wins
 * without a redeal. Within one deal (from the start, or from the last redeal) a position
 * one move before a winnable one is winnable too (play the move, then its line), so the
 * deal's positions read winnable up to some move and lost after it: a binary search over
 * them finds that move in a few solves. Each answer the solver gives is one it proved
 * (a win replayed, a loss searched out); a position it cannot decide in time is said to be
 * undecided, never guessed.
 */
import { cardName, type Game, type MoveView, positionText } from '../../../engine';
import type { SolveOutcome } from '../client/solverHost';
import type { Solve } from './solverHint';
import { solverPosition, type SolveBudget } from '../client/solverProtocol';
import { INDICATOR_SECONDS } from '../budgets';

/** Positions are named by step: the position after that many of the game's actions. */
export type TurningPoint =
	/** A winning line is still there. */
	| { readonly kind: 'winnable' }
	/** No line won the deal without a redeal, from its first position on: the game's start, or the last redeal. */
	| { readonly kind: 'lostFromStart'; readonly since: 'start' | 'redeal' }
	/** The position at `step` was winnable, and after `move` (move number `moveNumber`) none is. */
	| { readonly kind: 'lostAt'; readonly step: number; readonly move: MoveView; readonly moveNumber: number }
	/**
	 * The solver did not decide the position after move `moveNumber` (0: the deal's first)
	 * in time; up to then it proved the position after move `winnableAfter` winnable and the
	 * one after `lostAfter` lost, where it got that far.
	 */
	| {
			readonly kind: 'undecided';
			readonly moveNumber: number;
			readonly winnableAfter: number | null;
			readonly lostAfter: number | null;
	  }
	/** The solver failed (its worker stopped, or threw) on the position after move `moveNumber`. */
	| { readonly kind: 'failed'; readonly moveNumber: number; readonly message: string }
	/** Cancelled, or another request took the solver. */
	| { readonly kind: 'stopped' };

export async function findTurningPoint(
	game: Game,
	solve: Solve,
	budget: SolveBudget,
	/** Told the move number of each position before it is solved. */
	onProbe: (moveNumber: number) => void = () => undefined,
): Promise<TurningPoint> {
	const actions = game.actions();
	const start = actions.map((action) => action.kind).lastIndexOf('redeal') + 1;
	const copy = game.clone();
	const movesAt = (step: number): number => {
		copy.seek(step);
		return copy.moves;
	};
	const decide = async (step: number): Promise<SolveOutcome> => {
		onProbe(movesAt(step));
		return solve(solverPosition(copy), budget);
	};
	/** What to say when the position at `step` was not decided; `winnable` and `lost`: the steps decided so far. */
	const undecided = (
		step: number,
		outcome: SolveOutcome,
		winnable: number | null,
		lost: number | null,
	): TurningPoint => {
		switch (outcome.kind) {
			case 'dropped':
				return { kind: 'stopped' };
			case 'failed':
				return { kind: 'failed', moveNumber: movesAt(step), message: outcome.message };
			default:
				return {
					kind: 'undecided',
					moveNumber: movesAt(step),
					winnableAfter: winnable === null ? null : movesAt(winnable),
					lostAfter: lost === null ? null : movesAt(lost),
				};
		}
	};

	const now = await decide(actions.length);
	if (now.kind === 'winnable') {
		return { kind: 'winnable' };
	}
	if (now.kind !== 'lost') {
		return undecided(actions.length, now, null, null);
	}
	// With no move since the deal or the redeal, the position now is the first one.
	const first = start === actions.length ? now : await decide(start);
	if (first.kind === 'lost') {
		return { kind: 'lostFromStart', since: start === 0 ? 'start' : 'redeal' };
	}
	if (first.kind !== 'winnable') {
		return undecided(start, first, null, actions.length);
	}
	let winnable = start;
	let lost = actions.length;
	while (lost - winnable > 1) {
		const middle = (winnable + lost) >>> 1;
		const outcome = await decide(middle);
		if (outcome.kind === 'winnable') {
			winnable = middle;
		} else if (outcome.kind === 'lost') {
			lost = middle;
		} else {
			return undecided(middle, outcome, winnable, lost);
		}
	}
	const move = actions[winnable];
	if (move.kind !== 'move') {
		// The deal's positions hold no redeal: only moves lead from one to the next.
		throw new Error(`Step ${winnable} of the deal is not a move.`);
	}
	return { kind: 'lostAt', step: winnable, move, moveNumber: movesAt(winnable) + 1 };
}

/** What the search found, in one sentence (or two); `board` (the game looked over) names the cell by its own grid. */
export function turningPointText(
	point: Exclude<TurningPoint, { kind: 'stopped' }>,
	board: Pick<Game, 'columns'>,
): string {
	switch (point.kind) {
		case 'winnable':
			return 'Montana: the game is still winnable: the Hint shows the next move of a winning line.';
		case 'failed':
			return `Montana: the solver failed while it looked at the game ${after(point.moveNumber)}: ${point.message}.`;
		case 'lostFromStart':
			return point.since === 'start'
				? 'Montana: no line wins this deal without a shuffle, from its first position on (proved).'
				: 'Montana: no line wins without a shuffle from the position the last shuffle dealt (proved).';
		case 'lostAt': {
			const { card, to } = point.move;
			return (
				`Montana: the win was lost at move ${point.moveNumber}, the ${cardName(card)} to ${positionText(board, to)}. ` +
				'Before it a winning line was there; after it, no line wins without a shuffle (proved).'
			);
		}
		case 'undecided': {
			const known = [
				...(point.winnableAfter === null ? [] : [`winnable ${after(point.winnableAfter)}`]),
				...(point.lostAfter === null ? [] : [`lost ${after(point.lostAfter)}`]),
			];
			return (
				`Montana: the solver could not decide within ${INDICATOR_SECONDS} s whether the game could be won ${after(point.moveNumber)}.` +
				(known.length === 0 ? '' : ` It proved the game ${known.join(' and ')}.`)
			);
		}
	}
}

/** Where in the game a position is, in words. */
function after(moves: number): string {
	return moves === 0 ? "at the deal's first position" : `after move ${moves}`;
}
