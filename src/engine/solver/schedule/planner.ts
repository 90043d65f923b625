/**
 * The redeal planner: when this deal holds no winning line and a redeal is still to come,
 * the moves that leave the best position to redeal from. A redeal keeps the cards that
 * are home and deals the others again (deal.ts, `redealLayout`), so the best position is
 * the one with the most cards home; under rules that allow a redeal only when no move is
 * left, the best of the stuck positions, as the player must play on until then.
 *
 * It searches only what this deal can reach, best first, without the solver's pruning (a
 * position the solver proves lost may still be the best one to redeal from): on the
 * solver's board by cards home in the games of the Montana search, and with the general
 * search (generalSearch.ts, which prunes nothing) in every other game. It never deals, and
 * never reads the game number: what a redeal will deal cannot steer it, or it would
 * cheat the player.
 */
import { GAP } from '../../cards';
import type { Game } from '../../game';
import { type GameModel, modelOf } from '../../model';
import { MAX_MOVES, collectMoves } from '../../moves';
import { OpenList } from '../tables/openList';
import { orderMoves } from '../montana/moveOrder';
import { inMontanaSearch, problemOf } from '../fromGame';
import { SearchBoard } from '../montana/searchBoard';
import { NO_PARENT, lineTo } from '../tables/storedLine';
import { SearchBudget } from '../tables/budget';
import { SearchCounts } from '../tables/searchCounts';
import type { RedealPlan, SolveOptions, SolveStats } from '../contract';
import type { SolverMove } from '../problem';
import { lineTo as lineOnEngineBoard, searchAnyGame } from '../general/generalSearch';
import { StateSet } from '../tables/stateSet';

/** A planner's find, in the solver's terms: the line to the best position, and whether every position was searched. */
interface Found {
	readonly line: readonly SolverMove[];
	readonly complete: boolean;
	readonly stats: SolveStats;
}

/**
 * The plan for `game`'s position under its rules, within the budget; null when the
 * rules redeal only when no move is left and no stuck position was found in time.
 */
export function planRedeal(game: Game, options: SolveOptions = {}): RedealPlan | null {
	const model = modelOf(game.rules.game);
	const onlyWhenStuck = game.rules.redealWhen === 'whenStuck';
	const found = inMontanaSearch(model)
		? planOnSearchBoard(game, options, onlyWhenStuck)
		: planAnyGame(game, model, options, onlyWhenStuck);
	if (!found) {
		return null;
	}
	const end = game.clone();
	// Played on the engine's game, so that the line and what it keeps home are the engine's own.
	const line = found.line.map(({ from, to }) => {
		const move = end.legalMoves().find((legal) => legal.from === from && legal.to === to);
		if (!move) {
			throw new Error('The planner lost its own line: a move of it is not legal on the engine.');
		}
		end.play(from, to);
		return move;
	});
	return { line, home: end.cardsHome(), wins: end.status() === 'won', complete: found.complete, stats: found.stats };
}

/**
 * The games of the general search (two decks, other acceptance rules): its own search
 * (generalSearch.ts), which prunes nothing, watched for the best place to redeal.
 */
function planAnyGame(game: Game, model: GameModel, options: SolveOptions, onlyWhenStuck: boolean): Found | null {
	const layout = Uint8Array.from(game.layout(), (card) => card ?? GAP);
	const scratch = new Uint8Array(2 * MAX_MOVES);
	let best = -1;
	let bestPlaceHome = -1;
	const search = searchAnyGame(model, game.rules.fixedSuits, layout, options, (board, index) => {
		if (board.homeCount > bestPlaceHome && (!onlyWhenStuck || collectMoves(board, scratch) === 0)) {
			best = index;
			bestPlaceHome = board.homeCount;
		}
	});
	if (best < 0) {
		return null;
	}
	const line = lineOnEngineBoard(model, game.rules.fixedSuits, layout, search.seen, best);
	return { line, complete: search.ended === 'exhausted', stats: search.stats };
}

/** The games of the Montana search: best first by cards home on its board, without its pruning. */
function planOnSearchBoard(game: Game, options: SolveOptions, onlyWhenStuck: boolean): Found | null {
	const budget = new SearchBudget(options);
	const memory = budget.memoryBytes;
	const problem = problemOf(game);
	const board = new SearchBoard(problem);
	const seen = new StateSet(board.packedWords, memory);
	const open = new OpenList(board.homeGoal);
	const packed = new Uint32Array(board.packedWords);
	const cells = new Uint8Array(board.cells.length);
	const moves = new Uint8Array(2 * board.maxMoves);
	const scratch = new Uint8Array(2 * board.maxMoves);
	const counts = new SearchCounts(board.homeCount, budget);
	const stats = () => counts.stats(seen.size, seen.bytes + open.bytes);
	let best = -1;
	let bestPlaceHome = -1;
	let complete = false;

	/** Whether the board, stored as entry `index`, is the best place to redeal so far. */
	const consider = (index: number) => {
		counts.bestHome = Math.max(counts.bestHome, board.homeCount);
		if (board.homeCount > bestPlaceHome && (!onlyWhenStuck || board.collectMoves(scratch, 0) === 0)) {
			best = index;
			bestPlaceHome = board.homeCount;
		}
	};

	board.pack(packed);
	if (seen.insert(board.hash(), packed, NO_PARENT) === 'new') {
		consider(0);
		open.push(0, board.homeCount);
	}
	search: for (;;) {
		const index = open.pop();
		if (index < 0) {
			complete = true;
			break;
		}
		counts.nodes++;
		if (budget.spend(stats) !== null) {
			break;
		}
		seen.read(index, packed);
		board.unpack(packed, cells);
		board.load(cells);
		const count = orderMoves(board, moves, 0, board.collectMoves(moves, 0));
		// Pushed worst first, so that the best move's position is expanded first among equals.
		for (let i = count - 1; i >= 0; i--) {
			board.play(moves[2 * i], moves[2 * i + 1]);
			board.pack(packed);
			const insertion = seen.insert(board.hash(), packed, index);
			if (insertion === 'full') {
				break search;
			}
			if (insertion === 'new') {
				consider(seen.size - 1);
				if (board.isWon() || !open.push(seen.size - 1, board.homeCount) || seen.bytes + open.bytes > memory) {
					break search;
				}
			}
			board.undo();
		}
	}
	if (best < 0) {
		return null;
	}
	return { line: lineTo(problem, seen, best), complete, stats: stats() };
}
