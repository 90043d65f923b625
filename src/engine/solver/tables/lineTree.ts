/**
 * Lines of moves from one position, kept as a tree of (parent, move) nodes: lines that
 * begin alike share their first nodes, so each line costs a node for each move of its own.
 * The dive's ladder keeps here the lines to the positions it must come back to, marked.
 */
import type { SearchBoard } from '../montana/searchBoard';
import { firstCapacity, grown } from './grown';

const FIRST_CAPACITY = 1 << 16;
/** Bytes a node takes: its parent, its move and its mark. */
const NODE_BYTES = 4 + 2 + 1;

export class LineTree {
	/** The node of the empty line: the position the tree starts from. */
	static readonly ROOT = 0;

	private parents: Int32Array;
	/** Each node's last move, (from, to) as `from | to << 8`. */
	private moves: Uint16Array;
	private marks: Uint8Array;
	private count = 1;
	/** The moves of the line the board stands at the end of, as `goTo` left it. */
	private readonly played: number[] = [];
	private readonly wanted: number[] = [];

	constructor(private readonly byteBudget: number) {
		const capacity = firstCapacity(FIRST_CAPACITY, NODE_BYTES, byteBudget);
		this.parents = new Int32Array(capacity);
		this.moves = new Uint16Array(capacity);
		this.marks = new Uint8Array(capacity);
		this.parents[LineTree.ROOT] = -1;
	}

	get size(): number {
		return this.count;
	}

	get bytes(): number {
		return this.parents.length * NODE_BYTES;
	}

	/** The node of `parent`'s line and then the move (from, to); -1 when the budget allows no more nodes. */
	add(parent: number, from: number, to: number): number {
		if (this.count === this.parents.length && !this.grow()) {
			return -1;
		}
		this.parents[this.count] = parent;
		this.moves[this.count] = from | (to << 8);
		return this.count++;
	}

	mark(node: number): void {
		this.marks[node] = 1;
	}

	isMarked(node: number): boolean {
		return this.marks[node] === 1;
	}

	/**
	 * Takes back and plays moves until `board` stands at the end of `node`'s line. The board
	 * must stand where the last `goTo` left it (at the root before the first): only the moves
	 * where the two lines part are taken back.
	 */
	goTo(board: SearchBoard, node: number): void {
		const { played, wanted } = this;
		wanted.length = 0;
		for (let at = node; at !== LineTree.ROOT; at = this.parents[at]) {
			wanted.push(this.moves[at]);
		}
		wanted.reverse();
		let shared = 0;
		while (shared < played.length && shared < wanted.length && played[shared] === wanted[shared]) {
			shared++;
		}
		for (; played.length > shared; played.pop()) {
			board.undo();
		}
		for (let i = shared; i < wanted.length; i++) {
			board.play(wanted[i] & 0xff, wanted[i] >> 8);
			played.push(wanted[i]);
		}
	}

	/** Doubles the arrays when the budget allows it. */
	private grow(): boolean {
		const capacity = 2 * this.parents.length;
		if (capacity * NODE_BYTES > this.byteBudget) {
			return false;
		}
		this.parents = grown(this.parents, capacity);
		this.moves = grown(this.moves, capacity);
		this.marks = grown(this.marks, capacity);
		return true;
	}
}
