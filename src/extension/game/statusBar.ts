/**
 * The status bar item: moves, shuffles left and cards home of the game in progress,
 * shown while the game panel is open. Clicking it brings the panel forward.
 */
import { counted, wonInText } from '../../engine';
import * as vscode from 'vscode';
import type { GameView } from '../../protocol';

export class GameStatusBar implements vscode.Disposable {
	private readonly _item = vscode.window.createStatusBarItem('montana.status', vscode.StatusBarAlignment.Left, 10);
	private _visible = false;

	constructor() {
		this._item.name = 'Montana Solitaire';
		this._item.command = 'montana.showGame';
	}

	/** The item as the player sees it, and whether it is shown; for the integration tests. */
	get item(): vscode.StatusBarItem {
		return this._item;
	}
	get visible(): boolean {
		return this._visible;
	}

	/** Shows the game's counters, or hides the item when `view` is undefined (no panel open). */
	update(view: GameView | undefined): void {
		this._visible = view !== undefined;
		if (!view) {
			this._item.hide();
			return;
		}
		this._item.text = `$(symbol-misc) ${statusText(view)}`;
		this._item.tooltip = `Montana Solitaire: game ${view.gameNumber}, ${view.presetLabel}. Click to show the game.`;
		this._item.accessibilityInformation = { label: `Montana Solitaire, ${statusText(view)}`, role: 'button' };
		this._item.show();
	}

	dispose(): void {
		this._item.dispose();
	}
}

function statusText(view: GameView): string {
	if (view.status === 'won') {
		const won = wonInText(view.moves, view.redeals, false, view.gameName);
		return view.result?.autoplayed ? `${won} by autoplay` : won;
	}
	const shuffles = view.redealsLeft === null ? 'unlimited shuffles' : `${counted(view.redealsLeft, 'shuffle')} left`;
	return `${counted(view.moves, 'move')} · ${shuffles} · ${view.cardsHome}/${view.cardsToPlace} home`;
}
