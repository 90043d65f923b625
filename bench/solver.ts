/**
 * `npm run bench:solver [-- --from A --to B | --games N,M,...] [--rules R] [--timeout S]
 * [--memory MB] [--searches all|wins|exact]`: solves game numbers A..B (1..1000 by
 * default), or the games listed, under the One deal rules (or the rules R, such as another
 * game of the family), one deal at a time on this one thread, each
 * within S seconds (10) and MB megabytes of tables (2048), with all the solver's searches
 * or only those that find wins or only the exact ones (`SolveOptions.searches`), checks
 * every winning line by replaying it on the engine, and prints, last:
 *
 *     solver: <W>% winnable, <L>% lost, <U>% unknown, median <t> ms, p99 <t> ms over <N> deals
 *
 * Times and the time limit are this process's CPU time: the machines are shared, and a
 * wall-clock limit would measure the neighbours. Wall time and the load average are
 * printed alongside. That CPU time is all the process's threads', V8's collector and
 * compiler too (about 3% more than the wall time of a solve on an idle machine), so a deal
 * decided within a second or so of a search's limit can go either way from run to run.
 */
import { loadavg } from 'node:os';
import { Game } from '../src/engine/game';
import { formatRules } from '../src/engine/rulesText';
import { isGameNumber } from '../src/engine/random';
import { SEARCHES, type Searches, replaysToWin, solveGame } from '../src/engine/solver';
import { type Command, badInput, readCommandLine, rulesOption } from '../scripts/commandLine';
import { cpuSeconds, median, percentile } from './stats';

const BENCH: Command = {
	usage:
		'usage: npm run bench:solver [-- --from A --to B | --games N,M,...] [--rules R] [--timeout S] [--memory MB] [--searches all|wins|exact]',
	help: `Solves game numbers A..B (1..1000 when omitted) under the One deal rules, one at a time, each
within S seconds of CPU time (10) and MB megabytes of tables (2048), replays every winning line on
the engine, and prints a line per deal and, last, the shares of winnable, lost and unknown deals
with the median and the 99th percentile of the times.
  --games N,M,...  these game numbers instead of a range: the unknown deals of an earlier run, say
  --rules R        a preset, a game (double-montana, galary, ...) or options as in a .gam Rules:
                   line, in place of oneDeal; the solver never uses a redeal
  --searches S     all of the solver's searches (all, when omitted), only those that find wins
                   (wins: the dive and the beams) or only those that prove (exact: best first and
                   depth first), each then with the whole time and memory`,
};

function isSearches(value: string): value is Searches {
	return (SEARCHES as readonly string[]).includes(value);
}

/** The game numbers to solve: `--games`, or the range `--from`..`--to`; null when they are not game numbers. */
function gamesToSolve(values: { from?: string; to?: string; games?: string }): number[] | null {
	if (values.games !== undefined) {
		const games = values.games.split(',').map(Number);
		return games.every(isGameNumber) ? games : null;
	}
	const from = Number(values.from ?? '1');
	const to = Number(values.to ?? '1000');
	if (!isGameNumber(from) || !isGameNumber(to) || to < from) {
		return null;
	}
	return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function load(): string {
	return loadavg()
		.map((value) => value.toFixed(2))
		.join(' ');
}

function main(): void {
	const { values } = readCommandLine(BENCH, {
		options: {
			from: { type: 'string' },
			to: { type: 'string' },
			games: { type: 'string' },
			rules: { type: 'string' },
			timeout: { type: 'string', default: '10' },
			memory: { type: 'string', default: '2048' },
			searches: { type: 'string', default: 'all' },
		},
	});
	const limitMs = Number(values.timeout) * 1000;
	const memoryLimitBytes = Number(values.memory) * 1024 * 1024;
	if (values.games !== undefined && (values.from !== undefined || values.to !== undefined)) {
		badInput(BENCH, '--games takes the place of --from and --to: give one or the other.');
	}
	const games = gamesToSolve(values);
	if (games === null || !(limitMs > 0) || !(memoryLimitBytes > 0)) {
		badInput(
			BENCH,
			'--from and --to take game numbers with from <= to, --games game numbers separated by commas; --timeout and --memory positive numbers.',
		);
	}
	const searches = values.searches;
	if (!isSearches(searches)) {
		badInput(BENCH, `--searches takes ${SEARCHES.join(', ')}, not "${searches}".`);
	}
	const rules = rulesOption(BENCH, values.rules);
	const which = values.games === undefined ? `games ${games[0]}..${games.at(-1)}` : `games ${games.join(',')}`;
	console.log(
		`node ${process.version}, load average ${load()}, ${which}, ${values.timeout} s cpu and ${values.memory} MB each` +
			(values.rules === undefined ? '' : `, rules ${formatRules(rules)}`) +
			(searches === 'all' ? '' : `, only the searches that ${searches === 'wins' ? 'find wins' : 'prove'}`),
	);
	const tally = { winnable: 0, lost: 0, unknown: 0 };
	const times: number[] = [];
	const wallStart = performance.now();
	for (const number of games) {
		const game = Game.deal(number, rules);
		const result = solveGame(game, {
			timeLimitMs: limitMs,
			memoryLimitBytes,
			searches,
			now: () => cpuSeconds() * 1000,
		});
		if (result.kind === 'winnable' && !replaysToWin(game, result.line)) {
			throw new Error(`game ${number}: the winning line does not replay to a win`);
		}
		tally[result.kind]++;
		times.push(result.stats.elapsedMs);
		const detail =
			result.kind === 'winnable'
				? `${result.line.length} moves`
				: result.kind === 'unknown'
					? `${result.reason} ran out`
					: 'proved';
		console.log(
			`game ${number}: ${result.kind} (${detail}), ${result.stats.elapsedMs.toFixed(0)} ms, ` +
				`${result.stats.positions} positions, ${(result.stats.tableBytes / 1024 / 1024).toFixed(0)} MB`,
		);
	}
	const count = games.length;
	const share = (n: number) => ((100 * n) / count).toFixed(1);
	console.log(`wall ${((performance.now() - wallStart) / 1000).toFixed(0)} s, load average ${load()}`);
	console.log(
		`solver: ${share(tally.winnable)}% winnable, ${share(tally.lost)}% lost, ${share(tally.unknown)}% unknown, ` +
			`median ${median(times).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms over ${count} deals`,
	);
}

main();
