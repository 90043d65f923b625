/**
 * The solver's first try at a win: depth-first dives that ration "hops", the moves of an
 * opener (a 2) out of the first column into another first-column gap.
 *
 * Hops are what makes the exact search's positions explode: whenever a first-column
 * cell is free, every opener already heading a row may jump to it, and back. Yet most
 * won deals need none of them, and most of the rest only one or two (to carry a run
 * from one row to another). So the dive first searches the positions reachable without
 * any hop, then those that need one, then two, ... (the ladder: each rung searches on
 * from where the rung below refused a hop), until it finds a win or its share of the
 * budget is spent.
 *
 * Before the ladder comes a sprint: short dives, each stopped after so many positions,
 * the next one started afresh in a shaken order (`Shake`) and allowing one hop more, up
 * to `MOST_HOPS`. Some deals the ladder spends seconds on, because its first dive took a
 * wrong turn near the root, or because its win needs hops the ladder reaches late, fall
 * to one of these in a fraction of a second; most deals still need the ladder
 * (docs/solver-measurements.md, "The dive's sprint").
 *
 * Moves of gaps that do not interact are not tried in every order: a move tried from a
 * position sleeps in the positions its later siblings reach, until a move that interacts
 * with it is played (`sleepSets.ts`).
 *
 * A dive only finds wins: the positions it has seen are remembered by a 64-bit hash
 * alone (cheap, so the dive runs several times faster than the exact search), and a
 * collision may hide a win but never invents one: every line it returns is a sequence
 * of legal moves ending in a won position. Proofs of a lost position are the exact
 * search's work (`solve.ts`).
 */
import type { SolverMove } from '../problem';
import type { SearchBoard } from './searchBoard';
import { Shake, orderMoves } from './moveOrder';
import { HashSet64 } from '../tables/hashSet64';
import { MoveStack } from '../tables/moveStack';
import { LineTree } from '../tables/lineTree';
import { SleepSets } from './sleepSets';

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
	/** Moves the dives tried, each to a position new or seen (the beams: positions they expanded). */
	readonly nodes: number;
	/** Distinct positions the dives reached, added up over the dives. */
	readonly positions: number;
	/** The most cards home in any position reached. */
	readonly bestHome: number;
	/** The bytes the dive's table and its ladder's lines took. */
	readonly tableBytes: number;
}

/**
 * The moves the sprint's dives try in all: about 0.8 s of the 4.5 s dive of a 10 s solve
 * (0.4 s before the sleep sets, which leave fewer moves to try for each new position); 6
 * million did no better, before them.
 */
const SPRINT_NODES = 3_000_000;
/**
 * A shorter dive sprints for the same share of its time: the Hint's short solves win more so
 * (docs/solver-measurements.md, "The dive's sprint").
 */
const SPRINT_NODES_PER_MS = 600;

/** The sprint's moves for a dive of `timeLimitMs`: the same share of any time limit, and `SPRINT_NODES` at most. */
export function sprintNodesWithin(timeLimitMs: number): number {
	return Math.min(SPRINT_NODES, Math.round(timeLimitMs * SPRINT_NODES_PER_MS));
}

/** The moves the sprint's first dive may try; each one after it, `RUN_GROWTH` times as many as the one before. */
const FIRST_RUN_NODES = 200_000;
const RUN_GROWTH = 1.5;
/** The most hops a sprint's dive allows (unless every position within fewer has been seen). */
const MOST_HOPS = 4;
/**
 * How much a shake may add to a move's score: less than a card brought home (1000 in
 * `moveOrder.ts`), so that comes first still; enough to reorder the rest.
 */
const SHAKE = 100;
/**
 * The share of the dive's memory its ladder's lines may take, beside its table: in the 4.5 s
 * dive of a 10 s solve, 0.7 to 1.8 million nodes (5 to 12 MB) beside a table of 151 MB.
 */
const LINE_MEMORY_SHARE = 0.1;
/** The mark of a ladder's frame whose line has no node yet: most never need one. */
const NO_NODE = -1;

