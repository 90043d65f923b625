/**
 * The dive's sleep sets, one step of a search at a time: a move tried from a position
 * sleeps after a sibling move it does not interact with, wakes after a move of its card's
 * follower or predecessor, and a move into the first column never sleeps.
 */
import * as assert from 'node:assert/strict';
import { cardCode } from '../../src/engine/cards';
import { Game } from '../../src/engine/game';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import { modelOf } from '../../src/engine/model';
import { PRESETS } from '../../src/engine/rules';
import { inMontanaSearch, problemOf } from '../../src/engine/solver/fromGame';
import { NO_CARD } from '../../src/engine/solver/problem';
import { SearchBoard } from '../../src/engine/solver/montana/searchBoard';
import { SleepSets } from '../../src/engine/solver/montana/sleepSets';
import { LAYOUTS, layoutFrom, movesOf } from './helpers';

/**
 * Two moves of clubs in sequence: the 4C into the gap after the 3C, and the 5C into the gap
 * after the 4C. Whichever goes first, the other card still has a move after it.
 */
const CLUBS_IN_SEQUENCE = `
	2C 3C -- -- 6C 7C 8C 9C TC JC QC KC KD
	2D 3D 4D 5D 6D 7D 8D 9D TD JD QD 4C --
	2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 5C
	2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --`;

/** `LAYOUTS.mixed` with a second first-column gap, beside the KD: any 2 may go to either. */
const TWO_FIRST_COLUMN_GAPS = `
	2H 3H 4H -- 6C 7C 8C 9C TC JC QC KC 5H
	-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S
	-- KD 2C 3C 4C 5C 6H 7H 8H 9H TH JH QH
	KH -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD`;

function boardOf(layout: string): SearchBoard {
	return new SearchBoard(problemOf(Game.fromLayout(layoutFrom(layout), PRESETS.oneDeal.rules, 1)));
}

/** A move as the card's code and the cell it goes to: "5H>3". */
function named(board: SearchBoard, [from, to]: [number, number]): string {
	return `${cardCode(board.cells[from])}>${to}`;
}

/**
 * From the board's position, a frame that tries `tried` and then plays `played` (moves
 * named as by `named`): the moves of the position reached, and those its frame keeps awake.
 */
function afterTrying(layout: string, tried: string, played: string): { moves: string[]; awake: string[] } {
	const board = boardOf(layout);
	const sleep = new SleepSets(board);
	const rootMoves = movesOf(board);
	const find = (name: string): [number, number] => {
		const move = rootMoves.find((candidate) => named(board, candidate) === name);
		assert.ok(move, `${name} is among ${rootMoves.map((candidate) => named(board, candidate)).join(' ')}`);
		return move;
	};
	const root = Uint8Array.from(rootMoves.flat());
	assert.equal(sleep.wake(0, root, 0, rootMoves.length), rootMoves.length, 'nothing sleeps at the start');
	const [triedFrom, triedTo] = find(tried);
	const [playedFrom, playedTo] = find(played);
	sleep.triedMove(0, triedFrom, triedTo);
	sleep.beforePlaying(0, playedFrom);
	board.play(playedFrom, playedTo);
	const childMoves = movesOf(board);
	const child = Uint8Array.from(childMoves.flat());
	const kept = sleep.wake(1, child, 0, childMoves.length);
	return {
		moves: childMoves.map((move) => named(board, move)),
		awake: Array.from({ length: kept }, (_, i) => named(board, [child[2 * i], child[2 * i + 1]])),
	};
}

describe('the sleep sets of the dive', () => {
	it('let a move tried sleep after a move that does not interact with it', () => {
		// The 5H goes after the 4H; the 2S fills the first-column gap of row 2.
		const { moves, awake } = afterTrying(LAYOUTS.mixed, '5H>3', '2S>13');
		assert.deepEqual(moves, ['5H>3'], 'the 5H can still move after the 2S');
		assert.deepEqual(awake, [], 'but that position was reached by trying the 5H first');
	});

	it("wake a move after a move of its card's follower, and of its predecessor", () => {
		const afterFollower = afterTrying(CLUBS_IN_SEQUENCE, '4C>2', '5C>25');
		assert.deepEqual(afterFollower.awake, afterFollower.moves);
		assert.deepEqual(afterFollower.moves, ['4C>2']);
		// The 4C moved, so the 5C goes somewhere else now: another move, as the card is the same.
		const afterPredecessor = afterTrying(CLUBS_IN_SEQUENCE, '5C>25', '4C>2');
		assert.deepEqual(afterPredecessor.awake, afterPredecessor.moves);
		assert.deepEqual(afterPredecessor.moves.sort(), ['5C>3', 'KD>24']);
	});

	it('never let a move into the first column sleep: a 2 may have several', () => {
		const { moves, awake } = afterTrying(TWO_FIRST_COLUMN_GAPS, '2C>13', '5H>3');
		assert.ok(moves.includes('2C>13') && moves.includes('2C>26'), moves.join(' '));
		assert.deepEqual(awake, moves);
	});

	it('take what every game of the Montana search has: nothing follows a gap, no 2 or ace follows a card', () => {
		const games = GAME_IDS.filter((id) => inMontanaSearch(modelOf(id)));
		assert.ok(games.length >= 5, games.join(', '));
		for (const id of games) {
			const board = new SearchBoard(problemOf(Game.deal(1, { ...GAMES[id].rules, maxRedeals: 0 })));
			assert.equal(board.follower[NO_CARD], NO_CARD, `${id}: a card follows a gap`);
			const openers = board.openers.flat();
			assert.ok(openers.length > 0, id);
			assert.deepEqual(
				openers.filter((card) => board.leader[card] !== NO_CARD).map(cardCode),
				[],
				`${id}: openers that follow a card`,
			);
		}
	});

	it("let nothing sleep in a search's first frame", () => {
		const board = boardOf(LAYOUTS.mixed);
		const sleep = new SleepSets(board);
		const moves = movesOf(board);
		const frame = Uint8Array.from(moves.flat());
		sleep.wake(0, frame, 0, moves.length);
		moves.forEach(([from, to]) => sleep.triedMove(0, from, to));
		sleep.beforePlaying(0, moves[moves.length - 1][0]);
		// The search starts again: a first frame has no siblings to sleep on.
		assert.equal(sleep.wake(0, frame, 0, moves.length), moves.length);
	});
});
