/**
 * The solver's first try at a win: depth-first dives that ration "hops", the moves of an
 * opener (a 2) out of the first column into another first-column gap.
 *
 * Hops are what makes the exact search's positions explode: whenever a first-column
 * cell is free, every opener already heading a row may jump to it, and back. Yet most
 * won deals need none of them, and most of the rest only one or two (to carry a run
 * from one row to another). So the dive first searches the positions reachable without
 * any hop, then with at most one, two, ... each a fresh depth-first search (the ladder),
 * until it finds a win or its share of the budget is spent.
 *
 * Before the ladder comes a sprint: short dives, each stopped after so many positions,
 * the next one started afresh in a shaken order (`Shake`) and allowing one hop more, up
 * to `MOST_HOPS`. Some deals the ladder spends seconds on, because its first dive took a
 * wrong turn near the root, or because its win needs hops the ladder reaches late, fall
 * to one of these in a fraction of a second. On 88 deals of games 1 to 1000 (45 that 10 s
 * of the solver won, in 0.1 to 4 s, and 43 it left undecided), 5 s of the dive
 * won 49 with the ladder alone; 51 and 50 in two runs after the sprint (three more, in
 * 0.1 to 0.3 s; one or two, won by the ladder after 4 s, pushed past 5 s); 42 with shaken
 * short dives in place of the ladder: most deals need the ladder.
 *
 * A dive only finds wins: the positions it has seen are remembered by a 64-bit hash
 * alone (cheap, so the dive runs several times faster than the exact search), and a
 * collision may hide a win but never invents one: every line it returns is a sequence
 * of legal moves ending in a won position. Proofs of a lost position are the exact
 * search's work (`solve.ts`).
 */
import type { SolverMove } from './problem';
import type { SearchBoard } from './searchBoard';
import { Shake, orderMoves } from './moveOrder';
import { HashSet64 } from './hashSet64';
import { MoveStack } from './moveStack';

/** What the searches that only find wins (the dive, the beams) are given to stay within. */
export interface WinSearchLimits {
	/**
	 * Stop when this returns true; asked at every position, with the positions expanded so
	 * far and the whole progress to read when needed (building it at every position costs).
	 */
	readonly stop: (nodes: number, progress: () => DiveProgress) => boolean;
	/** The most bytes the search's tables may take. */
	readonly memoryLimitBytes: number;
}

export interface DiveLimits extends WinSearchLimits {
	/** The positions the sprint's dives may expand in all; `SPRINT_NODES` when omitted. */
	readonly sprintNodes?: number;
}

export interface DiveResult extends DiveProgress {
	/** A winning line, or null when none was found. */
	readonly line: readonly SolverMove[] | null;
}

export interface DiveProgress {
	/** Positions the dives expanded. */
	readonly nodes: number;
	/** Distinct positions the dives reached, added up over the dives. */
	readonly positions: number;
	/** The most cards home in any position reached. */
	readonly bestHome: number;
	/** The bytes the dive's table took. */
	readonly tableBytes: number;
}

/** The positions the sprint's dives expand in all (about 0.6 s of the 4.5 s dive of a 10 s solve); 6 million did no better. */
const SPRINT_NODES = 3_000_000;
/**
 * A shorter dive sprints for the same share of its time, at about 5 million positions a
 * second. With the 3 million of a 10 s solve, the Hint's 1.5 s solves (then 0.75 s of dive) won
 * 120 of games 1 to 200; with the share, 127 (with half or twice the share: 127, 126). The
 * indicator's 5 s solves won 153 and 152: their sprint is half as long.
 */
const SPRINT_NODES_PER_MS = 600;

/** The sprint's positions for a dive of `timeLimitMs`: the same share of any time limit, and `SPRINT_NODES` at most. */
export function sprintNodesWithin(timeLimitMs: number): number {
	return Math.min(SPRINT_NODES, Math.round(timeLimitMs * SPRINT_NODES_PER_MS));
}

/** The positions the sprint's first dive may expand; each one after it, `RUN_GROWTH` times as many as the one before. */
const FIRST_RUN_NODES = 200_000;
const RUN_GROWTH = 1.5;
/** The most hops a sprint's dive allows (unless every position within fewer has been seen). */
const MOST_HOPS = 4;
/**
 * How much a shake may add to a move's score: less than a card brought home (1000 in
 * `moveOrder.ts`), so that comes first still; enough to reorder the rest.
 */
const SHAKE = 100;

