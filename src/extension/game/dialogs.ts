/**
 * Every question the extension asks the player, in one replaceable object.
 *
 * Modal dialogs and file pickers cannot be answered from an integration test, so the
 * tests swap these functions for scripted answers (through the test API returned by
 * `activate`). Production code always calls them through `dialogs`.
 */
import * as vscode from 'vscode';
import { GAMES, GAME_IDS, type GameFamily, PRESETS } from '../../engine';
import { GAME_NUMBER_HINT, parseGameNumber } from './gameNumberInput';
import { PRESET_CHOICES, presetLabel, type RulesChoice } from '../settings/settings';

export interface Dialogs {
	/** A modal warning with one action button (Cancel is added by VS Code); true if the action was chosen. */
	confirm(message: string, detail: string, action: string): Promise<boolean>;
	/** A warning notification with optional action buttons; the action chosen, if any. */
	warn(message: string, ...actions: string[]): Promise<string | undefined>;
	/** An information notification with optional action buttons; the action chosen, if any. */
	inform(message: string, ...actions: string[]): Promise<string | undefined>;
	askGameNumber(): Promise<number | undefined>;
	/** Montana with one of its presets, or another game of the family. */
	pickRules(current: RulesChoice): Promise<RulesChoice | undefined>;
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

	async inform(message, ...actions) {
		return vscode.window.showInformationMessage(message, ...actions);
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

	async pickRules(current) {
		type Item = vscode.QuickPickItem & { readonly choice?: RulesChoice };
		const separator = (label: string): Item => ({ label, kind: vscode.QuickPickItemKind.Separator });
		const isCurrent = (choice: RulesChoice) => choice.game === current.game && choice.preset === current.preset;
		const montana: Item[] = PRESET_CHOICES.map((preset) => {
			const choice = { game: 'montana', preset } as const;
			return {
				label: presetLabel(preset),
				description: isCurrent(choice) ? 'current' : undefined,
				detail:
					preset === 'custom' ? 'The options under Settings › Montana › Rules › Custom.' : PRESETS[preset].description,
				choice,
			};
		});
		const family = (name: string, of: GameFamily): Item[] => [
			separator(name),
			...GAME_IDS.filter((id) => id !== 'montana' && GAMES[id].family === of).map((id): Item => {
				// The presets are Montana's; a custom choice stays custom, with this game.
				const choice = { game: id, preset: current.preset };
				// One line fits a pick's detail; the rules in full are said once the game is chosen (currentGame.ts).
				return {
					label: GAMES[id].name,
					description: [...GAMES[id].altNames, ...(current.game === id ? ['current'] : [])].join(', ') || undefined,
					detail: GAMES[id].summary,
					choice,
				};
			}),
		];
		const items: Item[] = [
			separator('Montana'),
			...montana,
			...family('Montana variants', 'montana'),
			...family('The Moons', 'moons'),
			...family('Two decks', 'twoDecks'),
			...family('Small boards', 'smallBoards'),
		];
		const picked = await vscode.window.showQuickPick(items, {
			title: 'Montana: Choose Rules',
			placeHolder: 'The game and rules for the next game (the game in progress keeps its own)',
			matchOnDescription: true,
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
