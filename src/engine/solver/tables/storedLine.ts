/**
 * The line to a position of a search's table (`StateSet`) whose entries keep the entry of
 * the position they were reached from: the chain of parents, each step found again among
 * the legal moves. The stored positions are canonical (rows sorted, a card's copies one),
 * so each step is the one legal move whose result packs like the next stored position.
 * The best-first search's lines, the general search's and the redeal planner's are made
 * this way, each on its own board.
 */
import type { SolverMove, SolverProblem } from '../problem';
import { SearchBoard } from '../montana/searchBoard';
import type { StateSet } from './stateSet';

/** The parent of the position a search starts from. */
export const NO_PARENT = 0xffffffff;

/** A search's board, as rebuilding a line needs it, starting at the search's first position. */
export interface LineBoard {
	/** 32-bit words a packed position takes. */
	readonly words: number;
	/** Writes the legal moves into `moves` as (from, to) pairs; returns how many. */
	collectMoves(moves: Uint8Array): number;
	/** Packs into `out` the position after the move, and takes the move back. */
	packAfter(from: number, to: number, out: Uint32Array): void;
	play(from: number, to: number): void;
}

/** The moves from the board's position to stored position `index` (its parent chain stored as tags). */
export function storedLine(seen: StateSet, index: number, board: LineBoard, moves: Uint8Array): SolverMove[] {
	const chain: number[] = [];
	for (let at = index; at !== NO_PARENT; at = seen.tag(at)) {
		chain.push(at);
	}
	chain.reverse();
	const wanted = new Uint32Array(board.words);
	const packed = new Uint32Array(board.words);
	const line: SolverMove[] = [];
	for (const step of chain.slice(1)) {
		seen.read(step, wanted);
		const count = board.collectMoves(moves);
		const found = Array.from({ length: count }, (_, i) => i).find((i) => {
			board.packAfter(moves[2 * i], moves[2 * i + 1], packed);
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

/** The line to stored position `index` of a search on the solver's board (`SearchBoard`). */
export function lineTo(problem: SolverProblem, seen: StateSet, index: number): SolverMove[] {
	const board = new SearchBoard(problem);
	const lineBoard: LineBoard = {
		words: board.packedWords,
		collectMoves: (moves) => board.collectMoves(moves, 0),
		packAfter: (from, to, out) => {
			board.play(from, to);
			board.pack(out);
			board.undo();
		},
		play: (from, to) => board.play(from, to),
	};
	return storedLine(seen, index, lineBoard, new Uint8Array(2 * board.maxMoves));
}
