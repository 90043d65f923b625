/**
 * `npm run solve`, run as a person runs it: what it prints and how it exits, for a game
 * number, a `.gam` record, a `.gam` that starts from a `Layout:`, and bad input.
 */
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { formatGam, recordOf } from '../../src/engine/gam';
import { Replay } from '../../src/engine/replay';
import { PRESETS } from '../../src/engine/rules';
import { solveGame } from '../../src/engine/solver/fromGame';
import { HARD_DEAL, LOST_DEAL } from '../hardDeal';
import { LAYOUTS, layoutFrom } from '../engine/helpers';
import { countingClock } from '../countingClock';
import { runCommand } from './command';

const USAGE = 'usage: npm run solve -- <game number | file.gam> [--rules R] [--timeout S] [--memory MB] [--progress]';
/** Won by the solver in a few hundredths of a second under the One deal rules. */
const QUICK_WIN = 302;
const STATS =
	/^nodes \d+, positions \d+, dead ends \d+, time \d+ ms \(cpu \d+ ms\), peak memory \d+ MB tables, \d+ MB process$/;

function solveCommand(...args: string[]) {
	return runCommand('solve', ...args);
}

/** The game at the end of `gam` with the printed moves written after its own: what a player gets by pasting them in. */
function replayed(gam: string, printedMoves: readonly string[]): Game {
	const replay = Replay.fromText(gam + printedMoves.map((line) => `${line}\n`).join(''));
	assert.equal(replay.error, null, `the printed moves read as a .gam record: ${replay.error?.message}`);
	return replay.gameAt(replay.steps.length);
}

