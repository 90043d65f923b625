/**
 * Damaged stored state and nonsense settings in the real VS Code: what reads is kept,
 * what does not is set aside within a bound, and the player gets one warning that says
 * what was lost (the `dialogs.warn` each test watches is what shows the notification).
 * Starting the extension is played again by building its stored parts afresh, as
 * `activate` does, from the test's own copy of the extension's modules.
 */
import { strict as assert } from 'node:assert';
import { isDeepStrictEqual } from 'node:util';
import * as vscode from 'vscode';
import { Game, PRESETS, solveGame } from '../../src/engine';
import { NO_BEST_SCORES, NO_STATISTICS } from '../../src/engine/scoring';
import { CurrentGame } from '../../src/extension/game/currentGame';
import { dialogs as startDialogs } from '../../src/extension/game/dialogs';
import { WinQuotations } from '../../src/extension/game/quotations/winQuotations';
import { ScoreStore } from '../../src/extension/scores/scoreStore';
import { SettingsReader } from '../../src/extension/settings/settingsReader';
import { NO_KEPT_WINS, withWin } from '../../src/extension/solver/client/keptWins';
import { SolverHost } from '../../src/extension/solver/client/solverHost';
import { solverPosition } from '../../src/extension/solver/client/solverProtocol';
import { KEPT_WINS_KEY, keepWins } from '../../src/extension/solver/client/winKeeper';
import { BACKUP_LIMIT } from '../../src/extension/storage/storedValue';
import type { TestApi } from '../../src/extension/testApi';
import { montana, playOneMove, resetWorld, setSetting, until } from './helpers';

const MAX = Number.MAX_SAFE_INTEGER;
const SCORES = 'montana.scores';
const GAME = 'montana.gameInProgress';

interface Warning {
	readonly message: string;
	readonly actions: readonly string[];
}

/** Every warning `target` shows from now on; each answers with `answer`. */
function watchWarnings(
	target: { warn(message: string, ...actions: string[]): Promise<string | undefined> },
	answer?: string,
): Warning[] {
	const shown: Warning[] = [];
	target.warn = async (message, ...actions) => {
		shown.push({ message, actions });
		return answer;
	};
	return shown;
}

/** A saved game of 20908 (Windows rules) in the shape the extension writes, with `session` changed. */
function savedGame(session: Record<string, unknown> = {}) {
	return {
		version: 1,
		session: {
			preset: 'windows',
			rules: { maxRedeals: 15, redealGaps: 'random', redealWhen: 'anytime', redealUndoable: true, fixedSuits: false },
			gameNumber: 20908,
			actions: [],
			step: 0,
			...session,
		},
		played: false,
		scored: false,
		placement: null,
	};
}

/** What `activate` builds from globalState, from the test's copy of the modules; disposed by the caller. */
function startAgain(api: TestApi): { scores: ScoreStore; game: CurrentGame } {
	const scores = new ScoreStore(api.globalState);
	return { scores, game: CurrentGame.load(api.globalState, api.settings, scores, new WinQuotations(api.globalState)) };
}

