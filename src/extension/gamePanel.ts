/**
 * The game panel: a webview that shows the game in progress and posts the player's
 * intents. It keeps no game state of its own (the host does, in `CurrentGame`), so it
 * can be hidden, closed, or revived after a reload and simply asks for the state again.
 */
import * as vscode from 'vscode';
import type { GameEvent, GameView, HostToWebview, WebviewToHost } from '../protocol';
import type { CurrentGame } from './currentGame';
import type { IntentOutcome } from './gameSession';
import { logError, logWarning } from './log';
import { validateWebviewMessage } from './messageValidation';
import type { SettingsReader } from './settingsReader';
import type { GameStatusBar } from './statusBar';
import { gameTabIcon } from './tabIcon';
import { gameHtml, webviewOptions } from './webviewHtml';

/** What a panel needs from the rest of the extension. */
export interface GamePanelDeps {
	readonly extensionUri: vscode.Uri;
	readonly game: CurrentGame;
	readonly settings: SettingsReader;
	readonly statusBar: GameStatusBar;
}

export class GamePanel {
	/** Must match `activationEvents` and the `when` clauses in package.json. */
	static readonly viewType = 'montana.game';
	private static _current: GamePanel | undefined;

	private readonly _disposables: vscode.Disposable[] = [];
	/**
	 * The page has posted `ready` and not been torn down since. A hidden webview loses
	 * its page and every message posted to it, so until it is ready again only the
	 * state (sent on `ready`) matters; the latest highlight or notice waits here.
	 */
	private _ready = false;
	/** Set once the panel is closed: a message handled after that must not touch its webview. */
	private _disposed = false;
	private _pending: HostToWebview | undefined;

	/** Registers the serializer that brings the panel back after a reload or a restart of VS Code. */
	static register(deps: GamePanelDeps): vscode.Disposable {
		return vscode.window.registerWebviewPanelSerializer(GamePanel.viewType, {
			deserializeWebviewPanel(panel: vscode.WebviewPanel) {
				// There is one game, so one panel: a second restored copy would only mirror it.
				if (GamePanel._current) {
					panel.dispose();
				} else {
					GamePanel._current = new GamePanel(panel, deps);
				}
				return Promise.resolve();
			},
		});
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
			webviewOptions(deps.extensionUri),
		);
		GamePanel._current = new GamePanel(panel, deps);
		return GamePanel._current;
	}

	private constructor(
		private readonly _panel: vscode.WebviewPanel,
		private readonly _deps: GamePanelDeps,
	) {
		// Reset on revive too, so the roots follow the extension's current install folder.
		_panel.webview.options = webviewOptions(_deps.extensionUri);
		_panel.webview.html = gameHtml(_panel.webview, _deps.extensionUri);
		_panel.iconPath = gameTabIcon(_deps.extensionUri);
		_panel.onDidDispose(() => this._dispose(), null, this._disposables);
		_panel.onDidChangeViewState(
			() => {
				if (!_panel.visible) {
					this._ready = false;
				}
			},
			null,
			this._disposables,
		);
		_panel.webview.onDidReceiveMessage((raw: unknown) => void this.receive(raw), null, this._disposables);
		_deps.game.onDidChange((event) => this._update(event), null, this._disposables);
		this._update(undefined);
	}

	/** The panel itself, and whether its page has asked for the state; for the integration tests. */
	get panel(): vscode.WebviewPanel {
		return this._panel;
	}
	get ready(): boolean {
		return this._ready;
	}

	/** Shows the result of an intent: the new state is sent by the change event; highlights and notices here. */
	showOutcome(outcome: IntentOutcome): void {
		if (outcome.kind === 'highlight') {
			this._post({ type: 'highlight', positions: outcome.positions, reason: 'hint' });
		} else if (
			outcome.kind === 'notice' &&
			(outcome.level === 'warning' || this._deps.settings.current.view.messages)
		) {
			this._post({ type: 'notice', text: outcome.text, level: outcome.level });
		}
	}

	/**
	 * Handles one message from the webview: anything that is not a valid `WebviewToHost`
	 * is logged and ignored. Never rejects. Public so the integration tests can post as
	 * the webview and wait until the message is handled.
	 */
	async receive(raw: unknown): Promise<void> {
		const result = validateWebviewMessage(raw);
		if (!result.ok) {
			logWarning(`Ignored a message from the game webview: ${result.reason}.`);
			return;
		}
		try {
			await this._handle(result.message);
		} catch (error) {
			logError(`Handling the webview's '${result.message.type}' failed`, error);
		}
	}

	private async _handle(message: WebviewToHost): Promise<void> {
		if (this._disposed) {
			return;
		}
		switch (message.type) {
			case 'ready':
				this._ready = true;
				this._postState(this._deps.game.view(), undefined);
				if (this._pending) {
					void this._panel.webview.postMessage(this._pending);
					this._pending = undefined;
				}
				return;
			case 'newGame':
				await vscode.commands.executeCommand('montana.newGame');
				return;
			case 'restart':
				await vscode.commands.executeCommand('montana.restart');
				return;
			case 'showScores':
				await vscode.commands.executeCommand('montana.showBestScores');
				return;
			case 'replayGoto':
			case 'replayPlay':
			case 'replayPause':
			case 'openAsText':
				// The .gam editor's controls; the panel never shows them.
				logWarning(`Ignored the .gam editor's '${message.type}' in the game panel.`);
				return;
			default:
				this.showOutcome(this._deps.game.apply(message));
		}
	}

	private _update(event: GameEvent | undefined): void {
		const view = this._deps.game.view();
		this._panel.title = `Montana #${view.gameNumber}`;
		this._deps.statusBar.update(view);
		this._postState(view, event);
	}

	private _postState(view: GameView, event: GameEvent | undefined): void {
		if (this._ready) {
			const message: HostToWebview = {
				type: 'state',
				view,
				settings: this._deps.settings.current.view,
				...(event ? { event } : {}),
			};
			void this._panel.webview.postMessage(message);
		}
	}

	private _post(message: HostToWebview): void {
		if (this._ready) {
			void this._panel.webview.postMessage(message);
		} else {
			this._pending = message;
		}
	}

	private _dispose(): void {
		this._disposed = true;
		this._ready = false;
		if (GamePanel._current === this) {
			GamePanel._current = undefined;
		}
		this._deps.statusBar.update(undefined);
		for (const disposable of this._disposables.splice(0)) {
			disposable.dispose();
		}
	}
}
