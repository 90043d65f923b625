/**
 * The search that takes up a winning line again after the player has stepped off it.
 * The solver found a line from the position before the player's last move (the guide);
 * the move played was not its next one. Most often the line still wins with little
 * change: the move was one the line plays later, or it touched cells the line reaches
 * only at its end. Yet a new solve from the position may not find a win again in its
 * budget, above all in the two-deck games, whose searches win a deal early or not for a
 * long time. So a solve given a guide first searches depth first, trying at every
 * position the guide's moves still unplayed (the earliest first) before any other move,
 * and the others by cards home after them. Half of its share of the time goes to that
 * search as it is, which may wander far from the guide; the other half to the same search
 * with at most 0, 1, 2, ... moves off the guide on its way (a ladder of detours), which stays
 * near it.
 *
 * With the guide, far fewer positions one move off the line stay unknown in the two-deck
 * games (docs/solver-measurements.md, "Follow the line you left").
 *
 * A guide is only a preference of order: any line, even one of another position, leaves
 * every answer sound. Like the dive, it knows a position by a 64-bit hash and proves
 * nothing: it answers winnable, with a line of legal moves, or unknown.
 */
import type { GameModel } from '../../model';
import { MAX_MOVES } from '../../moves';
import { AnyGameBoard } from '../general/anyGameBoard';
import { DEFAULT_MEMORY, SearchBudget } from '../tables/budget';
import { HashSet64 } from '../tables/hashSet64';
import type { SolverMove } from '../problem';
import { type SolveOptions, type SolveResult, type SolveStats, NOTHING_SPENT } from '../contract';
import { SHARES } from './shares';
import { type WinsFound, ProgressRelay, firstThenRest, merged } from './handOver';

/** The ladder's last rung: the most moves off the guide on a line. */
const MOST_DETOURS = 8;
/** A search with no end to its detours: the first half. */
const ANY_DETOURS = Infinity;
/** Without a time limit the search stops after this many positions, so that the solver's own searches get their turn. */
const UNTIMED_NODES = 100_000;
/**
 * How deep a dive goes, three times the longest lines the solver wins by (Paganini II's, of
 * up to about 300 moves): deeper, a dive has lost the guide.
 */
const MOST_DEPTH = 1000;
/** Guide moves come before any other: more than any count of cards home. */
const GUIDE_FIRST = 1 << 20;

/**
 * `solveHere` (the solver's searches for this position), after this search along `guide`
 * for `SHARES.offTheLine.lineRepair` of the time and memory, unless only the exact searches run (a split
 * solve's other half runs this). A win found here answers at once.
 */
export function repairFirst(
	model: GameModel,
	fixedSuits: boolean,
	layout: Uint8Array,
	guide: readonly SolverMove[],
	options: SolveOptions,
	solveHere: (options: SolveOptions) => SolveResult,
): SolveResult {
	if (options.searches === 'exact' || guide.length === 0) {
		return solveHere(options);
	}
	const repair = (repairOptions: SolveOptions): WinsFound => {
		const limit = repairOptions.timeLimitMs;
		const found = repairLine(model, fixedSuits, layout, guide, {
			...repairOptions,
			timeLimitMs: limit === undefined ? undefined : limit * SHARES.offTheLine.lineRepair,
			memoryLimitBytes: (repairOptions.memoryLimitBytes ?? DEFAULT_MEMORY) * SHARES.offTheLine.lineRepair,
		});
		return { found, heldBytes: found.stats.tableBytes };
	};
	return firstThenRest(options, repair, solveHere);
}

/** The search along `guide` from `layout` (cards or `GAP`), in `options`' time and memory: winnable or unknown. */
function repairLine(
	model: GameModel,
	fixedSuits: boolean,
	layout: Uint8Array,
	guide: readonly SolverMove[],
	options: SolveOptions,
): SolveResult {
	const search = new GuidedDive(new AnyGameBoard(model, fixedSuits, layout), guide);
	const half = options.timeLimitMs === undefined ? undefined : options.timeLimitMs / 2;
	const relay = new ProgressRelay(options);
	const wandering = search.run([ANY_DETOURS], { ...relay.after(NOTHING_SPENT), timeLimitMs: half });
	if (wandering.kind !== 'unknown' || wandering.reason === 'cancelled') {
		return wandering;
	}
	const rungs = Array.from({ length: MOST_DETOURS + 1 }, (_, detours) => detours);
	const ladder = search.run(rungs, { ...relay.after(wandering.stats), timeLimitMs: half });
	return { ...ladder, stats: merged(wandering.stats, ladder.stats) };
}

/** Depth first from a position, the guide's unplayed moves first, each position once a rung; an explicit stack. */
class GuidedDive {
	/** For each move (from, to) of the guide, its places in the guide, the earliest first. */
	private readonly guideAt = new Map<number, number[]>();
	/** 1 for each move of the guide on the line now. */
	private readonly played: Uint8Array;
	private readonly start: Uint8Array;
	/** The moves played from the start, and at each depth the place in the guide of the move played there, or -1. */
	private readonly line: SolverMove[] = [];
	private readonly guidedAt = new Int32Array(MOST_DEPTH);
	/**
	 * At each depth: its moves, the place in the guide each plays (or -1: the guide's moves on
	 * the line do not change while the moves of a depth are tried), the order to try them in,
	 * how many, the next to try, and the detours still allowed.
	 */
	private readonly moves = Array.from({ length: MOST_DEPTH }, () => new Uint8Array(2 * MAX_MOVES));
	private readonly guidedOf = Array.from({ length: MOST_DEPTH }, () => new Int32Array(MAX_MOVES));
	private readonly order = Array.from({ length: MOST_DEPTH }, () => new Uint8Array(MAX_MOVES));
	private readonly count = new Int32Array(MOST_DEPTH);
	private readonly next = new Int32Array(MOST_DEPTH);
	private readonly detoursLeft = new Float64Array(MOST_DEPTH);
	private readonly scores = new Int32Array(MAX_MOVES);
	private seen = new HashSet64(0);
	private budget = new SearchBudget({});
	private nodes = 0;
	/** The positions the rungs before this one reached: each rung starts its table afresh. */
	private earlierPositions = 0;
	private bestHome: number;
	private stop: 'time' | 'cancelled' | 'memory' | null = null;