describe('Damaged stored state and settings', function () {
	let api: TestApi;
	const realStartDialogs = { ...startDialogs };

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => {
		await resetWorld(api);
		await api.globalState.update(`${SCORES}.corrupted`, undefined);
		await api.globalState.update(`${GAME}.corrupted`, undefined);
		await api.globalState.update(`${KEPT_WINS_KEY}.corrupted`, undefined);
	});
	afterEach(() => {
		Object.assign(startDialogs, realStartDialogs);
	});

	it('keeps counting at the largest counts the store holds, with no warning and nothing set aside', async () => {
		const warnings = watchWarnings(api.dialogs);
		const full = { played: MAX, won: MAX, currentStreak: MAX, bestStreak: MAX, wonMoves: MAX };
		await api.globalState.update(SCORES, {
			version: 1,
			presets: { windows: { best: NO_BEST_SCORES, statistics: full } },
		});
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		playOneMove(api);
		await vscode.commands.executeCommand('montana.newGame');
		// The abandoned game counted and stored: a warning would have come with the write.
		const stored = () =>
			api.globalState.get<{ presets?: { windows?: { statistics?: unknown } } }>(SCORES)?.presets?.windows?.statistics;
		await until(() => isDeepStrictEqual(stored(), { ...full, currentStreak: 0 }), 'the statistics stored');
		assert.deepEqual(api.scores.scores('windows').statistics, { ...full, currentStreak: 0 });
		assert.equal(api.globalState.get(`${SCORES}.corrupted`), undefined);
		assert.deepEqual(warnings, []);
	});

	it('sets aside only a damaged table, keeps every other one, and says which it set aside', async () => {
		const warnings = watchWarnings(api.dialogs);
		const good = { best: NO_BEST_SCORES, statistics: { ...NO_STATISTICS, played: 4 } };
		const damaged = { best: { fewestShuffles: 'lots', fewestMoves: [] }, statistics: {} };
		await api.globalState.update(SCORES, { version: 1, presets: { windows: good, gaps: damaged, unlimited: good } });
		assert.deepEqual(api.scores.scores('windows'), good);
		assert.deepEqual(api.scores.scores('unlimited'), good);
		assert.deepEqual(api.scores.scores('gaps').statistics, NO_STATISTICS);
		assert.deepEqual(api.globalState.get(SCORES), { version: 1, presets: { windows: good, unlimited: good } });
		assert.deepEqual(api.globalState.get(`${SCORES}.corrupted`), { version: 1, presets: { gaps: damaged } });
		await until(() => warnings.length > 0, 'the warning');
		assert.equal(warnings.length, 1);
		assert.match(
			warnings[0].message,
			/could not read your best scores and statistics for Gaps \(Solitaire Till Dawn\) \(.*fewestShuffles.*\)\. That table starts afresh; your other scores are kept\./,
		);
	});

	it('keeps a damaged value of megabytes only in part, saying how much there was', async () => {
		const huge = { version: 1, presets: 'x'.repeat(5_000_000) };
		await api.globalState.update(SCORES, huge);
		watchWarnings(api.dialogs);
		assert.deepEqual(api.scores.tables(), []);
		const kept = api.globalState.get<string>(`${SCORES}.corrupted`);
		assert.equal(typeof kept, 'string');
		assert.ok((kept?.length ?? 0) < BACKUP_LIMIT + 200, `${kept?.length} characters kept`);
		assert.ok(kept?.startsWith('{"version":1,"presets":"xxxx'), kept?.slice(0, 40));
		const length = JSON.stringify(huge).length;
		assert.ok(
			kept?.endsWith(`… (${length} characters in all; only the first ${BACKUP_LIMIT} were kept)`),
			kept?.slice(-100),
		);
		assert.equal(api.globalState.get(SCORES), undefined);
	});

	it('says a stored game that no longer replays is damaged, in one warning with damaged scores, and logs no error', async () => {
		const errors: string[] = [];
		const consoleError = console.error;
		console.error = (...args: unknown[]) => {
			errors.push(args.join(' '));
		};
		const warnings = watchWarnings(startDialogs);
		// A redeal under rules that allow none: the stored game cannot be replayed.
		const oneDeal = { ...savedGame().session.rules, maxRedeals: 0 };
		await api.globalState.update(
			GAME,
			savedGame({ preset: 'oneDeal', rules: oneDeal, actions: [{ kind: 'redeal' }], step: 1 }),
		);
		await api.globalState.update(SCORES, { version: 1, presets: 'none' });
		try {
			const { scores, game } = startAgain(api);
			assert.equal(game.session, undefined, 'no game resumed: a new one will be dealt');
			game.dispose();
			scores.dispose();
			await until(() => warnings.length > 0, 'the warning');
			await new Promise((resolve) => setTimeout(resolve, 50));
		} finally {
			console.error = consoleError;
		}
		assert.deepEqual(errors, []);
		assert.equal(warnings.length, 1, JSON.stringify(warnings));
		assert.match(
			warnings[0].message,
			/^Montana Solitaire could not read your best scores and statistics \(the list of rule presets is missing\)\. They start afresh\. It could not read your last game either \(game 20908 no longer replays: .*\)\. A new game will be dealt\.$/,
		);
		assert.equal(api.globalState.get(GAME), undefined);
		assert.equal(
			(api.globalState.get(`${GAME}.corrupted`) as { session: { gameNumber: number } }).session.gameNumber,
			20908,
		);
	});

	it('refuses a stored game allowing more shuffles than a game can have', async () => {
		const warnings = watchWarnings(startDialogs);
		await api.globalState.update(
			GAME,
			savedGame({ preset: 'custom', rules: { ...savedGame().session.rules, maxRedeals: 1e300 } }),
		);
		const { scores, game } = startAgain(api);
		assert.equal(game.session, undefined);
		game.dispose();
		scores.dispose();
		await until(() => warnings.length > 0, 'the warning');
		assert.match(
			warnings[0].message,
			/could not read your last game \(its rules allow more shuffles than a game can have \(100\)\)/,
		);
	});

	it('sets aside a kept win whose line no longer wins, says so, and keeps the others', async () => {
		const warnings = watchWarnings(startDialogs);
		const game = Game.deal(17, PRESETS.oneDeal.rules);
		const answer = solveGame(game, { timeLimitMs: 10_000 });
		assert.ok(answer.kind === 'winnable');
		const oneDeal = solverPosition(game);
		// The same cards under other rules: another position, whose kept line is cut short.
		const windows = { ...oneDeal, rules: PRESETS.windows.rules };
		const good = withWin(NO_KEPT_WINS, oneDeal, answer);
		const cut = withWin(NO_KEPT_WINS, windows, { ...answer, line: answer.line.slice(0, -1) });
		await api.globalState.update(KEPT_WINS_KEY, { version: 1, wins: [...cut.wins, ...good.wins] });
		// A solver whose worker never answers: a solve started is only counted.
		const solver = new SolverHost('no worker', () => ({
			postMessage() {},
			on: () => undefined as never,
			terminate: async () => 0,
		}));
		const keeping = keepWins(api.globalState, solver);
		const budget = { timeLimitMs: 5000, memoryLimitBytes: 64 * 1024 * 1024 };
		try {
			assert.equal((await solver.solve(oneDeal, budget)).kind, 'winnable', 'the good win kept');
			assert.equal(solver.requests, 0);
			void solver.solve(windows, budget);
			assert.equal(solver.requests, 1, 'nothing known from the damaged one: its position goes to a solve');
			await until(() => warnings.length > 0, 'the warning');
		} finally {
			keeping.dispose();
			solver.dispose();
		}
		assert.deepEqual(
			warnings.map(({ message }) => message),
			[
				'Montana Solitaire could not read a winning line the solver found (its line does not win its position). The solver will look for a win there again; the other lines are kept.',
			],
		);
		assert.deepEqual(api.globalState.get(KEPT_WINS_KEY), good, 'the good win kept in store');
		assert.deepEqual(api.globalState.get(`${KEPT_WINS_KEY}.corrupted`), cut, 'the damaged one set aside');
	});

	it('takes a shuffle limit above 100 as 100, and says so with Open Settings', async () => {
		const warnings = watchWarnings(api.dialogs);
		await setSetting(api, 'rules.preset', 'custom');
		await setSetting(api, 'rules.custom.maxRedeals', 1e21);
		assert.equal(api.settings.current.rules.maxRedeals, 100);
		await until(() => warnings.length > 0, 'the warning');
		assert.deepEqual(warnings, [
			{
				message:
					'Montana Solitaire: "montana.rules.custom.maxRedeals" is 1e+21, more than the most a game allows; using 100.',
				actions: ['Open Settings'],
			},
		]);
		await vscode.commands.executeCommand('montana.newGame');
		assert.match(api.statusBar.item.text, /100 shuffles left/);
	});

	it('names every setting it corrected in one warning, whose Open Settings opens the settings', async () => {
		watchWarnings(api.dialogs);
		await setSetting(api, 'cardStyle', 'enormous');
		await setSetting(api, 'panelLocation', 3);
		await setSetting(api, 'animations', 'yes');
		const warnings = watchWarnings(startDialogs, 'Open Settings');
		const reader = new SettingsReader();
		reader.dispose();
		await until(() => vscode.window.tabGroups.activeTabGroup.activeTab?.label === 'Settings', 'the Settings editor');
		assert.equal(warnings.length, 1, JSON.stringify(warnings));
		assert.deepEqual(warnings[0].actions, ['Open Settings']);
		assert.match(warnings[0].message, /^Montana Solitaire corrected 3 settings: /);
		for (const key of ['montana.cardStyle', 'montana.animations', 'montana.panelLocation']) {
			assert.ok(warnings[0].message.includes(`"${key}"`), key);
		}
	});

	it('logs a flood of bad webview messages in part, then counts the rest in one line', async function () {
		await vscode.commands.executeCommand('montana.newGameByNumber', 20908);
		const panel = api.gamePanel();
		assert.ok(panel);
		const marker = `flood-${Date.now()}`;
		for (let i = 0; i < 975; i++) {
			await panel.receive({ type: marker, i });
		}
		const logFile = vscode.Uri.joinPath(api.logUri, 'Montana Solitaire.log');
		const logText = async () => new TextDecoder().decode(await vscode.workspace.fs.readFile(logFile));
		let text = '';
		const started = Date.now();
		while (
			!/\d+ more ignored webview messages in 10 s were not logged one by one/.test(text.split(marker).at(-1) ?? '')
		) {
			assert.ok(Date.now() - started < 120_000, `no summary line in the log:\n${text.slice(-2000)}`);
			await new Promise((resolve) => setTimeout(resolve, 500));
			text = await logText().catch(() => '');
		}
		const written = text.split('\n').filter((line) => line.includes(marker)).length;
		assert.ok(written <= 20, `${written} lines for the flood`);
	});
});
