import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { MAX_REDEALS, PRESETS } from '../../src/engine/rules';
import { GameSession } from '../../src/extension/game/gameSession';
import { parseSavedGame, type SavedGame } from '../../src/extension/storage/savedGame';

function saved(): SavedGame {
	const session = new GameSession(Game.deal(20908, PRESETS.windows.rules), 'windows');
	const [move] = session.game.legalMoves();
	session.apply({ type: 'moveCard', card: move.card, to: move.to });
	session.apply({ type: 'redeal' });
	session.apply({ type: 'undo' });
	return JSON.parse(
		JSON.stringify({ version: 1, session: session.snapshot(), played: true, scored: false, placement: null }),
	) as SavedGame;
}

function problem(raw: unknown): string {
	const parsed = parseSavedGame(raw);
	assert.equal(parsed.ok, false);
	return parsed.ok ? '' : parsed.problem;
}

describe('savedGame', () => {
	it('keeps the count of hints shown in the game, and says when it is damaged', () => {
		const value = { ...saved(), hints: 3 };
		assert.deepEqual(parseSavedGame(value), { ok: true, value });
		for (const hints of [0, -1, 1.5, 'three']) {
			assert.equal(problem({ ...saved(), hints }), 'its count of hints is damaged', String(hints));
		}
	});

	it('accepts a saved game as the host writes it', () => {
		const value = saved();
		assert.deepEqual(parseSavedGame(value), { ok: true, value });
		assert.ok(
			parseSavedGame({ ...value, scored: true, placement: { fewestShufflesPlace: 1, fewestMovesPlace: null } }).ok,
		);
		const quotation = { text: 'Make haste slowly.', author: 'Augustus', source: 'as reported by Suetonius' };
		assert.ok(parseSavedGame({ ...value, scored: true, quotation }).ok, "a won game with its win's quotation");
	});

	it('names what is damaged', () => {
		const value = saved();
		const withSession = (session: object) => ({ ...value, session: { ...value.session, ...session } });
		assert.match(problem(null), /not a saved game of this version/);
		assert.match(problem({ ...value, version: 2 }), /not a saved game of this version/);
		assert.match(problem({ ...value, played: 'yes' }), /flags/);
		assert.match(problem({ ...value, placement: { fewestShufflesPlace: 0, fewestMovesPlace: null } }), /places/);
		assert.match(problem({ ...value, quotation: { text: 'Make haste slowly.' } }), /quotation is damaged/);
		assert.match(problem({ ...value, session: [] }), /game is missing/);
		assert.match(problem(withSession({ preset: 'easy' })), /preset "easy" is unknown/);
		assert.match(problem(withSession({ rules: { ...value.session.rules, maxRedeals: -1 } })), /rules are damaged/);
		for (const tooMany of [MAX_REDEALS + 1, 1e300]) {
			assert.match(
				problem(withSession({ rules: { ...value.session.rules, maxRedeals: tooMany } })),
				new RegExp(`allow more shuffles than a game can have \\(${MAX_REDEALS}\\)`),
			);
		}
		assert.match(
			problem(withSession({ rules: { ...value.session.rules, redealGaps: 'nowhere' } })),
			/rules are damaged/,
		);
		assert.match(problem(withSession({ gameNumber: 0 })), /game number/);
		assert.match(problem(withSession({ step: 3 })), /list of moves/);
		assert.match(problem(withSession({ step: -1 })), /list of moves/);
		assert.match(problem(withSession({ actions: [{ kind: 'move', card: 104, from: 1, to: 2 }] })), /list of moves/);
		assert.match(problem(withSession({ actions: [{ kind: 'jump' }] })), /list of moves/);
		assert.match(problem(withSession({ actions: 'all of them' })), /list of moves/);
	});
});
