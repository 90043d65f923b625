/**
 * Which cards could ever move again, and the proof of a lost position that follows.
 *
 * A card other than an opener moves only into the cell right of its predecessor, so it
 * can move some day only if that predecessor can move, or the cell right of it is a gap
 * or holds a card that can move. An opener needs a first-column cell that is a gap or
 * holds a card that can move. The least set closed under these rules contains every
 * card that will ever move (the first card to move outside it would contradict the
 * rules), so every other card is frozen where it lies.
 *
 * A frozen card must already stand where the won position needs it: in a column equal
 * to its place in its suit's run, in a row whose run starts with its own opener, and not
 * in a cell that must end up empty. Otherwise the position is lost, whatever is played.
 */
import { NO_CARD as NO_CARD_EXPORT } from './problem';
import type { SearchBoard } from './searchBoard';

/** A module-local copy: an imported binding is read through a getter in some module loaders, too slow for the hot path. */
const NO_CARD: number = NO_CARD_EXPORT;

export class Movability {
	/** `movable[card]` is 1 when the card may still move. */
	readonly movable = new Uint8Array(256);
	private readonly work = new Uint8Array(256);
	private workCount = 0;
	/** Place of each card in its run from an opener (the opener is 0), or NO_CARD. */
	private readonly depth = new Uint8Array(256).fill(NO_CARD);
	/** The opener each card's run starts from. */
	private readonly root = new Uint8Array(256).fill(NO_CARD);
	/** The suit (root) each row must hold in the won position, while checking; NO_CARD when open. */
	private readonly rowRoot: Uint8Array;
	private readonly rootRow = new Uint8Array(256);
	/** Whether every cell past the runs is empty in the won position. */
	private readonly tailEmpty: boolean;
	/** Per row: whether its openers and their followers are every card, so that a gap in its first column frees them all. */
	private readonly freesAll: Uint8Array;
	/** Whether the last `update` found every card movable. */
	private allMovable = false;

	constructor(private readonly board: SearchBoard) {
		for (const opener of new Set(board.openers.flat())) {
			let card = opener;
			for (let place = 0; card !== NO_CARD && place < board.runLength; place++) {
				this.depth[card] = place;
				this.root[card] = opener;
				card = board.follower[card];
			}
		}
		this.rowRoot = new Uint8Array(board.rows);
		const cards = board.cells.filter((value) => value !== NO_CARD).length;
		this.freesAll = Uint8Array.from(board.openers, (openers) => {
			let reached = 0;
			for (const opener of openers) {
				for (let card = opener; card !== NO_CARD && board.where[card] !== NO_CARD; card = board.follower[card]) {
					reached++;
				}
			}
			return reached === cards ? 1 : 0;
		});
		this.tailEmpty = board.gaps.length === board.rows * (board.columns - board.runLength);
	}

	/**
	 * Recomputes `movable` for the board's position: the cards that can move now, then,
	 * as each card is found movable, the cards that its moving would free: its follower,
	 * the card that follows the one on its left, and, in the first column, the openers.
	 * A gap in the first column of a row that every opener may open marks every card so:
	 * that case is answered at once.
	 */
	update(): void {
		const { where, gaps, follower, columns, cells } = this.board;
		const movable = this.movable;
		movable.fill(0);
		for (let i = 0; i < gaps.length; i++) {
			if (gaps[i] % columns === 0 && this.freesAll[(gaps[i] / columns) | 0] === 1) {
				for (let cell = 0; cell < cells.length; cell++) {
					if (cells[cell] !== NO_CARD) {
						movable[cells[cell]] = 1;
					}
				}
				this.allMovable = true;
				return;
			}
		}
		this.allMovable = false;
		this.workCount = 0;
		for (let i = 0; i < gaps.length; i++) {
			this.freeCell(gaps[i]);
		}
		while (this.workCount > 0) {
			const card = this.work[--this.workCount];
			this.mark(follower[card]);
			this.freeCell(where[card]);
		}
	}

	/** The cell may become (or is) a gap: whatever may fill it may move. */
	private freeCell(cell: number): void {
		const { cells, columns, openers, follower } = this.board;
		const column = cell % columns;
		if (column === 0) {
			const rowOpeners = openers[(cell / columns) | 0];
			for (let i = 0; i < rowOpeners.length; i++) {
				this.mark(rowOpeners[i]);
			}
		} else {
			const left = cells[cell - 1];
			if (left !== NO_CARD) {
				this.mark(follower[left]);
			}
		}
	}

	private mark(card: number): void {
		if (card !== NO_CARD && this.movable[card] === 0 && this.board.where[card] !== NO_CARD) {
			this.movable[card] = 1;
			this.work[this.workCount++] = card;
		}
	}

	/** After `update`: is the position lost because a frozen card is out of place? */
	frozenOutOfPlace(): boolean {
		if (this.allMovable) {
			return false;
		}
		const { cells, columns, runLength } = this.board;
		this.rowRoot.fill(NO_CARD);
		this.rootRow.fill(NO_CARD);
		for (let cell = 0; cell < cells.length; cell++) {
			const card = cells[cell];
			if (card === NO_CARD || this.movable[card] === 1) {
				continue;
			}
			const column = cell % columns;
			if (column >= runLength) {
				if (this.tailEmpty) {
					return true;
				}
				continue;
			}
			if (this.depth[card] !== column) {
				return true;
			}
			const row = (cell / columns) | 0;
			const root = this.root[card];
			if (!this.board.fits(root, row * columns)) {
				return true;
			}
			if (this.rowRoot[row] === NO_CARD && this.rootRow[root] === NO_CARD) {
				this.rowRoot[row] = root;
				this.rootRow[root] = row;
			} else if (this.rowRoot[row] !== root || this.rootRow[root] !== row) {
				return true;
			}
		}
		return false;
	}
}
