/**
 * The messages between the extension host and the game webview, in both directions.
 *
 * The host owns the game: the webview renders a `GameView` and posts the player's
 * intents; the host validates every intent against the engine and answers with a new
 * state. Both sides import this module, so a message that one side sends and the other
 * does not understand is a type error. Messages are plain JSON.
 */
import type { Card, Position } from './engine';
import type { GameStatus } from './engine';
import type { GapView, MoveView } from './engine';
import type { PresetId, RuleOptions } from './engine';
import type { Rating } from './engine';

/** Defined by the engine, which never imports this module. */
export type { GameStatus, GapView, MoveView, Rating };

export interface CellView {
	readonly position: Position;
	/** The card in this cell, or null for a gap. */
	readonly card: Card | null;
	/** The card is part of its row's home run (a 2 in column 1, then the same suit ascending). */
	readonly home: boolean;
	/** Present for gaps only. */
	readonly gap?: GapView;
}

/**
 * Why a win of the player's own stays out of the best scores: a .gam record from a layout
 * of its own is a puzzle, not a numbered deal; a record counts only once.
 */
export type NotCounted = 'puzzle' | 'countedBefore';

/** What just happened, so the webview can animate it and announce it. */
export type GameEvent =
	| { readonly kind: 'newGame' }
	| { readonly kind: 'restart' }
	| { readonly kind: 'move'; readonly move: MoveView }
	| { readonly kind: 'undoMove'; readonly move: MoveView }
	| { readonly kind: 'redoMove'; readonly move: MoveView }
	| { readonly kind: 'redeal'; readonly redeal: number }
	| { readonly kind: 'undoRedeal'; readonly redeal: number }
	| { readonly kind: 'redoRedeal'; readonly redeal: number };

export interface GameView {
	readonly gameNumber: number;
	readonly preset: PresetId | 'custom';
	readonly presetLabel: string;
	readonly rules: RuleOptions;
	/** The game of the family being played ("Blue Moon"). */
	readonly gameName: string;
	/** The board's grid: 4 x 13 in Montana, 4 x 6 to 8 x 14 in the others. */
	readonly rows: number;
	readonly columns: number;
	/** The cards to bring home for a win (48 in Montana). */
	readonly cardsToPlace: number;
	/** All rows * columns cells, row-major (row * columns + column). */
	readonly cells: readonly CellView[];
	readonly moves: number;
	readonly redeals: number;
	/** Redeals still allowed; null when unlimited. */
	readonly redealsLeft: number | null;
	readonly cardsHome: number;
	readonly status: GameStatus;
	readonly legalMoves: readonly MoveView[];
	readonly canUndo: boolean;
	readonly canRedo: boolean;
	readonly canRedeal: boolean;
	/** Why a redeal is not possible now, in words ("No redeals left."), or null when it is. */
	readonly redealBlockedReason: string | null;
	/** The game panel's only: the rules chosen for the next deal, when they are not this game's. */
	readonly nextRules?: RuleOptions;
	/** Present once the game is won. */
	readonly result?: {
		readonly rating: Rating;
		/** Places this game took in the best-score tables (1-based), if any. */
		readonly fewestShufflesPlace: number | null;
		readonly fewestMovesPlace: number | null;
		/** The quotation the win is greeted with (the Windows game greets a win with one too). */
		readonly quotation?: Quotation;
		/** Autoplay finished this game: the win stays out of the best scores. */
		readonly autoplayed?: true;
		readonly notCounted?: NotCounted;
	};
}

/** A short quotation on patience, persistence or play, with who wrote it and where. */
export interface Quotation {
	readonly text: string;
	readonly author: string;
	/** The work it comes from, or who reported it. */
	readonly source: string;
}

export type CardStyle = 'standard' | 'fourColour' | 'largeIndex';

/** The settings that change how the board looks or talks. */
export interface ViewSettings {
	readonly cardStyle: CardStyle;
	readonly animations: boolean;
	readonly messages: boolean;
	readonly sounds: boolean;
}

