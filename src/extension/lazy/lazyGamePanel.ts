/**
 * The game panel's serializer: a panel VS Code restores after a reload or a restart is
 * handed to the host (panel/gamePanel.ts), which is loaded for it.
 */
import * as vscode from 'vscode';
import { GAME_PANEL_VIEW_TYPE } from '../contributions';
import type { LoadHost } from './hostLoader';

export class LazyGamePanel implements vscode.WebviewPanelSerializer {
	static register(load: LoadHost): vscode.Disposable {
		return vscode.window.registerWebviewPanelSerializer(GAME_PANEL_VIEW_TYPE, new LazyGamePanel(load));
	}

	private constructor(private readonly _load: LoadHost) {}

	deserializeWebviewPanel(panel: vscode.WebviewPanel): Promise<void> {
		this._load().reviveGamePanel(panel);
		return Promise.resolve();
	}
}
