/**
 * A suggested move: PySol's one-ply heuristic (montana-domain.md §2.2), extended to
 * prefer moves that put cards into home position. No look-ahead, so it can lead into a
 * dead end; it is a nudge, not a solver.
 */
import { type Position, COLUMNS, KING, rankOf } from './cards';
import type { Game } from './game';
import type { MoveView } from './moves';
import { RUN_MAX } from './board';

/** Each card a move puts into home position outweighs any choice of which cell to vacate. */
const PER_HOME_CARD = 100_000;
/** A first-column gap takes any 2, the most useful gap to open. */
const VACATE_FIRST_COLUMN = 50_000;
/** A gap after a card gets its successor; the lower the card, the more likely that helps. */
const VACATE_AFTER_CARD = 40_000;

/**
 * The best-looking legal move, or null when the only moves would pull a 2 out of home
 * position (then a redeal, if allowed, is the way on). Ties go to the first in
 * `legalMoves()` order.
 */
export function suggestMove(game: Game): MoveView | null {
	let best: MoveView | null = null;
	let bestScore = -1;
	for (const move of game.legalMoves()) {
		if (game.isHome(move.from)) {
			continue;
		}
		const score = PER_HOME_CARD * cardsMadeHome(game, move) + vacateScore(game, move.from);
		if (score > bestScore) {
			best = move;
			bestScore = score;
		}
	}
	return best;
}

/** How many cards the move puts into home position: the card itself and those already following it. */
function cardsMadeHome(game: Game, move: MoveView): number {
	const column = move.to % COLUMNS;
	if (column > 0 && !game.isHome(move.to - 1)) {
		return 0;
	}
	let count = 1;
	while (column + count < RUN_MAX && game.cardAt(move.to + count) === move.card + count) {
		count++;
	}
	return count;
}

/** How useful the gap left behind is: after a King or a gap it is dead, and scores 0. */
function vacateScore(game: Game, from: Position): number {
	if (from % COLUMNS === 0) {
		return VACATE_FIRST_COLUMN;
	}
	const left = game.cardAt(from - 1);
	return left === null || rankOf(left) === KING ? 0 : VACATE_AFTER_CARD + KING - rankOf(left);
}
