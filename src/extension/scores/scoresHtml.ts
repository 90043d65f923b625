/**
 * The Best Scores and Statistics pages: static HTML built on the host from the stored
 * scores, styled only with VS Code's theme variables. Pure, and every text is escaped.
 */
import {
	averageWonMoves,
	counted,
	rate,
	type ScoreEntry,
	scoreTableTitle,
	type ScoreTableKey,
	winRate,
} from '../../engine';
import { escapeHtml } from './html';
import { CHART_DAYS, progressionChart } from './progressionChart';
import type { TableScores } from './scoreStore';

export type ScoresPage = 'scores' | 'statistics';

export interface ScoresPageData {
	/** The tables of the rules in the settings: shown first, and marked. */
	readonly current: ScoreTableKey;
	/** The scores of every preset and of each game and set of custom rules played, in the order to show them. */
	readonly tables: readonly { readonly table: ScoreTableKey; readonly scores: TableScores }[];
	/** Formats an ISO date for the reader's locale. */
	readonly formatDate: (iso: string) => string;
	/** Formats a calendar day ("YYYY-MM-DD") for the reader's locale. */
	readonly formatDay: (day: string) => string;
}

export const PAGE_TITLES: Readonly<Record<ScoresPage, string>> = {
	scores: 'Montana: Best Scores',
	statistics: 'Montana: Statistics',
};

/** The page body (escaped HTML). Links to the other page are command links the panel allows. */
export function scoresBody(page: ScoresPage, data: ScoresPageData): string {
	const other: ScoresPage = page === 'scores' ? 'statistics' : 'scores';
	const command = other === 'scores' ? 'montana.showBestScores' : 'montana.showStatistics';
	return `<header>
<h1>${escapeHtml(PAGE_TITLES[page].replace('Montana: ', ''))}</h1>
<a class="switch" href="command:${command}">${other === 'scores' ? 'Best Scores' : 'Statistics'}</a>
</header>
<main>
${page === 'scores' ? bestScores(data) : statistics(data)}
</main>`;
}

function bestScores(data: ScoresPageData): string {
	// The current rules always get a section; other rules only once they have a win.
	const shown = data.tables.filter(
		({ table: key, scores }) => key === data.current || scores.best.fewestMoves.length > 0,
	);
	return shown
		.map(
			({ table: key, scores }, index) => `<section aria-labelledby="h-${index}">
<h2 id="h-${index}">${escapeHtml(scoreTableTitle(key))}${key === data.current ? ' <span class="badge">current rules</span>' : ''}</h2>
${
	scores.best.fewestMoves.length === 0
		? '<p class="empty">No game won yet with these rules. Win one to make the tables.</p>'
		: `<div class="tables">
${table('Fewest Shuffles', 'Fewer shuffles first; on a tie, fewer moves.', scores.best.fewestShuffles, 'shuffles', data)}
${table('Fewest Moves', 'Fewer moves first; on a tie, fewer shuffles.', scores.best.fewestMoves, 'moves', data)}
</div>
<p class="note">Help says how many hints a win was shown; wins autoplay finished are not ranked.</p>`
}
</section>`,
		)
		.join('\n');
}

