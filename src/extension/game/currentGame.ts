/**
 * The game in progress behind the game panel: one `GameSession`, kept in `globalState`
 * after every change so it survives closing the panel, reloading the window and
 * restarting VS Code, and scored exactly once (won, or lost when abandoned).
 */
import { randomInt } from 'node:crypto';
import * as vscode from 'vscode';
import {
	Game,
	MIN_GAME_NUMBER,
	MontanaError,
	type RuleOptions,
	rulesInFull,
	scoreTableOf,
	wonInText,
} from '../../engine';
import type { GameEvent, GameView, Quotation } from '../../protocol';
import { dialogs } from './dialogs';
import { GameSession, type GameIntent, type IntentOutcome } from './gameSession';
import { toGameView } from './gameView';
import { logError, logInfo } from '../log';
import { parseSavedGame, type Placement, type SavedGame } from '../storage/savedGame';
import type { ScoreStore } from '../scores/scoreStore';
import type { WinQuotations } from './quotations/winQuotations';
import { rulesLabel, type PresetChoice, type Settings } from '../settings/settings';
import type { SettingsReader } from '../settings/settingsReader';
import { readStored, setAside, type DamageReport } from '../storage/storedValue';

/** Not synced: a game in progress belongs to this machine. */
const STORAGE_KEY = 'montana.gameInProgress';
const LOST_GAME: DamageReport = { what: 'your last game', consequence: 'A new game will be dealt.' };

/**
 * New games get numbers below a million: short enough to note down and share. Any
 * number the engine accepts can still be played with New Game by Number.
 */
const RANDOM_GAME_NUMBER_LIMIT = 1_000_000;

/** The number of a new game when the player did not pick one (also for a new game in a .gam file). */
export function randomGameNumber(): number {
	return randomInt(MIN_GAME_NUMBER, RANDOM_GAME_NUMBER_LIMIT);
}

export class CurrentGame implements vscode.Disposable {
	private _session: GameSession | undefined;
	private _unsubscribe: (() => void) | undefined;
	private _played = false;
	private _scored = false;
	private _placement: Placement | null = null;
	/** The quotation that greeted the win, kept with the game so the win looks the same after a reload. */
	private _quotation: Quotation | null = null;
	/** Autoplay made a move in this game (set by `markAutoplayed`, kept with the game). */
	private _autoplayed = false;
	/** Hints shown in this game (counted by `countHint`, kept with the game): a win says it had help. */
	private _hints = 0;
	/** A save waiting for the listeners' work (the board's new state) to leave first; flushed on dispose. */
	private _saveTimer: ReturnType<typeof setTimeout> | undefined;
	/** Fired after every change, with what happened; undefined when only the settings changed. */
	private readonly _onDidChange = new vscode.EventEmitter<GameEvent | undefined>();
	readonly onDidChange = this._onDidChange.event;
	private readonly _settingsListener: vscode.Disposable;
	/** The rules in the settings, to tell a change of rules from a change of another setting. */
	private _rulesKey: string;

	private constructor(
		private readonly _memento: vscode.Memento,
		private readonly _settings: SettingsReader,
		private readonly _scores: ScoreStore,
		private readonly _quotations: WinQuotations,
	) {
		this._rulesKey = rulesKey(_settings.current.preset, _settings.current.rules);
		this._settingsListener = _settings.onDidChange((settings) => this._settingsChanged(settings));
	}

	/** Restores the game saved by the last session of VS Code, if there is a readable one. */
	static load(
		memento: vscode.Memento,
		settings: SettingsReader,
		scores: ScoreStore,
		quotations: WinQuotations,
	): CurrentGame {
		const current = new CurrentGame(memento, settings, scores, quotations);
		const saved = readStored(memento, STORAGE_KEY, LOST_GAME, parseSavedGame);
		if (saved) {
			current._resume(saved);
		}
		return current;
	}

	/** The game, if one has been dealt. */
	get session(): GameSession | undefined {
		return this._session;
	}

