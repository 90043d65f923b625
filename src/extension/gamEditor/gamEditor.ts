/**
 * One `.gam` custom editor: a webview over the file's TextDocument, which is the only
 * truth. The board shows the record after `position` steps (the Windows game's Replay
 * Mode). Playing a card writes one edit to the document; every change to the document,
 * whoever made it (this editor, the text editor beside it, VS Code's Undo), is read back
 * from the text and shown, so nothing here can drift from the file.
 */
import * as vscode from 'vscode';
import { type GamAction, type Game, type GamRecord, scoreTableOf, wonInText } from '../../engine';
import type { GameEvent, HostToWebview, NotCounted, Quotation, ReplaySpeed, WebviewToHost } from '../../protocol';
import { dialogs } from '../game/dialogs';
import { GameSession } from '../game/gameSession';
import { toGameView } from '../game/gameView';
import { logError, logInfo } from '../log';
import type { Placement } from '../storage/savedGame';
import type { WinQuotations } from '../game/quotations/winQuotations';
import type { ScoreStore } from '../scores/scoreStore';
import type { SettingsReader } from '../settings/settingsReader';
import type { SolverHost } from '../solver/client/solverHost';
import { hintWaitNotice, solverHint } from '../solver/features/solverHint';
import { findLostWin } from '../solver/features/lostWin';
import { thinkLonger } from '../solver/features/thinkLonger';
import { openBoardChannel } from '../panel/boardChannel';
import type { BoardMessage, WebviewChannel } from '../panel/webviewChannel';
import { documentRecord, type DocumentRecord } from './documentRecord';
import { cutAfter, movesAfter, presetOf, type ReadRecord } from './record';
import { playEdit } from './recordEdits';
import { ReplayTimer } from './replayTimer';
import { recordFingerprint, type ScoredRecords } from './scoredRecords';
import { actionOf, breaksAnew, dropQuestion, drops, followPosition, startPosition, stepEvent } from './stepping';

export interface GamEditorDeps {
	readonly extensionUri: vscode.Uri;
	readonly settings: SettingsReader;
	readonly scores: ScoreStore;
	readonly scored: ScoredRecords;
	readonly quotations: WinQuotations;
	readonly solver: Pick<SolverHost, 'solve' | 'cancel' | 'runningTimeLimitMs' | 'searchedWithoutAnswerMs'>;
}

export type PlayIntent = Extract<WebviewToHost, { type: 'moveCard' | 'fillGap' | 'redeal' }>;

/** A record's text up to a step, and that step: where a copy to play on in starts. */
export interface RecordCopy {
	readonly text: string;
	readonly position: number;
}

/** Typing in a text editor beside the board is read back once the typing pauses. */
const TYPING_DELAY_MS = 150;

/** An edit this editor applied and has not yet seen come back from the document. */
interface OwnEdit {
	/** The document's text once the edit lands, with `\n` line breaks. */
	readonly text: string;
	readonly position: number;
	readonly event: GameEvent;
}

export class GamEditor implements vscode.Disposable {
	private _record: DocumentRecord;
	private _position: number;
	private readonly _timer = new ReplayTimer();
	private _ownEdit: OwnEdit | undefined;
	/** Where this editor's win landed in the best scores, until the record changes under it. */
	private _placement: Placement | null = null;
	/** Why the win this editor's own move reached stays out of the best scores, if it does. */
	private _notCounted: NotCounted | null = null;
	/** The record's win was played in this editor, until the record changes under it. */
	private _wonHere = false;
	/** The quotation greeting the win the board shows; a new one each time the board comes to a win. */
	private _quotation: Quotation | null = null;
	/**
	 * Hints this editor showed: a win played on here says it had help, as the game panel's
	 * does. The record holds only moves, so the count lives as long as the editor.
	 */
	private _hints = 0;
	private _typing: ReturnType<typeof setTimeout> | undefined;
	private readonly _channel: WebviewChannel;
	private readonly _disposables: vscode.Disposable[] = [];

