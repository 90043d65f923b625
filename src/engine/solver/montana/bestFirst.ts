/**
 * The search that finds wins: best first over the positions reachable from a
 * `SolverProblem` without a redeal. Every position reached is stored once (`StateSet`, up
 * to the order of interchangeable rows) with the entry of the position it came from; the
 * next one expanded is the most recently reached among those with the most cards home,
 * so the search dives like a depth-first search but climbs back to the most promising
 * position as soon as a dive stalls. In each position it tries only the moves of a
 * persistent set (`persistentSet.ts`) and nothing at all in a position where some card
 * can never reach its place (`movable.ts`); so, like the depth-first search, it proves a
 * position lost when it runs out of positions to expand.
 */
import type { SolveOptions, SolveResult } from '../contract';
import type { SolverProblem } from '../problem';
import { SearchBudget } from '../tables/budget';
import { SearchCounts } from '../tables/searchCounts';
import { SearchBoard } from './searchBoard';
import { StateSet } from '../tables/stateSet';
import { orderMoves } from './moveOrder';
import { PersistentSets } from './persistentSet';
import { Movability } from './movable';
import { OpenList } from '../tables/openList';
import { NO_PARENT, lineTo } from '../tables/storedLine';

export function bestFirst(problem: SolverProblem, options: SolveOptions = {}): SolveResult {
	const budget = new SearchBudget(options);
	const memory = budget.memoryBytes;

	const board = new SearchBoard(problem);
	const seen = new StateSet(board.packedWords, memory);
	const open = new OpenList(board.homeGoal);
	const movability = new Movability(board);
	const persistent = new PersistentSets(board, movability.movable);
	const packed = new Uint32Array(board.packedWords);
	const cells = new Uint8Array(board.cells.length);
	const moves = new Uint8Array(2 * board.maxMoves);
	const counts = new SearchCounts(board.homeCount, budget);
	const stats = () => counts.stats(seen.size, seen.bytes + open.bytes);

	board.pack(packed);
	if (seen.insert(board.hash(), packed, NO_PARENT) === 'full') {
		return { kind: 'unknown', reason: 'memory', stats: stats() };
	}
	if (board.isWon()) {
		return { kind: 'winnable', line: [], stats: stats() };
	}
	open.push(0, board.homeCount);

	for (;;) {
		const index = open.pop();
		if (index < 0) {
			return { kind: 'lost', stats: stats() };
		}
		counts.nodes++;
		const reason = budget.spend(stats);
		if (reason !== null) {
			return { kind: 'unknown', reason, stats: stats() };
		}
		seen.read(index, packed);
		board.unpack(packed, cells);
		board.load(cells);
		movability.update();
		if (movability.provedLost()) {
			counts.deadEnds++;
			continue;
		}
		const count = orderMoves(board, moves, 0, persistent.reduce(moves, 0, board.collectMoves(moves, 0)));
		// Pushed worst first, so that the best move's position is popped first among equals.
		for (let i = count - 1; i >= 0; i--) {
			board.play(moves[2 * i], moves[2 * i + 1]);
			board.pack(packed);
			const insertion = seen.insert(board.hash(), packed, index);
			if (insertion === 'new') {
				if (board.isWon()) {
					return { kind: 'winnable', line: lineTo(problem, seen, seen.size - 1), stats: stats() };
				}
				counts.bestHome = Math.max(counts.bestHome, board.homeCount);
				if (!open.push(seen.size - 1, board.homeCount) || seen.bytes + open.bytes > memory) {
					return { kind: 'unknown', reason: 'memory', stats: stats() };
				}
			} else if (insertion === 'full') {
				return { kind: 'unknown', reason: 'memory', stats: stats() };
			}
			board.undo();
		}
	}
}