	constructor(
		private readonly board: AnyGameBoard,
		guide: readonly SolverMove[],
	) {
		guide.forEach(({ from, to }, index) => {
			const key = from * 256 + to;
			this.guideAt.set(key, [...(this.guideAt.get(key) ?? []), index]);
		});
		this.played = new Uint8Array(guide.length);
		this.start = board.cells.slice();
		this.bestHome = board.homeCount;
	}

	/** A dive for each number of detours in `rungs`, until one wins or the time or the memory is spent. */
	run(rungs: readonly number[], options: SolveOptions): SolveResult {
		this.budget = new SearchBudget(options);
		this.seen = new HashSet64(this.budget.memoryBytes);
		this.nodes = 0;
		this.earlierPositions = 0;
		this.stop = null;
		for (const detours of rungs) {
			this.board.load(this.start);
			this.played.fill(0);
			this.line.length = 0;
			this.earlierPositions += this.seen.size;
			this.seen.clear();
			this.seen.insert(this.board.hash(), this.board.secondHash());
			if (this.dive(detours, options.timeLimitMs === undefined)) {
				return { kind: 'winnable', line: [...this.line], stats: this.stats() };
			}
			if (this.stop !== null) {
				break;
			}
		}
		// A ladder that ran out of rungs proves nothing: the positions seen are known by a hash.
		return { kind: 'unknown', reason: this.stop ?? 'time', stats: this.stats() };
	}

	private stats(): SolveStats {
		return {
			nodes: this.nodes,
			positions: this.earlierPositions + this.seen.size,
			deadEnds: 0,
			elapsedMs: this.budget.now() - this.budget.started,
			tableBytes: this.seen.bytes,
			bestHome: this.bestHome,
		};
	}

	/** Depth first from the board's position, at most `detours` moves off the guide on a line; true at a win, its moves in `line`. */
	private dive(detours: number, untimed: boolean): boolean {
		const { board, played, line, guidedAt, next, count, detoursLeft } = this;
		if (board.isWon()) {
			return true;
		}
		this.expand(0, detours);
		for (let depth = 0; depth >= 0;) {
			if (next[depth] === count[depth]) {
				// Every move from here tried: back to the position before.
				depth--;
				if (depth >= 0) {
					board.undo();
					line.pop();
					if (guidedAt[depth] >= 0) {
						played[guidedAt[depth]] = 0;
					}
				}
				continue;
			}
			const k = this.order[depth][next[depth]++];
			const from = this.moves[depth][2 * k];
			const to = this.moves[depth][2 * k + 1];
			const guided = this.guidedOf[depth][k];
			const left = detoursLeft[depth] - (guided < 0 ? 1 : 0);
			if (left < 0) {
				continue;
			}
			board.play(from, to);
			const insertion = this.seen.insert(board.hash(), board.secondHash());
			if (insertion !== 'new' || depth + 1 === MOST_DEPTH) {
				board.undo();
				if (insertion === 'full') {
					this.stop = 'memory';
					return false;
				}
				continue;
			}
			this.bestHome = Math.max(this.bestHome, board.homeCount);
			line.push({ from, to });
			guidedAt[depth] = guided;
			if (guided >= 0) {
				played[guided] = 1;
			}
			if (board.isWon()) {
				return true;
			}
			this.stop = this.budget.spend(() => this.stats());
			if (this.stop === null && untimed && this.nodes >= UNTIMED_NODES) {
				this.stop = 'time';
			}
			if (this.stop !== null) {
				return false;
			}
			depth++;
			this.expand(depth, left);
		}
		return false;
	}

	/**
	 * Collects the moves of the board's position as those of `depth`, with `detours` left, and
	 * orders them: the guide's unplayed ones, the earliest first, then the others by cards home
	 * after them.
	 */
	private expand(depth: number, detours: number): void {
		const { board, scores } = this;
		this.nodes++;
		const moves = this.moves[depth];
		const order = this.order[depth];
		const guidedOf = this.guidedOf[depth];
		const count = board.collectMoves(moves, 0);
		for (let i = 0; i < count; i++) {
			const guided = this.firstUnplayed(moves[2 * i], moves[2 * i + 1]);
			guidedOf[i] = guided;
			if (guided >= 0) {
				scores[i] = GUIDE_FIRST - guided;
			} else {
				board.play(moves[2 * i], moves[2 * i + 1]);
				scores[i] = board.homeCount;
				board.undo();
			}
			// Insertion sort, best first: a position has a few moves.
			let j = i;
			while (j > 0 && scores[order[j - 1]] < scores[i]) {
				order[j] = order[j - 1];
				j--;
			}
			order[j] = i;
		}
		this.count[depth] = count;
		this.next[depth] = 0;
		this.detoursLeft[depth] = detours;
	}

	/** The earliest place in the guide of the move (from, to) not on the line now, or -1. */
	private firstUnplayed(from: number, to: number): number {
		const places = this.guideAt.get(from * 256 + to);
		if (places !== undefined) {
			for (const place of places) {
				if (this.played[place] === 0) {
					return place;
				}
			}
		}
		return -1;
	}
}
