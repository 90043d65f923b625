/**
 * Positions a few moves from a win, in any game of the family, for the solver's tests:
 * the same positions on every run.
 */
import { CARD_COUNT } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import type { GameId } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import type { RuleOptions } from '../../src/engine/rules';

/** xorshift32: the same positions on every run. */
export function dice(seed: number): (below: number) => number {
	let state = seed;
	return (below) => {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		return (state >>> 0) % below;
	};
}

/** A won layout of `game`: row r holds suit r mod 4's run (the second deck's from row 5 on), its gap last. */
export function wonLayout(game: GameId): (number | null)[] {
	const model = modelOf(game);
	return Array.from({ length: model.cells }, (_, position) => {
		const row = model.rowAt[position];
		const column = model.columnAt[position];
		const deck = row >= 4 ? CARD_COUNT : 0;
		return column < model.runMax ? model.faceAt(row % 4, column) + deck : null;
	});
}

/** The first column's cells and the won Montana layout's gaps: shuffled in, they put 2s and gaps anywhere. */
export const FIRST_COLUMN_AND_GAPS: readonly number[] = [0, 13, 26, 39, 12, 25, 38, 51];

/**
 * The won layout with the contents of `cells` random cells shuffled among themselves,
 * and of the cells `always` with them.
 */
export function scrambled(
	game: GameId,
	roll: (below: number) => number,
	cells: number,
	always: readonly number[] = [],
): (number | null)[] {
	const layout = wonLayout(game);
	const chosen = new Set<number>(always);
	while (chosen.size < always.length + cells) {
		chosen.add(roll(layout.length));
	}
	const positions = [...chosen];
	const contents = positions.map((position) => layout[position]);
	for (let i = contents.length - 1; i > 0; i--) {
		const j = roll(i + 1);
		[contents[i], contents[j]] = [contents[j], contents[i]];
	}
	positions.forEach((position, i) => (layout[position] = contents[i]));
	return layout;
}

/**
 * The won layout after `steps` moves played backwards: each a card moved into a gap from
 * where the engine would move it straight back, so the position is winnable in `steps`
 * moves at most.
 */
export function playedBack(rules: RuleOptions, roll: (below: number) => number, steps: number): Game {
	let layout = wonLayout(rules.game);
	for (let done = 0; done < steps;) {
		const gaps = layout.flatMap((card, position) => (card === null ? [position] : []));
		const from = roll(layout.length);
		const to = gaps[roll(gaps.length)];
		if (layout[from] === null) {
			continue;
		}
		const trial = layout.slice();
		[trial[from], trial[to]] = [null, layout[from]];
		const back = Game.fromLayout(trial, rules, 1).legalMoves();
		if (back.some((move) => move.from === to && move.to === from)) {
			layout = trial;
			done++;
		}
	}
	return Game.fromLayout(layout, rules, 1);
}
