import { strict as assert } from 'node:assert';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as vscode from 'vscode';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';
import { replaysToWin, solveGame } from '../../src/engine/solver/fromGame';
import type { GamePanel } from '../../src/extension/panel/gamePanel';
import { solverPosition } from '../../src/extension/solver/client/solverProtocol';
import { WINNING_MOVE } from '../../src/extension/solver/features/solverHint';
import type { TestApi } from '../../src/extension/testApi';
import { type SolveOutcome, SolverHost } from '../../src/extension/solver/client/solverHost';
import { Autoplay, autoplayStepMs } from '../../src/extension/solver/features/autoplay';
import { DEFAULTS } from '../../src/extension/settings/settings';
import { WinnableIndicator } from '../../src/extension/solver/features/winnableIndicator';
import type { HostToWebview } from '../../src/protocol';
import { AUTOPLAY_TOP_SPEED, EXTENSION_ID, montana, resetWorld, setSetting, until, watchedGamePanel } from './helpers';
import { HARD_DEAL, LOST_DEAL } from '../hardDeal';
import { gameThatLostItsWin, LOST_WIN_DEAL, MOVES_BEFORE_THE_LOSS } from '../lostWinGame';

/** Won by the solver in about a second under the One deal rules (`npm run solve -- 1`). */
const WINNABLE_DEAL = 1;
/** Won by the solver in hundredths of a second under the One deal rules, and asked about by no other test. */
const QUICK_WIN_DEAL = 302;
/** Moves of the winning line left to play, so the solver's answers come fast even on a loaded machine. */
const MOVES_LEFT = 20;

