/**
 * Autoplay: asks the solver for a winning line from the game's position and plays it,
 * at the speed `montana.autoplay.speed` says (read before each move, so a change applies
 * at once), through the game's ordinary intents, so every move counts as a move. It marks
 * the game (a win it finishes stays out of the best scores), stops on `stop()` (the
 * board's Stop button, any key or click on the board, Escape, the command again), and
 * stops by itself when the position is not the one it expects (the player undid a move).
 */
import type { CurrentGame } from '../../game/currentGame';
import type { MoveView } from '../../../engine';
import type { Solve } from './solverHint';
import { positionId, solverPosition } from '../client/solverProtocol';
import { DEFAULTS } from '../../settings/settings';
import { AUTOPLAY_BUDGET } from '../budgets';

/** The time between two of autoplay's moves at `speed` moves a second. */
export function autoplayStepMs(speed: number): number {
	return 1000 / speed;
}

export interface AutoplayEvents {
	/** Says a sentence on the board (and to screen readers). */
	announce(sentence: string): void;
	/** Autoplay started or stopped, or plays on at another speed (moves a second). */
	playing(playing: boolean, speed: number): void;
}

export class Autoplay {
	private _line: MoveView[] = [];
	private _expected = '';
	private _timer: ReturnType<typeof setTimeout> | undefined;
	private _searching = false;
	/** The speed the board was last told, so that a change of the setting is told once. */
	private _told = 0;

	/** `speed`: moves a second, read before each move (the `montana.autoplay.speed` setting). */
	constructor(
		private readonly _game: CurrentGame,
		private readonly _solve: Solve,
		private readonly _events: AutoplayEvents,
		private readonly _speed: () => number = () => DEFAULTS['montana.autoplay.speed'],
	) {}

	get playing(): boolean {
		return this._timer !== undefined;
	}

	/** Looks for a winning line and starts playing it; says why not when there is none. */
	async start(): Promise<void> {
		if (this.playing || this._searching) {
			return;
		}
		const game = this._game.ensureSession().game;
		if (game.status() === 'won') {
			this._events.announce('Autoplay: the game is already won.');
			return;
		}
		this._searching = true;
		this._events.announce('Autoplay: looking for a winning line.');
		const position = solverPosition(game);
		const answer = await this._solve(position, AUTOPLAY_BUDGET).finally(() => (this._searching = false));
		const now = this._game.session;
		if (!now || positionId(solverPosition(now.game)) !== positionId(position)) {
			this._events.announce('Autoplay did not start: the game changed while the solver was thinking.');
			return;
		}
		if (answer.kind !== 'winnable') {
			this._events.announce(
				answer.kind === 'lost'
					? 'Autoplay did not start: no win is left without a shuffle (proved).'
					: answer.kind === 'failed'
						? `Autoplay did not start because the solver failed: ${answer.message}.`
						: `Autoplay did not start: no winning line found in ${AUTOPLAY_BUDGET.timeLimitMs / 1000} seconds.`,
			);
			return;
		}
		this._line = [...answer.line];
		this._expected = positionId(position);
		this._game.markAutoplayed();
		this._told = 0;
		this._next();
		this._events.announce(
			`Autoplay is playing the winning line, ${this._line.length} moves. Press Escape, any key or Stop to stop it. A win by autoplay stays out of the best scores.`,
		);
	}

	/** Stops playing, saying `sentence`. Does nothing when autoplay is not playing. */
	stop(sentence = 'Autoplay stopped.'): void {
		if (!this._timer) {
			return;
		}
		clearTimeout(this._timer);
		this._timer = undefined;
		this._line = [];
		this._events.playing(false, this._told);
		this._events.announce(sentence);
	}

	/** Waits for the next move at the speed set now, and tells the board when that speed is new. */
	private _next(): void {
		const speed = this._speed();
		this._timer = setTimeout(() => this._step(), autoplayStepMs(speed));
		if (speed !== this._told) {
			this._told = speed;
			this._events.playing(true, speed);
		}
	}

	private _step(): void {
		const session = this._game.session;
		const move = this._line.shift();
		if (!session || !move || positionId(solverPosition(session.game)) !== this._expected) {
			this.stop('Autoplay stopped: the game changed.');
			return;
		}
		const outcome = this._game.apply({ type: 'moveCard', card: move.card, to: move.to });
		if (outcome.kind !== 'changed') {
			this.stop('Autoplay stopped: a move of its line was refused.');
			return;
		}
		this._expected = positionId(solverPosition(session.game));
		if (session.game.status() === 'won') {
			this.stop('Autoplay finished: the game is won. It stays out of the best scores.');
		} else {
			this._next();
		}
	}
}
