/**
 * The Statistics page's progression chart (PySolFC's "Progression"): one set of rules'
 * games played and won on each day with results, as inline SVG bars beside each other.
 * Drawn from data on the host, coloured only by classes of the page's stylesheet (the
 * theme's chart colours), so the page's CSP needs nothing more. A screen reader gets the
 * chart's gist as its name and the numbers as a table under it. Pure; every text escaped.
 */
import { escapeHtml } from './html';
import type { DayResults } from './progression';

/** The most days drawn: the latest ones with results. */
export const CHART_DAYS = 30;

const WIDTH = 600;
const HEIGHT = 160;
const LEFT = 36;
const BOTTOM = 22;
const TOP = 10;
const RIGHT = 8;

export interface ChartInput {
	/** The rules' title, "Blue Moon". */
	readonly title: string;
	readonly days: readonly DayResults[];
	/** A day in the words of the reader's locale ("D Mon YYYY" in English). */
	readonly formatDay: (day: string) => string;
	/** Makes the ids of this chart's elements unique on the page. */
	readonly id: string;
}

/** The chart, its legend and its table; a sentence instead when there is no day to draw. */
export function progressionChart({ title, days: all, formatDay, id }: ChartInput): string {
	const days = all.slice(-CHART_DAYS);
	if (days.length === 0) {
		return '<p class="empty">No day counted yet: each game finished from now on adds to this chart.</p>';
	}
	const played = days.reduce((sum, d) => sum + d.played, 0);
	const won = days.reduce((sum, d) => sum + d.won, 0);
	const first = formatDay(days[0].day);
	const last = formatDay(days[days.length - 1].day);
	const span = days.length === 1 ? `on ${first}` : `on ${days.length} days from ${first} to ${last}`;
	const name = `${title}: games played and won ${span}; ${played} played, ${won} won.`;
	return `<figure class="progression">
<svg role="img" aria-label="${escapeHtml(name)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" class="chart">
${bars(days, formatDay)}
</svg>
<figcaption><span class="key"><svg class="swatch" viewBox="0 0 10 10" aria-hidden="true"><rect class="bar played" width="10" height="10"/></svg>Played</span> <span class="key"><svg class="swatch" viewBox="0 0 10 10" aria-hidden="true"><rect class="bar won" width="10" height="10"/></svg>Won</span></figcaption>
</figure>
<details class="chart-table">
<summary>${escapeHtml(`${title}: the chart's numbers`)}</summary>
<table id="${escapeHtml(id)}-table">
<caption>${escapeHtml(`${title}: games played and won by day`)}</caption>
<thead><tr><th scope="col">Day</th><th scope="col" class="num">Played</th><th scope="col" class="num">Won</th></tr></thead>
<tbody>
${days.map((d) => `<tr><th scope="row">${escapeHtml(formatDay(d.day))}</th><td class="num">${d.played}</td><td class="num">${d.won}</td></tr>`).join('\n')}
</tbody>
</table>
</details>`;
}

/** The axes, the two bars of each day (played, then won) and the labels: the most played and the first and last day. */
function bars(days: readonly DayResults[], formatDay: (day: string) => string): string {
	const most = Math.max(1, ...days.map((d) => d.played));
	const plotWidth = WIDTH - LEFT - RIGHT;
	const plotHeight = HEIGHT - TOP - BOTTOM;
	const group = plotWidth / days.length;
	const barWidth = Math.min(16, (group * 0.8) / 2);
	const y = (count: number) => TOP + plotHeight - (count / most) * plotHeight;
	const base = TOP + plotHeight;
	const round = (n: number) => Number(n.toFixed(1));
	const rects = days.map((d, i) => {
		const x = LEFT + i * group + (group - 2 * barWidth) / 2;
		const rect = (kind: 'played' | 'won', count: number, left: number) =>
			`<rect class="bar ${kind}" x="${round(left)}" y="${round(y(count))}" width="${round(barWidth)}" height="${round(base - y(count))}"><title>${escapeHtml(`${formatDay(d.day)}: ${count} ${kind}`)}</title></rect>`;
		return rect('played', d.played, x) + rect('won', d.won, x + barWidth);
	});
	const label = (x: number, anchor: 'start' | 'end', text: string) =>
		`<text class="label" x="${round(x)}" y="${HEIGHT - 6}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
	return [
		`<line class="axis" x1="${LEFT}" y1="${base}" x2="${WIDTH - RIGHT}" y2="${base}"/>`,
		`<line class="grid" x1="${LEFT}" y1="${TOP}" x2="${WIDTH - RIGHT}" y2="${TOP}"/>`,
		`<text class="label" x="${LEFT - 6}" y="${TOP + 4}" text-anchor="end">${most}</text>`,
		`<text class="label" x="${LEFT - 6}" y="${base}" text-anchor="end">0</text>`,
		...rects,
		label(LEFT, 'start', formatDay(days[0].day)),
		...(days.length > 1 ? [label(WIDTH - RIGHT, 'end', formatDay(days[days.length - 1].day))] : []),
	].join('\n');
}