function table(
	title: string,
	rule: string,
	entries: readonly ScoreEntry[],
	first: 'shuffles' | 'moves',
	data: ScoresPageData,
): string {
	const columns = first === 'shuffles' ? (['shuffles', 'moves'] as const) : (['moves', 'shuffles'] as const);
	const rows = entries
		.map((entry, i) => {
			const rating = rate(entry.moves, entry.shuffles)[first];
			return `<tr><td class="num">${i + 1}</td><td class="num">${entry.gameNumber}</td>${columns.map((c) => `<td class="num">${entry[c]}</td>`).join('')}<td>${rating ? escapeHtml(rating) : ''}</td><td>${entry.hints ? `<span class="help">${counted(entry.hints, 'hint')}</span>` : ''}</td><td>${escapeHtml(data.formatDate(entry.date))}</td></tr>`;
		})
		.join('\n');
	return `<table>
<caption>${escapeHtml(title)}<span class="rule">${escapeHtml(rule)}</span></caption>
<thead><tr><th scope="col" class="num">#</th><th scope="col" class="num">Game</th>${columns.map((c) => `<th scope="col" class="num">${c === 'moves' ? 'Moves' : 'Shuffles'}</th>`).join('')}<th scope="col">Rating</th><th scope="col">Help</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function statistics(data: ScoresPageData): string {
	const shown = data.tables.filter(({ table, scores }) => table === data.current || scores.statistics.played > 0);
	const rows = shown
		.map(({ table, scores: { statistics: s } }) => {
			const rate = winRate(s);
			const average = averageWonMoves(s);
			return `<tr${table === data.current ? ' class="current"' : ''}><th scope="row">${escapeHtml(scoreTableTitle(table))}${table === data.current ? ' <span class="badge">current</span>' : ''}</th><td class="num">${s.played}</td><td class="num">${s.won}</td><td class="num">${rate === null ? '–' : `${Math.round(rate * 100)}%`}</td><td class="num">${s.currentStreak}</td><td class="num">${s.bestStreak}</td><td class="num">${average === null ? '–' : average.toFixed(1)}</td><td class="num">${s.wonWithHints ?? 0}</td><td class="num">${s.wonByAutoplay ?? 0}</td></tr>`;
		})
		.join('\n');
	return `<table class="statistics">
<caption>By game and rules<span class="rule">A game counts once it has a move: won, or lost when abandoned for another.</span></caption>
<thead><tr><th scope="col">Game and rules</th><th scope="col" class="num">Played</th><th scope="col" class="num">Won</th><th scope="col" class="num">Win rate</th><th scope="col" class="num">Current streak</th><th scope="col" class="num">Best streak</th><th scope="col" class="num">Average moves</th><th scope="col" class="num">Won with hints</th><th scope="col" class="num">Won by autoplay</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<section aria-labelledby="progression">
<h2 id="progression">Progression</h2>
<p class="note">Games played and won on each day with results, the latest ${CHART_DAYS} days.</p>
${shown
	.map(
		({ table, scores }, index) => `<h3>${escapeHtml(scoreTableTitle(table))}</h3>
${progressionChart({ title: scoreTableTitle(table), days: scores.progression ?? [], formatDay: data.formatDay, id: `chart-${index}` })}`,
	)
	.join('\n')}
</section>`;
}

/** The pages' stylesheet: VS Code's theme variables only, so every theme (high contrast too) applies. */
export const SCORES_CSS = `
body { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-foreground); background: var(--vscode-editor-background); padding: 0 24px 24px; line-height: 1.4; }
header { display: flex; align-items: baseline; gap: 16px; border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
h1 { font-size: 1.6em; font-weight: 600; margin: 16px 0 8px; }
h2 { font-size: 1.2em; font-weight: 600; margin: 24px 0 8px; }
a { color: var(--vscode-textLink-foreground); text-decoration: none; }
a:hover { color: var(--vscode-textLink-activeForeground); text-decoration: underline; }
a:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
.badge { font-size: 0.75em; font-weight: normal; padding: 1px 6px; margin-left: 6px; border-radius: 8px; color: var(--vscode-badge-foreground); background: var(--vscode-badge-background); border: 1px solid var(--vscode-contrastBorder, transparent); vertical-align: middle; }
.tables { display: flex; flex-wrap: wrap; gap: 24px; }
table { border-collapse: collapse; min-width: 320px; }
caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
h3 { font-size: 1em; font-weight: 600; margin: 16px 0 4px; }
.note { color: var(--vscode-descriptionForeground); font-size: 0.9em; }
.help { color: var(--vscode-descriptionForeground); }
.progression { margin: 0; max-width: 640px; }
.chart { display: block; width: 100%; height: auto; }
.bar { stroke: var(--vscode-contrastBorder, transparent); stroke-width: 1; }
.bar.played { fill: var(--vscode-charts-blue, var(--vscode-foreground)); }
.bar.won { fill: var(--vscode-charts-green, var(--vscode-textLink-foreground)); }
.axis { stroke: var(--vscode-charts-lines, var(--vscode-foreground)); stroke-width: 1; }
.grid { stroke: var(--vscode-charts-lines, var(--vscode-foreground)); stroke-width: 1; stroke-dasharray: 3 3; opacity: 0.5; }
.label { fill: var(--vscode-charts-foreground, var(--vscode-foreground)); font-size: 11px; font-family: var(--vscode-font-family); }
figcaption { display: flex; gap: 16px; font-size: 0.9em; color: var(--vscode-descriptionForeground); }
.key { display: inline-flex; align-items: center; gap: 4px; }
.swatch { width: 10px; height: 10px; }
.chart-table summary { cursor: pointer; color: var(--vscode-textLink-foreground); font-size: 0.9em; margin: 4px 0; }
.chart-table summary:focus-visible { outline: 1px solid var(--vscode-focusBorder); }
caption .rule { display: block; font-weight: normal; font-size: 0.9em; color: var(--vscode-descriptionForeground); }
th, td { padding: 3px 10px; text-align: left; border-bottom: 1px solid var(--vscode-editorWidget-border, var(--vscode-contrastBorder, transparent)); }
thead th { font-weight: 600; color: var(--vscode-descriptionForeground); border-bottom-width: 2px; }
tbody tr:hover { background: var(--vscode-list-hoverBackground); }
tr.current th { font-weight: 600; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.empty { color: var(--vscode-descriptionForeground); font-style: italic; }
`;
