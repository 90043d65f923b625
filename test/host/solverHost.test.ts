import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { GAMES, Game, PRESETS, replaysToWin, type SolveStats } from '../../src/engine';
import { SolverHost, type SolverWorker } from '../../src/extension/solver/client/solverHost';
import {
	positionId,
	solverPosition,
	type HostToSolver,
	type SolverAnswer,
	type SolverToHost,
} from '../../src/extension/solver/client/solverProtocol';
import { LAYOUTS, layoutFrom } from '../engine/helpers';
import { solverWorkerBundle } from './solverWorkerBundle';
import { HARD_DEAL, LOST_DEAL } from '../hardDeal';

const rules = PRESETS.oneDeal.rules;
/** The budgets are counted in the worker's positions, not in time (countingWorkerClock.ts). */
const SHORT = { timeLimitMs: 5000, memoryLimitBytes: 64 * 1024 * 1024 };
/** Won by the solver in hundredths of a second, with a line of 105 moves. */
const QUICK_WIN_DEAL = 17;

const gameOf = (layout: string) => Game.fromLayout(layoutFrom(layout), rules, 1);

/** A host on the real worker bundle with `count` workers, and what it sends them and the workers it made, for a test to read. */
async function watchedHost(count: 1 | 2) {
	const file = await solverWorkerBundle();
	const sent: HostToSolver[] = [];
	const workers: Worker[] = [];
	const host = new SolverHost(
		file,
		(path, data): SolverWorker => {
			const worker = new Worker(path, { workerData: data });
			workers.push(worker);
			const postMessage = worker.postMessage.bind(worker);
			return {
				postMessage: (message: HostToSolver) => {
					sent.push(message);
					postMessage(message);
				},
				on: worker.on.bind(worker),
				terminate: worker.terminate.bind(worker),
			};
		},
		count,
	);
	return { host, sent, workers };
}

/** Resolves at the first progress report of a solve: its worker is then at work on it. */
function atWork(): { onProgress: () => void; started: Promise<void> } {
	let onProgress = () => {};
	const started = new Promise<void>((resolve) => (onProgress = resolve));
	return { onProgress, started };
}

/** The first message of `type` that `worker` posts for its request `id`, as it posts it, before the host makes anything of it. */
function workerPosts<T extends SolverToHost['type']>(
	worker: Worker,
	id: number,
	type: T,
): Promise<Extract<SolverToHost, { type: T }>> {
	return new Promise((resolve) =>
		worker.on('message', (message: SolverToHost) => {
			if (message.type === type && message.id === id) {
				resolve(message as Extract<SolverToHost, { type: T }>);
			}
		}),
	);
}

/** The answer `worker` posts for its request `id`. */
const workerAnswer = async (worker: Worker, id: number): Promise<SolverAnswer> =>
	(await workerPosts(worker, id, 'answer')).answer;

