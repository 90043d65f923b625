import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { Game, PRESETS, solveGame } from '../../src/engine';
import {
	MOST_KEPT,
	NO_KEPT_WINS,
	parseKeptWin,
	parseKeptWins,
	withWin,
} from '../../src/extension/solver/client/keptWins';
import { SolverHost } from '../../src/extension/solver/client/solverHost';
import {
	solverPosition,
	type SolverPosition,
	type WinnableAnswer,
} from '../../src/extension/solver/client/solverProtocol';
import { countingClock } from '../countingClock';
import { solverWorkerBundle } from './solverWorkerBundle';

/** Won by the solver in hundredths of a second, with a line of 105 moves. */
const QUICK_WIN_DEAL = 17;
const BUDGET = { timeLimitMs: 10_000, memoryLimitBytes: 64 * 1024 * 1024 };

/** Deal 17 under One deal and the solver's win, as the host keeps it: through JSON, as `globalState` stores it. */
function storedWin() {
	const game = Game.deal(QUICK_WIN_DEAL, PRESETS.oneDeal.rules);
	const answer = solveGame(game, { ...BUDGET, now: countingClock() });
	assert.ok(answer.kind === 'winnable');
	const position = solverPosition(game);
	const kept = JSON.parse(JSON.stringify(withWin(NO_KEPT_WINS, position, answer))) as { wins: KeptJson[] };
	return { game, position, answer, stored: kept.wins[0] };
}

interface KeptJson {
	position: { layout: (number | null)[]; rules: Record<string, unknown>; gameNumber: number };
	answer: { kind: string; line: Record<string, unknown>[]; stats: Record<string, unknown> };
}

/** The problem `parseKeptWin` finds in the stored win after `damage`, or 'none'. */
function problemAfter(damage: (stored: KeptJson) => void): string {
	const { stored } = storedWin();
	damage(stored);
	const parsed = parseKeptWin(stored);
	return parsed.ok ? 'none' : parsed.problem;
}

