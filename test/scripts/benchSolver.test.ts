/**
 * `npm run bench:solver`, run as a person runs it on a short range: a line per deal, and
 * last the summary line the issue asks for, whose figures are those of the deal lines.
 */
import * as assert from 'node:assert/strict';
import { LOST_DEAL } from '../hardDeal';
import { runCommand } from './command';

const DEAL_LINE =
	/^game (\d+): (winnable|lost|unknown) \((?:\d+ moves|proved|\w+ ran out)\), (\d+) ms, \d+ positions, \d+ MB$/;
const SUMMARY =
	/^solver: (\d+\.\d)% winnable, (\d+\.\d)% lost, (\d+\.\d)% unknown, median (\d+) ms, p99 (\d+) ms over (\d+) deals$/;

describe('npm run bench:solver', () => {
	it('prints each deal, then the shares, the median and the p99 of those deals', () => {
		// The deal before the lost one takes the whole second: the two times are far apart.
		const { status, lines } = runCommand(
			'bench:solver',
			'--from',
			String(LOST_DEAL - 1),
			'--to',
			String(LOST_DEAL),
			'--timeout',
			'1',
		);
		assert.equal(status, 0, lines.join('\n'));
		assert.match(lines[0], /^node v\d+.*, load average [\d. ]+, games \d+\.\.\d+, 1 s cpu and 2048 MB each$/);
		assert.ok(lines[0].includes(`games ${LOST_DEAL - 1}..${LOST_DEAL},`), lines[0]);
		const deals = lines.slice(1, 3).map((line) => {
			const [, number, kind, ms] = DEAL_LINE.exec(line) ?? assert.fail(`a deal's line: ${line}`);
			return { number: Number(number), kind, ms: Number(ms) };
		});
		assert.deepEqual(
			deals.map(({ number }) => number),
			[LOST_DEAL - 1, LOST_DEAL],
		);
		assert.equal(deals[1].kind, 'lost');
		assert.match(lines[3], /^wall \d+ s, load average [\d. ]+$/);
		const [, winnable, lost, unknown, median, p99, count] = SUMMARY.exec(lines[4]) ?? assert.fail(lines[4]);
		const share = (kind: string) => ((100 * deals.filter((deal) => deal.kind === kind).length) / 2).toFixed(1);
		assert.deepEqual([winnable, lost, unknown, count], [share('winnable'), share('lost'), share('unknown'), '2']);
		// Of two deals the median is their mean (within the deal lines' rounding), and the p99 the slower one.
		assert.ok(
			Math.abs(Number(median) - (deals[0].ms + deals[1].ms) / 2) <= 1,
			`median ${median} of ${deals[0].ms} and ${deals[1].ms}`,
		);
		assert.equal(Number(p99), Math.max(deals[0].ms, deals[1].ms));
		assert.equal(lines.length, 5);
	});

	it('solves the games listed with --games, with only the searches --searches names', () => {
		const listed = `${LOST_DEAL},${LOST_DEAL - 1}`;
		const benchWith = (searches: string) => {
			const { status, lines } = runCommand('bench:solver', '--games', listed, '--timeout', '1', '--searches', searches);
			assert.equal(status, 0, lines.join('\n'));
			return {
				header: lines[0],
				deals: lines.slice(1, 3).map((line) => DEAL_LINE.exec(line)?.slice(1, 3)),
				last: lines[4],
			};
		};
		// Only the exact searches prove the lost deal lost; those that find wins leave it unknown.
		const exact = benchWith('exact');
		assert.ok(
			exact.header.endsWith(`games ${listed}, 1 s cpu and 2048 MB each, only the searches that prove`),
			exact.header,
		);
		assert.deepEqual(exact.deals[0], [String(LOST_DEAL), 'lost']);
		assert.equal(exact.deals[1]?.[0], String(LOST_DEAL - 1));
		assert.match(exact.last, / over 2 deals$/);
		const wins = benchWith('wins');
		assert.ok(wins.header.endsWith(', only the searches that find wins'), wins.header);
		assert.deepEqual(wins.deals[0], [String(LOST_DEAL), 'unknown']);
	});

	it('solves the deals of another game with --rules, and says so', () => {
		// The One deal game proved lost is another deal under Paganini II's rules, won in about a second.
		const { status, lines } = runCommand(
			'bench:solver',
			'--games',
			String(LOST_DEAL),
			'--rules',
			'paganini2',
			'--timeout',
			'5',
		);
		assert.equal(status, 0, lines.join('\n'));
		assert.ok(lines[0].endsWith(`games ${LOST_DEAL}, 5 s cpu and 2048 MB each, rules paganini2`), lines[0]);
		const [, number, kind] = DEAL_LINE.exec(lines[1]) ?? assert.fail(lines[1]);
		assert.deepEqual([number, kind], [String(LOST_DEAL), 'winnable']);
		assert.match(lines[3], /^solver: 100\.0% winnable, 0\.0% lost, 0\.0% unknown, .* over 1 deals$/);
	});

	it('says what is wrong with --games, --rules and --searches, and solves nothing', () => {
		for (const [args, says] of [
			[['--games', '3', '--from', '1'], '--games takes the place of --from and --to: give one or the other.'],
			[
				['--games', '3,,4'],
				'--from and --to take game numbers with from <= to, --games game numbers separated by commas; --timeout and --memory positive numbers.',
			],
			[['--searches', 'fast'], '--searches takes all, wins, exact, not "fast".'],
		] as const) {
			const { status, lines, errors } = runCommand('bench:solver', ...args);
			assert.equal(status, 1, args.join(' '));
			assert.deepEqual(lines, [''], args.join(' '));
			assert.equal(errors[0], says);
		}
		const { status, lines, errors } = runCommand('bench:solver', '--rules', 'nonsense');
		assert.equal(status, 1);
		assert.deepEqual(lines, ['']);
		assert.ok(errors[0].startsWith('--rules: "nonsense" is not a rule preset (windows, '), errors[0]);
	});
});