describe('SolverHost (the real worker bundle)', () => {
	let host: SolverHost;
	let sent: HostToSolver[];
	let workers: Worker[];

	beforeEach(async () => {
		({ host, sent, workers } = await watchedHost(1));
	});
	afterEach(() => host.dispose());

	it('tells the time limit of the solve under way about a position, and of none about another', async () => {
		const hard = solverPosition(Game.deal(HARD_DEAL, rules));
		const other = solverPosition(Game.deal(LOST_DEAL, rules));
		const solving = host.solve(hard, { timeLimitMs: 30_000, memoryLimitBytes: 64 * 1024 * 1024 });
		assert.equal(host.runningTimeLimitMs(hard), 30_000);
		assert.equal(host.runningTimeLimitMs(other), undefined);
		host.cancel();
		assert.deepEqual(await solving, { kind: 'dropped' });
		assert.equal(host.runningTimeLimitMs(hard), undefined);
	});

	it('answers winnable with a line that wins when replayed on the engine', async () => {
		const game = gameOf(LAYOUTS.almostWon);
		const answer = await host.solve(solverPosition(game), SHORT);
		assert.equal(answer.kind, 'winnable');
		assert.ok(answer.kind === 'winnable' && replaysToWin(game, answer.line));
	});

	it('answers lost for a position with no move left', async () => {
		assert.equal((await host.solve(solverPosition(gameOf(LAYOUTS.stuck)), SHORT)).kind, 'lost');
	});

	it('keeps the last answer for its position: asking again sends nothing to the worker', async () => {
		const position = solverPosition(gameOf(LAYOUTS.almostWon));
		await host.solve(position, SHORT);
		assert.equal((await host.solve(position, SHORT)).kind, 'winnable');
		assert.equal(sent.length, 1);
	});

	it('knows the rest of a winning line: a position along it is answered at once, with the rest', async () => {
		const game = Game.deal(QUICK_WIN_DEAL, rules);
		const answer = await host.solve(solverPosition(game), SHORT);
		assert.ok(answer.kind === 'winnable' && answer.line.length > 3);
		for (const move of answer.line.slice(0, 3)) {
			game.play(move.from, move.to);
		}
		const along = await host.solve(solverPosition(game), SHORT);
		assert.ok(along.kind === 'winnable');
		assert.deepEqual(along.line, answer.line.slice(3));
		assert.ok(replaysToWin(game, along.line));
		assert.equal(sent.length, 1, 'no new solve');

		// Off the line, the solver is asked again.
		const other = game.legalMoves().find((move) => move.from !== along.line[0].from || move.to !== along.line[0].to);
		assert.ok(other, 'a move off the line');
		game.play(other.from, other.to);
		await host.solve(solverPosition(game), SHORT);
		assert.equal(sent.length, 2);
	});

	it('solves a position one move off a known winning line along that line, which wins it where a new solve does not', async () => {
		// Paganini II's deal 78: won in about 0.2 s; after another first move, a new solve finds no win in 5 s.
		const game = Game.deal(78, { ...GAMES.paganini2.rules, maxRedeals: 0 });
		const answer = await host.solve(solverPosition(game), SHORT);
		assert.ok(answer.kind === 'winnable');
		assert.deepEqual(sent[0].guide, [], 'nothing known before it');
		game.play(110, 0);
		const off = await host.solve(solverPosition(game), SHORT);
		assert.deepEqual(sent[1].guide, answer.line, 'the line it stepped off goes with the request');
		assert.ok(off.kind === 'winnable' && replaysToWin(game, off.line), off.kind);
		// Another deal is far from any line known: its solve has no guide.
		void host.solve(solverPosition(Game.deal(QUICK_WIN_DEAL, rules)), SHORT);
		host.cancel();
		assert.deepEqual(sent[2].guide, []);
	});

	it('knows that a lost position loses after any move, and after any move after that', async () => {
		const game = Game.deal(LOST_DEAL, rules);
		assert.equal((await host.solve(solverPosition(game), SHORT)).kind, 'lost');
		for (const step of [1, 2]) {
			const [move] = game.legalMoves();
			assert.ok(move, `a move at step ${step}`);
			game.play(move.from, move.to);
			assert.equal((await host.solve(solverPosition(game), SHORT)).kind, 'lost', `after ${step} moves`);
		}
		assert.equal(sent.length, 1, 'no new solve');
		// A request for a redeal plan is not answered by a loss passed on without one.
		const planned = await host.solve(solverPosition(game), { ...SHORT, planTimeLimitMs: 500 });
		assert.ok(planned.kind === 'lost' && planned.plan !== undefined);
		assert.equal(sent.length, 2);
	});

	it('drops the answer of a position when another is asked about first, and cancels its search', async () => {
		const hard = solverPosition(Game.deal(HARD_DEAL, rules));
		const { onProgress, started } = atWork();
		const first = host.solve(hard, { timeLimitMs: 30000, memoryLimitBytes: 256 * 1024 * 1024 }, onProgress);
		await started;
		const firstAnswer = workerAnswer(workers[0], sent[0].id);
		const second = await host.solve(solverPosition(gameOf(LAYOUTS.almostWon)), SHORT);
		assert.deepEqual(await first, { kind: 'dropped' });
		assert.equal(second.kind, 'winnable');
		// The second answer waits only for the worker to notice the cancel, not for the first search's 30 s.
		const stopped = await firstAnswer;
		assert.ok(stopped.kind === 'unknown' && stopped.reason === 'cancelled', JSON.stringify(stopped).slice(0, 200));
		assert.ok(stopped.stats.elapsedMs < 30000, `the first search stopped after ${stopped.stats.elapsedMs} ms`);
	});

	it('lets a second caller about the same position join the search under way', async () => {
		const hard = solverPosition(Game.deal(HARD_DEAL, rules));
		const budget = { timeLimitMs: 800, memoryLimitBytes: 64 * 1024 * 1024 };
		const [a, b] = await Promise.all([host.solve(hard, budget), host.solve(hard, budget)]);
		assert.equal(sent.length, 1);
		assert.equal(a, b);
	});

	it('joins a longer search of the same position under way rather than give back an earlier unknown', async () => {
		const hard = solverPosition(Game.deal(HARD_DEAL, rules));
		const memoryLimitBytes = 64 * 1024 * 1024;
		const short = await host.solve(hard, { timeLimitMs: 300, memoryLimitBytes });
		assert.equal(short.kind, 'unknown');
		const long = host.solve(hard, { timeLimitMs: 1200, memoryLimitBytes });
		const again = host.solve(hard, { timeLimitMs: 300, memoryLimitBytes });
		assert.equal(await again, await long, "the short request gets the longer search's answer");
		assert.equal(sent.length, 2);
	});

	it('answers a request for a redeal plan with one: a kept answer without a plan does not do', async () => {
		const position = solverPosition(Game.fromLayout(layoutFrom(LAYOUTS.greedyTrap), PRESETS.windows.rules, 1));
		const planning = { ...SHORT, planTimeLimitMs: 2000 };
		const unplanned = await host.solve(position, SHORT);
		assert.ok(unplanned.kind === 'lost' && unplanned.plan === undefined, 'no plan unless asked for');
		const planned = await host.solve(position, planning);
		assert.equal(planned.kind === 'lost' && planned.plan?.home, 46);
		assert.equal(await host.solve(position, planning), planned);
		assert.equal(await host.solve(position, SHORT), planned);
		assert.equal(sent.length, 2);
	});

	it('restarts a search for a larger request about the same position with the larger of both budgets', async () => {
		const hard = solverPosition(Game.deal(HARD_DEAL, PRESETS.windows.rules));
		const memoryLimitBytes = 64 * 1024 * 1024;
		const long = host.solve(hard, { timeLimitMs: 1200, memoryLimitBytes });
		const planning = host.solve(hard, { timeLimitMs: 300, memoryLimitBytes, planTimeLimitMs: 300 });
		assert.deepEqual(
			sent.map((request) => request.budget),
			[
				{ timeLimitMs: 1200, memoryLimitBytes },
				{ timeLimitMs: 1200, memoryLimitBytes, planTimeLimitMs: 300 },
			],
		);
		const [a, b] = await Promise.all([long, planning]);
		assert.equal(a, b);
		assert.ok(a.kind === 'unknown' && a.plan && a.plan.line.length > 0, 'both get the answer with its plan');
	});

	it('reports a position the engine refuses as failed, and goes on answering', async () => {
		const broken = { layout: [1, 2, 3], rules, gameNumber: 1 };
		const answer = await host.solve(broken, SHORT);
		assert.equal(answer.kind, 'failed');
		assert.equal((await host.solve(solverPosition(gameOf(LAYOUTS.stuck)), SHORT)).kind, 'lost');
	});

	it('fails the request of a worker that dies mid-solve, saying so, and answers the next one with a new worker', async () => {
		const { onProgress, started } = atWork();
		const hard = host.solve(solverPosition(Game.deal(HARD_DEAL, rules)), SHORT, onProgress);
		await started;
		await workers[0].terminate();
		assert.deepEqual(await hard, { kind: 'failed', message: 'its worker stopped with exit code 1' });
		assert.equal((await host.solve(solverPosition(gameOf(LAYOUTS.stuck)), SHORT)).kind, 'lost');
		assert.equal(workers.length, 2);
	});

	it('takes up a new number of workers with the next solve, and lets the one under way finish on the old', async () => {
		const hard = solverPosition(Game.deal(HARD_DEAL, rules));
		const budget = { timeLimitMs: 800, memoryLimitBytes: 64 * 1024 * 1024 };
		const running = host.solve(hard, budget);
		host.useWorkers(2);
		// Joining the solve under way starts nothing new.
		const joined = host.solve(hard, budget);
		assert.equal(await running, await joined);
		assert.equal(host.workerCount, 1);
		assert.deepEqual(
			sent.map(({ searches }) => searches),
			['all'],
		);
		assert.equal((await host.solve(solverPosition(Game.deal(LOST_DEAL, rules)), budget)).kind, 'lost');
		assert.equal(host.workerCount, 2);
		assert.deepEqual(
			sent.map(({ searches }) => searches),
			['all', 'wins', 'exact'],
		);
		assert.equal(workers.length, 3, 'two new workers for the split');
	});

	it("keeps the host's event loop free during a hard solve", async () => {
		const delay = monitorEventLoopDelay({ resolution: 10 });
		delay.enable();
		const started = performance.now();
		const answer = await host.solve(solverPosition(Game.deal(HARD_DEAL, rules)), {
			timeLimitMs: 1000,
			memoryLimitBytes: 256 * 1024 * 1024,
		});
		const solveMs = performance.now() - started;
		delay.disable();
		const ms = (ns: number) => ns / 1e6;
		console.log(
			`      host event-loop delay during a solve of ${solveMs.toFixed(0)} ms (${answer.kind}): ` +
				`p50 ${ms(delay.percentile(50)).toFixed(1)} ms, p99 ${ms(delay.percentile(99)).toFixed(1)} ms, max ${ms(delay.max).toFixed(1)} ms`,
		);
		// A solve on the main thread would stall it for the whole solve; a machine busy with other
		// work delays it too, but for a share of the time only, whatever the load.
		assert.equal(answer.kind, 'unknown', 'the solve ran to its limit');
		assert.ok(
			ms(delay.max) < solveMs / 4,
			`the host's event loop stalled for ${ms(delay.max).toFixed(0)} ms of a ${solveMs.toFixed(0)} ms solve`,
		);
	});

	it('keys positions by rules and cards, whatever the size of the layout', () => {
		const game = gameOf(LAYOUTS.almostWon);
		const position = solverPosition(game);
		assert.equal(positionId(position), positionId(solverPosition(game.clone())));
		assert.notEqual(positionId(position), positionId({ ...position, rules: PRESETS.windows.rules }));
		assert.notEqual(positionId(position), positionId({ ...position, layout: position.layout.slice(0, 26) }));
	});
});