describe('npm run solve', () => {
	let folder: string;

	before(() => {
		folder = mkdtempSync(path.join(tmpdir(), 'montana-solve-'));
	});

	after(() => rmSync(folder, { recursive: true, force: true }));

	function gamFile(name: string, game: Game): string {
		const file = path.join(folder, name);
		writeFileSync(file, formatGam(recordOf(game)));
		return file;
	}

	it('prints the winning line of a deal in .gam move notation, which replays to a win, and the statistics', () => {
		const { status, lines } = solveCommand(String(QUICK_WIN), '--timeout', '20');
		assert.equal(status, 0);
		assert.equal(lines[0], `Solving game ${QUICK_WIN}, rules: oneDeal, no redeal.`);
		const moves = Number(/^winnable: a win in (\d+) moves \(checked by replaying it\):$/.exec(lines[1])?.[1]);
		assert.ok(moves > 0, lines[1]);
		assert.match(lines[2], /^1\. /, 'the line is numbered from the first move');
		assert.match(lines.at(-1)!, STATS);
		const won = replayed(formatGam(recordOf(Game.deal(QUICK_WIN, PRESETS.oneDeal.rules))), lines.slice(2, -1));
		assert.equal(won.status(), 'won');
		assert.equal(won.moves, moves);
	});

	it('says a deal is not winnable when every position has been searched', () => {
		const { status, lines } = solveCommand(String(LOST_DEAL));
		assert.equal(status, 0);
		assert.equal(lines[1], 'not winnable: every position reachable without a redeal has been searched.');
		assert.match(lines[2], STATS);
	});

	it('says unknown, and exits with 2, when the time or the memory runs out first', () => {
		const late = solveCommand(String(HARD_DEAL), '--timeout', '0.3');
		assert.equal(late.status, 2);
		assert.equal(late.lines[1], 'unknown: the time ran out first.');
		const small = solveCommand(String(HARD_DEAL), '--memory', '1');
		assert.equal(small.status, 2);
		assert.equal(small.lines[1], 'unknown: the memory budget ran out first.');
		assert.match(small.lines[2], /peak memory 1 MB tables/);
	});

	it('shows how the search goes on stderr with --progress, a line a second that only goes forward; without it, nothing', () => {
		// Four searches share the 6 s of CPU time (the dive 2.7 s, the beams 0.9 s, best first 0.6 s, depth first
		// 1.8 s): the reports keep their pace across the hand-overs, five of them (four if a search looks at its
		// clock only after a second).
		const { status, errors } = solveCommand(String(HARD_DEAL), '--timeout', '6', '--progress');
		assert.equal(status, 2);
		const reports = errors.map((line) => /^searching: (\d+) s, ([\d,]+) positions, \d+ MB tables$/.exec(line));
		assert.ok(reports.length >= 4 && reports.every((report) => report !== null), errors.join('\n'));
		const seconds = reports.map((report) => Number(report[1]));
		const positions = reports.map((report) => Number(report[2].replaceAll(',', '')));
		assert.deepEqual(
			seconds,
			[...seconds].sort((a, b) => a - b),
			'the seconds go forward',
		);
		assert.deepEqual(
			positions,
			[...positions].sort((a, b) => a - b),
			'the positions go forward',
		);
		assert.deepEqual(solveCommand(String(LOST_DEAL)).errors, [''], 'nothing on stderr outside a terminal');
	});

	it('solves a deal under the rules --rules names: its line wins that game', () => {
		const { status, lines } = solveCommand('2', '--rules', 'galary');
		assert.equal(status, 0);
		assert.equal(lines[0], 'Solving game 2, rules: galary, no redeal.');
		const won = replayed(formatGam(recordOf(Game.deal(2, GAMES.galary.rules))), lines.slice(2, -1));
		assert.equal(won.status(), 'won');
	});

	it('solves a .gam record from where it ends, numbering the line on from its moves', () => {
		const game = Game.deal(QUICK_WIN, PRESETS.oneDeal.rules);
		const solution = solveGame(game, { timeLimitMs: 20_000, now: countingClock() });
		assert.equal(solution.kind, 'winnable');
		for (const { from, to } of solution.line.slice(0, 10)) {
			game.play(from, to);
		}
		const file = gamFile('ten-moves.gam', game);
		const { status, lines } = solveCommand(file);
		assert.equal(status, 0);
		assert.equal(lines[0], `Solving ${file} after 10 moves and 0 redeals, rules: oneDeal, no redeal.`);
		assert.match(lines[2], /^11\. /);
		assert.equal(replayed(formatGam(recordOf(game)), lines.slice(2, -1)).status(), 'won');
	});

	it('solves a .gam that starts from a Layout: header from that layout', () => {
		const almostWon = gamFile(
			'almost-won.gam',
			Game.fromLayout(layoutFrom(LAYOUTS.almostWon), PRESETS.oneDeal.rules, 1),
		);
		assert.deepEqual(solveCommand(almostWon).lines.slice(1, 3), [
			'winnable: a win in 1 move (checked by replaying it):',
			'1. KS',
		]);
		const deadEnd = gamFile('dead-end.gam', Game.fromLayout(layoutFrom(LAYOUTS.deadEnd), PRESETS.oneDeal.rules, 1));
		assert.equal(
			solveCommand(deadEnd).lines[1],
			'not winnable: every position reachable without a redeal has been searched.',
		);
		const won = gamFile('won.gam', Game.fromLayout(layoutFrom(LAYOUTS.won), PRESETS.oneDeal.rules, 1));
		assert.equal(solveCommand(won).lines[1], 'winnable: the position is won already.');
	});

	it('says what is wrong with bad input, with the usage, and exits with 1', () => {
		const cases: [string[], string][] = [
			[[], 'Give one game number or one .gam file.'],
			[['1', '2'], 'Give one game number or one .gam file.'],
			[['1', '--timeout'], "Option '--timeout <value>' argument missing"],
			[['1', '--memory', 'lots'], '--timeout and --memory take positive numbers (seconds, megabytes).'],
			[['0'], '0 is not a game number.'],
			[['1', '--rules', 'bogus'], '--rules: "bogus" is not a rule preset'],
			[['no-such.gam'], 'no-such.gam is neither a game number nor a .gam file that can be read (no such file).'],
			[['test'], 'test is neither a game number nor a .gam file that can be read (a folder).'],
			[
				['test/fixtures/unparsable.gam'],
				'test/fixtures/unparsable.gam:9:16: "T-D" is not a move: write a card code like 7H',
			],
			[
				['test/fixtures/won.gam', '--rules', 'oneDeal'],
				'A .gam file names its own rules: --rules goes with a game number only.',
			],
		];
		for (const [args, message] of cases) {
			const { status, lines, errors } = solveCommand(...args);
			const what = `npm run solve -- ${args.join(' ')}`;
			assert.equal(status, 1, what);
			assert.deepEqual(lines, [''], `${what} prints nothing on stdout`);
			assert.ok(errors[0].startsWith(message), `${what}: ${errors[0]}`);
			assert.equal(errors.at(-1), USAGE, what);
		}
	});
});
