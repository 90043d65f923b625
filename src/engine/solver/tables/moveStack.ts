/**
 * The moves a depth-first search still has to try at each depth, for the searches that play
 * on one board and take moves back (`depthFirst.ts`, `dive.ts`): `moves` holds (from, to)
 * pairs (and in `depthFirst.ts` a hop class's macros, `hopClass.ts`), a frame is a slice of it.
 */
import { grown } from './grown';

export class MoveStack {
	moves = new Uint8Array(1 << 16);
	/** Where each frame's next move to try is, where its moves end, and a number the search keeps with it (`push`). */
	next = new Int32Array(1 << 12);
	end = new Int32Array(1 << 12);
	mark = new Int32Array(1 << 12);
	depth = 0;

	get bytes(): number {
		return this.moves.byteLength + this.next.byteLength * 3;
	}

	/** Makes room for a frame of up to `most` bytes on top; returns the offset to write them at. */
	reserve(most: number): number {
		const offset = this.depth === 0 ? 0 : this.end[this.depth - 1];
		if (offset + most > this.moves.length) {
			this.moves = grown(this.moves, offset + most);
		}
		if (this.depth === this.next.length) {
			this.next = grown(this.next, this.depth + 1);
			this.end = grown(this.end, this.depth + 1);
			this.mark = grown(this.mark, this.depth + 1);
		}
		return offset;
	}

	/**
	 * Pushes the frame of the moves written from `offset` to `end`, with `mark`: the exact
	 * search keeps the board's depth in the frame's position, the dive the hops used to reach it.
	 */
	push(offset: number, end: number, mark: number): void {
		this.next[this.depth] = offset;
		this.end[this.depth] = end;
		this.mark[this.depth] = mark;
		this.depth++;
	}
}