	constructor(
		readonly document: vscode.TextDocument,
		private readonly _panel: vscode.WebviewPanel,
		/** Why the file cannot be written ("opened from Git history"), or null when it can. */
		readonly readOnly: string | null,
		private readonly _deps: GamEditorDeps,
		/** The step to start at instead of where files open (this editor replaces another). */
		startAt?: number,
		/**
		 * Plays a move in a copy of the record up to the step shown, not in this document
		 * (the sample game, which no one changes).
		 */
		private readonly _playInCopy?: (copy: RecordCopy, intent: PlayIntent) => Promise<void>,
	) {
		this._record = documentRecord(document);
		this._position = startAt ?? startPosition(this._record.state, _deps.settings.current.gamOpenAt);
		// One message at a time: a move waits until the one before it is in the document.
		this._channel = openBoardChannel(_panel, _deps, {
			source: 'a .gam editor',
			newGameCommand: 'montana.newGameInFile',
			state: () => {
				this._sync();
				return this._message(undefined);
			},
			handle: (message) => this._handle(message),
			hidden: () => this._timer.stop(),
		});
		this._disposables.push(this._channel);
		vscode.workspace.onDidChangeTextDocument((e) => this._documentChanged(e), null, this._disposables);
		_deps.settings.onDidChange(() => this._post(undefined), null, this._disposables);
		_panel.onDidDispose(() => this.dispose(), null, this._disposables);
	}

	/** The editor's webview panel; the integration tests watch what it is sent. */
	get panel(): vscode.WebviewPanel {
		return this._panel;
	}

	/** How many steps of the record the board shows. */
	get position(): number {
		return this._position;
	}

	/** The document's text as this editor last read it. */
	get text(): string {
		return this._record.text;
	}

	/** What the webview shows now; for the integration tests. */
	message(): HostToWebview {
		return this._message(undefined);
	}

	/** Validates and handles a message as if the page had posted it; resolves once it is handled. */
	receive(raw: unknown): Promise<void> {
		return this._channel.receive(raw);
	}

	dispose(): void {
		this._timer.stop();
		clearTimeout(this._typing);
		for (const disposable of this._disposables.splice(0)) {
			disposable.dispose();
		}
	}

	private async _handle(message: BoardMessage): Promise<void> {
		// Act on the text as it is now, even if typing beside the board has not paused yet.
		this._sync();
		switch (message.type) {
			case 'moveCard':
			case 'fillGap':
			case 'redeal':
				return this._play(message);
			// In a record, Undo and Redo step through it (the Windows game's Redo! replays);
			// VS Code's own Undo is what takes a move out of the file.
			case 'undo':
				return this._goto(this._position - 1);
			case 'redo':
				return this._goto(this._position + 1);
			case 'restart':
				return this._goto(0);
			case 'replayGoto':
				return this._goto(message.position);
			case 'replayPlay':
				return this._playThrough(message.speed);
			case 'replayPause':
				this._timer.stop();
				this._post(undefined);
				return;
			case 'hint':
				return this._hint();
			case 'openAsText':
				await vscode.commands.executeCommand('vscode.openWith', this.document.uri, 'default');
				return;
		}
	}

	// --- Replay ---

	/** Goes to a step by hand, which stops a play-through. */
	private _goto(target: number): void {
		this._timer.stop();
		this._moveTo(target);
	}

	private _moveTo(target: number): void {
		const from = this._position;
		this._position = Math.max(0, Math.min(target, this._record.state.steps.length));
		this._post(stepEvent(this._record.state, from, this._position));
	}

	private _playThrough(speed: ReplaySpeed): void {
		const steps = this._record.state.steps.length;
		if (steps > 0) {
			// At the end, Play starts over, like a film.
			if (this._position === steps) {
				this._moveTo(0);
			}
			this._timer.start(speed, () => {
				if (this._position + 1 >= this._record.state.steps.length) {
					this._timer.stop();
				}
				this._moveTo(this._position + 1);
			});
		}
		this._post(undefined);
	}

