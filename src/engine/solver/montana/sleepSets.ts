/**
 * Sleep sets (Godefroid) for the dive: a move already tried from a position need not be
 * tried again after a sibling move that does not interact with it, because both orders
 * reach the same position, and the position after the first one has been searched.
 *
 * Without them, most of the moves the dive tries reach a position it has seen: the same
 * moves of gaps that do not interact, played in another order. With them it tries about
 * half as many moves. Those cost little (a look in its table), so it reaches new positions
 * about as fast as before; but the sprint's dives, cut after so many moves tried, each
 * reach about twice as many, and win a few deals more (docs/solver-measurements.md, "Sleep
 * sets in the dive").
 *
 * The moves that may sleep are those outside the first column. In every game of the
 * Montana search nothing follows a gap and no opener follows a card, so each card has at
 * most one such move, into the cell right of its predecessor: a set of them is a set of
 * cards. Two such moves interact only when their cards are neighbours in sequence
 * (`persistentSet.ts`): moving a card away disables its follower's move into the cell
 * after it, and moving a card's predecessor changes where it goes. The moves into
 * first-column gaps never sleep: an opener may have several, and they compete.
 *
 * The dive also remembers positions: a sibling move to a position seen before sleeps too.
 * When that position is an ancestor still being searched, a position may be missed; the
 * dive only finds wins, and a missed position can hide a win but never invent one.
 */
import { NO_CARD as NO_CARD_EXPORT } from '../problem';
import type { SearchBoard } from './searchBoard';
import { grown } from '../tables/grown';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;

export class SleepSets {
	/** Cards are sets of bits in this many 32-bit words: enough for the highest card on the board. */
	private readonly words: number;
	/** For each frame of the search's stack, `words` words a frame: the cards asleep in it, and the cards it has tried. */
	private asleep: Int32Array;
	private tried: Int32Array;
	/** The cards asleep in the next frame pushed, unless it is a first frame (`wake`). */
	private readonly next: Int32Array;

	constructor(private readonly board: SearchBoard) {
		const highest = Math.max(0, ...board.cells.filter((card) => card !== NO_CARD));
		this.words = (highest >>> 5) + 1;
		this.asleep = new Int32Array(this.words << 10);
		this.tried = new Int32Array(this.words << 10);
		this.next = new Int32Array(this.words);
	}

	/**
	 * Opens the frame at `depth`, about to be pushed with the `count` (from, to) pairs at
	 * `moves[offset..]`: keeps only the moves that are awake, in order, and returns how many.
	 * A frame at depth 0 starts a search (a sprint's dive, the ladder, a rung): it has no
	 * siblings, so nothing sleeps in it.
	 */
	wake(depth: number, moves: Uint8Array, offset: number, count: number): number {
		const { words, next } = this;
		if (depth === 0) {
			next.fill(0);
		}
		const at = depth * words;
		if (at + words > this.asleep.length) {
			this.asleep = grown(this.asleep, at + words);
			this.tried = grown(this.tried, at + words);
		}
		let any = 0;
		for (let w = 0; w < words; w++) {
			this.asleep[at + w] = next[w];
			this.tried[at + w] = 0;
			any |= next[w];
		}
		if (any === 0) {
			return count;
		}
		const { cells } = this.board;
		let kept = 0;
		for (let i = 0; i < count; i++) {
			const from = moves[offset + 2 * i];
			const to = moves[offset + 2 * i + 1];
			const card = cells[from];
			if ((next[card >>> 5] & (1 << (card & 31))) !== 0) {
				continue;
			}
			moves[offset + 2 * kept] = from;
			moves[offset + 2 * kept + 1] = to;
			kept++;
		}
		return kept;
	}

	/**
	 * The frame at `depth` is about to play the card at `from`: the frame of the position
	 * it reaches sleeps on what this one sleeps on and has tried, but the card's neighbours
	 * in sequence.
	 */
	beforePlaying(depth: number, from: number): void {
		const { words, next, asleep, tried } = this;
		const at = depth * words;
		for (let w = 0; w < words; w++) {
			next[w] = asleep[at + w] | tried[at + w];
		}
		const card = this.board.cells[from];
		this.wakeCard(this.board.follower[card]);
		this.wakeCard(this.board.leader[card]);
	}

	/** The frame at `depth` has tried moving the card at `from` into `to`: unless `to` starts a row, it may sleep after the frame's later moves. */
	triedMove(depth: number, from: number, to: number): void {
		if (to % this.board.columns !== 0) {
			const card = this.board.cells[from];
			this.tried[depth * this.words + (card >>> 5)] |= 1 << (card & 31);
		}
	}

	private wakeCard(card: number): void {
		if (card !== NO_CARD && card >>> 5 < this.words) {
			this.next[card >>> 5] &= ~(1 << (card & 31));
		}
	}
}
