/**
 * The line to a position of a search's table (`StateSet`) whose entries keep the entry of
 * the position they were reached from: the chain of parents, each step found again
 * among the legal moves. The best-first search's lines and the redeal planner's are made
 * this way.
 */
import type { SolverMove, SolverProblem } from './problem';
import { SearchBoard } from './searchBoard';
import type { StateSet } from './stateSet';

/** The parent of the position a search starts from. */
export const NO_PARENT = 0xffffffff;

/**
 * The moves from the problem's position to stored position `index` (its parent chain
 * stored as tags, `NO_PARENT` at the start). The stored
 * positions are canonical (rows sorted), so each step is found again on the real
 * board: the one legal move whose result packs like the next stored position.
 */
export function lineTo(problem: SolverProblem, seen: StateSet, index: number): SolverMove[] {
	const chain: number[] = [];
	for (let at = index; at !== NO_PARENT; at = seen.tag(at)) {
		chain.push(at);
	}
	chain.reverse();
	const board = new SearchBoard(problem);
	const wanted = new Uint32Array(board.packedWords);
	const packed = new Uint32Array(board.packedWords);
	const moves = new Uint8Array(2 * board.maxMoves);
	const line: SolverMove[] = [];
	for (const step of chain.slice(1)) {
		seen.read(step, wanted);
		const count = board.collectMoves(moves, 0);
		const found = Array.from({ length: count }, (_, i) => i).find((i) => {
			board.play(moves[2 * i], moves[2 * i + 1]);
			board.pack(packed);
			board.undo();
			return packed.every((word, w) => word === wanted[w]);
		});
		if (found === undefined) {
			throw new Error('The solver lost its own line: a stored position is not one move from its parent.');
		}
		line.push({ from: moves[2 * found], to: moves[2 * found + 1] });
		board.play(moves[2 * found], moves[2 * found + 1]);
	}
	return line;
}