	/** "Where Was the Win Lost?" over the record up to the board shown; "Go to Before It" steps the replay there. */
	findLostWin(): Promise<void> {
		this._sync();
		const { version } = this._record;
		const position = this._position;
		return findLostWin(this._session()?.game, this._deps.solver, {
			label: 'Go to Before It',
			go: (step) => {
				this._sync();
				if (this._record.version !== version || this._position !== position) {
					return false;
				}
				this._goto(step);
				return true;
			},
		});
	}

	/** "Winnable? Think Longer" about the board shown; its answer is dropped if the board shows another position by then. */
	thinkLonger(): Promise<void> {
		return thinkLonger(() => {
			this._sync();
			return this._session()?.game;
		}, this._deps.solver);
	}

	// --- Playing on ---

	/** A session over the board shown now, to try an intent on it without touching the record. */
	private _session(): GameSession | undefined {
		const replay = this._record.state.replay;
		return replay ? new GameSession(replay.gameAt(this._position), presetOf(replay.record.rules)) : undefined;
	}

	/**
	 * The game panel's Hint, by the same solver and sentences, for the board shown; dropped
	 * when the board shows another position by the time it comes (text typed beside it,
	 * VS Code's Undo, a play-through).
	 */
	private async _hint(): Promise<void> {
		const session = this._session();
		if (!session) {
			return;
		}
		const waiting = hintWaitNotice(session.game, this._deps.solver);
		if (waiting) {
			this._channel.showOutcome(waiting);
		}
		const { solver } = this._deps;
		const outcome = await solverHint(session, (position, budget) => solver.solve(position, budget), {
			shown: () => {
				this._sync();
				return this._session()?.game;
			},
			searchedMs: (position) => solver.searchedWithoutAnswerMs(position),
		});
		if (outcome) {
			if (outcome.kind === 'highlight' && session.game.status() !== 'won') {
				this._hints++;
			}
			this._channel.showOutcome(outcome);
		}
	}

	private async _play(intent: PlayIntent): Promise<void> {
		const { state, version } = this._record;
		const session = this._session();
		if (this.readOnly !== null || state.replay === null || session === undefined) {
			this._channel.notice(
				state.replay === null
					? `There is no game to play on: ${state.error.message}`
					: `This file is read-only (${this.readOnly}): you can replay it, not play on.`,
				'warning',
			);
			return;
		}
		this._timer.stop();
		const position = this._position;
		const outcome = session.apply(intent);
		if (outcome.kind !== 'changed') {
			this._channel.showOutcome(outcome);
			return;
		}
		if (this._playInCopy) {
			const text = this.document.getText().slice(0, cutAfter(state, position));
			return this._playInCopy({ text, position }, intent);
		}
		if (drops(state, position) && !(await this._confirmDrop(state, position))) {
			return;
		}
		if (this.document.version !== version) {
			this._channel.notice('The file changed while you were deciding, so nothing was played. Try again.', 'warning');
			return;
		}
		await this._write(state, position, actionOf(outcome.event, session.game.rules.game), outcome.event);
	}

	/** Asks before a move drops the rest of the record (the later steps, or the part with an error). */
	private _confirmDrop(state: ReadRecord, position: number): Promise<boolean> {
		const { message, detail, action } = dropQuestion(
			state,
			position,
			this.document.positionAt(cutAfter(state, position)).line + 1,
		);
		return dialogs.confirm(message, detail, action);
	}

	/** Records one action with one document edit, dropping what follows `position`. */
	private async _write(state: ReadRecord, position: number, action: GamAction, event: GameEvent): Promise<void> {
		const text = this.document.getText();
		const edit = playEdit(text, cutAfter(state, position), movesAfter(state, position), action);
		this._ownEdit = { text: unixLines(text.slice(0, edit.start) + edit.text), position: position + 1, event };
		const workspaceEdit = new vscode.WorkspaceEdit();
		workspaceEdit.replace(
			this.document.uri,
			new vscode.Range(this.document.positionAt(edit.start), this.document.positionAt(edit.end)),
			edit.text,
		);
		const applied = await vscode.workspace.applyEdit(workspaceEdit);
		// Usually the change event has shown the edit already; if not, show it now.
		this._sync();
		this._ownEdit = undefined;
		if (!applied) {
			this._channel.notice('VS Code did not accept the change to the file, so nothing was played.', 'warning');
		}
	}