describe('The solver in the game', function () {
	let api: TestApi;
	let panel: GamePanel;
	let posted: HostToWebview[];

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		await setSetting(api, 'rules.preset', 'oneDeal');
		await vscode.commands.executeCommand('montana.newGameByNumber', WINNABLE_DEAL);
		({ panel, posted } = await watchedGamePanel(api));
	});
	afterEach(() => api.solver.cancel());

	/** Plays the engine's winning line for the game in progress until `MOVES_LEFT` moves are left. */
	function playTowardsTheWin(): void {
		const solution = solveGame(Game.deal(WINNABLE_DEAL, PRESETS.oneDeal.rules), { timeLimitMs: 20_000 });
		assert.equal(solution.kind, 'winnable');
		const line = solution.kind === 'winnable' ? solution.line : [];
		for (const move of line.slice(0, line.length - MOVES_LEFT)) {
			assert.equal(api.game.apply({ type: 'moveCard', card: move.card, to: move.to }).kind, 'changed');
		}
	}

	it('Hint shows the next move of a winning line and says that it keeps the game winnable', async () => {
		playTowardsTheWin();
		await vscode.commands.executeCommand('montana.hint');
		const highlight = posted.find((message) => message.type === 'highlight');
		assert.ok(highlight?.type === 'highlight', JSON.stringify(posted));
		assert.equal(highlight.why, WINNING_MOVE);
		// The move it shows does keep the game winnable: play it and ask the engine.
		const game = api.game.ensureSession().game.clone();
		game.play(highlight.positions[0], highlight.positions[1]);
		assert.equal(solveGame(game, { timeLimitMs: 10_000 }).kind, 'winnable');
	});

	it('with "montana.solver.threads" at "two", splits its next solve over two workers, and the Hint still shows the winning move', async () => {
		await setSetting(api, 'solver.threads', 'two');
		try {
			// Deals no other test asks about, so that the solver has no answer for them already.
			await vscode.commands.executeCommand('montana.newGameByNumber', QUICK_WIN_DEAL);
			const asked = api.solver.requests;
			await vscode.commands.executeCommand('montana.hint');
			assert.equal(api.solver.requests, asked + 1, 'the Hint asked the solver');
			assert.equal(api.solver.workerCount, 2);
			const highlight = posted.find((message) => message.type === 'highlight');
			assert.ok(highlight?.type === 'highlight', JSON.stringify(posted));
			assert.equal(highlight.why, WINNING_MOVE);
			// Back to one, from the next solve on.
			await setSetting(api, 'solver.threads', 'one');
			await vscode.commands.executeCommand('montana.newGameByNumber', QUICK_WIN_DEAL + 1);
			await vscode.commands.executeCommand('montana.hint');
			assert.equal(api.solver.requests, asked + 2, 'the Hint asked the solver again');
			assert.equal(api.solver.workerCount, 1);
		} finally {
			await setSetting(api, 'solver.threads', undefined);
		}
	});

	it('Hint follows its winning line move after move without asking the solver again', async () => {
		playTowardsTheWin();
		let asked = 0;
		for (let step = 0; step < 3; step++) {
			posted.length = 0;
			await vscode.commands.executeCommand('montana.hint');
			const highlight = posted.find((message) => message.type === 'highlight');
			assert.ok(highlight?.type === 'highlight' && highlight.why === WINNING_MOVE, JSON.stringify(posted));
			asked = step === 0 ? api.solver.requests : asked;
			const [from, to] = highlight.positions;
			const card = api.game.ensureSession().game.layout()[from];
			assert.ok(card !== null);
			assert.equal(api.game.apply({ type: 'moveCard', card, to }).kind, 'changed');
		}
		assert.equal(api.solver.requests, asked, 'the later hints come from the line the first one found');
	});

	it('"Winnable?" says a lost game is still lost after a move, without solving again', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', LOST_DEAL);
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === 'lost', 'the indicator says lost');
		const asked = api.solver.requests;
		const [move] = api.game.ensureSession().game.legalMoves();
		assert.equal(api.game.apply({ type: 'moveCard', card: move.card, to: move.to }).kind, 'changed');
		await api.winnable.refresh();
		assert.equal(api.winnable.state, 'lost');
		assert.equal(api.winnable.item.text, '$(error) Lost');
		assert.equal(api.solver.requests, asked, 'known from the position before');
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === undefined, 'the indicator hidden');
	});

	const game = () => api.game.ensureSession().game;
	const play = (move: { card: number; to: number }) =>
		assert.equal(api.game.apply({ type: 'moveCard', card: move.card, to: move.to }).kind, 'changed');

	/** Game 17 as `gameThatLostItsWin` played it, played again on the game panel. */
	async function loseTheWinOfDeal17(): Promise<void> {
		await vscode.commands.executeCommand('montana.newGameByNumber', LOST_WIN_DEAL);
		for (const action of gameThatLostItsWin().game.actions()) {
			assert.ok(action.kind === 'move');
			play(action);
		}
	}

	it('Where Was the Win Lost? names the move that lost the win, and undoes back to before it', async () => {
		await loseTheWinOfDeal17();
		const said: string[] = [];
		api.dialogs.inform = (message, ...actions) => {
			said.push(message);
			return Promise.resolve(actions[0]);
		};
		const asked = api.solver.requests;
		posted.length = 0;
		await vscode.commands.executeCommand('montana.findLostWin');
		assert.equal(said.length, 1, JSON.stringify(said));
		assert.match(said[0], /^Montana: the win was lost at move 46, the \w+ of \w+ to row \d, column \d+\. Before it/);
		assert.ok(api.solver.requests - asked <= 9, `${api.solver.requests - asked} solves`);
		// "Undo to Before It": back to the last winnable position, shown on the board.
		assert.equal(game().moves, MOVES_BEFORE_THE_LOSS);
		assert.ok(posted.some((message) => message.type === 'state'));
		await vscode.commands.executeCommand('montana.hint');
		const highlight = posted.find((message) => message.type === 'highlight');
		assert.ok(highlight?.type === 'highlight' && highlight.why === WINNING_MOVE, JSON.stringify(highlight));
	});

	it('Where Was the Win Lost? leaves alone a game that changed while its answer was shown', async () => {
		await loseTheWinOfDeal17();
		const said: string[] = [];
		api.dialogs.inform = (message, ...actions) => {
			said.push(message);
			if (actions.length > 0) {
				// The player moves on before choosing "Undo to Before It".
				play(game().legalMoves()[0]);
			}
			return Promise.resolve(actions[0]);
		};
		await vscode.commands.executeCommand('montana.findLostWin');
		assert.equal(said.length, 2, JSON.stringify(said));
		assert.equal(said[1], 'Montana: the game has changed since; look again for where the win was lost.');
		assert.equal(game().moves, 49, 'nothing undone');
	});

	it('"Winnable?" says winnable in the status bar after every move, and announces each new answer on the board', async () => {
		playTowardsTheWin();
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === 'winnable', 'the indicator says winnable');
		assert.equal(api.winnable.item.text, '$(pass) Winnable');
		assert.match(api.winnable.item.accessibilityInformation?.label ?? '', /Winnable: the solver found a winning line/);
		const winnableNotices = () =>
			posted.filter((m) => m.type === 'notice' && m.text.startsWith('Winnable: the solver found a winning line'));
		assert.equal(winnableNotices().length, 1, 'the answer is announced in the board');

		// A move of the winning line: the item answers again for the new position, but the same answer is not said twice.
		const keeping = solveGame(api.game.ensureSession().game, { timeLimitMs: 10_000 });
		assert.ok(keeping.kind === 'winnable');
		const moves = api.game.ensureSession().game.moves;
		api.game.apply({ type: 'moveCard', card: keeping.line[0].card, to: keeping.line[0].to });
		assert.equal(api.game.ensureSession().game.moves, moves + 1);
		await until(
			() => !api.solver.busy && api.winnable.state === 'winnable',
			'the indicator says winnable again',
			20_000,
		);
		assert.equal(winnableNotices().length, 1, 'still winnable: not announced again');

		// A move that throws the win away: the next answer must not be "winnable" for the old position.
		const game = api.game.ensureSession().game;
		const losing = game.legalMoves().find((move) => {
			const trial = game.clone();
			trial.play(move.from, move.to);
			return solveGame(trial, { timeLimitMs: 5000 }).kind === 'lost';
		});
		if (losing) {
			api.game.apply({ type: 'moveCard', card: losing.card, to: losing.to });
			await until(() => api.winnable.state === 'lost', 'the indicator says lost');
			assert.equal(api.winnable.item.text, '$(error) Lost');
			assert.ok(
				posted.some((m) => m.type === 'notice' && m.text.startsWith('Lost')),
				`the new answer is announced: ${JSON.stringify(posted.filter((m) => m.type === 'notice'))}`,
			);
		}
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === undefined, 'the indicator hidden');
	});

	it('plays the board’s moves while the Hint thinks, and drops the hint for the position left behind', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', HARD_DEAL);
		posted.length = 0;
		const game = api.game.ensureSession().game;
		const [move] = game.legalMoves();
		const hinting = panel.receive({ type: 'hint' });
		await until(() => api.solver.busy, 'the solver is at work on the hint');
		await panel.receive({ type: 'moveCard', card: move.card, to: move.to });
		assert.equal(api.game.ensureSession().game.moves, 1, 'the move was played');
		assert.ok(api.solver.busy, 'while the solver was still at work');
		assert.ok(!posted.some((m) => m.type === 'highlight'), 'before the hint came');
		await hinting;
		await until(() => !api.solver.busy, 'the hint is over');
		assert.ok(!posted.some((m) => m.type === 'highlight'), 'the hint for the old position is not shown');
	});

	it('with "Winnable?" on, the Hint waits for the indicator’s longer solve and says what it says', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', HARD_DEAL);
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.solver.busy, 'the indicator asks the solver');
		posted.length = 0;
		await vscode.commands.executeCommand('montana.hint');
		// The hard deal stays undecided for the indicator's whole time: both say so, neither more.
		await until(() => api.winnable.state === 'unknown', 'the indicator says unknown');
		const highlight = posted.find((message) => message.type === 'highlight');
		assert.ok(highlight?.type === 'highlight', JSON.stringify(posted));
		assert.match(highlight.why ?? '', /^No winning line found in 5(\.\d)? s; this move keeps the most cards home\.$/);
		await vscode.commands.executeCommand('montana.toggleWinnable');
	});

	it('after "Winnable?" searched 5 s, the Hint with a redeal to plan says the 5 s, not its own shorter search', async () => {
		await setSetting(api, 'rules.preset', 'windows');
		await vscode.commands.executeCommand('montana.newGameByNumber', HARD_DEAL);
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === 'unknown', 'the indicator says unknown', 30_000);
		posted.length = 0;
		const asked = api.solver.requests;
		await vscode.commands.executeCommand('montana.hint');
		assert.equal(api.solver.requests, asked + 1, 'the Hint solved again, for its redeal plan');
		const said = posted.flatMap((m) => (m.type === 'highlight' ? [m.why ?? ''] : m.type === 'notice' ? [m.text] : []));
		assert.equal(said.length, 1, JSON.stringify(posted));
		assert.match(said[0], /^No winning line found in 5(\.\d)? s; /);
		await vscode.commands.executeCommand('montana.toggleWinnable');
	});

	it('"Winnable? Unknown" thinks longer when clicked; cancelled, it says unknown again and nothing more', async () => {
		await vscode.commands.executeCommand('montana.newGameByNumber', HARD_DEAL);
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === 'unknown', 'the indicator says unknown');
		const sentence = 'Winnable? Unknown: the solver found neither a win nor a proof of loss within 5 seconds.';
		assert.equal(api.winnable.item.tooltip, `${sentence} Click to think for up to a minute.`);
		const click = api.winnable.item.command;
		assert.ok(typeof click === 'object' && click.command === 'montana.thinkLonger', JSON.stringify(click));
		const said: string[] = [];
		api.dialogs.inform = (message) => {
			said.push(message);
			return Promise.resolve(undefined);
		};

		const asked = api.solver.requests;
		const thinking = vscode.commands.executeCommand(click.command, ...((click.arguments ?? []) as unknown[]));
		// A new solve, not the unknown remembered from the indicator's.
		await until(() => api.solver.busy && api.solver.requests === asked + 1, 'the solver thinks again');
		assert.equal(api.winnable.state, 'thinkingLonger');
		assert.equal(api.winnable.item.text, '$(loading~spin) Winnable? Thinking longer');
		// A Hint asked now waits for that answer, and says so at once.
		posted.length = 0;
		const hinting = panel.receive({ type: 'hint' });
		await until(() => posted.some((m) => m.type === 'notice'), 'the hint says why it waits');
		assert.deepEqual(
			posted.find((m) => m.type === 'notice'),
			{
				type: 'notice',
				text: 'Hint: the solver is thinking about this position for up to 60 seconds; the hint comes with its answer.',
				level: 'info',
			},
		);
		assert.ok(!posted.some((m) => m.type === 'highlight'), 'no move lit yet');
		// What the notification's Cancel button does.
		api.solver.cancel();
		await thinking;
		await hinting;
		await until(() => api.winnable.state === 'unknown', 'the indicator says unknown again');
		assert.equal(api.winnable.item.tooltip, `${sentence} Click to think for up to a minute.`);
		assert.deepEqual(said, [], 'a cancelled think says nothing');
		await vscode.commands.executeCommand('montana.toggleWinnable');
	});

	it('Winnable? Think Longer says what it found, and the indicator shows it', async () => {
		playTowardsTheWin();
		const said: string[] = [];
		api.dialogs.inform = (message) => {
			said.push(message);
			return Promise.resolve(undefined);
		};
		await vscode.commands.executeCommand('montana.thinkLonger');
		assert.deepEqual(said, ['Montana: Winnable: the solver found a winning line from here.']);
		// Kept for the position: the indicator, turned on now, says it without a new solve.
		const asked = api.solver.requests;
		await vscode.commands.executeCommand('montana.toggleWinnable');
		await until(() => api.winnable.state === 'winnable', 'the indicator says winnable');
		assert.equal(api.solver.requests, asked);
		assert.equal(api.winnable.item.command, 'montana.toggleWinnable');
		await vscode.commands.executeCommand('montana.toggleWinnable');
	});

	it('answers commands while the solver works on a hard deal in its worker', async () => {
		const hard = Game.deal(HARD_DEAL, PRESETS.oneDeal.rules);
		let reports = 0;
		const solving = api.solver.solve(
			solverPosition(hard),
			{ timeLimitMs: 30_000, memoryLimitBytes: 256 << 20 },
			() => reports++,
		);
		const delay = monitorEventLoopDelay({ resolution: 10 });
		delay.enable();
		await until(() => reports > 0, 'the solver at work');
		const started = performance.now();
		await vscode.commands.executeCommand('montana.undo');
		await vscode.commands.executeCommand('montana.showGame');
		const answeredMs = performance.now() - started;
		// Answered before the solve ended: a solve in the extension host's thread would have held them for its 30 s.
		assert.ok(api.solver.busy, 'the solver is still at work');
		const reportsBefore = reports;
		await until(() => reports >= reportsBefore + 6, 'six more progress reports');
		const watchedMs = performance.now() - started;
		delay.disable();
		assert.ok(api.solver.busy, 'the solver was at work all along');
		api.solver.cancel();
		assert.deepEqual(await solving, { kind: 'dropped' });
		const ms = (ns: number) => ns / 1e6;
		console.log(
			`[montana:solver] commands answered in ${answeredMs.toFixed(0)} ms during a solve; extension host event-loop delay p99 ${ms(delay.percentile(99)).toFixed(1)} ms, max ${ms(delay.max).toFixed(1)} ms in ${watchedMs.toFixed(0)} ms`,
		);
		// A busy machine delays the thread too, but for a share of the time only, whatever the load.
		assert.ok(
			ms(delay.max) < watchedMs / 4,
			`the extension host stalled for ${ms(delay.max).toFixed(0)} ms of ${watchedMs.toFixed(0)} ms`,
		);
	});

	it('Autoplay plays the winning line move by move, stops on a key, and its win stays out of the best scores', async () => {
		playTowardsTheWin();
		const movesBefore = api.game.ensureSession().game.moves;
		await vscode.commands.executeCommand('montana.autoplay');
		assert.ok(api.autoplay.playing, JSON.stringify(posted.filter((m) => m.type === 'notice')));
		assert.ok(posted.some((m) => m.type === 'autoplay' && m.playing));
		await until(() => api.game.ensureSession().game.moves >= movesBefore + 2, 'autoplay made two moves');

		// The page posts this on any key or click while autoplay plays.
		await panel.receive({ type: 'stopAutoplay' });
		assert.equal(api.autoplay.playing, false);
		assert.ok(posted.some((m) => m.type === 'autoplay' && !m.playing));
		assert.ok(posted.some((m) => m.type === 'notice' && m.text === 'Autoplay stopped.'));
		const stoppedAt = api.game.ensureSession().game.moves;
		// No state says that nothing happens: the test looks again after the time of two of autoplay's steps.
		await new Promise((resolve) => setTimeout(resolve, 2 * autoplayStepMs(DEFAULTS['montana.autoplay.speed'])));
		assert.equal(api.game.ensureSession().game.moves, stoppedAt, 'no move after the stop');

		// The rest of the line at the fastest speed: the win, not the pace, is what is tested here.
		await setSetting(api, 'autoplay.speed', AUTOPLAY_TOP_SPEED);
		await vscode.commands.executeCommand('montana.autoplay');
		await until(() => api.game.ensureSession().game.status() === 'won', 'autoplay won the game');
		const game = api.game.ensureSession().game;
		assert.equal(game.moves, game.actions().length, 'every move autoplay made counts as a move');
		// Recorded as the last move is made; on a loaded machine VS Code's echo of the save of
		// a move before can undo it in memory until the extension writes it again
		// (storage/lastWriteWinsMemento.ts). Without that, it would never come.
		await until(() => api.scores.scores('oneDeal').statistics.won === 1, 'the win is in the statistics');
		const scores = api.scores.scores('oneDeal');
		assert.equal(scores.statistics.wonByAutoplay, 1, "the statistics say it was autoplay's");
		assert.equal(scores.statistics.wonWithHints, undefined);
		assert.deepEqual(scores.best.fewestMoves, []);
		assert.deepEqual(scores.best.fewestShuffles, []);
		assert.equal(api.game.view().result?.autoplayed, true);
		assert.match(api.statusBar.item.text, /Won Montana in \d+ moves and \d+ shuffles? by autoplay$/);
	});

	it('A solver that fails says so: the indicator shows "Solver failed" and autoplay does not start, saying why', async () => {
		const failure: SolveOutcome = { kind: 'failed', message: 'its worker stopped with exit code 1' };
		const failing = { solve: () => Promise.resolve(failure) };
		await setSetting(api, 'solver.showWinnable', true);
		const announced: string[] = [];
		const indicator = new WinnableIndicator(api.game, api.settings, failing, (sentence) => announced.push(sentence));
		try {
			await until(() => indicator.state === 'failed', 'the indicator shows the failure');
			assert.equal(indicator.item.text, '$(warning) Winnable? Solver failed');
			const sentence = 'Winnable? The solver failed before it could answer; it tries again after the next move.';
			assert.equal(indicator.item.tooltip, `${sentence} Click to hide.`);
			assert.deepEqual(announced, [sentence]);
		} finally {
			indicator.dispose();
		}

		const autoplay = new Autoplay(api.game, failing.solve, {
			announce: (sentence) => announced.push(sentence),
			playing: () => undefined,
		});
		await autoplay.start();
		assert.equal(autoplay.playing, false);
		assert.deepEqual(announced.slice(1), [
			'Autoplay: looking for a winning line.',
			'Autoplay did not start because the solver failed: its worker stopped with exit code 1.',
		]);
	});

	it("splits a solve over two workers of the extension's own bundle: a win from one half, a proof from the other", async () => {
		const extension = vscode.extensions.getExtension(EXTENSION_ID);
		assert.ok(extension);
		const split = new SolverHost(path.join(extension.extensionPath, 'dist', 'solverWorker.js'), undefined, 2);
		try {
			const budget = { timeLimitMs: 20_000, memoryLimitBytes: 256 * 1024 * 1024 };
			const game = Game.deal(WINNABLE_DEAL, PRESETS.oneDeal.rules);
			const won = await split.solve(solverPosition(game), budget);
			assert.ok(won.kind === 'winnable' && replaysToWin(game, won.line), won.kind);
			assert.equal(
				(await split.solve(solverPosition(Game.deal(LOST_DEAL, PRESETS.oneDeal.rules)), budget)).kind,
				'lost',
			);
		} finally {
			split.dispose();
		}
	});
});
