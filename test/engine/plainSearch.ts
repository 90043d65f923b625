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
 * The most cards home in any position reachable from `game` without a redeal (only in
 * positions with no move left, when `onlyStuck`), or 'too big' past `maxPositions`.
 */
export function plainMostHome(game: Game, maxPositions: number, onlyStuck: boolean): number | 'too big' {
	let most = -1;
	const found = visitAll(game, maxPositions, (position) => {
		if (!onlyStuck || position.legalMoves().length === 0) {
			most = Math.max(most, position.cardsHome());
		}
		return false;
	});
	return found === 'too big' ? found : most;
}

/** How many positions are reachable from `game` without a redeal (itself one), or 'too big' past `maxPositions`. */
export function plainCount(game: Game, maxPositions: number): number | 'too big' {
	let count = 0;
	const found = visitAll(game, maxPositions, () => {
		count++;
		return false;
	});
	return found === 'too big' ? found : count;
}

/**
 * Whether `game` can be won without a redeal, exploring at most `maxPositions`
 * positions; `allowed` may forbid some moves (then the answer is about lines without them).
 */
export function plainSolve(
	game: Game,
	maxPositions: number,
	allowed: (game: Game, move: MoveView) => boolean = () => true,
): PlainAnswer {
	const found = visitAll(game, maxPositions, (position) => position.status() === 'won', allowed);
	return found === 'found' ? 'winnable' : found === 'exhausted' ? 'lost' : found;
}

/**
 * Shows `look` every position reachable from `game` by `allowed` moves, each once, until
 * it says it found what it looks for, or past `maxPositions` positions.
 */
function visitAll(
	game: Game,
	maxPositions: number,
	look: (position: Game) => boolean,
	allowed: (game: Game, move: MoveView) => boolean = () => true,
): 'found' | 'exhausted' | 'too big' {
	const seen = new Set<string>();
	const stack: Game[] = [game.clone()];
	seen.add(game.layout().join());
	while (stack.length > 0) {
		const position = stack.pop()!;
		if (look(position)) {
			return 'found';
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
	return 'exhausted';
}
