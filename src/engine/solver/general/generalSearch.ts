/**
 * The solver for the games the Montana search (solve.ts) does not take: two decks, and
 * the acceptance rules other than `successor` (Galary's either side, Jungle's any suit,
 * Spaces and Aces' any higher card, Rectangular Rovers' neighbours). It plays on the
 * engine's own board with the engine's own legal moves (moves.ts), so no game's rule is
 * restated here; it only searches.
 *
 * A best-first search over the positions reachable without a redeal, like solve.ts:
 * every position reached is stored once, exactly, in canonical form (canonicalPosition.ts:
 * a card's copies are one, interchangeable rows are sorted), and the next one expanded is
 * the most recently reached among the most promising (searchGuide.ts). Nothing else is
 * pruned, so `lost` means every position reachable has been expanded without a win: a
 * proof. Same options, answers and statistics as `solve`. The redeal planner runs the
 * same search for these games, looking at every position it stores (planner.ts).
 *
 * In the one-deck games the beams (beam.ts, on `AnyGameBoard`) go first, as they do in
 * solve.ts: they find most wins long before the exhaustive search would (`beamsFit`), narrow
 * or widening as the game's rule for a gap makes them win more (`oneDeckBeamShape`). In the
 * two-deck games narrow beams go first, again and again (`REPEATED_BEAMS`), then the
 * exhaustive search itself, restarted again and again in shuffled orders (restarts.ts),
 * each for a share of the time (`SHARES.twoDecks.beams`, `SHARES.twoDecks.restarts`).
 */
import { Board } from '../../board';
import type { GameModel } from '../../model';
import { MAX_MOVES, collectMoves } from '../../moves';
import { mulberry32, shuffleInPlace } from '../../random';
import { CanonicalPacker } from './canonicalPosition';
import { OpenList } from '../tables/openList';
import { SearchGuide } from './searchGuide';
import type { SolverMove } from '../problem';
import type { SolveOptions, SolveResult, SolveStats } from '../contract';
import { type WinsFound, firstThenRest, winSearch, winsThenExact } from '../schedule/handOver';
import { SearchCounts } from '../tables/searchCounts';
import { type Insertion, StateSet } from '../tables/stateSet';
import { DEFAULT_MEMORY, SearchBudget } from '../tables/budget';
import { type BeamShape, REPEATED_BEAMS, WIDENING_BEAMS, beam } from '../montana/beam';
import { AnyGameBoard } from './anyGameBoard';
import { type LineBoard, NO_PARENT, storedLine } from '../tables/storedLine';
import { restarted } from '../schedule/restarts';
import { SHARES } from '../schedule/shares';

/** Where a search of every position reachable from a layout ended. */
export interface AnyGameSearch {
	/** The search stopped at a won position, or expanded every reachable position, or ran out. */
	readonly ended: 'won' | 'exhausted' | 'time' | 'memory' | 'cancelled';
	/** The stored positions, each tagged with its parent's entry: `lineTo` reads lines from it. */
	readonly seen: StateSet;
	/** The won position's entry, when `ended` is 'won'. */
	readonly won: number;
	readonly stats: SolveStats;
}

/**
 * Best first over every position reachable from `layout` without a redeal, each stored
 * once in canonical form; `visit` sees every new position on the board, with its entry.
 * Stops at the first won position. Of the positions that one expansion reaches, among
 * those that look as promising, that of the first move collected is expanded first; with
 * `shuffleSeed`, that of a move drawn at random from the seed. Either way every position
 * reachable is expanded before `lost`; only the order differs.
 */
