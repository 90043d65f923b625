/**
 * The game panel: a webview that shows the game in progress and posts the player's
 * intents. It keeps no game state of its own (the host does, in `CurrentGame`), so it
 * can be hidden, closed, or revived after a reload and simply asks for the state again.
 */
import * as vscode from 'vscode';
import type { GameEvent, GameView, HostToWebview } from '../../protocol';
import { GAME_PANEL_VIEW_TYPE } from '../contributions';
import type { CurrentGame } from '../game/currentGame';
import type { IntentOutcome } from '../game/gameSession';
import { logIgnoredMessage } from '../log';
import type { SettingsReader } from '../settings/settingsReader';
import type { SolverHost } from '../solver/client/solverHost';
import type { Autoplay } from '../solver/features/autoplay';
import { hintWaitNotice, solverHint } from '../solver/features/solverHint';
import type { GameStatusBar } from '../game/statusBar';
import { BOARD_WEBVIEW_OPTIONS, openBoardChannel } from './boardChannel';
import type { BoardMessage, WebviewChannel } from './webviewChannel';

/** What a panel needs from the rest of the extension. */
export interface GamePanelDeps {
	readonly extensionUri: vscode.Uri;
	readonly game: CurrentGame;
	readonly settings: SettingsReader;
	readonly statusBar: GameStatusBar;
	readonly solver: SolverHost;
	readonly autoplay: Autoplay;
}

export class GamePanel {
	static readonly viewType = GAME_PANEL_VIEW_TYPE;
	private static _current: GamePanel | undefined;

	private readonly _disposables: vscode.Disposable[] = [];
	private readonly _channel: WebviewChannel;

	/**
	 * Brings back a panel VS Code restores after a reload or a restart (its serializer is
	 * the entry's shell, lazy/lazyGamePanel.ts).
	 */
	static revive(panel: vscode.WebviewPanel, deps: GamePanelDeps): void {
		// There is one game, so one panel: a second restored copy would only mirror it.
		if (GamePanel._current) {
			panel.dispose();
		} else {
			GamePanel._current = new GamePanel(panel, deps);
		}
	}

	/** The open panel, if any. */
	static get current(): GamePanel | undefined {
		return GamePanel._current;
	}

	/** Reveals the panel, creating it beside the active editor (or in it, per `montana.panelLocation`). */
	static createOrShow(deps: GamePanelDeps, preserveFocus = false): GamePanel {
		if (GamePanel._current) {
			GamePanel._current._panel.reveal(undefined, preserveFocus);
			return GamePanel._current;
		}
		const column =
			deps.settings.current.panelLocation === 'active' ? vscode.ViewColumn.Active : vscode.ViewColumn.Beside;
		const panel = vscode.window.createWebviewPanel(
			GamePanel.viewType,
			'Montana Solitaire',
			{ viewColumn: column, preserveFocus },
			BOARD_WEBVIEW_OPTIONS,
		);
		GamePanel._current = new GamePanel(panel, deps);
		return GamePanel._current;
	}

	private constructor(
		private readonly _panel: vscode.WebviewPanel,
		private readonly _deps: GamePanelDeps,
	) {
		this._channel = openBoardChannel(_panel, _deps, {
			source: 'the game panel',
			newGameCommand: 'montana.newGame',
			state: () => this._stateMessage(_deps.game.view(), undefined),
			handle: (message) => this._handle(message),
		});
		this._disposables.push(this._channel);
		_panel.onDidDispose(() => this._dispose(), null, this._disposables);
		_deps.game.onDidChange((event) => this._update(event), null, this._disposables);
		this._update(undefined);
	}

	/** The panel itself, and whether its page has asked for the state; for the integration tests. */
	get panel(): vscode.WebviewPanel {
		return this._panel;
	}
	get ready(): boolean {
		return this._channel.ready;
	}

	/** Shows the result of an intent: the new state is sent by the change event; highlights and notices here. */
	showOutcome(outcome: IntentOutcome): void {
		this._channel.showOutcome(outcome);
	}

	/** Shows the best move for the game in progress (the solver's when it finds a win) and says which it is. */
	async hint(): Promise<void> {
		const session = this._deps.game.ensureSession();
		const waiting = hintWaitNotice(session.game, this._deps.solver);
		if (waiting) {
			this.showOutcome(waiting);
		}
		const { solver } = this._deps;
		const outcome = await solverHint(session, (position, budget) => solver.solve(position, budget), {
			searchedMs: (position) => solver.searchedWithoutAnswerMs(position),
		});
		if (outcome) {
			if (outcome.kind === 'highlight') {
				// A move shown is help taken: the win will say so in the scores.
				this._deps.game.countHint();
			}
			this.showOutcome(outcome);
		}
	}

	/** Tells the page that autoplay started or stopped (it shows so, and its next key or click stops it), and its speed. */
	postAutoplay(playing: boolean, speed: number): void {
		this._channel.postState(() => ({ type: 'autoplay', playing, speed }));
	}

	/** Handles one message as if the page had posted it; for the integration tests. Never rejects. */
	receive(raw: unknown): Promise<void> {
		return this._channel.receive(raw);
	}

	private async _handle(message: BoardMessage): Promise<void> {
		switch (message.type) {
			case 'restart':
				await vscode.commands.executeCommand('montana.restart');
				return;
			case 'hint':
				await this.hint();
				return;
			case 'startAutoplay':
				await this._deps.autoplay.start();
				return;
			case 'stopAutoplay':
				this._deps.autoplay.stop();
				return;
			case 'replayGoto':
			case 'replayPlay':
			case 'replayPause':
			case 'openAsText':
				// The .gam editor's controls; the panel never shows them.
				logIgnoredMessage(`Ignored the .gam editor's '${message.type}' in the game panel.`);
				return;
			default:
				this.showOutcome(this._deps.game.apply(message));
		}
	}

	private _update(event: GameEvent | undefined): void {
		const view = this._deps.game.view();
		// The board first, the player's eyes are on it; the title and status bar follow.
		this._channel.postState(() => this._stateMessage(view, event));
		this._panel.title = `${view.gameName} #${view.gameNumber}`;
		this._deps.statusBar.update(view);
	}

	private _stateMessage(view: GameView, event: GameEvent | undefined): HostToWebview {
		return { type: 'state', view, settings: this._deps.settings.current.view, ...(event ? { event } : {}) };
	}

	private _dispose(): void {
		if (GamePanel._current === this) {
			GamePanel._current = undefined;
		}
		this._deps.statusBar.update(undefined);
		for (const disposable of this._disposables.splice(0)) {
			disposable.dispose();
		}
	}
}
