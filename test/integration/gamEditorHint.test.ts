/**
 * The `.gam` editor's Hint in the real VS Code: the solver's, like the game panel's (the
 * same sentences and budget, the redeal planner's move with a redeal left), and dropped
 * when the board shows another position by the time the answer comes; a hint shown marks
 * a win played on in the editor as won with help. And "Where Was the Win Lost?" over a
 * record, which steps the replay back to before the losing move, and "Winnable? Think
 * Longer" about the board shown, which a Hint asked meanwhile waits for.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { formatGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { planRedeal } from '../../src/engine/solver/schedule/planner';
import { WINNING_MOVE } from '../../src/extension/solver/features/solverHint';
import { ABOUT_GAME_IN_PROGRESS } from '../../src/extension/solver/features/thinkLonger';
import type { TestApi } from '../../src/extension/testApi';
import type { HostToWebview } from '../../src/protocol';
import { LAYOUTS, layoutFrom } from '../engine/helpers';
import { montana, setSetting, until } from './helpers';
import { fixture, legalMove, openGam, postsOf, resetGamWorld, shown, workspaceFile } from './gamEditorHelpers';
import { HARD_DEAL, LOST_DEAL } from '../hardDeal';
import { gameThatLostItsWin, MOVES_BEFORE_THE_LOSS } from '../lostWinGame';

/** A `.gam` file in the workspace that starts from `layout` (a `Layout:` header) with no move played. */
async function layoutFile(name: string, layout: string, rules: RuleOptions) {
	return workspaceFile(name, formatGam(recordOf(Game.fromLayout(layoutFrom(layout), rules, 1))));
}

/** Opens `uri` in its `.gam` editor, with the page there to receive (as when it has loaded), and watches what it is sent. */
async function watched(api: TestApi, uri: vscode.Uri) {
	const editor = await openGam(api, uri);
	await editor.receive({ type: 'ready' });
	return { editor, posted: postsOf(editor) };
}

function highlights(posted: readonly HostToWebview[]) {
	return posted.filter((message) => message.type === 'highlight');
}

