/**
 * `npm run bench:solver [-- --from A --to B --timeout S --memory MB]`: solves game
 * numbers A..B (1..1000 by default) under the One deal rules, one deal at a time on this
 * one thread, each within S seconds (10) and MB megabytes of tables (2048), checks every
 * winning line by replaying it on the engine, and prints, last:
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
import { PRESETS } from '../src/engine/rules';
import { replaysToWin, solveGame } from '../src/engine/solver/fromGame';
import { type Command, badInput, readCommandLine } from '../scripts/commandLine';
import { cpuSeconds, median, percentile } from './stats';

const BENCH: Command = {
	usage: 'usage: npm run bench:solver [-- --from A --to B --timeout S --memory MB]',
	help: `Solves game numbers A..B (1..1000 when omitted) under the One deal rules, one at a time, each
within S seconds of CPU time (10) and MB megabytes of tables (2048), replays every winning line on
the engine, and prints a line per deal and, last, the shares of winnable, lost and unknown deals
with the median and the 99th percentile of the times.`,
};

function load(): string {
	return loadavg()
		.map((value) => value.toFixed(2))
		.join(' ');
}

function main(): void {
	const { values } = readCommandLine(BENCH, {
		options: {
			from: { type: 'string', default: '1' },
			to: { type: 'string', default: '1000' },
			timeout: { type: 'string', default: '10' },
			memory: { type: 'string', default: '2048' },
		},
	});
	const from = Number(values.from);
	const to = Number(values.to);
	const limitMs = Number(values.timeout) * 1000;
	const memoryLimitBytes = Number(values.memory) * 1024 * 1024;
	if (
		!Number.isInteger(from) ||
		!Number.isInteger(to) ||
		from < 1 ||
		to < from ||
		!(limitMs > 0) ||
		!(memoryLimitBytes > 0)
	) {
		badInput(BENCH, '--from and --to take game numbers with from <= to; --timeout and --memory positive numbers.');
	}
	console.log(
		`node ${process.version}, load average ${load()}, games ${from}..${to}, ${values.timeout} s cpu and ${values.memory} MB each`,
	);
	const tally = { winnable: 0, lost: 0, unknown: 0 };
	const times: number[] = [];
	const wallStart = performance.now();
	for (let number = from; number <= to; number++) {
		const game = Game.deal(number, PRESETS.oneDeal.rules);
		const result = solveGame(game, { timeLimitMs: limitMs, memoryLimitBytes, now: () => cpuSeconds() * 1000 });
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
	const count = to - from + 1;
	const share = (n: number) => ((100 * n) / count).toFixed(1);
	console.log(`wall ${((performance.now() - wallStart) / 1000).toFixed(0)} s, load average ${load()}`);
	console.log(
		`solver: ${share(tally.winnable)}% winnable, ${share(tally.lost)}% lost, ${share(tally.unknown)}% unknown, ` +
			`median ${median(times).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms over ${count} deals`,
	);
}

main();