export function dive(board: SearchBoard, limits: DiveLimits): DiveResult {
	// The ladder's lines to the positions it comes back to take their share beside the table.
	const seen = new HashSet64(limits.memoryLimitBytes * (1 - LINE_MEMORY_SHARE));
	const lines = new LineTree(limits.memoryLimitBytes * LINE_MEMORY_SHARE);
	const stack = new MoveStack();
	const sleep = new SleepSets(board);
	let nodes = 0;
	let positions = 0;
	let bestHome = board.homeCount;
	// How many moves the last `keptMoves` left out: the sprint and the ladder each note refused hops.
	let dropped = 0;
	const tableBytes = (): number => seen.bytes + lines.bytes;
	const progress = (): DiveProgress => ({
		nodes,
		positions: positions + seen.size,
		bestHome,
		tableBytes: tableBytes(),
	});
	const result = (line: readonly SolverMove[] | null): DiveResult => ({
		line,
		nodes,
		positions,
		bestHome,
		tableBytes: tableBytes(),
	});
	if (board.isWon()) {
		return result(board.playedMoves());
	}
	// Every position reachable with fewer hops than this has been seen, without a win.
	let fewestHops = 0;
	let runNodes = FIRST_RUN_NODES;
	const sprintNodes = limits.sprintNodes ?? SPRINT_NODES;
	for (let run = 0; nodes < sprintNodes; run++) {
		seen.clear();
		const hops = Math.max(fewestHops, Math.min(run, MOST_HOPS));
		const outcome = sprintRun(
			hops,
			Math.min(nodes + runNodes, sprintNodes),
			run === 0 ? undefined : new Shake(run, SHAKE),
		);
		positions += seen.size;
		if (outcome === 'won') {
			return result(board.playedMoves());
		}
		// A dive that never had to refuse a hop has seen every position more hops would.
		if (outcome === 'stopped' || outcome === 'complete') {
			return result(null);
		}
		if (outcome === 'limited') {
			fewestHops = hops + 1;
		}
		runNodes *= RUN_GROWTH;
	}
	seen.clear();
	const won = ladder();
	positions += seen.size;
	return result(won ? board.playedMoves() : null);

	/**
	 * One of the sprint's dives: depth first from the board's position using at most
	 * `maxHops` hops, until `nodes` passes `lastNode` ('cut').
	 */
	function sprintRun(
		maxHops: number,
		lastNode: number,
		shake: Shake | undefined,
	): 'won' | 'stopped' | 'complete' | 'limited' | 'cut' {
		const { columns } = board;
		let refused = false;
		// Each frame is marked with the hops used to reach it.
		const frames: Frames = {
			childMark: (hopsUsed, from, to) => hopsUsed + (isHop(from, to, columns) ? 1 : 0),
			// The hops used are part of what is seen: the same position with hops to spare may still win.
			keyHalf: (hopsUsed, secondHash) => secondHash ^ Math.imul(hopsUsed + 1, 0x9e3779b1),
			expand: (hopsUsed) => {
				const offset = stack.reserve(2 * board.maxMoves);
				const { moves } = stack;
				const kept = keptMoves(offset, (from, to) => !isHop(from, to, columns) || hopsUsed < maxHops);
				refused ||= dropped > 0;
				const awake = sleep.wake(stack.depth, moves, offset, kept);
				stack.push(offset, offset + 2 * orderMoves(board, moves, offset, awake, shake), hopsUsed);
				return true;
			},
		};
		stack.depth = 0;
		seen.insert(board.hash(), frames.keyHalf(0, board.secondHash()));
		frames.expand(0);
		const outcome = diveFrom(frames, lastNode);
		return outcome === 'done' ? (refused ? 'limited' : 'complete') : outcome;
	}

	/**
	 * Rung 0 searches every position reachable without a hop; rung k, from each position
	 * where rung k-1 refused a hop, the positions that its hops and then moves other than
	 * hops reach. So each position is searched once, on the rung of the fewest hops that
	 * reach it, where a fresh search per hop limit searched again every position of the
	 * rungs below (about a third of its time). Rung k finds the positions it starts from by
	 * their lines in `lines`, each marked on the rung before. True when it won.
	 */
	function ladder(): boolean {
		const start = board.depth;
		const { columns } = board;
		// Pushes the frame of the board's position, marked with its line's node: its hops
		// only, or every move but its hops (its line marked when there are some).
		const pushFrame = (node: number, hopsOnly: boolean): boolean => {
			const offset = stack.reserve(2 * board.maxMoves);
			const kept = keptMoves(offset, (from, to) => isHop(from, to, columns) === hopsOnly);
			const awake = sleep.wake(stack.depth, stack.moves, offset, kept);
			stack.push(offset, offset + 2 * orderMoves(board, stack.moves, offset, awake, undefined), node);
			if (hopsOnly || dropped === 0) {
				return true;
			}
			const refusing = nodeOf(stack.depth - 1);
			if (refusing < 0) {
				return false;
			}
			lines.mark(refusing);
			return true;
		};
		// The node of a frame's line, added with those of the frames below that have none yet.
		const nodeOf = (frame: number): number => {
			let known = frame;
			while (stack.mark[known] < 0) {
				known--;
			}
			for (let at = known + 1; at <= frame; at++) {
				// A frame is reached by the move its parent frame tried last.
				const move = stack.next[at - 1] - 2;
				stack.mark[at] = lines.add(stack.mark[at - 1], stack.moves[move], stack.moves[move + 1]);
				if (stack.mark[at] < 0) {
					return -1;
				}
			}
			return stack.mark[frame];
		};
		// Positions are seen by the position alone: reached first, each was reached by the fewest hops.
		const frames: Frames = {
			childMark: () => NO_NODE,
			keyHalf: (_node, secondHash) => secondHash,
			expand: () => pushFrame(NO_NODE, false),
		};
		stack.depth = 0;
		seen.insert(board.hash(), frames.keyHalf(LineTree.ROOT, board.secondHash()));
		let outcome = pushFrame(LineTree.ROOT, false) ? diveFrom(frames, Infinity) : 'stopped';
		for (let rungStart = 0; outcome === 'done' && rungStart < lines.size;) {
			const rungEnd = lines.size;
			for (let node = rungStart; node < rungEnd && outcome === 'done'; node++) {
				if (lines.isMarked(node)) {
					lines.goTo(board, node);
					stack.depth = 0;
					pushFrame(node, true);
					outcome = diveFrom(frames, Infinity);
				}
			}
			rungStart = rungEnd;
		}
		if (outcome === 'won') {
			return true;
		}
		while (board.depth > start) {
			board.undo();
		}
		return false;
	}

	/**
	 * Collects the board's moves into the stack at `offset` and keeps, in order, those
	 * `allowed`; returns how many, and leaves in `dropped` how many were not.
	 */
	function keptMoves(offset: number, allowed: (from: number, to: number) => boolean): number {
		const { moves } = stack;
		const collected = board.collectMoves(moves, offset);
		let kept = 0;
		for (let i = 0; i < collected; i++) {
			const from = moves[offset + 2 * i];
			const to = moves[offset + 2 * i + 1];
			if (allowed(from, to)) {
				moves[offset + 2 * kept] = from;
				moves[offset + 2 * kept + 1] = to;
				kept++;
			}
		}
		dropped = collected - kept;
		return kept;
	}

	/**
	 * Depth first from the frame on top of the stack (the board's position), each position
	 * new to `seen` expanded by `frames`, until `nodes` passes `lastNode` ('cut'). 'won'
	 * leaves the winning line played on the board, anything else leaves the board as it found it.
	 */
	function diveFrom(frames: Frames, lastNode: number): 'won' | 'stopped' | 'cut' | 'done' {
		const base = board.depth;
		const takeBack = (): void => {
			while (board.depth > base) {
				board.undo();
			}
		};
		while (stack.depth > 0) {
			const top = stack.depth - 1;
			const next = stack.next[top];
			if (next === stack.end[top]) {
				stack.depth = top;
				if (board.depth > base) {
					board.undo();
				}
				continue;
			}
			nodes++;
			const stopped = limits.stop(nodes, progress);
			if (stopped || nodes > lastNode) {
				takeBack();
				return stopped ? 'stopped' : 'cut';
			}
			stack.next[top] = next + 2;
			const from = stack.moves[next];
			const to = stack.moves[next + 1];
			const mark = frames.childMark(stack.mark[top], from, to);
			// Most moves reach a position seen already (two in three, in long dives): those are never played.
			board.peek(from, to);
			const insertion = seen.insert(board.peekedHash, frames.keyHalf(mark, board.peekedSecondHash));
			if (insertion !== 'new') {
				if (insertion === 'full') {
					takeBack();
					return 'stopped';
				}
				sleep.triedMove(top, from, to);
				continue;
			}
			sleep.beforePlaying(top, from);
			sleep.triedMove(top, from, to);
			board.play(from, to);
			if (board.homeCount > bestHome) {
				bestHome = board.homeCount;
			}
			if (board.isWon()) {
				return 'won';
			}
			if (!frames.expand(mark)) {
				takeBack();
				return 'stopped';
			}
		}
		return 'done';
	}
}

/** How the sprint's dives and the ladder's rungs mark their frames and what they push. */
interface Frames {
	/** The mark of the frame that playing (from, to) reaches from a frame marked `mark`. */
	childMark(mark: number, from: number, to: number): number;
	/** The second half of the key in `seen` of a position whose `secondHash()` is `secondHash`, its frame marked `mark`. */
	keyHalf(mark: number, secondHash: number): number;
	/** Pushes the frame of the board's position, marked `mark`; false when memory ran out. */
	expand(mark: number): boolean;
}

function isHop(from: number, to: number, columns: number): boolean {
	return from % columns === 0 && to % columns === 0;
}