describe('The wins kept between sessions (keptWins.ts)', () => {
	it('reads back the wins as they were kept, each line still winning its position', () => {
		const { position, answer, stored } = storedWin();
		const parsed = parseKeptWins({ version: 1, wins: [stored] });
		assert.ok(parsed.ok === true, parsed.ok === true ? '' : parsed.problem);
		assert.deepEqual(parsed.value.wins, [
			{ position, answer: { kind: 'winnable', line: answer.line, stats: answer.stats } },
		]);
	});

	it('keeps one win a deal, the latest last, and the last few deals', () => {
		const { game, position, answer } = storedWin();
		const along = game.clone();
		along.play(answer.line[0].from, answer.line[0].to);
		const rest = { ...answer, line: answer.line.slice(1) };
		const other = (gameNumber: number) => ({ ...position, gameNumber });

		let kept = withWin(NO_KEPT_WINS, position, answer);
		kept = withWin(kept, other(5), answer);
		kept = withWin(kept, solverPosition(along), rest);
		assert.deepEqual(
			kept.wins.map((win) => [win.position.gameNumber, win.answer.line.length]),
			[
				[5, answer.line.length],
				[QUICK_WIN_DEAL, answer.line.length - 1],
			],
			'the same deal further along its line replaces its win, and comes last',
		);
		const underOtherRules = { ...position, rules: PRESETS.windows.rules };
		assert.equal(
			withWin(kept, underOtherRules, answer).wins.length,
			3,
			'the same number under other rules is another deal',
		);

		for (let gameNumber = 100; gameNumber < 100 + MOST_KEPT; gameNumber++) {
			kept = withWin(kept, other(gameNumber), answer);
		}
		assert.deepEqual(
			kept.wins.map((win) => win.position.gameNumber),
			Array.from({ length: MOST_KEPT }, (_, i) => 100 + i),
			'the oldest dropped first',
		);
	});

	it('sets aside a damaged win alone, and keeps the others', () => {
		const { stored } = storedWin();
		const cut = { ...stored, answer: { ...stored.answer, line: stored.answer.line.slice(0, -1) } };
		const parsed = parseKeptWins({ version: 1, wins: [cut, stored] });
		assert.ok(parsed.ok === 'repaired');
		assert.equal(parsed.value.wins.length, 1);
		assert.deepEqual(parsed.damaged, { version: 1, wins: [cut] });
		assert.equal(parsed.problem, 'its line does not win its position');
		assert.deepEqual(parsed.report, {
			what: 'a winning line the solver found',
			consequence: 'The solver will look for a win there again; the other lines are kept.',
		});
		assert.deepEqual(parseKeptWins({ version: 2, wins: [stored] }), {
			ok: false,
			problem: 'they are not kept wins of this version',
		});
		assert.deepEqual(parseKeptWins({ version: 1 }), { ok: false, problem: 'they are not kept wins of this version' });
	});

	it('refuses a damaged win, saying what is wrong, and never a line that does not win', () => {
		assert.equal(
			problemAfter(() => {}),
			'none',
		);
		assert.equal(
			problemAfter((s) => delete (s as Partial<KeptJson>).answer),
			'a win is not a position and an answer',
		);
		assert.equal(
			problemAfter((s) => (s.position.layout[3] = 999)),
			'its layout is damaged',
		);
		assert.equal(
			problemAfter((s) => (s.position.rules.game = 'chess')),
			'its rules or game number are damaged',
		);
		assert.equal(
			problemAfter((s) => (s.position.gameNumber = -1)),
			'its rules or game number are damaged',
		);
		assert.equal(
			problemAfter((s) => delete s.answer.line[5].card),
			'its winning line is damaged',
		);
		assert.equal(
			problemAfter((s) => (s.answer.stats.elapsedMs = 'long')),
			'its winning line is damaged',
		);
		assert.equal(
			problemAfter((s) => (s.answer.kind = 'lost')),
			'its winning line is damaged',
		);
		assert.equal(
			problemAfter((s) => s.answer.line.pop()),
			'its line does not win its position',
		);
		assert.equal(
			problemAfter((s) => s.answer.line.reverse()),
			'its line does not win its position',
		);
		// Two cards swapped: a position of the game still, but not the one the line wins.
		assert.equal(
			problemAfter((s) => {
				const [a, b] = [s.answer.line[0].from as number, s.answer.line[1].from as number];
				[s.position.layout[a], s.position.layout[b]] = [s.position.layout[b], s.position.layout[a]];
			}),
			'its line does not win its position',
		);
		// A card twice: no position of any game.
		assert.equal(
			problemAfter((s) => (s.position.layout[1] = s.position.layout[2])),
			'its layout is not a position of its game',
		);
	});

	it('answers at once for the position given back to a new solver host, and along its line, with no solve', async () => {
		const { game, stored } = storedWin();
		const parsed = parseKeptWin(stored);
		assert.ok(parsed.ok);
		const host = new SolverHost('no worker file', () => assert.fail('no solve should start'), 1);
		host.learn(parsed.value.position, parsed.value.answer);

		assert.deepEqual(await host.solve(parsed.value.position, BUDGET), parsed.value.answer);
		const along = game.clone();
		parsed.value.answer.line.slice(0, 40).forEach((move) => along.play(move.from, move.to));
		const answer = await host.solve(solverPosition(along), BUDGET);
		assert.ok(answer.kind === 'winnable');
		assert.deepEqual(answer.line, parsed.value.answer.line.slice(40));
		assert.equal(host.requests, 0);
		host.dispose();
	});

	it('tells its listeners of each position known winnable, found by a solve or along a known line, until disposed', async () => {
		const file = await solverWorkerBundle();
		const host = new SolverHost(file, (path, data) => new Worker(path, { workerData: data }), 1);
		const told: { position: SolverPosition; answer: WinnableAnswer }[] = [];
		const listening = host.onDidKnowWin((position, answer) => told.push({ position, answer }));
		try {
			const game = Game.deal(QUICK_WIN_DEAL, PRESETS.oneDeal.rules);
			const deal = solverPosition(game);
			const answer = await host.solve(deal, BUDGET);
			assert.ok(answer.kind === 'winnable');
			assert.deepEqual(told, [{ position: deal, answer }]);

			game.play(answer.line[0].from, answer.line[0].to);
			const along = solverPosition(game);
			const rest = await host.solve(along, BUDGET);
			assert.equal(host.requests, 1, 'known along the line, with no solve');
			assert.deepEqual(told[1], { position: along, answer: rest });
			assert.deepEqual(rest, { ...answer, line: answer.line.slice(1) });
			await host.solve(along, BUDGET);
			assert.equal(told.length, 2, 'the same position asked about again (the indicator, then the Hint) is told once');

			listening.dispose();
			const another = solverPosition(Game.deal(1, PRESETS.oneDeal.rules));
			assert.equal((await host.solve(another, BUDGET)).kind, 'winnable');
			assert.equal(told.length, 2, 'no word after it was disposed');
		} finally {
			host.dispose();
		}
	});
});
