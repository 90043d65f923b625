/**
 * What `activate()` returns: handles on the host's parts for the integration tests.
 *
 * Test-only. It is not a public API for other extensions and may change at any time;
 * the tests use it to observe what the `vscode` API does not show (the game state, the
 * stored scores) and to script the answers to dialogs.
 */
import type * as vscode from 'vscode';
import type { CommandDeps, CommandHandlers } from './commands';
import type { CurrentGame } from './game/currentGame';
import { dialogs, type Dialogs } from './game/dialogs';
import type { GamEditor } from './gamEditor/gamEditor';
import { GamEditorProvider } from './gamEditor/gamEditorProvider';
import { GamePanel } from './panel/gamePanel';
import type { ScoreStore } from './scores/scoreStore';
import { ScoresPanel } from './scores/scoresPanel';
import type { SettingsReader } from './settings/settingsReader';
import type { GlobalState } from './storage/lastWriteWinsMemento';
import type { GameStatusBar } from './game/statusBar';
import type { SolverHost } from './solver/client/solverHost';
import type { WinnableIndicator } from './solver/features/winnableIndicator';
import type { Autoplay } from './solver/features/autoplay';

export interface TestApi {
	readonly game: CurrentGame;
	readonly scores: ScoreStore;
	readonly settings: SettingsReader;
	readonly statusBar: GameStatusBar;
	readonly solver: SolverHost;
	readonly winnable: WinnableIndicator;
	readonly autoplay: Autoplay;
	/** The live dialogs object: replace its functions to answer questions in a test. */
	readonly dialogs: Dialogs;
	/** The extension's `globalState`, to plant damaged data and look at what is stored. */
	readonly globalState: GlobalState;
	/** The extension's log folder, where VS Code writes the "Montana Solitaire" log. */
	readonly logUri: vscode.Uri;
	gamePanel(): GamePanel | undefined;
	scoresPanel(): ScoresPanel | undefined;
	/** The open .gam editors, oldest first. */
	gamEditors(): readonly GamEditor[];
	/** The ids of the commands the host has a handler for. */
	readonly commands: readonly string[];
}

export function testApi(
	deps: CommandDeps,
	commands: CommandHandlers,
	globalState: GlobalState,
	logUri: vscode.Uri,
): TestApi {
	return {
		commands: Object.keys(commands),
		globalState,
		logUri,
		game: deps.game,
		scores: deps.scores,
		settings: deps.settings,
		statusBar: deps.statusBar,
		solver: deps.solver,
		winnable: deps.winnable,
		autoplay: deps.autoplay,
		dialogs,
		gamePanel: () => GamePanel.current,
		scoresPanel: () => ScoresPanel.current,
		gamEditors: () => GamEditorProvider.editors,
	};
}
