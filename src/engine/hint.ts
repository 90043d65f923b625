/**
 * A suggested move: PySolFC's one-ply heuristic (`Montana_Hint` in
 * pysollib/games/montana.py: vacate a first-column cell, else a cell whose gap a low
 * card will fill), extended to prefer moves that put cards into home position. No look-ahead, so it can lead into a
 * dead end; it is a nudge, not a solver. Each move is tried on a copy of the game, so
 * what it brings home and what its vacated gap accepts are the engine's own answers, by
 * each game's rule.
 */
import { KING, rankOf } from './cards';
import type { Game } from './game';
import type { GapView, MoveView } from './moves';

/** Each card a move puts into home position outweighs any choice of which cell to vacate. */
const PER_HOME_CARD = 100_000;
/** A first-column gap takes a 2, the most useful gap to open. */
const VACATE_FIRST_COLUMN = 50_000;
/** A gap that takes one card; the lower that card, the more likely it helps. */
const VACATE_FOR_CARD = 40_000;

/**
 * The best-looking legal move, or null when the only moves would pull a card out of
 * home position (then a redeal, if allowed, is the way on). Ties go to the first in
 * `legalMoves()` order.
 */
export function suggestMove(game: Game): MoveView | null {
	const trial = game.clone();
	let best: MoveView | null = null;
	let bestScore = -1;
	for (const move of game.legalMoves()) {
		if (game.isHome(move.from)) {
			continue;
		}
		trial.play(move.from, move.to);
		const score = PER_HOME_CARD * (trial.cardsHome() - game.cardsHome()) + vacateScore(trial.gapAt(move.from));
		trial.undoStep();
		if (score > bestScore) {
			best = move;
			bestScore = score;
		}
	}
	return best;
}

/** How useful the gap a move leaves behind is: a dead gap scores 0. */
function vacateScore(gap: GapView | null): number {
	switch (gap?.kind) {
		case 'deuce':
			return VACATE_FIRST_COLUMN;
		case 'card':
			return VACATE_FOR_CARD + KING - rankOf(gap.card);
		default:
			return 0;
	}
}
