import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { PRESETS } from '../../src/engine/rules';
import { GameSession, type IntentOutcome } from '../../src/extension/game/gameSession';
import type { GameEvent } from '../../src/protocol';
import { LAYOUTS, at, card, layoutFrom, show } from '../engine/helpers';

const windows = PRESETS.windows.rules;

function session(layout: string, rules = windows): GameSession {
	return new GameSession(Game.fromLayout(layoutFrom(layout), rules, 7), 'windows');
}

function notice(outcome: IntentOutcome): string {
	assert.equal(outcome.kind, 'notice', JSON.stringify(outcome));
	return outcome.kind === 'notice' ? outcome.text : '';
}

/** Plays the first legal move `count` times (or redeals when stuck). */
function playSome(s: GameSession, count: number): void {
	for (let i = 0; i < count; i++) {
		const [move] = s.game.legalMoves();
		s.apply(move ? { type: 'moveCard', card: move.card, to: move.to } : { type: 'redeal' });
	}
}

describe('GameSession', () => {
	it('moves a card and reports the move, then undoes and redoes it', () => {
		const s = session(LAYOUTS.mixed);
		const events: GameEvent[] = [];
		const unsubscribe = s.onDidChange((event) => events.push(event));
		const move = { card: card('5H'), from: at(1, 13), to: at(1, 4) };
		assert.deepEqual(s.apply({ type: 'moveCard', card: card('5H') }), {
			kind: 'changed',
			event: { kind: 'move', move },
		});
		assert.equal(s.game.cardAt(at(1, 4)), card('5H'));
		assert.deepEqual(s.apply({ type: 'undo' }), { kind: 'changed', event: { kind: 'undoMove', move } });
		assert.equal(s.game.cardAt(at(1, 13)), card('5H'));
		assert.deepEqual(s.apply({ type: 'redo' }), { kind: 'changed', event: { kind: 'redoMove', move } });
		unsubscribe();
		s.apply({ type: 'undo' });
		assert.deepEqual(
			events.map((e) => e.kind),
			['move', 'undoMove', 'redoMove'],
		);
	});

	it('answers a refused intent with the engine’s reason and changes nothing', () => {
		const s = session(LAYOUTS.mixed);
		const before = show(s.game);
		assert.match(notice(s.apply({ type: 'moveCard', card: card('6C') })), /./);
		assert.equal(notice(s.apply({ type: 'moveCard', card: card('AS') })), 'The aces are out of play.');
		assert.equal(notice(s.apply({ type: 'undo' })), 'Nothing to undo.');
		assert.equal(notice(s.apply({ type: 'redo' })), 'Nothing to redo.');
		assert.equal(show(s.game), before);
	});

	it('fills a gap with the one card that plays there, and explains the gaps that take none', () => {
		const s = session(LAYOUTS.mixed);
		assert.equal(
			notice(s.apply({ type: 'fillGap', gap: at(1, 1) })),
			'There is a card there (the 2 of hearts), not a gap.',
		);
		assert.equal(
			notice(s.apply({ type: 'fillGap', gap: at(2, 1) })),
			'Choose which 2 goes into this first-column gap.',
		);
		assert.equal(
			notice(s.apply({ type: 'fillGap', gap: at(3, 2) })),
			'Nothing can go after a King (the king of diamonds).',
		);
		const outcome = s.apply({ type: 'fillGap', gap: at(1, 4) });
		assert.equal(outcome.kind, 'changed');
		assert.equal(s.game.cardAt(at(1, 4)), card('5H'));
	});

	it('hints the suggested move’s card and gap, or says why there is none', () => {
		const s = session(LAYOUTS.mixed);
		const outcome = s.apply({ type: 'hint' });
		const move = suggestMove(s.game);
		assert.ok(move);
		assert.deepEqual(outcome, { kind: 'highlight', positions: [move.from, move.to] });
		assert.equal(notice(session(LAYOUTS.stuck).apply({ type: 'hint' })), 'No card can move. Shuffle to go on.');
		assert.equal(
			notice(session(LAYOUTS.stuck, PRESETS.oneDeal.rules).apply({ type: 'hint' })),
			'No card can move. These rules allow no shuffle.',
		);
		assert.match(notice(session(LAYOUTS.won).apply({ type: 'hint' })), /won/);
	});

	it('shuffles, and says when a shuffle cannot be undone', () => {
		const s = session(LAYOUTS.stuck, PRESETS.wordOfMouse.rules);
		assert.deepEqual(s.apply({ type: 'redeal' }), { kind: 'changed', event: { kind: 'redeal', redeal: 1 } });
		assert.match(notice(s.apply({ type: 'undo' })), /a shuffle cannot be undone/);
		const windowsGame = session(LAYOUTS.stuck);
		windowsGame.apply({ type: 'redeal' });
		assert.deepEqual(windowsGame.apply({ type: 'undo' }), {
			kind: 'changed',
			event: { kind: 'undoRedeal', redeal: 1 },
		});
		assert.deepEqual(windowsGame.apply({ type: 'redo' }), {
			kind: 'changed',
			event: { kind: 'redoRedeal', redeal: 1 },
		});
	});

	it('restarts the same deal', () => {
		const s = new GameSession(Game.deal(20908, windows), 'windows');
		const start = show(s.game);
		playSome(s, 5);
		assert.deepEqual(s.apply({ type: 'restart' }), { kind: 'changed', event: { kind: 'restart' } });
		assert.equal(show(s.game), start);
		assert.equal(s.game.moves, 0);
	});

	it('restores a snapshot exactly, redo history and final shuffles included', () => {
		for (const preset of ['windows', 'wordOfMouse'] as const) {
			const s = new GameSession(Game.deal(1234, PRESETS[preset].rules), preset);
			playSome(s, 30);
			s.apply({ type: 'redeal' });
			playSome(s, 10);
			for (let i = 0; i < 6; i++) {
				s.apply({ type: 'undo' });
			}
			const snapshot = JSON.parse(JSON.stringify(s.snapshot())) as ReturnType<typeof s.snapshot>;
			const restored = GameSession.restore(snapshot);
			assert.equal(show(restored.game), show(s.game), preset);
			assert.equal(restored.preset, preset);
			assert.equal(restored.game.moves, s.game.moves);
			assert.equal(restored.game.redeals, s.game.redeals);
			assert.equal(restored.game.canRedo(), s.game.canRedo());
			assert.deepEqual(restored.snapshot(), s.snapshot());
		}
	});
});
