import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import { PRESETS } from '../../src/engine/rules';
import { toGameView } from '../../src/extension/game/gameView';
import { LAYOUTS, at, card, layoutFrom } from '../engine/helpers';

const windows = PRESETS.windows.rules;

describe('gameView', () => {
	it("gives the webview each game's grid, name and cards to place", () => {
		const view = toGameView(Game.deal(5, GAMES.paganini2.rules), 'windows');
		assert.deepEqual([view.gameName, view.rows, view.columns, view.cardsToPlace], ['Paganini II', 8, 14, 104]);
		assert.equal(view.cells.length, 112);
		assert.equal(view.presetLabel, 'Paganini II', "another game's rules are its own, not a Montana preset's");
		assert.equal(toGameView(Game.deal(5, windows), 'windows').cardsToPlace, 48);
	});

	it('describes every cell, the counters and what may be done', () => {
		const game = Game.fromLayout(layoutFrom(LAYOUTS.mixed), windows, 7);
		const view = toGameView(game, 'windows');
		assert.equal(view.cells.length, 52);
		view.cells.forEach((cell, i) => assert.equal(cell.position, i));
		assert.deepEqual(view.cells[at(1, 1)], { position: at(1, 1), card: card('2H'), home: true });
		assert.deepEqual(view.cells[at(1, 4)], {
			position: at(1, 4),
			card: null,
			home: false,
			gap: { kind: 'card', card: card('5H') },
		});
		assert.equal(view.cells[at(3, 2)].gap?.kind, 'dead');
		assert.equal(view.cells[at(2, 1)].gap?.kind, 'deuce');
		assert.equal(view.cells.filter((c) => c.home).length, 3);
		assert.deepEqual(
			{
				gameNumber: view.gameNumber,
				preset: view.preset,
				presetLabel: view.presetLabel,
				moves: view.moves,
				redeals: view.redeals,
				redealsLeft: view.redealsLeft,
				cardsHome: view.cardsHome,
				status: view.status,
			},
			{
				gameNumber: 7,
				preset: 'windows',
				presetLabel: 'Montana Solitaire for Windows',
				moves: 0,
				redeals: 0,
				redealsLeft: 15,
				cardsHome: 3,
				status: 'playing',
			},
		);
		assert.deepEqual(view.legalMoves, game.legalMoves());
		assert.deepEqual(
			[view.canUndo, view.canRedo, view.canRedeal, view.redealBlockedReason],
			[false, false, true, null],
		);
		assert.equal(view.result, undefined);
		assert.deepEqual(JSON.parse(JSON.stringify(view)), view, 'plain JSON');
	});

	it('says why a shuffle is blocked', () => {
		const view = toGameView(Game.fromLayout(layoutFrom(LAYOUTS.mixed), PRESETS.gaps.rules, 7), 'gaps');
		assert.equal(view.canRedeal, false);
		assert.equal(view.redealBlockedReason, 'You may shuffle only when no move is left.');
		assert.equal(view.redealsLeft, 2);
	});

	it('adds the rating and the places once the game is won', () => {
		const game = Game.fromLayout(layoutFrom(LAYOUTS.almostWon), windows, 7);
		game.move(card('KS'));
		assert.deepEqual(toGameView(game, 'custom').result, {
			rating: { shuffles: 'Genius', moves: 'Genius' },
			fewestShufflesPlace: null,
			fewestMovesPlace: null,
		});
		assert.deepEqual(
			toGameView(game, 'custom', { fewestShufflesPlace: 1, fewestMovesPlace: 3 }).result?.fewestMovesPlace,
			3,
		);
		assert.equal(toGameView(game, 'custom').presetLabel, 'Custom rules');
	});
});