export function searchAnyGame(
	model: GameModel,
	fixedSuits: boolean,
	layout: Uint8Array,
	options: SolveOptions,
	visit: (board: Board, index: number) => void = () => {},
	shuffleSeed?: number,
): AnyGameSearch {
	const budget = new SearchBudget(options);
	const board = new Board(model, fixedSuits, layout);
	const packer = new CanonicalPacker(model, fixedSuits);
	const seen = new StateSet(packer.words, budget.memoryBytes);
	const guide = new SearchGuide(model, fixedSuits);
	const open = new OpenList(guide.maxScore);
	const packed = new Uint32Array(packer.words);
	const cells = new Uint8Array(model.cells);
	const moves = new Uint8Array(2 * MAX_MOVES);
	// For each number of moves, the order in which their positions are stored.
	const orders = Array.from({ length: MAX_MOVES + 1 }, (_, count) => new Uint8Array(count));
	const draw = shuffleSeed === undefined ? undefined : mulberry32(shuffleSeed);
	const counts = new SearchCounts(board.homeCount, budget);
	const stats = () => counts.stats(seen.size, seen.bytes + open.bytes);
	const ended = (how: AnyGameSearch['ended'], won = -1): AnyGameSearch => ({ ended: how, seen, won, stats: stats() });
	/** Stores the board's position, its rows read by `packer`, reached from entry `parent`, and queues it if it is new. */
	const store = (parent: number): Insertion | 'over budget' => {
		packer.write(packed);
		const insertion = seen.insert(packer.hash(packed), packed, parent);
		if (insertion !== 'new') {
			return insertion;
		}
		counts.bestHome = Math.max(counts.bestHome, board.homeCount);
		visit(board, seen.size - 1);
		const pushed = open.push(seen.size - 1, guide.score(board));
		return pushed && seen.bytes + open.bytes <= budget.memoryBytes ? 'new' : 'over budget';
	};

	packer.read(board.cells);
	if (store(NO_PARENT) !== 'new') {
		return ended('memory');
	}
	for (let index = open.pop(); index >= 0; index = open.pop()) {
		const stop = budget.spend(stats);
		if (stop !== null) {
			return ended(stop);
		}
		counts.nodes++;
		seen.read(index, packed);
		packer.unpack(packed, cells);
		board.load(cells);
		if (board.homeCount === model.homeMax) {
			return ended('won', index);
		}
		packer.readPacked(packed);
		const count = collectMoves(board, moves);
		// Of positions as promising, the one stored last is expanded first: the first move's.
		const order = orders[count];
		for (let k = 0; k < count; k++) {
			order[k] = count - 1 - k;
		}
		if (draw) {
			shuffleInPlace(order, draw);
		}
		for (const i of order) {
			const from = moves[2 * i];
			const to = moves[2 * i + 1];
			const homesBefore = board.move(from, to);
			packer.reread(board.cells, from, to);
			const insertion = store(index);
			if (insertion === 'full' || insertion === 'over budget') {
				return ended('memory');
			}
			board.moveBack(from, to, homesBefore);
			packer.unread();
		}
	}
	return ended('exhausted');
}

/**
 * Whether `layout` (cards or `GAP`, a position of `model`'s game) can be won without a
 * redeal: the beams first, where they fit the game (`beamsFit`), for `SHARES.oneDeck.beams` of the
 * time and of the memory; or in the two-deck games narrow beams again and again for
 * `SHARES.twoDecks.beams`, then the exhaustive search restarted in shuffled orders for
 * `SHARES.twoDecks.restarts`; then the exhaustive search for the rest
 * (`winsThenExact`, as solve.ts runs its searches). `options.searches` runs either alone,
 * with the whole time and memory; the first alone answers unknown at once in Rectangular
 * Rovers, which has neither.
 */
export function solveAnyGame(
	model: GameModel,
	fixedSuits: boolean,
	layout: Uint8Array,
	options: SolveOptions = {},
): SolveResult {
	const beams = (winOptions: SolveOptions, part: number, shape: BeamShape): WinsFound => {
		const { timeLimitMs, memoryLimitBytes } = portionOf(winOptions, part);
		const found = winSearch(
			new AnyGameBoard(model, fixedSuits, layout),
			winOptions,
			timeLimitMs,
			memoryLimitBytes,
			(board, limits) => beam(board, { ...limits, shape }),
		);
		return { found, heldBytes: found.stats.tableBytes };
	};
	const oneDeckWins = (winOptions: SolveOptions) =>
		beams(winOptions, partOf(winOptions, SHARES.oneDeck.beams), oneDeckBeamShape(model));
	// In the two-deck games narrow beams again and again, then the exhaustive search restarted in shuffled orders.
	const twoDeckWins = (winOptions: SolveOptions): WinsFound => {
		const winsShare = SHARES.twoDecks.beams + SHARES.twoDecks.restarts;
		let beamBytes = 0;
		let restartBytes = 0;
		const found = firstThenRest(
			{ ...winOptions, ...portionOf(winOptions, partOf(winOptions, winsShare)) },
			(first) => {
				const beamed = beams(first, SHARES.twoDecks.beams / winsShare, REPEATED_BEAMS);
				beamBytes = beamed.heldBytes;
				return beamed;
			},
			(rest) => {
				const restartedRuns = restarted(rest, RESTART_UNIT_MS, (run, runOptions) =>
					exhaustiveSearch(model, fixedSuits, layout, runOptions, run),
				);
				restartBytes = restartedRuns.stats.tableBytes;
				return restartedRuns;
			},
		);
		// Neither's tables may be collected yet when the exact search starts: it gets what both leave.
		return { found, heldBytes: beamBytes + restartBytes };
	};
	const wins = beamsFit(model) ? oneDeckWins : model.decks > 1 ? twoDeckWins : undefined;
	return winsThenExact(options, wins, (exactOptions) => exhaustiveSearch(model, fixedSuits, layout, exactOptions));
}

