/**
 * Reads the `montana.*` settings, keeps the current values, and tells listeners when
 * they change. A hand-edited bad value is reported once and replaced by its default (or
 * its bound) until it is fixed; the values found bad in one reading are named together
 * in one warning with a button to the settings.
 */
import * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { dialogs } from '../game/dialogs';
import { logWarning } from '../log';
import { parseSettings, type PresetChoice, type Settings } from './settings';

export class SettingsReader implements vscode.Disposable {
	private _current: Settings;
	/** Problems already shown, so a bad value is not reported on every change of another setting. */
	private readonly _reported = new Set<string>();
	private readonly _onDidChange = new vscode.EventEmitter<Settings>();
	readonly onDidChange = this._onDidChange.event;
	private readonly _listener: vscode.Disposable;

	constructor() {
		this._current = this._read();
		this._listener = vscode.workspace.onDidChangeConfiguration((e) => {
			if (e.affectsConfiguration('montana')) {
				this._current = this._read();
				this._onDidChange.fire(this._current);
			}
		});
	}

	get current(): Settings {
		return this._current;
	}

	/** Makes `preset` the rules for new games (user settings, so it follows the player everywhere). */
	async setGame(game: GameId): Promise<void> {
		await vscode.workspace.getConfiguration('montana').update('game', game, vscode.ConfigurationTarget.Global);
	}

	async setPreset(preset: PresetChoice): Promise<void> {
		await vscode.workspace
			.getConfiguration('montana')
			.update('rules.preset', preset, vscode.ConfigurationTarget.Global);
	}

	/** Turns the "Winnable?" indicator on or off (user settings). */
	async setShowWinnable(show: boolean): Promise<void> {
		await vscode.workspace
			.getConfiguration('montana')
			.update('solver.showWinnable', show, vscode.ConfigurationTarget.Global);
	}

	dispose(): void {
		this._listener.dispose();
		this._onDidChange.dispose();
	}

	private _read(): Settings {
		const configuration = vscode.workspace.getConfiguration();
		const { settings, problems } = parseSettings((key) => configuration.get(key));
		const fresh = problems.filter((problem) => !this._reported.has(problem));
		fresh.forEach((problem) => this._reported.add(problem));
		if (fresh.length > 0) {
			this._report(fresh);
		}
		return settings;
	}

	private _report(problems: readonly string[]): void {
		problems.forEach((problem) => logWarning(`Setting corrected: ${problem}`));
		const openSettings = 'Open Settings';
		const message =
			problems.length === 1
				? `Montana Solitaire: ${problems[0]}`
				: `Montana Solitaire corrected ${problems.length} settings: ${problems.join(' ')}`;
		void dialogs.warn(message, openSettings).then((choice) => {
			if (choice === openSettings) {
				void vscode.commands.executeCommand('workbench.action.openSettings', 'montana.');
			}
		});
	}
}
