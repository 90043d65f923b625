/**
 * The adapter from the engine's Game to the solver: the grid, the cards, the acceptance
 * rule (moves.ts: a gap takes the successor of its left neighbour, a first-column gap a
 * card that may open that row) and the home rule (a run from an opener), read from the
 * game's compiled declaration (model.ts); and the solver's answer back in the engine's
 * terms. The one-deck games whose rule is `successor` (Montana and most of the family)
 * go to the Montana search (solve.ts); every other game to the general search
 * (generalSearch.ts), which plays the engine's own moves.
 */
import { CARD_COUNT, GAP } from '../cards';
import type { Game } from '../game';
import { type GameModel, NONE, modelOf } from '../model';
import { type MoveView, opensRow } from '../moves';
import { NO_CARD, type SolverMove, type SolverProblem } from './problem';
import type { GameSolution, SolveOptions } from './contract';
import { solve } from './schedule/solve';
import { solveAnyGame } from './general/generalSearch';
import { repairFirst } from './schedule/lineRepair';

/** Whether the Montana search (and the redeal planner, on its board) plays `model`'s game: one deck, `successor`. */
export function inMontanaSearch(model: GameModel): boolean {
	return model.accepts === 'successor' && model.decks === 1;
}

/** The position of `game` as the solver sees it, under the game's rules and without redeals. */
export function problemOf(game: Game): SolverProblem {
	const model = modelOf(game.rules.game);
	if (!inMontanaSearch(model)) {
		throw new RangeError(
			`The Montana search does not play ${model.declaration.name}: solveGame gives it to the general search.`,
		);
	}
	const cells = new Uint8Array(model.cells);
	for (let position = 0; position < model.cells; position++) {
		cells[position] = game.cardAt(position) ?? NO_CARD;
	}
	const follower = Uint8Array.from(model.nextFace, (face) => (face === NONE ? NO_CARD : face));
	const openers = Array.from({ length: model.rows }, (_, row) =>
		Array.from(model.openers).filter((card) => opensRow(model, card, row, game.rules.fixedSuits)),
	);
	return {
		rows: model.rows,
		columns: model.columns,
		cells,
		cardLimit: CARD_COUNT,
		follower,
		openers,
		runLength: model.runMax,
	};
}

/** Whether playing `line` on a copy of `game`, through the engine's checked moves, wins it. */
export function replaysToWin(game: Game, line: readonly MoveView[]): boolean {
	const copy = game.clone();
	try {
		line.forEach((move) => copy.play(move.from, move.to));
	} catch {
		return false;
	}
	return copy.status() === 'won';
}

/**
 * Whether `game` can be won from its current position without a redeal; a winning line
 * is given as the engine's moves, to be played in order with `Game.play`. The general
 * search is one search, both exact and the one that finds wins: it runs unless only the
 * searches that find wins are asked for, which it leaves to the exact half. With a
 * `guide`, a line that won from a position near this one (before the player's last move),
 * a search along it goes first (lineRepair.ts).
 */
export function solveGame(game: Game, options: SolveOptions = {}, guide: readonly SolverMove[] = []): GameSolution {
	const model = modelOf(game.rules.game);
	const cells = Uint8Array.from(game.layout(), (card) => card ?? GAP);
	const result = repairFirst(model, game.rules.fixedSuits, cells, guide, options, (here) =>
		inMontanaSearch(model) ? solve(problemOf(game), here) : solveAnyGame(model, game.rules.fixedSuits, cells, here),
	);
	if (result.kind !== 'winnable') {
		return result;
	}
	const line = result.line.map(({ from, to }) => {
		const card = cells[from];
		cells[to] = card;
		cells[from] = GAP;
		return { card, from, to };
	});
	return { kind: 'winnable', line, stats: result.stats };
}
