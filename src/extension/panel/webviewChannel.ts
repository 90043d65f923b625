/**
 * The host's end of one board webview, the same for the game panel and the `.gam` editor.
 *
 * It checks every message the page posts (messageValidation.ts) and handles them one at
 * a time; it knows whether the page is there to receive (the page says `ready` when it
 * loads, and a hidden webview loses its page and every message posted to it); it holds
 * back information notices when the montana.messages setting is off; and it runs the
 * board's New Game and Best Scores buttons. What any other message means is the owner's
 * `handle`.
 *
 * It touches VS Code only through a panel and a `ChannelHost`, so the unit tests drive it
 * with fakes; `openBoardChannel` (boardChannel.ts) opens one wired to VS Code.
 */
import type * as vscode from 'vscode';
import type { HostToWebview, WebviewToHost } from '../../protocol';
import type { IntentOutcome } from '../game/gameSession';
import { validateWebviewMessage } from './messageValidation';

/** What the channel uses of a `vscode.WebviewPanel`. */
export type ChannelPanel = Pick<vscode.WebviewPanel, 'visible' | 'onDidChangeViewState'> & {
	readonly webview: Pick<vscode.Webview, 'postMessage' | 'onDidReceiveMessage'>;
};

/** What the channel needs from the extension around it. */
export interface ChannelHost {
	/** The montana.messages setting: whether information notices are shown (warnings always are). */
	messagesShown(): boolean;
	runCommand(command: string): Thenable<unknown>;
	logWarning(message: string): void;
	logError(message: string, error: unknown): void;
}

/** The messages the channel answers itself. */
type ChannelMessage = Extract<WebviewToHost, { type: 'ready' | 'newGame' | 'showScores' }>;
/** The messages the owner handles. */
export type BoardMessage = Exclude<WebviewToHost, ChannelMessage>;

export interface ChannelOptions {
	/** Who posts, for the log: "the game panel", "a .gam editor". */
	readonly source: string;
	/** The command the board's New Game button runs here. */
	readonly newGameCommand: string;
	/** The whole state: written into the page as it opens (boardChannel.ts), and sent each time the page says it is ready. */
	state(): HostToWebview;
	/** Every other valid message; the next one waits until this one is handled, unless it is a hint. */
	handle(message: BoardMessage): Promise<void> | void;
	/** The panel was hidden, and its page with it. */
	hidden?(): void;
}

export class WebviewChannel {
	private _ready = false;
	private _disposed = false;
	/** The latest highlight or notice posted while the page was away; it is shown once the page is ready. */
	private _pending: HostToWebview | undefined;
	private _queue: Promise<void> = Promise.resolve();
	private readonly _listeners: vscode.Disposable[];

	constructor(
		private readonly _panel: ChannelPanel,
		private readonly _host: ChannelHost,
		private readonly _options: ChannelOptions,
	) {
		this._listeners = [
			_panel.webview.onDidReceiveMessage((raw: unknown) => void this.receive(raw)),
			_panel.onDidChangeViewState(() => {
				if (!_panel.visible) {
					this._ready = false;
					_options.hidden?.();
				}
			}),
		];
	}

	/** The page has said `ready` and has not been hidden or closed since. */
	get ready(): boolean {
		return this._ready;
	}

	/**
	 * Handles one message from the page: anything that is not a valid `WebviewToHost` is
	 * logged and ignored, and so is everything once the channel is disposed. Messages are
	 * handled one after another, in order, but for hints. Resolves once the message is
	 * handled; never rejects.
	 */
	receive(raw: unknown): Promise<void> {
		const result = validateWebviewMessage(raw);
		if (!result.ok) {
			this._host.logWarning(`Ignored a message from ${this._options.source}: ${result.reason}.`);
			return this._queue;
		}
		const message = result.message;
		const handled = this._queue
			.then(() => this._handle(message))
			.catch((error: unknown) =>
				this._host.logError(`Handling '${message.type}' from ${this._options.source} failed`, error),
			);
		// A hint changes nothing and may wait seconds for the solver: it starts after the messages
		// before it, but the moves after it are handled while it thinks (a late hint is dropped).
		if (message.type !== 'hint') {
			this._queue = handled;
		}
		return handled;
	}

	/**
	 * Posts a state, built only if the page is there; while it is away the state is
	 * dropped, as the page asks for the whole state when it is back.
	 */
	postState(state: () => HostToWebview): void {
		if (this._ready) {
			void this._panel.webview.postMessage(state());
		}
	}

	/** Shows a highlight or a notice now, or once the page is back. */
	show(message: HostToWebview): void {
		if (this._ready) {
			void this._panel.webview.postMessage(message);
		} else if (!this._disposed) {
			this._pending = message;
		}
	}

	/** A notice for the player; an information notice only while the messages setting is on. */
	notice(text: string, level: 'info' | 'warning'): void {
		if (level === 'warning' || this._host.messagesShown()) {
			this.show({ type: 'notice', text, level });
		}
	}

	/** What an intent came to, besides a change (the owner sends the new state): a hint's cells, or a notice. */
	showOutcome(outcome: IntentOutcome): void {
		if (outcome.kind === 'highlight') {
			this.show({
				type: 'highlight',
				positions: outcome.positions,
				reason: 'hint',
				...(outcome.why ? { why: outcome.why } : {}),
			});
		} else if (outcome.kind === 'notice') {
			this.notice(outcome.text, outcome.level);
		}
	}

	dispose(): void {
		this._disposed = true;
		this._ready = false;
		this._pending = undefined;
		for (const listener of this._listeners.splice(0)) {
			listener.dispose();
		}
	}

	private async _handle(message: WebviewToHost): Promise<void> {
		if (this._disposed) {
			return;
		}
		switch (message.type) {
			case 'ready': {
				const state = this._options.state();
				this._ready = true;
				void this._panel.webview.postMessage(state);
				if (this._pending) {
					void this._panel.webview.postMessage(this._pending);
					this._pending = undefined;
				}
				return;
			}
			case 'newGame':
				await this._host.runCommand(this._options.newGameCommand);
				return;
			case 'showScores':
				await this._host.runCommand('montana.showBestScores');
				return;
			default:
				await this._options.handle(message);
		}
	}
}
