/**
 * The adapter from the engine's Game to the solver: the grid, the cards, the acceptance
 * rule (moves.ts: a gap takes the successor of its left neighbour, a first-column gap a
 * 2 that may open that row) and the home rule (a run from a 2); and the solver's answer
 * back in the engine's terms.
 */
import { CARD_COUNT, CELLS, COLUMNS, DEUCE, ROWS, SUITS, makeCard } from '../cards';
import { RUN_MAX } from '../board';
import type { Game } from '../game';
import { type MoveView, cardAfter, opensRow } from '../moves';
import { NO_CARD, type SolverProblem } from './problem';
import { type SolveOptions, type SolveStats, solve } from './solve';

export type GameSolution =
	| { readonly kind: 'winnable'; readonly line: readonly MoveView[]; readonly stats: SolveStats }
	| { readonly kind: 'lost'; readonly stats: SolveStats }
	| { readonly kind: 'unknown'; readonly reason: 'time' | 'memory' | 'cancelled'; readonly stats: SolveStats };

/** The position of `game` as the solver sees it, under the game's rules and without redeals. */
export function problemOf(game: Game): SolverProblem {
	const cells = new Uint8Array(CELLS);
	for (let position = 0; position < CELLS; position++) {
		cells[position] = game.cardAt(position) ?? NO_CARD;
	}
	const follower = Uint8Array.from({ length: 256 }, (_, value) => cardAfter(value) ?? NO_CARD);
	const openers = Array.from({ length: ROWS }, (_, row) =>
		SUITS.map((_, suit) => makeCard(suit, DEUCE)).filter((deuce) => opensRow(deuce, row, game.rules.fixedSuits)),
	);
	return { rows: ROWS, columns: COLUMNS, cells, cardLimit: CARD_COUNT, follower, openers, runLength: RUN_MAX };
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
 * is given as the engine's moves, to be played in order with `Game.play`.
 */
export function solveGame(game: Game, options: SolveOptions = {}): GameSolution {
	const result = solve(problemOf(game), options);
	if (result.kind !== 'winnable') {
		return result;
	}
	const cells = problemOf(game).cells;
	const line = result.line.map(({ from, to }) => {
		const card = cells[from];
		cells[to] = card;
		cells[from] = NO_CARD;
		return { card, from, to };
	});
	return { kind: 'winnable', line, stats: result.stats };
}
