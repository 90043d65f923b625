/**
 * The exhaustive search: depth first on one board, each move played and taken back in
 * place (`SearchBoard.play`/`undo`), with an explicit stack of the moves still to try at
 * each depth, so a position is never rebuilt from storage. The table of positions
 * reached (`StateSet`, up to the order of interchangeable rows) only says whether a
 * position is new; the line to a win is the moves played on the board.
 *
 * In each position it tries only the moves of a persistent set (`persistentSet.ts`), best
 * first (`moveOrder.ts`), and nothing at all in a position proved lost (`movable.ts`).
 * When the stack empties without a win the position is lost: the only positions never
 * expanded are mirror images of expanded ones (rows swapped), positions a persistent set
 * leaves out (which cannot reach a win that the set's moves cannot: Godefroid's theorem
 * for deadlocks, a win being a position without moves, holds whatever order the search
 * expands positions in, each once) and positions after a proved dead end.
 */
import type { SolverProblem } from './problem';
import type { SolveOptions, SolveResult } from './solve';
import { SearchBoard } from './searchBoard';
import { StateSet } from './stateSet';
import { orderMoves } from './moveOrder';
import { PersistentSets } from './persistentSet';
import { Movability } from './movable';
import { SearchBudget } from './budget';
import { SearchCounts } from './searchCounts';

/** The moves still to try at each depth: `moves` holds (from, to) pairs, a frame is a slice of it. */
class MoveStack {
	moves = new Uint8Array(1 << 16);
	/** Where each frame's next move to try is, and where its moves end. */
	next = new Int32Array(1 << 12);
	end = new Int32Array(1 << 12);
	depth = 0;

	get bytes(): number {
		return this.moves.byteLength + this.next.byteLength * 2;
	}

	/** Makes room for a frame of up to `most` moves on top; returns the offset to write them at. */
	reserve(most: number): number {
		const offset = this.depth === 0 ? 0 : this.end[this.depth - 1];
		if (offset + 2 * most > this.moves.length) {
			this.moves = grown(this.moves, offset + 2 * most);
		}
		if (this.depth === this.next.length) {
			this.next = grown(this.next, this.depth + 1);
			this.end = grown(this.end, this.depth + 1);
		}
		return offset;
	}

	/** Pushes the frame of the `count` moves written at `offset`. */
	push(offset: number, count: number): void {
		this.next[this.depth] = offset;
		this.end[this.depth] = offset + 2 * count;
		this.depth++;
	}
}

function grown<T extends Uint8Array | Int32Array>(array: T, least: number): T {
	let length = array.length * 2;
	while (length < least) {
		length *= 2;
	}
	const bigger = new (array.constructor as new (length: number) => T)(length);
	bigger.set(array);
	return bigger;
}

export function depthFirst(problem: SolverProblem, options: SolveOptions = {}): SolveResult {
	const budget = new SearchBudget(options);
	const memory = budget.memoryBytes;

	const board = new SearchBoard(problem);
	const stack = new MoveStack();
	// The stack's first frames come out of the same budget.
	const seen = new StateSet(board.packedWords, memory - stack.bytes, false);
	const movability = new Movability(board);
	const persistent = new PersistentSets(board, movability.movable);
	const packed = new Uint32Array(board.packedWords);
	const counts = new SearchCounts(board.homeCount, budget);
	const stats = () => counts.stats(seen.size, seen.bytes + stack.bytes);

	board.pack(packed);
	if (seen.insert(board.hash(), packed) === 'full') {
		return { kind: 'unknown', reason: 'memory', stats: stats() };
	}
	if (board.isWon()) {
		return { kind: 'winnable', line: [], stats: stats() };
	}
	// Expands the board's position: pushes its moves to try, or nothing when it is a proved dead end.
	const expand = (): void => {
		counts.nodes++;
		movability.update();
		if (movability.frozenOutOfPlace()) {
			counts.deadEnds++;
			return;
		}
		const offset = stack.reserve(board.maxMoves);
		const count = board.collectMoves(stack.moves, offset);
		stack.push(offset, orderMoves(board, stack.moves, offset, persistent.reduce(stack.moves, offset, count)));
	};
	expand();

	while (stack.depth > 0) {
		const depth = stack.depth - 1;
		const at = stack.next[depth];
		if (at === stack.end[depth]) {
			stack.depth--;
			if (stack.depth > 0) {
				board.undo();
			}
			continue;
		}
		stack.next[depth] = at + 2;
		board.play(stack.moves[at], stack.moves[at + 1]);
		board.pack(packed);
		const insertion = seen.insert(board.hash(), packed);
		if (insertion === 'full') {
			return { kind: 'unknown', reason: 'memory', stats: stats() };
		}
		if (insertion === 'seen') {
			board.undo();
			continue;
		}
		if (board.isWon()) {
			return { kind: 'winnable', line: board.playedMoves(), stats: stats() };
		}
		counts.bestHome = Math.max(counts.bestHome, board.homeCount);
		const reason = seen.bytes + stack.bytes > memory ? 'memory' : budget.spend(stats);
		if (reason !== null) {
			return { kind: 'unknown', reason, stats: stats() };
		}
		const before = stack.depth;
		expand();
		if (stack.depth === before) {
			board.undo();
		}
	}
	return { kind: 'lost', stats: stats() };
}
