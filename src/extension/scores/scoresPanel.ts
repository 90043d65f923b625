/**
 * Show Best Scores and Show Statistics: a read-only webview without any script,
 * refreshed when the scores or the rules change. Not restored after a reload: it is a
 * glance, and reopening it is one command away.
 */
import * as vscode from 'vscode';
import { type PresetId, PRESETS, type ScoreTableKey, scoreTableOf } from '../../engine';
import type { ScoreStore } from './scoreStore';
import { escapeHtml } from './html';
import { PAGE_TITLES, SCORES_CSS, scoresBody, type ScoresPage } from './scoresHtml';
import type { SettingsReader } from '../settings/settingsReader';
import { staticHtml } from '../panel/webviewHtml';

export interface ScoresPanelDeps {
	readonly scores: ScoreStore;
	readonly settings: SettingsReader;
}

export class ScoresPanel {
	static readonly viewType = 'montana.scores';
	private static _current: ScoresPanel | undefined;

	private readonly _disposables: vscode.Disposable[] = [];

	/** Shows `page`, reusing the open panel. */
	static show(deps: ScoresPanelDeps, page: ScoresPage): ScoresPanel {
		if (ScoresPanel._current) {
			ScoresPanel._current._page = page;
			ScoresPanel._current._render();
			ScoresPanel._current._panel.reveal();
			return ScoresPanel._current;
		}
		const panel = vscode.window.createWebviewPanel(ScoresPanel.viewType, PAGE_TITLES[page], vscode.ViewColumn.Active, {
			enableScripts: false,
			// The page's only links switch between the two pages.
			enableCommandUris: ['montana.showBestScores', 'montana.showStatistics'],
			localResourceRoots: [],
		});
		ScoresPanel._current = new ScoresPanel(panel, deps, page);
		return ScoresPanel._current;
	}

	static get current(): ScoresPanel | undefined {
		return ScoresPanel._current;
	}

	private constructor(
		private readonly _panel: vscode.WebviewPanel,
		private readonly _deps: ScoresPanelDeps,
		private _page: ScoresPage,
	) {
		_panel.onDidDispose(() => this._dispose(), null, this._disposables);
		_deps.scores.onDidChange(() => this._render(), null, this._disposables);
		_deps.settings.onDidChange(() => this._render(), null, this._disposables);
		this._render();
	}

	/** The page shown and its HTML; for the integration tests. */
	get page(): ScoresPage {
		return this._page;
	}
	get html(): string {
		return this._panel.webview.html;
	}

	private _render(): void {
		const current = scoreTableOf(this._deps.settings.current.rules);
		// The current rules first, then Montana's presets in their order, then the other games and rules played.
		const keys = new Set<ScoreTableKey>([
			current,
			...(Object.keys(PRESETS) as PresetId[]),
			...this._deps.scores.tables(),
		]);
		const tables = [...keys].map((table) => ({ table, scores: this._deps.scores.scores(table) }));
		const localeDate = (date: Date) =>
			date.toLocaleDateString(vscode.env.language, { year: 'numeric', month: 'short', day: 'numeric' });
		const formatDate = (iso: string) => localeDate(new Date(iso));
		// A calendar day, not an instant: read in the local time zone, so it never shows as the day before.
		const formatDay = (day: string) => {
			const [year, month, date] = day.split('-').map(Number);
			return localeDate(new Date(year, month - 1, date));
		};
		this._panel.title = PAGE_TITLES[this._page];
		this._panel.webview.html = staticHtml(
			escapeHtml(PAGE_TITLES[this._page]),
			SCORES_CSS,
			scoresBody(this._page, { current, tables, formatDate, formatDay }),
		);
	}

	private _dispose(): void {
		ScoresPanel._current = undefined;
		for (const disposable of this._disposables.splice(0)) {
			disposable.dispose();
		}
	}
}