/**
 * The beams rank positions by cards home, which fits the one-deck games where cards come
 * home one by one; there they win far more deals than the exhaustive search alone. Not in
 * the two-deck games (narrow beams do: `REPEATED_BEAMS`, `twoDeckWins`), nor in Rectangular
 * Rovers, a sliding puzzle whose cards come home only after long walks (`searchGuide.ts`)
 * (docs/solver-measurements.md, "The general search: beams first in the one-deck games").
 */
function beamsFit(model: GameModel): boolean {
	return model.decks === 1 && model.accepts !== 'neighbour';
}

/**
 * The beams' shape in a one-deck game they fit. Where a gap takes a card of any suit (Jungle)
 * or any higher card (Spaces and Aces), narrow beams again and again (`REPEATED_BEAMS`) win
 * more; where it takes the card either side (Galary, Free Parking), beams widening from 2,000
 * (docs/solver-measurements.md, "The shape of the one-deck games' beams").
 */
function oneDeckBeamShape(model: GameModel): BeamShape {
	return model.accepts === 'anySuitSuccessor' || model.accepts === 'higherSuit' ? REPEATED_BEAMS : WIDENING_BEAMS;
}

/** The part of a solve's time and memory that a search with `share` of them gets: all of them when it runs alone. */
function partOf(options: SolveOptions, share: number): number {
	return options.searches === 'wins' ? 1 : share;
}

/** `part` of the time and the memory of `options`. */
function portionOf(options: SolveOptions, part: number): { timeLimitMs: number | undefined; memoryLimitBytes: number } {
	const limit = options.timeLimitMs;
	return {
		timeLimitMs: limit === undefined ? undefined : limit * part,
		memoryLimitBytes: (options.memoryLimitBytes ?? DEFAULT_MEMORY) * part,
	};
}

const RESTART_UNIT_MS = 125;

/** Every position reachable from `layout`, best first: winnable with a line, lost when none is left, or unknown. */
function exhaustiveSearch(
	model: GameModel,
	fixedSuits: boolean,
	layout: Uint8Array,
	options: SolveOptions,
	shuffleSeed?: number,
): SolveResult {
	const search = searchAnyGame(model, fixedSuits, layout, options, undefined, shuffleSeed);
	switch (search.ended) {
		case 'won':
			return {
				kind: 'winnable',
				line: lineTo(model, fixedSuits, layout, search.seen, search.won),
				stats: search.stats,
			};
		case 'exhausted':
			return { kind: 'lost', stats: search.stats };
		default:
			return { kind: 'unknown', reason: search.ended, stats: search.stats };
	}
}

/** The moves from `layout` to stored position `index`, found again on the engine's board (storedLine.ts). */
export function lineTo(
	model: GameModel,
	fixedSuits: boolean,
	layout: Uint8Array,
	seen: StateSet,
	index: number,
): SolverMove[] {
	const board = new Board(model, fixedSuits, layout);
	const packer = new CanonicalPacker(model, fixedSuits);
	const lineBoard: LineBoard = {
		words: packer.words,
		collectMoves: (moves) => collectMoves(board, moves),
		packAfter: (from, to, out) => {
			const homesBefore = board.move(from, to);
			packer.pack(board.cells, out);
			board.moveBack(from, to, homesBefore);
		},
		play: (from, to) => void board.move(from, to),
	};
	return storedLine(seen, index, lineBoard, new Uint8Array(2 * MAX_MOVES));
}