export function dive(board: SearchBoard, limits: DiveLimits): DiveResult {
	const seen = new HashSet64(limits.memoryLimitBytes);
	const stack = new MoveStack();
	let nodes = 0;
	let positions = 0;
	let bestHome = board.homeCount;
	const progress = (): DiveProgress => ({ nodes, positions: positions + seen.size, bestHome, tableBytes: seen.bytes });
	// Every position reachable with fewer hops than this has been seen, without a win.
	let fewestHops = 0;
	let runNodes = FIRST_RUN_NODES;
	const sprintNodes = limits.sprintNodes ?? SPRINT_NODES;
	for (let run = 0; ; run++) {
		seen.clear();
		const sprint = nodes < sprintNodes;
		const hops = sprint ? Math.max(fewestHops, Math.min(run, MOST_HOPS)) : fewestHops;
		const outcome = sprint
			? diveWithHops(hops, Math.min(nodes + runNodes, sprintNodes), run === 0 ? undefined : new Shake(run, SHAKE))
			: diveWithHops(hops, Infinity, undefined);
		positions += seen.size;
		if (outcome === 'won') {
			return { line: board.playedMoves(), nodes, positions, bestHome, tableBytes: seen.bytes };
		}
		// A dive that never had to refuse a hop has seen every position more hops would.
		if (outcome === 'stopped' || outcome === 'complete') {
			return { line: null, nodes, positions, bestHome, tableBytes: seen.bytes };
		}
		if (outcome === 'limited') {
			fewestHops = hops + 1;
		}
		runNodes *= RUN_GROWTH;
	}

	/**
	 * One depth-first search from the board's position using at most `maxHops` hops, until
	 * `nodes` reaches `lastNode` ('cut'); 'won' leaves the winning line played on the board,
	 * anything else leaves the board as it found it.
	 */
	function diveWithHops(
		maxHops: number,
		lastNode: number,
		shake: Shake | undefined,
	): 'won' | 'stopped' | 'complete' | 'limited' | 'cut' {
		const start = board.depth;
		const { columns } = board;
		stack.depth = 0;
		let refused = false;
		// The hops used are part of what is seen: the same position with hops to spare may still win.
		const keyHalf = (hopsUsed: number): number => board.secondHash() ^ Math.imul(hopsUsed + 1, 0x9e3779b1);
		// Pushes the frame of the board's position, each frame marked with the hops used to reach it.
		const expand = (hopsUsed: number): void => {
			const offset = stack.reserve(2 * board.maxMoves);
			const { moves } = stack;
			const collected = board.collectMoves(moves, offset);
			let kept = 0;
			for (let i = 0; i < collected; i++) {
				const from = moves[offset + 2 * i];
				const to = moves[offset + 2 * i + 1];
				if (isHop(from, to, columns) && hopsUsed >= maxHops) {
					refused = true;
					continue;
				}
				moves[offset + 2 * kept] = from;
				moves[offset + 2 * kept + 1] = to;
				kept++;
			}
			stack.push(offset, offset + 2 * orderMoves(board, moves, offset, kept, shake), hopsUsed);
		};
		if (board.isWon()) {
			return 'won';
		}
		seen.insert(board.hash(), keyHalf(0));
		expand(0);
		while (stack.depth > 0) {
			const top = stack.depth - 1;
			const next = stack.next[top];
			if (next === stack.end[top]) {
				stack.depth = top;
				if (board.depth > start) {
					board.undo();
				}
				continue;
			}
			nodes++;
			const stopped = limits.stop(nodes, progress);
			if (stopped || nodes > lastNode) {
				while (board.depth > start) {
					board.undo();
				}
				return stopped ? 'stopped' : 'cut';
			}
			stack.next[top] = next + 2;
			const from = stack.moves[next];
			const to = stack.moves[next + 1];
			const hopsUsed = stack.mark[top] + (isHop(from, to, columns) ? 1 : 0);
			board.play(from, to);
			const insertion = seen.insert(board.hash(), keyHalf(hopsUsed));
			if (insertion !== 'new') {
				board.undo();
				if (insertion === 'full') {
					while (board.depth > start) {
						board.undo();
					}
					return 'stopped';
				}
				continue;
			}
			if (board.homeCount > bestHome) {
				bestHome = board.homeCount;
			}
			if (board.isWon()) {
				return 'won';
			}
			expand(hopsUsed);
		}
		return refused ? 'limited' : 'complete';
	}
}

function isHop(from: number, to: number, columns: number): boolean {
	return from % columns === 0 && to % columns === 0;
}
