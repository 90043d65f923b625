import { strict as assert } from 'node:assert';
import { validateWebviewMessage } from '../../src/extension/panel/messageValidation';

function rejected(raw: unknown): string {
	const result = validateWebviewMessage(raw);
	assert.equal(result.ok, false, `expected ${JSON.stringify(raw)} to be rejected`);
	return result.ok ? '' : result.reason;
}

describe('messageValidation', () => {
	it('accepts every message type of the protocol with valid fields', () => {
		const valid = [
			{ type: 'ready' },
			{ type: 'moveCard', card: 0 },
			{ type: 'moveCard', card: 51, to: 39 },
			{ type: 'fillGap', gap: 12 },
			{ type: 'redeal' },
			{ type: 'undo' },
			{ type: 'redo' },
			{ type: 'hint' },
			{ type: 'newGame' },
			{ type: 'restart' },
			{ type: 'showScores' },
		];
		for (const message of valid) {
			const result = validateWebviewMessage(message);
			assert.ok(result.ok, JSON.stringify(message));
			assert.deepEqual(result.message, message);
		}
	});

	it('treats an explicit undefined optional field as absent', () => {
		assert.ok(validateWebviewMessage({ type: 'moveCard', card: 5, to: undefined }).ok);
	});

	it('rejects what is not a message object', () => {
		for (const raw of [null, undefined, 42, 'undo', [], [{ type: 'undo' }], true]) {
			assert.match(rejected(raw), /expected an object/);
		}
	});

	it('rejects unknown or missing types, including inherited property names', () => {
		assert.match(rejected({}), /unknown message type undefined/);
		assert.match(rejected({ type: 'cheat' }), /unknown message type "cheat"/);
		assert.match(rejected({ type: 'toString' }), /unknown message type/);
		assert.match(rejected({ type: '__proto__' }), /unknown message type/);
		assert.match(rejected({ type: 7 }), /unknown message type 7/);
	});

	it('rejects extra fields', () => {
		assert.match(rejected({ type: 'undo', steps: 5 }), /unexpected field 'steps'/);
		assert.match(rejected({ type: 'moveCard', card: 3, from: 4 }), /unexpected field 'from'/);
	});

	it('checks that cards and positions are integers 0..103 and 0..111 (the game checks its own)', () => {
		assert.match(rejected({ type: 'moveCard' }), /missing the field 'card'/);
		for (const bad of [-1, 104, 1.5, '3', NaN, Infinity, null, {}]) {
			assert.match(rejected({ type: 'moveCard', card: bad }), /'moveCard'.card must be a card/);
		}
		for (const bad of [-1, 112, 1.5, '3', NaN, Infinity, null, {}]) {
			assert.match(rejected({ type: 'moveCard', card: 1, to: bad }), /'moveCard'.to must be a board position/);
			assert.match(rejected({ type: 'fillGap', gap: bad }), /'fillGap'.gap must be a board position/);
		}
	});

	it("checks the .gam editor's replay messages", () => {
		for (const message of [
			{ type: 'replayGoto', position: 0 },
			{ type: 'replayGoto', position: 4000 },
			{ type: 'replayPlay', speed: 4 },
			{ type: 'replayPause' },
			{ type: 'openAsText' },
		]) {
			assert.ok(validateWebviewMessage(message).ok, JSON.stringify(message));
		}
		for (const bad of [-1, 1.5, '3', NaN, Infinity, null]) {
			assert.match(rejected({ type: 'replayGoto', position: bad }), /'replayGoto'.position must be a step number/);
		}
		for (const bad of [0, 3, 100, '4', null]) {
			assert.match(rejected({ type: 'replayPlay', speed: bad }), /'replayPlay'.speed must be a replay speed/);
		}
		assert.match(rejected({ type: 'replayPause', speed: 2 }), /unexpected field 'speed'/);
	});

	it('keeps reasons short even for huge values', () => {
		const reason = rejected({ type: 'x'.repeat(10_000) });
		assert.ok(reason.length < 100, reason);
	});
});
