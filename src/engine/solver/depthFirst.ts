/**
 * The exhaustive search: depth first on one board, each move played and taken back in
 * place (`SearchBoard.play`/`undo`), with an explicit stack of the moves still to try at
 * each depth, so a position is never rebuilt from storage. The table of positions
 * reached (`StateSet`, up to the order of interchangeable rows) only says whether a
 * position is new; the line to a win is the moves played on the board.
 *
 * In each position it tries only the moves of a persistent set (`persistentSet.ts`), best
 * first (`moveOrder.ts`), and nothing at all in a position proved lost (`movable.ts`).
 * A position with a first-column gap stands for its whole hop class (`hopClass.ts`): it
 * is stored as the class and tries every move of every position in it, hops first.
 * When the stack empties without a win the position is lost: the only positions never
 * expanded are mirror images of expanded ones (rows swapped), other positions of an
 * expanded hop class, positions a persistent set leaves out (which cannot reach a win
 * that the set's moves cannot: Godefroid's theorem for deadlocks, a win being a position
 * without moves, holds whatever order the search expands positions in, each once) and
 * positions after a proved dead end. Where the two reductions meet, count a line's moves
 * without its hops: the class's moves keep a win that many moves away, a persistent set
 * (tried only where no hop is legal) one move fewer.
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
import { HopClasses, MACRO, MOST_CLASS_BYTES } from './hopClass';

/**
 * The moves still to try at each depth: `moves` holds (from, to) pairs and a hop class's
 * macros (`hopClass.ts`), a frame is a slice of it.
 */
class MoveStack {
	moves = new Uint8Array(1 << 16);
	/** Where each frame's next move to try is, where its moves end, and the board's depth in its position. */
	next = new Int32Array(1 << 12);
	end = new Int32Array(1 << 12);
	played = new Int32Array(1 << 12);
	depth = 0;

	get bytes(): number {
		return this.moves.byteLength + this.next.byteLength * 3;
	}

	/** Makes room for a frame of up to `most` bytes on top; returns the offset to write them at. */
	reserve(most: number): number {
		const offset = this.depth === 0 ? 0 : this.end[this.depth - 1];
		if (offset + most > this.moves.length) {
			this.moves = grown(this.moves, offset + most);
		}
		if (this.depth === this.next.length) {
			this.next = grown(this.next, this.depth + 1);
			this.end = grown(this.end, this.depth + 1);
			this.played = grown(this.played, this.depth + 1);
		}
		return offset;
	}

	/** Pushes the frame of the moves written from `offset` to `end`, for the position after `played` moves. */
	push(offset: number, end: number, played: number): void {
		this.next[this.depth] = offset;
		this.end[this.depth] = end;
		this.played[this.depth] = played;
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
	const hopClasses = new HopClasses(board);
	const packed = new Uint32Array(board.packedWords);
	const counts = new SearchCounts(board.homeCount, budget);
	const stats = () => counts.stats(seen.size, seen.bytes + stack.bytes);

	if (seen.insert(board.packUpToHops(packed), packed) === 'full') {
		return { kind: 'unknown', reason: 'memory', stats: stats() };
	}
	if (board.isWon()) {
		return { kind: 'winnable', line: [], stats: stats() };
	}
	// Expands the board's position: pushes its moves to try, or nothing when it is a proved dead end.
	const expand = (): void => {
		counts.nodes++;
		movability.update();
		if (movability.provedLost()) {
			counts.deadEnds++;
			return;
		}
		if (hopClasses.isClass()) {
			const offset = stack.reserve(MOST_CLASS_BYTES);
			stack.push(offset, hopClasses.collect(stack.moves, offset), board.depth);
			return;
		}
		const offset = stack.reserve(2 * board.maxMoves);
		const count = board.collectMoves(stack.moves, offset);
		const kept = orderMoves(board, stack.moves, offset, persistent.reduce(stack.moves, offset, count));
		stack.push(offset, offset + 2 * kept, board.depth);
	};
	expand();

	while (stack.depth > 0) {
		const depth = stack.depth - 1;
		let at = stack.next[depth];
		if (at === stack.end[depth]) {
			stack.depth--;
			if (stack.depth > 0) {
				undoTo(board, stack.played[stack.depth - 1]);
			}
			continue;
		}
		if (stack.moves[at] === MACRO) {
			const moves = stack.moves[at + 1];
			at += 2;
			for (let i = 0; i < moves; i++, at += 2) {
				board.play(stack.moves[at], stack.moves[at + 1]);
			}
		} else {
			board.play(stack.moves[at], stack.moves[at + 1]);
			at += 2;
		}
		stack.next[depth] = at;
		const insertion = seen.insert(board.packUpToHops(packed), packed);
		if (insertion === 'full') {
			return { kind: 'unknown', reason: 'memory', stats: stats() };
		}
		if (insertion === 'seen') {
			undoTo(board, stack.played[depth]);
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
			undoTo(board, stack.played[depth]);
		}
	}
	return { kind: 'lost', stats: stats() };
}

/** Takes back moves until `played` are left: a macro is several. */
function undoTo(board: SearchBoard, played: number): void {
	while (board.depth > played) {
		board.undo();
	}
}
