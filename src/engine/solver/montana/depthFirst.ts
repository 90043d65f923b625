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
import type { SolverProblem } from '../problem';
import type { SolveOptions, SolveResult } from '../contract';
import { SearchBoard } from './searchBoard';
import { MoveStack } from '../tables/moveStack';
import { StateSet } from '../tables/stateSet';
import { orderMoves } from './moveOrder';
import { PersistentSets } from './persistentSet';
import { Movability } from './movable';
import { SearchBudget } from '../tables/budget';
import { SearchCounts } from '../tables/searchCounts';
import { HopClasses, MACRO, MOST_CLASS_BYTES } from './hopClass';

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
	// Expands the board's position: pushes its moves to try, marked with the board's depth to undo to, or nothing when it is a proved dead end.
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
				undoTo(board, stack.mark[stack.depth - 1]);
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
			undoTo(board, stack.mark[depth]);
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
			undoTo(board, stack.mark[depth]);
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
