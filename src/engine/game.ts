/**
 * A game: the board plus its history. Moves and redeals are recorded in one list with
 * a cursor, so undo and redo are exact and cheap, counters follow the cursor, and a
 * recorded game can be stepped through (`seek`). Redeals draw their shuffle from the
 * game number and their index (deal.ts), so undoing a redeal and redealing again gives
 * the same layout.
 */
import { type Card, type Position, GAP, cardName, rankOf, rankPlural } from './cards';
import { Board, layoutOf, whyNotLayout } from './board';
import { firstDeal, redealLayout } from './deal';
import { IllegalMoveError, InvalidDealError, InvalidStepError } from './errors';
import type { GameDeclaration } from './games';
import { type GameModel, modelOf } from './model';
import {
	type GapView,
	type MoveAttempt,
	type MoveView,
	MAX_MOVES,
	accepts,
	collectMoves,
	gapView,
	targetsFor,
	whyNoFill,
	whyNoTarget,
	whyNotInto,
} from './moves';
import { MAX_GAME_NUMBER, isGameNumber } from './random';
import type { RuleOptions } from './rules';

export type GameStatus = 'playing' | 'stuck' | 'won';

export type Action =
	| { readonly kind: 'move'; readonly card: Card; readonly from: Position; readonly to: Position }
	| { readonly kind: 'redeal' };

/**
 * History entries are integers: a move is `homes << 21 | card << 14 | from << 7 | to`,
 * where `homes` is what `Board.move` returned (both rows' home runs before the move,
 * so that undoing it restores them without walking the rows); a redeal is this.
 */
const REDEAL = -1;
/** Positions run up to 8 x 14 = 112 cells, cards up to 103. */
const POSITION_BITS = 7;
const POSITION_MASK = (1 << POSITION_BITS) - 1;
const CARD_SHIFT = 2 * POSITION_BITS;
const HOMES_SHIFT = 3 * POSITION_BITS;

interface RedealSnapshot {
	readonly before: Uint8Array;
	readonly after: Uint8Array;
}

export class Game {
	private readonly board: Board;
	private readonly model: GameModel;
	private history = new Int32Array(256);
	/** Entries done; those from `done` to `recorded` can be redone. */
	private done = 0;
	private recorded = 0;
	/** The layouts around each redeal of the current history, by redeal number - 1. */
	private snapshots: RedealSnapshot[] = [];
	private moveCount = 0;
	private redealCount = 0;
	private readonly scratch = new Uint8Array(2 * MAX_MOVES);

	private constructor(
		/** Also seeds the redeals of a game started from a layout. */
		readonly gameNumber: number,
		readonly rules: RuleOptions,
		private readonly start: Uint8Array,
		/** Started from an explicit layout rather than the game number's deal. */
		private readonly fromExplicitLayout: boolean,
	) {
		this.model = modelOf(rules.game);
		this.board = new Board(this.model, rules.fixedSuits, start);
	}

	/** Game `gameNumber` (1 .. 4294967295) under `rules`. */
	static deal(gameNumber: number, rules: RuleOptions): Game {
		checkGameNumber(gameNumber);
		return new Game(gameNumber, rules, firstDeal(modelOf(rules.game), gameNumber), false);
	}

	/** A game from an explicit layout (a cell per position, null for a row's gap); `gameNumber` seeds its redeals. */
	static fromLayout(layout: readonly (Card | null)[], rules: RuleOptions, gameNumber: number): Game {
		checkGameNumber(gameNumber);
		const reason = whyNotLayout(modelOf(rules.game), Array.isArray(layout) ? layout : []);
		if (reason !== null) {
			throw new InvalidDealError(reason);
		}
		return new Game(
			gameNumber,
			rules,
			Uint8Array.from(layout, (card) => card ?? GAP),
			true,
		);
	}

