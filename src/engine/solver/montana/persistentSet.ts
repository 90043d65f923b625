/**
 * Partial-order reduction: in each position the search need only try the moves of a
 * persistent set (Godefroid; a stubborn set in Valmari's terms), because a won position
 * is a deadlock (no move is left in it) and persistent sets keep every reachable
 * deadlock reachable. This is how the moves of gaps that do not interact are not tried
 * in every order (Helmstetter and Cazenave's observation on Gaps).
 *
 * Moves are grouped by card: a card other than an opener (a 2) has one move, into the
 * cell right of its predecessor, when that cell is a gap. Two such moves can only
 * interfere when their cards are neighbours in sequence (moving x away disables x + 1
 * into the cell after x; moving x - 1 away disables x), so the dependency relation is
 * "neighbours in sequence". The openers, which compete for first-column gaps, form one
 * group. A set is closed when
 * - every enabled member's dependents are members, and
 * - every disabled member has a necessary enabling set among the members: x can only
 *   become playable once its predecessor moves or the card right of the predecessor
 *   moves away; an opener only once a first-column cell is vacated.
 * The enabled moves of a closed set are persistent. Each enabled card is tried as the
 * seed and the smallest set wins.
 */
import { NO_CARD as NO_CARD_EXPORT } from '../problem';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;
import type { SearchBoard } from './searchBoard';

export class PersistentSets {
	private readonly isOpener = new Uint8Array(256);
	private readonly openerCards: readonly number[];
	private readonly stamp = new Int32Array(256);
	private generation = 0;
	private openersIn = false;
	private readonly work = new Uint8Array(256);
	private workCount = 0;
	/** While reducing: how many of the moves each card makes, and how many the openers make. */
	private readonly movesOf = new Int32Array(256);
	private openerMoves = 0;
	/** The moves in the set being closed so far (never fewer than the true count), and when to give up on it. */
	private size = 0;
	private limit = 0;

	constructor(
		private readonly board: SearchBoard,
		/** Cards that may still move (`Movability`); a card that never moves neither disables nor enables anything. */
		private readonly movable: Uint8Array,
	) {
		this.openerCards = [...new Set(board.openers.flat())];
		this.openerCards.forEach((card) => (this.isOpener[card] = 1));
	}

	/**
	 * Keeps, among the `count` (from, to) pairs at `moves[offset..]`, only those of the
	 * smallest persistent set found, in their order; returns how many are kept.
	 */
	reduce(moves: Uint8Array, offset: number, count: number): number {
		if (count <= 1) {
			return count;
		}
		const cells = this.board.cells;
		this.openerMoves = 0;
		for (let i = 0; i < count; i++) {
			const card = cells[moves[offset + 2 * i]];
			this.movesOf[card]++;
			this.openerMoves += this.isOpener[card];
		}
		let bestSize = count;
		let bestSeed = NO_CARD;
		let triedOpeners = false;
		for (let i = 0; i < count && bestSize > 1; i++) {
			const seed = cells[moves[offset + 2 * i]];
			if (this.isOpener[seed]) {
				if (triedOpeners) {
					continue;
				}
				triedOpeners = true;
			}
			// A set that already holds as many moves as the best one is dropped half-grown.
			if (!this.close(seed, bestSize)) {
				continue;
			}
			let size = 0;
			for (let j = 0; j < count; j++) {
				if (this.contains(cells[moves[offset + 2 * j]])) {
					size++;
				}
			}
			// A set without its own seed's move would prune every move: never take one.
			if (size > 0 && size < bestSize) {
				bestSize = size;
				bestSeed = seed;
			}
		}
		for (let i = 0; i < count; i++) {
			this.movesOf[cells[moves[offset + 2 * i]]] = 0;
		}
		if (bestSeed === NO_CARD) {
			return count;
		}
		this.close(bestSeed, Infinity);
		let kept = 0;
		for (let j = 0; j < count; j++) {
			if (this.contains(cells[moves[offset + 2 * j]])) {
				moves[offset + 2 * kept] = moves[offset + 2 * j];
				moves[offset + 2 * kept + 1] = moves[offset + 2 * j + 1];
				kept++;
			}
		}
		return kept;
	}

	private contains(card: number): boolean {
		return this.stamp[card] === this.generation || (this.openersIn && this.isOpener[card] === 1);
	}

	/**
	 * The closed set grown from `seed`: members are stamped with the new generation.
	 * Returns false, the set left half-grown, as soon as it holds `limit` moves or more.
	 */
	private close(seed: number, limit: number): boolean {
		this.generation++;
		this.openersIn = false;
		this.workCount = 0;
		this.size = 0;
		this.limit = limit;
		this.add(seed);
		const { cells, where, columns, follower, leader: leaderOf } = this.board;
		while (this.workCount > 0) {
			if (this.size >= this.limit) {
				return false;
			}
			const card = this.work[--this.workCount];
			const leader = leaderOf[card];
			const leaderAt = leader === NO_CARD ? NO_CARD : where[leader];
			if (leaderAt === NO_CARD) {
				// No predecessor on the board: the card moves only as an opener, if at all.
				continue;
			}
			this.add(leader);
			const lastColumn = leaderAt % columns === columns - 1;
			if (!lastColumn) {
				const right = cells[leaderAt + 1];
				if (right === NO_CARD) {
					// Playable now: the card after it depends on it staying put.
					if (follower[card] !== NO_CARD) {
						this.add(follower[card]);
					}
				} else if (right !== card) {
					this.add(right);
				}
			}
		}
		return this.size < this.limit;
	}

	private add(card: number): void {
		if (this.movable[card] === 0) {
			return;
		}
		if (this.isOpener[card]) {
			if (!this.openersIn) {
				this.openersIn = true;
				this.size += this.openerMoves;
				this.addOpenerGroup();
			}
			// An opener may also have a predecessor on the board in some games: fall through to that rule.
			if (this.board.leader[card] === NO_CARD) {
				return;
			}
		}
		if (this.stamp[card] !== this.generation) {
			this.stamp[card] = this.generation;
			this.size += this.movesOf[card];
			this.work[this.workCount++] = card;
		}
	}

	/**
	 * The openers' group: each opener's follower depends on it, and a first-column cell
	 * that holds a card must be vacated before an opener can go there.
	 */
	private addOpenerGroup(): void {
		const { cells, where, columns, rows, follower } = this.board;
		for (const opener of this.openerCards) {
			if (where[opener] !== NO_CARD && follower[opener] !== NO_CARD) {
				this.add(follower[opener]);
			}
		}
		for (let row = 0; row < rows; row++) {
			const first = cells[row * columns];
			if (first !== NO_CARD) {
				this.add(first);
			}
		}
	}
}
