/**
 * One live game and the player's intents applied to it.
 *
 * The session turns a validated intent into an engine call and reports what happened:
 * the change (for the view to animate), cells to highlight, or a notice with the
 * engine's reason when the intent is not allowed. It never throws for a refused intent.
 * It does not know about panels, documents or storage, so both the game panel and the
 * `.gam` editor can drive one.
 */
import { type Action, Game, type MoveAttempt, type Position, type RuleOptions, suggestMove } from '../../engine';
import type { GameEvent, MoveView, WebviewToHost } from '../../protocol';
import type { PresetChoice } from '../settings/settings';

/** The intents that act on the game itself (the rest are host commands). */
export type GameIntent = Extract<
	WebviewToHost,
	{ type: 'moveCard' | 'fillGap' | 'redeal' | 'undo' | 'redo' | 'hint' | 'restart' }
>;

export type IntentOutcome =
	| { readonly kind: 'changed'; readonly event: GameEvent }
	| { readonly kind: 'highlight'; readonly positions: readonly Position[]; readonly why?: string }
	| { readonly kind: 'notice'; readonly text: string; readonly level: 'info' | 'warning' };

/** Everything needed to rebuild a session exactly, redo history included; plain JSON. */
export interface SessionSnapshot {
	readonly preset: PresetChoice;
	readonly rules: RuleOptions;
	readonly gameNumber: number;
	/** The whole recorded history, oldest first: what is done, then what can be redone. */
	readonly actions: readonly Action[];
	/** How many of `actions` are done. */
	readonly step: number;
}

export class GameSession {
	private readonly _listeners = new Set<(event: GameEvent) => void>();

	constructor(
		private readonly _game: Game,
		private readonly _preset: PresetChoice,
	) {}

	/** Rebuilds a session by replaying a snapshot; throws if the snapshot does not replay. */
	static restore(snapshot: SessionSnapshot): GameSession {
		const game = Game.deal(snapshot.gameNumber, snapshot.rules);
		for (const action of snapshot.actions) {
			if (action.kind === 'move') {
				game.play(action.from, action.to);
			} else {
				game.redeal();
			}
		}
		// `seek`, unlike undo, may step back over a redeal the rules make final.
		game.seek(snapshot.step);
		return new GameSession(game, snapshot.preset);
	}

	get game(): Game {
		return this._game;
	}

	get preset(): PresetChoice {
		return this._preset;
	}

	snapshot(): SessionSnapshot {
		// The engine lists only what is done; a copy moved to the end of its history lists the redo part too.
		const whole = this._game.clone();
		whole.seek(whole.historyLength());
		return {
			preset: this._preset,
			rules: this._game.rules,
			gameNumber: this._game.gameNumber,
			actions: whole.actions(),
			step: this._game.step,
		};
	}

	/** Called after every change, with what changed. Returns a function that unsubscribes. */
	onDidChange(listener: (event: GameEvent) => void): () => void {
		this._listeners.add(listener);
		return () => this._listeners.delete(listener);
	}

	apply(intent: GameIntent): IntentOutcome {
		switch (intent.type) {
			case 'moveCard':
				return this._move(intent.card, intent.to);
			case 'fillGap':
				return this._fillGap(intent.gap);
			case 'redeal':
				return this._redeal();
			case 'undo':
				return this._undo();
			case 'redo':
				return this._redo();
			case 'hint':
				return this._hint();
			case 'restart':
				this._game.restart();
				return this._changed({ kind: 'restart' });
		}
	}

	private _move(card: number, to: Position | undefined): IntentOutcome {
		return this._played(this._game.tryMove(card, to));
	}

	/** Clicking a gap moves the one card that plays there; a first-column gap needs the player to pick a 2. */
	private _fillGap(gap: Position): IntentOutcome {
		return this._played(this._game.tryFill(gap));
	}

	private _played(attempt: MoveAttempt): IntentOutcome {
		return attempt.ok ? this._changed({ kind: 'move', move: attempt.move }) : refuse(attempt.reason);
	}

	private _redeal(): IntentOutcome {
		const reason = this._game.whyNotRedeal();
		if (reason !== null) {
			return refuse(reason);
		}
		this._game.redeal();
		return this._changed({ kind: 'redeal', redeal: this._game.redeals });
	}

	private _undo(): IntentOutcome {
		const redealsBefore = this._game.redeals;
		const action = this._game.undo();
		if (action === null) {
			return refuse(
				redealsBefore > 0 && !this._game.rules.redealUndoable
					? 'Nothing to undo: under these rules a shuffle cannot be undone.'
					: 'Nothing to undo.',
			);
		}
		// Undo and redo events carry the move as it was first played; the view runs it backwards.
		return this._changed(
			action.kind === 'move'
				? { kind: 'undoMove', move: moveView(action) }
				: { kind: 'undoRedeal', redeal: redealsBefore },
		);
	}

	private _redo(): IntentOutcome {
		const action = this._game.redo();
		if (action === null) {
			return refuse('Nothing to redo.');
		}
		return this._changed(
			action.kind === 'move'
				? { kind: 'redoMove', move: moveView(action) }
				: { kind: 'redoRedeal', redeal: this._game.redeals },
		);
	}

	/**
	 * The Windows game's "find the card that plays in a gap", pointed at the gap worth
	 * filling: the engine's suggested move, its card and its gap highlighted.
	 */
	private _hint(): IntentOutcome {
		const move = suggestMove(this._game);
		if (move) {
			return { kind: 'highlight', positions: [move.from, move.to] };
		}
		if (this._game.status() === 'won') {
			return { kind: 'notice', text: 'The game is won: there is nothing left to move.', level: 'info' };
		}
		// No suggestion, yet moves may exist: only 2s already home, which would undo progress.
		const nothing =
			this._game.legalMoves().length === 0
				? 'No card can move.'
				: 'No move helps: only a 2 in home position could move.';
		const redeal = this._game.whyNotRedeal();
		return {
			kind: 'notice',
			text: redeal === null ? `${nothing} Shuffle to go on.` : `${nothing} ${redeal}`,
			level: 'info',
		};
	}

	private _changed(event: GameEvent): IntentOutcome {
		for (const listener of this._listeners) {
			listener(event);
		}
		return { kind: 'changed', event };
	}
}

function moveView(action: Extract<Action, { kind: 'move' }>): MoveView {
	return { card: action.card, from: action.from, to: action.to };
}

function refuse(text: string): IntentOutcome {
	return { kind: 'notice', text, level: 'warning' };
}
