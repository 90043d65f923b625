/**
 * Reads the `montana.*` settings, keeps the current values, and tells listeners when
 * they change. A hand-edited bad value is reported once (a warning with a button to
 * the settings) and replaced by its default until it is fixed.
 */
import * as vscode from 'vscode';
import { logWarning } from './log';
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
	async setPreset(preset: PresetChoice): Promise<void> {
		await vscode.workspace
			.getConfiguration('montana')
			.update('rules.preset', preset, vscode.ConfigurationTarget.Global);
	}

	dispose(): void {
		this._listener.dispose();
		this._onDidChange.dispose();
	}

	private _read(): Settings {
		const configuration = vscode.workspace.getConfiguration();
		const { settings, problems } = parseSettings((key) => configuration.get(key));
		for (const problem of problems) {
			if (!this._reported.has(problem)) {
				this._reported.add(problem);
				this._report(problem);
			}
		}
		return settings;
	}

	private _report(problem: string): void {
		logWarning(`Setting ignored: ${problem}`);
		const openSettings = 'Open Settings';
		void vscode.window.showWarningMessage(`Montana Solitaire: ${problem}`, openSettings).then((choice) => {
			if (choice === openSettings) {
				void vscode.commands.executeCommand('workbench.action.openSettings', 'montana.');
			}
		});
	}
}
