/**
 * What the solver has decided, and what follows from it for the positions the player
 * goes on to: a winning line is winning from every position along it (the rest of the
 * line wins), and a position lost without a redeal loses after any move. So a player who
 * follows a hint, or plays on in a lost game, gets the answer at once, without a new
 * solve that might not find again, within its budget, what an earlier one found. Only
 * decided answers are kept; an unknown says nothing about other positions.
 */
import { Game, type MoveView } from '../../../engine';
import {
	positionId,
	solverPosition,
	type SolverAnswer,
	type SolverPosition,
	type WinnableAnswer,
} from './solverProtocol';

/**
 * Positions kept, the oldest forgotten first: a winning line is about a hundred, a lost
 * position's moves a few; a long game with undos stays well within it.
 */
const MOST_POSITIONS = 4000;
/**
 * How far a position may be from the one last known winnable for its line to guide a solve:
 * three moves, of two cells each: still a gain there, and not much beyond
 * (docs/solver-measurements.md, "Follow the line you left").
 */
const GUIDE_REACH_CELLS = 6;
/**
 * The positions last known winnable kept to guide from: the line the player just left is
 * among the last few, even after "Where Was the Win Lost?" or another board's solves (a
 * `.gam` record's, the wins kept from the last session) came between.
 */
const GUIDES_KEPT = 16;

interface KnownWin {
	readonly id: string;
	readonly position: SolverPosition;
	readonly answer: WinnableAnswer;
}

export interface KnownAnswersOptions {
	/** Positions kept; `MOST_POSITIONS` when omitted. */
	readonly limit?: number;
	/** Told of each position that becomes the latest known winnable, recalled or learned so. */
	readonly onLatestWin?: (position: SolverPosition, answer: WinnableAnswer) => void;
}

export class KnownAnswers {
	/** Decided answers by position id, in the order they were learned. */
	private readonly _answers = new Map<string, SolverAnswer>();
	/** The positions last recalled or learned winnable, with their lines, the latest last. */
	private readonly _recentWins: KnownWin[] = [];

	private readonly _limit: number;
	private readonly _onLatestWin: (position: SolverPosition, answer: WinnableAnswer) => void;

	constructor({ limit = MOST_POSITIONS, onLatestWin = () => {} }: KnownAnswersOptions = {}) {
		this._limit = limit;
		this._onLatestWin = onLatestWin;
	}

	/**
	 * The decided answer known for `position` (whose `positionId` is `id`), if any. A loss
	 * is passed on to the positions one move further, where the player may go next; the
	 * positions along a winning line were all kept when it was learned.
	 */
	recall(position: SolverPosition, id: string): SolverAnswer | undefined {
		const answer = this._answers.get(id);
		if (answer?.kind === 'lost') {
			this._passOnLoss(position, answer);
		}
		if (answer?.kind === 'winnable') {
			this._rememberWin({ id, position, answer });
		}
		return answer;
	}

	/**
	 * The line of the nearest of the positions last known winnable, when `position` is a few
	 * moves from it under the same rules (the player stepped off the line): a new solve might
	 * not find a win again in its budget, so it follows that line first (`solveGame`'s guide).
	 * Of two as near, the later. Empty when none is near.
	 */
	guideFor(position: SolverPosition): readonly MoveView[] {
		let guide: readonly MoveView[] = [];
		let nearest = GUIDE_REACH_CELLS + 1;
		for (const win of this._recentWins) {
			if (!sameRules(win.position, position) || win.position.layout.length !== position.layout.length) {
				continue;
			}
			const moved = position.layout.filter((card, cell) => card !== win.position.layout[cell]).length;
			if (moved <= nearest) {
				nearest = moved;
				guide = win.answer.line;
			}
		}
		return guide;
	}

	/**
	 * Keeps a decided answer for `position` and what it decides for others: each position
	 * along a winning line, or the positions one move from a lost one (each of those, when
	 * asked about, passes it on one move further).
	 */
	learn(position: SolverPosition, answer: SolverAnswer): void {
		if (answer.kind === 'unknown') {
			return;
		}
		const id = positionId(position);
		this._keep(id, answer, false);
		if (answer.kind === 'lost') {
			this._passOnLoss(position, answer);
			return;
		}
		this._rememberWin({ id, position, answer });
		const game = Game.fromLayout(position.layout, position.rules, position.gameNumber);
		for (let played = 1; played < answer.line.length; played++) {
			const { from, to } = answer.line[played - 1];
			try {
				game.play(from, to);
			} catch {
				// Not a line of this position after all: it teaches nothing past the move refused.
				return;
			}
			this._keep(positionId(solverPosition(game)), { ...answer, line: answer.line.slice(played) }, true);
		}
	}

	/** Makes `win` the latest known, and says so unless it was already (the indicator and the Hint ask about the same position). */
	private _rememberWin(win: KnownWin): void {
		if (this._recentWins.at(-1)?.id === win.id) {
			return;
		}
		const again = this._recentWins.findIndex((known) => known.id === win.id);
		if (again >= 0) {
			this._recentWins.splice(again, 1);
		}
		this._recentWins.push(win);
		if (this._recentWins.length > GUIDES_KEPT) {
			this._recentWins.shift();
		}
		this._onLatestWin(win.position, win.answer);
	}

	/** Lost without a redeal: no move can change that. The plan, if any, was for this position alone. */
	private _passOnLoss(position: SolverPosition, answer: SolverAnswer): void {
		const game = Game.fromLayout(position.layout, position.rules, position.gameNumber);
		const lost: SolverAnswer = { kind: 'lost', stats: answer.stats };
		for (const move of game.legalMoves()) {
			const next = game.clone();
			next.play(move.from, move.to);
			this._keep(positionId(solverPosition(next)), lost, true);
		}
	}

	/** Keeps an answer, the solver's own in place of any, one derived from another only where nothing is known. */
	private _keep(id: string, answer: SolverAnswer, derived: boolean): void {
		if (derived && this._answers.has(id)) {
			return;
		}
		this._answers.delete(id);
		this._answers.set(id, answer);
		if (this._answers.size > this._limit) {
			this._answers.delete(this._answers.keys().next().value as string);
		}
	}
}

function sameRules(a: SolverPosition, b: SolverPosition): boolean {
	return JSON.stringify(a.rules) === JSON.stringify(b.rules);
}