/** Replay speeds the `.gam` editor offers, in steps (moves or redeals) a second. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** A `.gam` file in its custom editor: the recorded steps and where the board stands among them. */
export interface ReplayView {
	/** Each good recorded action as the file writes it ("7H", "2H>3", "*" for a redeal), oldest first. */
	readonly steps: readonly string[];
	/** Steps done: 0 shows the deal, `steps.length` the end of the record. */
	readonly position: number;
	readonly playing: boolean;
	readonly speed: ReplaySpeed;
	/** The file cannot be written (opened from Git history, a read-only file system): replay only. */
	readonly readOnly: boolean;
	/**
	 * The record's win was just played in this editor. A win replayed from the file is the
	 * record's, not the player's: the board says "Game won: Montana", not "You won Montana!".
	 */
	readonly wonHere: boolean;
}

/** Where and why a `.gam` file stops being a valid game (1-based line and column). */
export interface RecordErrorView {
	readonly line: number;
	readonly column: number;
	/** The move the record breaks at, when the error is in a move. */
	readonly moveNumber?: number;
	readonly message: string;
}

/**
 * The id of the element in the board's page that holds its first state: a `HostToWebview`
 * as JSON, written by the host as it makes the page, so the board is drawn without waiting
 * for a message.
 */
export const STATE_ELEMENT_ID = 'montana-state';

export type HostToWebview =
	| {
			readonly type: 'state';
			readonly view: GameView;
			readonly settings: ViewSettings;
			readonly event?: GameEvent;
			/** Present in the `.gam` editor. */
			readonly replay?: ReplayView;
			/** Present when the `.gam` file has an error: the view shows the game up to the last good step. */
			readonly recordError?: RecordErrorView;
	  }
	/** A `.gam` file with no game to show at all (its header cannot be read). */
	| { readonly type: 'recordError'; readonly error: RecordErrorView }
	/** Highlight cells: the card that plays in a gap, a card's next-higher card, or a hint. */
	| {
			readonly type: 'highlight';
			readonly positions: readonly Position[];
			readonly reason: 'hint' | 'find';
			/** Why a hint is this move ("This move keeps the game winnable."), said with it. */
			readonly why?: string;
	  }
	/** A quiet message for the player, e.g. why a click did nothing. */
	| { readonly type: 'notice'; readonly text: string; readonly level: 'info' | 'warning' }
	/**
	 * Autoplay started or stopped, or plays on at another `speed` (moves a second): while it
	 * plays, the board says so with a Stop button, and any key or click on the board stops it.
	 */
	| { readonly type: 'autoplay'; readonly playing: boolean; readonly speed?: number };

export type WebviewToHost =
	/** The webview has loaded and wants the current state. */
	| { readonly type: 'ready' }
	/** Move this card; `to` picks the gap when a 2 has several first-column gaps to choose from. */
	| { readonly type: 'moveCard'; readonly card: Card; readonly to?: Position }
	/** Fill this gap with the card that plays there (not for first-column gaps). */
	| { readonly type: 'fillGap'; readonly gap: Position }
	| { readonly type: 'redeal' }
	| { readonly type: 'undo' }
	| { readonly type: 'redo' }
	| { readonly type: 'hint' }
	| { readonly type: 'newGame' }
	| { readonly type: 'restart' }
	| { readonly type: 'showScores' }
	/** The toolbar's Autoplay: play the solver's winning line (game panel only). */
	| { readonly type: 'startAutoplay' }
	/** A key or a click while autoplay plays: stop it. */
	| { readonly type: 'stopAutoplay' }
	/** `.gam` editor: show the game after `position` steps of the record. */
	| { readonly type: 'replayGoto'; readonly position: number }
	/** `.gam` editor: play the record forward at `speed` steps a second. */
	| { readonly type: 'replayPlay'; readonly speed: ReplaySpeed }
	| { readonly type: 'replayPause' }
	/** `.gam` editor: reopen the file in the text editor. */
	| { readonly type: 'openAsText' };

export type WebviewMessageType = WebviewToHost['type'];