	/** The game, dealing a new one if there is none yet. */
	ensureSession(): GameSession {
		return this._session ?? this._deal(randomGameNumber());
	}

	view(): GameView {
		const session = this.ensureSession();
		const view = toGameView(session.game, session.preset, this._placement, this._quotation, this._autoplayed);
		// Rules chosen for the next deal are shown beside this game's, until a deal takes them.
		const { preset, rules } = this._settings.current;
		return rulesKey(preset, rules) === rulesKey(session.preset, session.game.rules)
			? view
			: { ...view, nextRules: rules };
	}

	/** Autoplay is about to move: from now on a win of this game is autoplay's, not the player's. */
	markAutoplayed(): void {
		this._autoplayed = true;
	}

	get autoplayed(): boolean {
		return this._autoplayed;
	}

	/** The player was shown a hint for this game: its win, if it comes, was won with help. */
	countHint(): void {
		const session = this._session;
		if (session && session.game.status() !== 'won') {
			this._hints++;
			this._saveSoon();
		}
	}

	get hints(): number {
		return this._hints;
	}

	apply(intent: GameIntent): IntentOutcome {
		return this.ensureSession().apply(intent);
	}

	/**
	 * Deals game `gameNumber` (a random one if omitted) with the rules in the settings.
	 * Returns false if the player chose to keep the game in progress.
	 */
	async newGame(gameNumber?: number): Promise<boolean> {
		if (
			this._inProgress() &&
			!(await this._confirm(
				`Abandon game ${this._session?.game.gameNumber}?`,
				`It counts as lost in your statistics.`,
				'Abandon Game',
			))
		) {
			return false;
		}
		if (this._inProgress() && this._session) {
			this._scores.recordLoss(scoreTableOf(this._session.game.rules));
			logInfo(`Game ${this._session.game.gameNumber} abandoned: counted as lost.`);
		}
		this._deal(gameNumber ?? randomGameNumber());
		return true;
	}

	/** Back to the first deal of the same game. Returns undefined if the player chose to keep playing. */
	async restart(): Promise<IntentOutcome | undefined> {
		const game = this.ensureSession().game;
		const progress = game.historyLength() > 0 && game.status() !== 'won';
		if (
			progress &&
			!(await this._confirm(
				`Restart game ${game.gameNumber}?`,
				'Your moves and shuffles in this game are taken back.',
				'Restart',
			))
		) {
			return undefined;
		}
		return this.apply({ type: 'restart' });
	}

	dispose(): void {
		if (this._saveTimer !== undefined) {
			this._save();
		}
		this._unsubscribe?.();
		this._settingsListener.dispose();
		this._onDidChange.dispose();
	}

	private _resume(saved: SavedGame): void {
		try {
			this._attach(GameSession.restore(saved.session));
		} catch (error) {
			if (!(error instanceof MontanaError)) {
				throw error;
			}
			// A game that passed its shape check but no longer replays (say, a hand-edited move) is damaged
			// data like any other: the player's misfortune, said the same way, not the extension's error.
			setAside(this._memento, STORAGE_KEY, {
				damaged: saved,
				problem: `game ${saved.session.gameNumber} no longer replays: ${error.message}`,
				report: LOST_GAME,
			});
			return;
		}
		this._played = saved.played;
		this._scored = saved.scored;
		this._placement = saved.placement;
		this._quotation = saved.quotation ?? null;
		this._autoplayed = saved.autoplayed ?? false;
		this._hints = saved.hints ?? 0;
		logInfo(`Resumed game ${saved.session.gameNumber} at step ${saved.session.step}.`);
	}

	private _deal(gameNumber: number): GameSession {
		const { preset, rules } = this._settings.current;
		const session = new GameSession(Game.deal(gameNumber, rules), preset);
		this._played = false;
		this._scored = false;
		this._placement = null;
		this._quotation = null;
		this._autoplayed = false;
		this._hints = 0;
		this._attach(session);
		logInfo(`Dealt game ${gameNumber} (${rulesLabel(rules, preset)}).`);
		this._changed({ kind: 'newGame' });
		return session;
	}

