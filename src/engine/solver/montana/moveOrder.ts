/**
 * Which move the search tries first. Ordering never changes an answer, only how soon a
 * win is found: moves that bring cards home first, then moves that leave a gap a card
 * can still fill, and last the moves that pull a 2 out of a home run.
 */
import { NO_CARD as NO_CARD_EXPORT } from '../problem';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;
import type { SearchBoard } from './searchBoard';

const HOME_CARD = 1000;
const BREAKS_HOME = -100_000;
const OPENS_FIRST_COLUMN = 50;
const LEAVES_DEAD_GAP = -50;

const scores = new Int32Array(256);

/**
 * A seeded shake of the order: adds to each move's score a random amount below `amount`, so
 * that moves scored alike, or nearly, come in another order, and the same seed gives the same.
 */
export class Shake {
	private state: number;

	constructor(
		seed: number,
		private readonly amount: number,
	) {
		// xorshift32 needs a state other than zero.
		this.state = (Math.imul(seed, 0x9e3779b1) | 1) >>> 0;
	}

	next(): number {
		let x = this.state;
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		this.state = x >>> 0;
		return Math.floor((this.state / 0x1_0000_0000) * this.amount);
	}
}

/** Sorts the `count` (from, to) pairs at `moves[offset..]` best first, shaken if `shake` is given; returns `count`. */
export function orderMoves(
	board: SearchBoard,
	moves: Uint8Array,
	offset: number,
	count: number,
	shake?: Shake,
): number {
	for (let i = 0; i < count; i++) {
		scores[i] = score(board, moves[offset + 2 * i], moves[offset + 2 * i + 1]) + (shake ? shake.next() : 0);
	}
	for (let i = 1; i < count; i++) {
		const score = scores[i];
		const from = moves[offset + 2 * i];
		const to = moves[offset + 2 * i + 1];
		let j = i;
		while (j > 0 && scores[j - 1] < score) {
			scores[j] = scores[j - 1];
			moves[offset + 2 * j] = moves[offset + 2 * j - 2];
			moves[offset + 2 * j + 1] = moves[offset + 2 * j - 1];
			j--;
		}
		scores[j] = score;
		moves[offset + 2 * j] = from;
		moves[offset + 2 * j + 1] = to;
	}
	return count;
}

function score(board: SearchBoard, from: number, to: number): number {
	const { cells, columns, follower } = board;
	let total = 0;
	const toRow = (to / columns) | 0;
	if (to - toRow * columns === board.home[toRow]) {
		// The card goes home, and so do the cards already following it in order.
		let card = cells[from];
		let cell = to;
		do {
			total += HOME_CARD;
			card = follower[card];
			cell++;
		} while (cell < (toRow + 1) * columns && card !== NO_CARD && cells[cell] === card);
	}
	if (board.isHome(from)) {
		total += BREAKS_HOME;
	}
	// The cell on the left of the one vacated holds the moving card itself when it moves one step left.
	if (from % columns === 0) {
		total += OPENS_FIRST_COLUMN;
	} else if (follower[from - 1 === to ? cells[from] : cells[from - 1]] === NO_CARD) {
		total += LEAVES_DEAD_GAP;
	}
	return total;
}