describe('SolverHost with two workers (the real worker bundle)', () => {
	let host: SolverHost;
	let sent: HostToSolver[];
	let workers: Worker[];

	beforeEach(async () => {
		({ host, sent, workers } = await watchedHost(2));
	});
	afterEach(() => host.dispose());

	it('sends each request to both: the searches that find wins to one, the exact ones to the other, each with half the memory', async () => {
		await host.solve(solverPosition(gameOf(LAYOUTS.almostWon)), SHORT);
		assert.deepEqual(
			sent.map(({ searches, budget }) => ({ searches, budget })),
			[
				{ searches: 'wins', budget: { ...SHORT, memoryLimitBytes: SHORT.memoryLimitBytes / 2 } },
				{ searches: 'exact', budget: { ...SHORT, memoryLimitBytes: SHORT.memoryLimitBytes / 2 } },
			],
		);
		assert.equal(workers.length, 2);
	});

	it('answers winnable from the one and lost from the other, and the first to decide stops the other', async () => {
		const game = Game.deal(QUICK_WIN_DEAL, rules);
		const long = { timeLimitMs: 30_000, memoryLimitBytes: 256 * 1024 * 1024 };
		const solving = host.solve(solverPosition(game), long);
		// The exact half (the second worker) finds no win on this deal in a second or two; it is stopped once the other wins.
		const exactHalf = workerAnswer(workers[1], sent[1].id);
		const won = await solving;
		assert.ok(won.kind === 'winnable' && replaysToWin(game, won.line));
		const stopped = await exactHalf;
		assert.equal(stopped.kind === 'unknown' && stopped.reason, 'cancelled', 'the exact half stopped when told');
		assert.equal((await host.solve(solverPosition(Game.deal(LOST_DEAL, rules)), long)).kind, 'lost');
	});

	it('makes one unknown of two, with the plan the exact half made, and reports progress that only goes forward', async () => {
		const reports: SolveStats[] = [];
		const solving = host.solve(
			solverPosition(Game.deal(HARD_DEAL, PRESETS.windows.rules)),
			{ timeLimitMs: 1000, memoryLimitBytes: 128 * 1024 * 1024, planTimeLimitMs: 300 },
			(stats) => reports.push(stats),
		);
		const parts = await Promise.all(workers.map((worker, part) => workerAnswer(worker, sent[part].id)));
		const answer = await solving;
		assert.ok(
			answer.kind === 'unknown' && answer.plan && answer.plan.line.length > 0,
			JSON.stringify(answer).slice(0, 200),
		);
		// Side by side: the time is the longer part's, not the sum; the positions are both parts'.
		const [wins, exact] = parts.map((part) => part.stats);
		assert.equal(answer.stats.elapsedMs, Math.max(wins.elapsedMs, exact.elapsedMs));
		assert.equal(answer.stats.positions, wins.positions + exact.positions);
		assert.ok(exact.deadEnds > 0 && answer.stats.deadEnds >= exact.deadEnds, 'the exact half counted');
		assert.ok(reports.length > 0);
		const backwards = reports.filter((r, i) => i > 0 && r.positions < reports[i - 1].positions);
		assert.deepEqual(backwards, [], 'progress went back');
	});

	it('fails the request when one worker dies, and answers the next with a new one', async () => {
		const hard = host.solve(solverPosition(Game.deal(HARD_DEAL, rules)), SHORT);
		// Its own report, not the other's: a worker stopped before its script runs exits with code 0.
		await workerPosts(workers[1], sent[1].id, 'progress');
		await workers[1].terminate();
		assert.deepEqual(await hard, { kind: 'failed', message: 'its worker stopped with exit code 1' });
		assert.equal((await host.solve(solverPosition(gameOf(LAYOUTS.stuck)), SHORT)).kind, 'lost');
		assert.equal(workers.length, 3);
	});
});