	/** An independent copy, history included. */
	clone(): Game {
		const copy = new Game(this.gameNumber, this.rules, this.start, this.fromExplicitLayout);
		copy.board.load(this.board.cells);
		copy.history = this.history.slice();
		copy.done = this.done;
		copy.recorded = this.recorded;
		copy.snapshots = this.snapshots.slice();
		copy.moveCount = this.moveCount;
		copy.redealCount = this.redealCount;
		return copy;
	}

	// --- The game and its board's size ---

	/** The game of the family being played (games.ts). */
	get declaration(): GameDeclaration {
		return this.model.declaration;
	}
	get rows(): number {
		return this.model.rows;
	}
	get columns(): number {
		return this.model.columns;
	}
	/** The cards to place for a win: every column but the last of every row (48 in Montana). */
	get cardsToPlace(): number {
		return this.model.homeMax;
	}
	/** Is `position` a cell of this game's board? */
	hasPosition(position: unknown): position is Position {
		return typeof position === 'number' && this.model.hasPosition(position);
	}
	/** Is `card` one of this game's cards (the removed rank included)? */
	hasCard(card: unknown): card is Card {
		return typeof card === 'number' && this.model.hasCard(card);
	}

	// --- The position ---

	cardAt(position: Position): Card | null {
		const card = this.board.cells[position];
		return card === GAP || card === undefined ? null : card;
	}
	/** Null for a card not on the board (Montana's aces, taken out for good). */
	positionOf(card: Card): Position | null {
		const position = this.board.where[card];
		return position === GAP || position === undefined ? null : position;
	}
	isHome(position: Position): boolean {
		return this.hasPosition(position) && this.board.isHome(position);
	}
	/** Cards in home position, 0 .. cardsToPlace. */
	cardsHome(): number {
		return this.board.homeCount;
	}
	/** What the gap at `position` accepts; null if it holds a card. */
	gapAt(position: Position): GapView | null {
		return this.board.cells[position] === GAP ? gapView(this.board, position) : null;
	}
	/** Every cell, row-major, null for a gap. */
	layout(): (Card | null)[] {
		return layoutOf(this.board.cells);
	}
	/** The layout the game started from, or null when it is the game number's own deal. */
	startingLayout(): (Card | null)[] | null {
		return this.fromExplicitLayout ? layoutOf(this.start) : null;
	}
	get moves(): number {
		return this.moveCount;
	}
	get redeals(): number {
		return this.redealCount;
	}
	/** Redeals still allowed; null when unlimited. */
	redealsLeft(): number | null {
		const max = this.rules.maxRedeals;
		return max === null ? null : Math.max(0, max - this.redealCount);
	}
	status(): GameStatus {
		if (this.board.isWon()) {
			return 'won';
		}
		return collectMoves(this.board, this.scratch) === 0 ? 'stuck' : 'playing';
	}

	// --- Moves ---