describe("The .gam editor's Hint", function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetGamWorld(api));
	afterEach(() => api.solver.cancel());
	after(async () => resetGamWorld(api));

	it("shows the next move of the solver's winning line and says it keeps the game winnable", async () => {
		const { editor, posted } = await watched(
			api,
			await layoutFile('almost-won-layout.gam', LAYOUTS.almostWon, PRESETS.oneDeal.rules),
		);
		await editor.receive({ type: 'hint' });
		assert.deepEqual(highlights(posted), [
			{ type: 'highlight', positions: [51, 50], reason: 'hint', why: WINNING_MOVE },
		]);
	});

	it("with a shuffle left, shows the shuffle planner's move rather than the one-ply trap, and what it keeps home", async () => {
		const rules = PRESETS.windows.rules;
		const { editor, posted } = await watched(api, await layoutFile('greedy-trap.gam', LAYOUTS.greedyTrap, rules));
		const game = Game.fromLayout(layoutFrom(LAYOUTS.greedyTrap), rules, 1);
		const plan = planRedeal(game);
		const oneply = suggestMove(game);
		assert.ok(plan?.complete && oneply);
		await editor.receive({ type: 'hint' });
		const [highlight] = highlights(posted);
		assert.ok(highlight?.type === 'highlight', JSON.stringify(posted).slice(0, 300));
		assert.deepEqual(highlight.positions, [plan.line[0].from, plan.line[0].to]);
		assert.notDeepEqual(highlight.positions, [oneply.from, oneply.to]);
		assert.equal(highlight.why, 'No win without a shuffle (proved); this line keeps 46 cards home for the shuffle.');
	});

	it('counts a hint it showed: a win played on in this editor after it is marked as won with help', async () => {
		const { editor, posted } = await watched(api, await fixture('almost-won.gam'));
		await editor.receive({ type: 'replayGoto', position: 116 });
		await editor.receive({ type: 'hint' });
		assert.equal(highlights(posted).length, 1, 'the hint was shown');
		await editor.receive(legalMove(editor));
		assert.equal(shown(editor).view.status, 'won');
		const { best, statistics } = api.scores.scores('unlimited');
		assert.equal(best.fewestMoves[0]?.hints, 1, 'the best score says one hint helped');
		assert.equal(statistics.wonWithHints, 1);
	});

	it('drops the answer when the board shows another position by the time it comes', async () => {
		const game = Game.deal(HARD_DEAL, PRESETS.oneDeal.rules);
		const { editor, posted } = await watched(api, await workspaceFile('hard.gam', formatGam(recordOf(game))));
		const hint = editor.receive({ type: 'hint' });
		// The record grows by a move while the solver thinks (as if typed beside the board), and the board follows it.
		const [move] = game.legalMoves();
		game.play(move.from, move.to);
		const edit = new vscode.WorkspaceEdit();
		edit.replace(editor.document.uri, new vscode.Range(0, 0, editor.document.lineCount, 0), formatGam(recordOf(game)));
		assert.ok(await vscode.workspace.applyEdit(edit));
		await hint;
		assert.equal(shown(editor).replay?.position, 1, 'the board shows the position after the typed move');
		assert.deepEqual(highlights(posted), []);

		// Asked again about the board now shown, it answers, in one of the panel's sentences.
		await editor.receive({ type: 'hint' });
		const [highlight] = highlights(posted);
		assert.ok(highlight?.type === 'highlight');
		assert.match(
			highlight.why ?? '',
			/^(This move keeps the game winnable\.|(No winning line found in \d+(?:\.\d)? s|The game can no longer be won \(proved\)); this move keeps the most cards home\.)$/,
		);
	});

	it('asked while Think Longer thinks about the board shown, says at once that it waits for that answer', async () => {
		const game = Game.deal(HARD_DEAL, PRESETS.oneDeal.rules);
		const { editor, posted } = await watched(api, await workspaceFile('hard.gam', formatGam(recordOf(game))));
		const asked = api.solver.requests;
		const thinking = vscode.commands.executeCommand('montana.thinkLonger');
		await until(() => api.solver.busy && api.solver.requests === asked + 1, 'the solver thinks longer');
		const hinting = editor.receive({ type: 'hint' });
		await until(() => posted.some((m) => m.type === 'notice'), 'the hint says why it waits');
		assert.deepEqual(
			posted.filter((m) => m.type === 'notice'),
			[
				{
					type: 'notice',
					text: 'Hint: the solver is thinking about this position for up to 60 seconds; the hint comes with its answer.',
					level: 'info',
				},
			],
		);
		assert.deepEqual(highlights(posted), [], 'no move lit yet');
		// What the notification's Cancel button does.
		api.solver.cancel();
		await thinking;
		await hinting;
	});

	it('Where Was the Win Lost? steps the replay to before the move that lost the win', async () => {
		const { game } = gameThatLostItsWin();
		const { editor } = await watched(api, await workspaceFile('lost-win.gam', formatGam(recordOf(game))));
		await editor.receive({ type: 'replayGoto', position: game.step });
		const said: string[] = [];
		api.dialogs.inform = (message, ...actions) => {
			said.push(message);
			return Promise.resolve(actions[0]);
		};
		await vscode.commands.executeCommand('montana.findLostWin');
		assert.equal(said.length, 1, JSON.stringify(said));
		assert.match(said[0], /^Montana: the win was lost at move 46, /);
		assert.equal(editor.position, MOVES_BEFORE_THE_LOSS, 'the replay shows the last winnable position');
		assert.equal(shown(editor).view.moves, MOVES_BEFORE_THE_LOSS);
	});

	it('Winnable? Think Longer answers about the board the replay shows; from the "Winnable?" item, about the game in progress', async () => {
		await setSetting(api, 'rules.preset', 'oneDeal');
		await vscode.commands.executeCommand('montana.newGameByNumber', LOST_DEAL);
		const { game } = gameThatLostItsWin();
		const { editor } = await watched(api, await workspaceFile('lost-win.gam', formatGam(recordOf(game))));
		const said: string[] = [];
		api.dialogs.inform = (message) => {
			said.push(message);
			return Promise.resolve(undefined);
		};
		const winnable = 'Montana: Winnable: the solver found a winning line from here.';
		const lost = 'Montana: Lost: the solver proved that no win is left.';
		await editor.receive({ type: 'replayGoto', position: MOVES_BEFORE_THE_LOSS });
		await vscode.commands.executeCommand('montana.thinkLonger');
		assert.deepEqual(said, [winnable]);
		// The item's click, with the .gam editor still the active tab: the game panel's deal, proved lost.
		await vscode.commands.executeCommand('montana.thinkLonger', ABOUT_GAME_IN_PROGRESS);
		assert.deepEqual(said, [winnable, lost]);
		await editor.receive({ type: 'replayGoto', position: game.step });
		await vscode.commands.executeCommand('montana.thinkLonger');
		assert.deepEqual(said, [winnable, lost, lost]);
	});
});
