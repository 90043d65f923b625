/**
 * The engine's own board (board.ts, moves.ts) as the beams (`beam.ts`) play on it, for
 * the games the Montana search does not take: the moves are the engine's legal moves,
 * so no game's rule is restated here, and a position is known by the hashes of its
 * canonical form (canonicalPosition.ts), as the general search stores it. The beams
 * mark a gap they make with the solver's `NO_CARD`, the same byte as the engine's `GAP`.
 */
import { Board } from '../../board';
import type { GameModel } from '../../model';
import { MAX_MOVES, collectMoves } from '../../moves';
import type { BeamBoard } from '../montana/beam';
import { CanonicalPacker } from './canonicalPosition';

/** Seeds the second hash, so that it is independent of the first. */
const SECOND_SEED = 0x5bd1e995;

export class AnyGameBoard implements BeamBoard {
	readonly homeGoal: number;
	readonly maxMoves = MAX_MOVES;
	/** What `hash()` and `secondHash()` give after the move `peek` was given, as `SearchBoard.peek` leaves them. */
	peekedHash = 0;
	peekedSecondHash = 0;
	private readonly board: Board;
	private readonly packer: CanonicalPacker;
	private readonly packed: Uint32Array;
	/** Whether `packed` holds the position on the board. */
	private packedNow = false;
	/** Each move played: from, to and the cards home before it, for `undo`. */
	private readonly played: number[] = [];
	private readonly collected = new Uint8Array(2 * MAX_MOVES);

	constructor(model: GameModel, fixedSuits: boolean, layout: Uint8Array) {
		this.board = new Board(model, fixedSuits, layout);
		this.packer = new CanonicalPacker(model, fixedSuits);
		this.packed = new Uint32Array(this.packer.words);
		this.homeGoal = model.homeMax;
	}

	get cells(): Uint8Array {
		return this.board.cells;
	}

	get homeCount(): number {
		return this.board.homeCount;
	}

	isWon(): boolean {
		return this.board.homeCount === this.homeGoal;
	}

	load(cells: Uint8Array): void {
		this.board.load(cells);
		this.played.length = 0;
		this.packedNow = false;
	}

	collectMoves(out: Uint8Array, offset: number): number {
		const count = collectMoves(this.board, this.collected);
		out.set(this.collected.subarray(0, 2 * count), offset);
		return count;
	}

	play(from: number, to: number): void {
		this.played.push(from, to, this.board.move(from, to));
		this.packedNow = false;
	}

	undo(): void {
		const homesBefore = this.played.pop()!;
		const to = this.played.pop()!;
		const from = this.played.pop()!;
		this.board.moveBack(from, to, homesBefore);
		this.packedNow = false;
	}

	/**
	 * Leaves in `peekedHash` and `peekedSecondHash` the hashes of the position after moving
	 * the card at `from` to `to`. A canonical form is packed from the whole board, so this
	 * plays the move and takes it back, where `SearchBoard` works the hashes out from the
	 * two rows a move changes.
	 */
	peek(from: number, to: number): void {
		this.play(from, to);
		this.peekedHash = this.hash();
		this.peekedSecondHash = this.secondHash();
		this.undo();
	}

	hash(): number {
		return this.packer.hash(this.packedPosition());
	}

	secondHash(): number {
		return this.packer.hash(this.packedPosition(), SECOND_SEED);
	}

	private packedPosition(): Uint32Array {
		if (!this.packedNow) {
			this.packer.pack(this.board.cells, this.packed);
			this.packedNow = true;
		}
		return this.packed;
	}
}