	/** The gaps `card` may move to now (several for a 2 when there are several first-column gaps). */
	targetsFor(card: Card): Position[] {
		return this.hasCard(card) ? targetsFor(this.board, card) : [];
	}
	legalMoves(): MoveView[] {
		const count = collectMoves(this.board, this.scratch);
		const moves: MoveView[] = [];
		for (let i = 0; i < count; i++) {
			const from = this.scratch[2 * i];
			moves.push({ card: this.board.cells[from], from, to: this.scratch[2 * i + 1] });
		}
		return moves;
	}
	/** Why `card` may not move (to `to`, or anywhere when `to` is omitted), in words; null if it may. */
	whyNotMove(card: Card, to?: Position): string | null {
		if (!this.hasCard(card)) {
			return 'There is no such card.';
		}
		if (this.status() === 'won') {
			return 'The game is won.';
		}
		if (this.board.where[card] === GAP) {
			return `The ${rankPlural(rankOf(card))} are out of play.`;
		}
		if (to !== undefined) {
			return this.hasPosition(to) ? whyNotInto(this.board, card, to) : 'There is no such cell.';
		}
		const targets = targetsFor(this.board, card);
		if (targets.length === 0) {
			return whyNoTarget(this.board, card);
		}
		const which = targets.every((gap) => gap % this.model.columns === 0) ? 'first-column gap' : 'gap';
		return targets.length > 1 ? `Choose which ${which} the ${cardName(card)} goes to.` : null;
	}
	/**
	 * Moves `card` (into `to`, or into its one gap when `to` is omitted) and says which
	 * move that was, or says why not: one call for an intent, which never throws.
	 */
	tryMove(card: Card, to?: Position): MoveAttempt {
		const reason = this.whyNotMove(card, to);
		if (reason !== null) {
			return { ok: false, reason };
		}
		const move = { card, from: this.board.where[card], to: to ?? targetsFor(this.board, card)[0] };
		this.play(move.from, move.to);
		return { ok: true, move };
	}
	/** Moves the one card that plays in the gap at `gap`, or says why there is none. Never throws. */
	tryFill(gap: Position): MoveAttempt {
		if (!this.hasPosition(gap)) {
			return { ok: false, reason: 'There is no such cell.' };
		}
		const view = this.gapAt(gap);
		return view?.kind === 'card' ? this.tryMove(view.card, gap) : { ok: false, reason: whyNoFill(this.board, gap) };
	}
	/** Moves `card`; `to` may be omitted when the card has one target. Throws IllegalMoveError. */
	move(card: Card, to?: Position): void {
		const attempt = this.tryMove(card, to);
		if (!attempt.ok) {
			throw new IllegalMoveError(attempt.reason);
		}
	}

	// --- The fast path: moves by position, no allocation (the bench and `move` use it) ---

	/** Writes the legal moves as (from, to) pairs into `out` (room for 2 * MAX_MOVES numbers); returns how many. */
	collectMoves(out: Uint8Array): number {
		return collectMoves(this.board, out);
	}
	/** Moves the card at `from` into the gap at `to`. Throws IllegalMoveError. */
	play(from: Position, to: Position): void {
		const cells = this.board.cells;
		const card = cells[from];
		// A cell outside the board reads undefined; a non-integer number may read a property.
		if (
			card === undefined ||
			card === GAP ||
			cells[to] !== GAP ||
			!Number.isInteger(from) ||
			!Number.isInteger(to) ||
			!accepts(this.board, card, to)
		) {
			throw new IllegalMoveError(this.whyNotPlay(from, to));
		}
		const homes = this.board.move(from, to);
		this.record((homes << HOMES_SHIFT) | (card << CARD_SHIFT) | (from << POSITION_BITS) | to);
		this.moveCount++;
	}
	/** Undoes the last action if it may be undone; the allocation-free form of `undo`. */
	undoStep(): boolean {
		if (!this.canUndo()) {
			return false;
		}
		this.stepBack();
		return true;
	}

	// --- Redeals ---

	whyNotRedeal(): string | null {
		const max = this.rules.maxRedeals;
		const status = this.status();
		if (status === 'won') {
			return 'The game is won.';
		}
		if (max === 0) {
			return 'These rules allow no shuffle.';
		}
		if (max !== null && this.redealCount >= max) {
			return `No shuffles left: all ${max} are used.`;
		}
		if (this.rules.redealWhen === 'whenStuck' && status !== 'stuck') {
			return 'You may shuffle only when no move is left.';
		}
		return null;
	}
	/** Picks up the cards not in home position and deals them again. Throws IllegalMoveError. */
	redeal(): void {
		const reason = this.whyNotRedeal();
		if (reason !== null) {
			throw new IllegalMoveError(reason);
		}
		const before = this.board.cells.slice();
		const after = redealLayout(this.board, this.rules.redealGaps, this.gameNumber, this.redealCount + 1);
		this.snapshots[this.redealCount] = { before, after };
		this.record(REDEAL);
		this.board.load(after);
		this.redealCount++;
	}