	private _attach(session: GameSession): void {
		this._unsubscribe?.();
		this._session = session;
		this._unsubscribe = session.onDidChange((event) => this._changed(event));
		void vscode.commands.executeCommand('setContext', 'montana.hasGame', true);
	}

	private _changed(event: GameEvent): void {
		const session = this._session;
		if (!session) {
			return;
		}
		const game = session.game;
		this._played ||= game.historyLength() > 0;
		if (!this._scored && game.status() === 'won') {
			this._scored = true;
			const won = { gameNumber: game.gameNumber, moves: game.moves, redeals: game.redeals, hints: this._hints };
			// A win autoplay finished counts as played and won, never in the best-score tables.
			this._placement = this._autoplayed
				? this._scores.recordAutoplayedWin(scoreTableOf(game.rules), won)
				: this._scores.recordWin(scoreTableOf(game.rules), won);
			this._quotation = this._quotations.next();
			logInfo(`Game ${game.gameNumber}: ${wonInText(game.moves, game.redeals, false, game.declaration.name)}.`);
		}
		this._onDidChange.fire(event);
		this._saveSoon();
	}

	/** The game has been played and not yet scored: leaving it now makes it a loss. */
	private _inProgress(): boolean {
		return this._played && !this._scored;
	}

	private async _confirm(message: string, detail: string, action: string): Promise<boolean> {
		return !this._settings.current.confirmAbandon || dialogs.confirm(message, detail, action);
	}

	/**
	 * Saves once the listeners have done what the player waits for: the panel's new state is
	 * posted first. A timer, not setImmediate: VS Code's extension host sends what was posted
	 * on a timer of its own, which this one follows, so the snapshot of the whole history and
	 * the copy `globalState` makes of it come after the message has left, not before. Changes
	 * made in one task are saved once.
	 */
	private _saveSoon(): void {
		this._saveTimer ??= setTimeout(() => this._save(), 0);
	}

	private _save(): void {
		clearTimeout(this._saveTimer);
		this._saveTimer = undefined;
		const session = this._session;
		if (!session) {
			return;
		}
		const saved: SavedGame = {
			version: 1,
			session: session.snapshot(),
			played: this._played,
			scored: this._scored,
			placement: this._placement,
			...(this._quotation ? { quotation: this._quotation } : {}),
			...(this._autoplayed ? { autoplayed: true as const } : {}),
			...(this._hints > 0 ? { hints: this._hints } : {}),
		};
		this._memento
			.update(STORAGE_KEY, saved)
			.then(undefined, (error) => logError('Could not save the game in progress', error));
	}

	private _settingsChanged(settings: Settings): void {
		const rules = rulesKey(settings.preset, settings.rules);
		const session = this._session;
		// Announce a change of rules once, when it happens, unless this game already plays by them.
		if (
			rules !== this._rulesKey &&
			(!session || rules !== rulesKey(session.preset, session.game.rules)) &&
			settings.view.messages
		) {
			void this._announceRules(settings);
		}
		this._rulesKey = rules;
		this._onDidChange.fire(undefined);
	}

	/** Says when the rules chosen take effect, and what they are in full; Deal Now starts a game with them. */
	private async _announceRules(settings: Settings): Promise<void> {
		const dealNow = 'Deal Now';
		const playing = this._session?.game.gameNumber;
		const when =
			playing === undefined
				? 'apply from your first deal.'
				: `apply from your next deal; game ${playing} keeps its rules.`;
		const rules = rulesInFull(settings.rules).sections.map(({ heading, text }) => `${heading}: ${text}`);
		const choice = await dialogs.inform(
			`Montana: ${rulesLabel(settings.rules, settings.preset)} rules ${when} ${rules.join(' ')}`,
			dealNow,
		);
		if (choice === dealNow) {
			await vscode.commands.executeCommand('montana.newGame');
		}
	}
}

function rulesKey(preset: PresetChoice, rules: RuleOptions): string {
	return JSON.stringify([preset, rules]);
}