	/** Counts a win reached by this editor's own move, once per record (scoredRecords.ts). */
	private _scoreWin(record: GamRecord, game: Game): void {
		if (record.layout !== null) {
			// A record from a layout of its own is a puzzle, not game N's deal: it does not count.
			this._notCounted = 'puzzle';
			return;
		}
		const fingerprint = recordFingerprint(record);
		if (this._deps.scored.has(fingerprint)) {
			this._notCounted = 'countedBefore';
			logInfo(`Game ${game.gameNumber} won again in ${this.document.uri.toString()}: counted before, not again.`);
			return;
		}
		this._deps.scored
			.add(fingerprint)
			.then(undefined, (error: unknown) => logError('Could not remember a counted .gam game', error));
		this._placement = this._deps.scores.recordWin(scoreTableOf(record.rules), {
			gameNumber: game.gameNumber,
			moves: game.moves,
			redeals: game.redeals,
			hints: this._hints,
		});
		logInfo(
			`Game ${game.gameNumber}: ${wonInText(game.moves, game.redeals, false, game.declaration.name)}, in ${this.document.uri.toString()}.`,
		);
	}

	// --- The document ---

	private _documentChanged(e: vscode.TextDocumentChangeEvent): void {
		if (e.document !== this.document || e.contentChanges.length === 0) {
			return;
		}
		clearTimeout(this._typing);
		// This editor's own move, Undo and Redo show at once; typing waits for a pause.
		if (this._ownEdit !== undefined || e.reason !== undefined) {
			this._sync();
		} else {
			this._typing = setTimeout(() => this._sync(), TYPING_DELAY_MS);
		}
	}

	/** Reads the document again if it changed, and shows it. */
	private _sync(): void {
		clearTimeout(this._typing);
		const before = this._record;
		const record = documentRecord(this.document);
		if (record.version === before.version) {
			return;
		}
		this._record = record;
		this._placement = null;
		this._notCounted = null;
		const steps = record.state.steps.length;
		const own =
			this._ownEdit !== undefined && unixLines(this.document.getText()) === this._ownEdit.text
				? this._ownEdit
				: undefined;
		if (own) {
			this._ownEdit = undefined;
			this._position = own.position;
		} else if (breaksAnew(before.state, record.state)) {
			this._position = steps;
		} else {
			this._position = followPosition(before.state.steps, this._position, record.state.steps);
		}
		if (this._position >= steps) {
			this._timer.stop();
		}
		this._wonHere = false;
		if (own && record.state.replay !== null) {
			const game = record.state.replay.gameAt(this._position);
			this._wonHere = game.status() === 'won';
			if (this._wonHere) {
				this._scoreWin(record.state.replay.record, game);
			}
		}
		this._post(own?.event);
	}

	// --- The webview ---

	private _message(event: GameEvent | undefined): HostToWebview {
		const { state } = this._record;
		if (state.replay === null) {
			return { type: 'recordError', error: state.error };
		}
		const game = state.replay.gameAt(this._position);
		const steps = state.steps.length;
		const won = game.status() === 'won';
		this._quotation = won ? (this._quotation ?? this._deps.quotations.next()) : null;
		const view = toGameView(
			game,
			presetOf(game.rules),
			won ? this._placement : null,
			this._quotation,
			false,
			won ? this._notCounted : null,
		);
		return {
			type: 'state',
			// Stepping through a record may cross redeals that the rules make final.
			view: { ...view, canUndo: this._position > 0, canRedo: this._position < steps },
			settings: this._deps.settings.current.view,
			...(event ? { event } : {}),
			replay: {
				steps: state.steps,
				position: this._position,
				playing: this._timer.playing,
				speed: this._timer.speed,
				readOnly: this.readOnly !== null,
				wonHere: this._wonHere,
			},
			...(state.error ? { recordError: state.error } : {}),
		};
	}

	private _post(event: GameEvent | undefined): void {
		this._channel.postState(() => this._message(event));
	}
}

function unixLines(text: string): string {
	return text.replace(/\r\n/g, '\n');
}
