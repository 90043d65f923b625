/**
 * Every question the extension asks the player, in one replaceable object.
 *
 * Modal dialogs and file pickers cannot be answered from an integration test, so the
 * tests swap these functions for scripted answers (through the test API returned by
 * `activate`). Production code always calls them through `dialogs`.
 */
import * as vscode from 'vscode';
import { PRESETS } from '../engine';
import { GAME_NUMBER_HINT, parseGameNumber } from './gameNumberInput';
import { PRESET_CHOICES, presetLabel, type PresetChoice } from './settings';

export interface Dialogs {
	/** A modal warning with one action button (Cancel is added by VS Code); true if the action was chosen. */
	confirm(message: string, detail: string, action: string): Promise<boolean>;
	/** A warning notification with optional action buttons; the action chosen, if any. */
	warn(message: string, ...actions: string[]): Promise<string | undefined>;
	askGameNumber(): Promise<number | undefined>;
	pickPreset(current: PresetChoice): Promise<PresetChoice | undefined>;
	pickSaveLocation(suggested: vscode.Uri): Promise<vscode.Uri | undefined>;
	pickGameFile(): Promise<vscode.Uri | undefined>;
}

const GAM_FILTERS = { 'Montana games': ['gam'] };

export const dialogs: Dialogs = {
	async confirm(message, detail, action) {
		return (await vscode.window.showWarningMessage(message, { modal: true, detail }, action)) === action;
	},

	async warn(message, ...actions) {
		return vscode.window.showWarningMessage(message, ...actions);
	},

	async askGameNumber() {
		const text = await vscode.window.showInputBox({
			title: 'Montana: New Game by Number',
			prompt: `The same number always deals the same cards: ${GAME_NUMBER_HINT}.`,
			placeHolder: '20908',
			ignoreFocusOut: true,
			validateInput: (value) => {
				const parsed = parseGameNumber(value);
				return parsed.ok ? null : parsed.problem;
			},
		});
		if (text === undefined) {
			return undefined;
		}
		const parsed = parseGameNumber(text);
		return parsed.ok ? parsed.gameNumber : undefined;
	},

	async pickPreset(current) {
		const items = PRESET_CHOICES.map((choice) => ({
			label: presetLabel(choice),
			description: choice === current ? 'current' : undefined,
			detail:
				choice === 'custom' ? 'The options under Settings › Montana › Rules › Custom.' : PRESETS[choice].description,
			choice,
		}));
		const picked = await vscode.window.showQuickPick(items, {
			title: 'Montana: Choose Rules',
			placeHolder: 'Rules for the next game (the game in progress keeps its rules)',
			matchOnDetail: true,
		});
		return picked?.choice;
	},

	async pickSaveLocation(suggested) {
		return vscode.window.showSaveDialog({ defaultUri: suggested, filters: GAM_FILTERS, title: 'Save Montana Game' });
	},

	async pickGameFile() {
		const picked = await vscode.window.showOpenDialog({
			canSelectMany: false,
			filters: GAM_FILTERS,
			title: 'Open Montana Game',
			openLabel: 'Open Game',
		});
		return picked?.[0];
	},
};
