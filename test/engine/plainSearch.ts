/**
 * A second, deliberately plain solver for the tests: every legal move in every position,
 * positions told apart by their full layout, nothing pruned, no symmetry. It shares no
 * code with src/engine/solver, only the engine's Game, so that the two agreeing means
 * something.
 */
import type { Game } from '../../src/engine/game';
import type { MoveView } from '../../src/engine/moves';

export type PlainAnswer = 'winnable' | 'lost' | 'too big';

/**
 * Whether `game` can be won without a redeal, exploring at most `maxPositions`
 * positions; `allowed` may forbid some moves (then the answer is about lines without them).
 */
export function plainSolve(
	game: Game,
	maxPositions: number,
	allowed: (game: Game, move: MoveView) => boolean = () => true,
): PlainAnswer {
	const seen = new Set<string>();
	const stack: Game[] = [game.clone()];
	seen.add(game.layout().join());
	while (stack.length > 0) {
		const position = stack.pop()!;
		if (position.status() === 'won') {
			return 'winnable';
		}
		for (const move of position.legalMoves()) {
			if (!allowed(position, move)) {
				continue;
			}
			const next = position.clone();
			next.play(move.from, move.to);
			const key = next.layout().join();
			if (!seen.has(key)) {
				if (seen.size >= maxPositions) {
					return 'too big';
				}
				seen.add(key);
				stack.push(next);
			}
		}
	}
	return 'lost';
}
