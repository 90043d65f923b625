/**
 * The "Winnable?" status bar item (setting `montana.solver.showWinnable`): after every
 * change to the game in progress it asks the solver about the new position and says
 * winnable, lost without a redeal, still thinking, or unknown. An answer about a
 * position the game has left is dropped. An answer is also announced when it differs from
 * the last one announced for the game, so a screen reader hears it without looking at the
 * status bar, and hears "Winnable" once, not after every move (where it also talked over
 * the board's own words, such as "Autoplay stopped."). Clicked, it hides; while it says
 * "unknown" after the indicator's own few seconds, a click thinks longer (`thinkLonger.ts`).
 */
import * as vscode from 'vscode';
import type { CurrentGame } from '../../game/currentGame';
import type { GameSession } from '../../game/gameSession';
import type { SettingsReader } from '../../settings/settingsReader';
import type { SolverHost } from '../client/solverHost';
import { positionId, solverPosition } from '../client/solverProtocol';
import { ABOUT_GAME_IN_PROGRESS } from './thinkLonger';
import { INDICATOR_BUDGET, INDICATOR_SECONDS, THINK_LONGER_SECONDS } from '../budgets';
import {
	secondsSearched,
	winnabilityOf,
	winnabilityWords,
	type Winnability,
	type WinnabilityWords,
} from './winnability';

export class WinnableIndicator implements vscode.Disposable {
	private readonly _item = vscode.window.createStatusBarItem('montana.winnable', vscode.StatusBarAlignment.Left, 9);
	private readonly _disposables: vscode.Disposable[] = [];
	private _state: Winnability | undefined;
	/** The last answer announced, and the game it was about. */
	private _announced: { readonly session: GameSession; readonly sentence: string } | undefined;
	private _refreshTimer: ReturnType<typeof setTimeout> | undefined;

	constructor(
		private readonly _game: CurrentGame,
		private readonly _settings: SettingsReader,
		private readonly _solver: Pick<SolverHost, 'solve'>,
		/** Says an answer to a screen reader (the game panel's live region). */
		private readonly _announce: (sentence: string) => void,
	) {
		this._item.name = 'Montana Solitaire: Winnable?';
		this._disposables.push(
			this._item,
			// After the game's other listeners: the board's new state is posted before the solver is asked.
			_game.onDidChange(() => this._refreshSoon()),
			_settings.onDidChange(() => void this.refresh()),
		);
		void this.refresh();
	}

	/**
	 * What the item says now (undefined while it is hidden); for the tests. Between a change
	 * of the game and the refresh just after it, 'thinking', as the item is about to say: an
	 * answer about the position before the change is never read as one about the new one.
	 */
	get state(): Winnability | undefined {
		return this._refreshTimer === undefined ? this._state : 'thinking';
	}
	get item(): vscode.StatusBarItem {
		return this._item;
	}

	/** Asks about the game's position now; resolves when the answer is shown (or dropped). */
	async refresh(): Promise<void> {
		// This refresh covers any change a pending one was due for.
		clearTimeout(this._refreshTimer);
		this._refreshTimer = undefined;
		const session = this._game.session;
		if (!this._settings.current.showWinnable || !session) {
			this._state = undefined;
			this._announced = undefined;
			this._item.hide();
			return;
		}
		const game = session.game;
		if (game.status() === 'won') {
			this._show('won', game.redealsLeft());
			return;
		}
		const position = solverPosition(game);
		this._show('thinking', game.redealsLeft());
		const answer = await this._solver.solve(position, INDICATOR_BUDGET);
		const now = this._game.session;
		if (!this._settings.current.showWinnable || !now || positionId(solverPosition(now.game)) !== positionId(position)) {
			return;
		}
		const state = winnabilityOf(answer);
		const { sentence } = this._show(state, now.game.redealsLeft(), secondsSearched(answer));
		if (state !== 'thinking' && (this._announced?.session !== now || this._announced.sentence !== sentence)) {
			this._announced = { session: now, sentence };
			this._announce(sentence);
		}
	}

	/** A refresh once the task that changed the game is done; changes in one task ask once. */
	private _refreshSoon(): void {
		this._refreshTimer ??= setTimeout(() => {
			this._refreshTimer = undefined;
			void this.refresh();
		}, 0);
	}

	/** Says the solver is thinking longer about the position shown (`thinkLonger.ts`); the next answer replaces it. */
	thinkingLonger(): void {
		const session = this._game.session;
		if (this._settings.current.showWinnable && session) {
			this._show('thinkingLonger', session.game.redealsLeft());
		}
	}

	dispose(): void {
		clearTimeout(this._refreshTimer);
		for (const disposable of this._disposables.splice(0)) {
			disposable.dispose();
		}
	}

	/** Shows `state` and returns its words. */
	private _show(state: Winnability, redealsLeft: number | null, seconds = INDICATOR_SECONDS): WinnabilityWords {
		const words = winnabilityWords(state, redealsLeft, seconds);
		const thinkLonger = state === 'unknown' && seconds < THINK_LONGER_SECONDS;
		this._state = state;
		this._item.text = words.text;
		this._item.command = thinkLonger
			? { title: 'Think Longer', command: 'montana.thinkLonger', arguments: [ABOUT_GAME_IN_PROGRESS] }
			: 'montana.toggleWinnable';
		this._item.tooltip = `${words.sentence} ${thinkLonger ? 'Click to think for up to a minute.' : 'Click to hide.'}`;
		this._item.accessibilityInformation = { label: `Montana Solitaire: ${words.sentence}`, role: 'button' };
		this._item.show();
		return words;
	}
}
