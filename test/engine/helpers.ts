/** Montana layouts written the way a person reads them: four rows of card codes, `--` for a gap. */
import { type Card, GAP, cardCode, parseCardCode } from '../../src/engine/cards';
import * as assert from 'node:assert/strict';
import type { Game } from '../../src/engine/game';
import type { SolverMove } from '../../src/engine/solver/problem';
import type { BeamBoard } from '../../src/engine/solver/montana/beam';
import { AnyGameBoard } from '../../src/engine/solver/general/anyGameBoard';
import { modelOf } from '../../src/engine/model';

/** Montana's board: the layouts below are its. */
const MONTANA = modelOf('montana');

export function layoutFrom(text: string): (Card | null)[] {
	const codes = text.trim().split(/\s+/);
	return codes.map((code) => {
		if (code === '--') {
			return null;
		}
		const card = parseCardCode(code);
		if (card === null) {
			throw new Error(`not a card code: ${code}`);
		}
		return card;
	});
}

export function showLayout(layout: readonly (Card | null)[]): string {
	const rows: string[] = [];
	for (let start = 0; start < layout.length; start += MONTANA.columns) {
		rows.push(
			layout
				.slice(start, start + MONTANA.columns)
				.map((card) => (card === null ? '--' : cardCode(card)))
				.join(' '),
		);
	}
	return rows.join('\n');
}

export function show(game: Game): string {
	return showLayout(game.layout());
}

export function card(code: string): Card {
	const parsed = parseCardCode(code);
	if (parsed === null) {
		throw new Error(`not a card code: ${code}`);
	}
	return parsed;
}

/** Montana's cell at row and column counted from 1, as the help texts and the `.gam` format count them. */
export function at(row: number, column: number): number {
	return (row - 1) * MONTANA.columns + column - 1;
}

/** Every rule test starts from one of these. */
export const LAYOUTS = {
	/** Row 1 home 2H 3H 4H with a gap for the 5H; a first-column gap in row 2; two gaps after Kings. */
	mixed: `
		2H 3H 4H -- 6C 7C 8C 9C TC JC QC KC 5H
		-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S
		KD -- 2C 3C 4C 5C 6H 7H 8H 9H TH JH QH
		KH -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD`,
	/** Every gap after a King or another gap: no move left. */
	stuck: `
		2H 3H 4H KC -- 7C 8C 9C TC JC QC 6C 5H
		QS 3S 4S 5S 6S 7S 8S 9S TS JS 2S KS --
		KD -- 2C 3C 4C 5C 6H 7H 8H 9H TH JH QH
		KH -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD`,
	/** Won. */
	won: `
		2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
		2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
		2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
		2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --`,
	/**
	 * Lost with moves left: the JS can still go home, but the KD stands in the QD's cell and
	 * the QD at the end of the row, and neither can ever move (no 2 can leave its first
	 * column, there being no first-column gap), so row 2 can never be finished.
	 */
	deadEnd: `
		2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
		2D 3D 4D 5D 6D 7D 8D 9D TD JD KD -- QD
		2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
		2S 3S 4S 5S 6S 7S 8S 9S TS -- QS KS JS`,
	/** One move from the win: the KS goes left. */
	almostWon: `
		2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
		2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
		2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
		2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS`,
	/**
	 * Lost without a redeal, 39 cards home. The one-ply hint brings the JD and QD home at
	 * once (2 cards), but after that no line keeps more than 43; moving the QS out of the
	 * way first leads to 46. Found by a search over random near-finished positions.
	 */
	greedyTrap: `
		2C 3C 4C 5C 6C 7C 8C 9C TC JC KD JS KC
		2D 3D 4D 5D 6D 7D 8D 9D TD -- QD QC KH
		2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KS --
		2S 3S 4S 5S 6S 7S 8S 9S TS QS JD -- --`,
	/** 38 cards home; the one move left, the 6S after the 5S, leaves a gap after the KS and brings nothing home. */
	nothingToGain: `
		2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
		2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
		2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
		2S 3S 5S -- 7S 8S 9S TS JS QS KS 6S 4S`,
} as const;

/** The solver's (from, to) line as the engine's moves, card by card. */
export function engineLine(game: Game, line: readonly SolverMove[]): { card: number; from: number; to: number }[] {
	const copy = game.clone();
	return line.map(({ from, to }) => {
		const card = copy.cardAt(from);
		assert.notEqual(card, null, `move ${from} -> ${to} takes a card`);
		copy.play(from, to);
		return { card: card!, from, to };
	});
}

/** The general search's board for `game`'s position. */
export function anyGameBoardOf(game: Game): AnyGameBoard {
	return new AnyGameBoard(
		modelOf(game.rules.game),
		game.rules.fixedSuits,
		Uint8Array.from(game.layout(), (card) => card ?? GAP),
	);
}

/** The legal moves of a solver board's position, as (from, to) pairs. */
export function movesOf(board: Pick<BeamBoard, 'maxMoves' | 'collectMoves'>): [number, number][] {
	const out = new Uint8Array(2 * board.maxMoves);
	const count = board.collectMoves(out, 0);
	return Array.from({ length: count }, (_, i) => [out[2 * i], out[2 * i + 1]]);
}