	// --- History ---

	canUndo(): boolean {
		return this.done > 0 && (this.history[this.done - 1] !== REDEAL || this.rules.redealUndoable);
	}
	canRedo(): boolean {
		return this.done < this.recorded;
	}
	/** Takes back the last action and returns it, or null if there is none that may be undone. */
	undo(): Action | null {
		if (!this.canUndo()) {
			return null;
		}
		const action = this.describe(this.history[this.done - 1]);
		this.stepBack();
		return action;
	}
	redo(): Action | null {
		if (!this.canRedo()) {
			return null;
		}
		this.stepForward();
		return this.describe(this.history[this.done - 1]);
	}
	/** Back to the first deal, history cleared. */
	restart(): void {
		this.board.load(this.start);
		this.done = this.recorded = 0;
		this.snapshots = [];
		this.moveCount = this.redealCount = 0;
	}
	/** What has been done, oldest first (what a .gam records). */
	actions(): Action[] {
		return Array.from(this.history.subarray(0, this.done), (entry) => this.describe(entry));
	}
	/** How many actions are done: the current step of the recorded history. */
	get step(): number {
		return this.done;
	}
	/** Actions done plus actions that can be redone. */
	historyLength(): number {
		return this.recorded;
	}
	/**
	 * Replay navigation: moves to step `step` (0 .. historyLength()) of the recorded
	 * history, keeping the rest for redo. Unlike undo it crosses redeals that cannot be
	 * undone: replaying a record is watching, not playing. Throws InvalidStepError.
	 */
	seek(step: number): void {
		if (!Number.isInteger(step) || step < 0 || step > this.recorded) {
			throw new InvalidStepError(`Step ${step} is outside 0 .. ${this.recorded}.`);
		}
		while (this.done > step) {
			this.stepBack();
		}
		while (this.done < step) {
			this.stepForward();
		}
	}

	private record(entry: number): void {
		if (this.done === this.history.length) {
			const grown = new Int32Array(this.history.length * 2);
			grown.set(this.history);
			this.history = grown;
		}
		this.history[this.done++] = entry;
		this.recorded = this.done;
	}
	private stepBack(): void {
		const entry = this.history[--this.done];
		if (entry === REDEAL) {
			this.redealCount--;
			this.board.load(this.snapshots[this.redealCount].before);
		} else {
			this.board.moveBack((entry >> POSITION_BITS) & POSITION_MASK, entry & POSITION_MASK, entry >>> HOMES_SHIFT);
			this.moveCount--;
		}
	}
	private stepForward(): void {
		const entry = this.history[this.done++];
		if (entry === REDEAL) {
			this.board.load(this.snapshots[this.redealCount].after);
			this.redealCount++;
		} else {
			this.board.move((entry >> POSITION_BITS) & POSITION_MASK, entry & POSITION_MASK);
			this.moveCount++;
		}
	}
	private describe(entry: number): Action {
		if (entry === REDEAL) {
			return { kind: 'redeal' };
		}
		return {
			kind: 'move',
			card: (entry >> CARD_SHIFT) & POSITION_MASK,
			from: (entry >> POSITION_BITS) & POSITION_MASK,
			to: entry & POSITION_MASK,
		};
	}
	private whyNotPlay(from: Position, to: Position): string {
		if (!this.hasPosition(from) || !this.hasPosition(to)) {
			return 'There is no such cell.';
		}
		const card = this.cardAt(from);
		return card === null
			? 'There is no card there to move.'
			: (this.whyNotMove(card, to) ?? 'That move is not allowed.');
	}
}

function checkGameNumber(gameNumber: number): void {
	if (!isGameNumber(gameNumber)) {
		throw new InvalidDealError(`Game numbers run from 1 to ${MAX_GAME_NUMBER}, not ${String(gameNumber)}.`);
	}
}
