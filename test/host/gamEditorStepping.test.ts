import { strict as assert } from 'node:assert';
import { readRecord, type ReadRecord } from '../../src/extension/gamEditor/record';
import {
	actionOf,
	breaksAnew,
	dropQuestion,
	drops,
	followPosition,
	startPosition,
	stepEvent,
} from '../../src/extension/gamEditor/stepping';
import { at, card } from '../engine/helpers';
import { MIXED_HEADER } from './mixedRecord';

/** Game 1 from LAYOUTS.mixed: 5H, 2S to row 2, a shuffle, then `rest`. */
function record(rest = ''): ReadRecord {
	const state = readRecord(`${MIXED_HEADER}1. 5H 2S>2\n*\n${rest}`);
	assert.ok(state.replay !== null);
	return state;
}

describe('.gam editor: stepping through a record', () => {
	it('opens at the deal or the end, and a broken record at its last good step', () => {
		assert.equal(startPosition(record(), 'start'), 0);
		assert.equal(startPosition(record(), 'end'), 3);
		assert.equal(startPosition(record('3. 9C\n'), 'start'), 3);
	});

	it('goes to the last good step when the record breaks anew, as the banner says it shows', () => {
		const good = record();
		const broken = record('3. 9C\n');
		assert.equal(breaksAnew(good, broken), true, 'a record that breaks');
		assert.equal(breaksAnew(broken, broken), false, 'the same error: the board stays where the player took it');
		assert.equal(breaksAnew(broken, record('3. 9C 9D\n')), false, 'typing after the error');
		assert.equal(breaksAnew(broken, record('3. ZZ\n')), true, 'another error');
		assert.equal(breaksAnew(broken, good), false, 'a record fixed');
	});

	it('follows a record that changes under the board', () => {
		const steps = ['a', 'b', 'c', 'd'];
		assert.equal(
			followPosition(steps, 4, [...steps, 'e']),
			5,
			'at the end, a record that grows keeps the board at the end',
		);
		assert.equal(followPosition(steps, 4, steps.slice(0, 3)), 3, 'Undo of the last step');
		assert.equal(followPosition(steps, 2, [...steps, 'e']), 2, 'in the middle it stays');
		assert.equal(followPosition(['a', 'b', 'x'], 3, steps), 2, 'Undo of a move played at step 2 goes back to step 2');
		assert.equal(followPosition(steps, 3, ['a', 'z', 'c', 'd']), 1, 'never past where the records part');
		assert.equal(followPosition(steps, 0, []), 0);
	});

	it('gives a single step its event, forward and back, and a jump none', () => {
		const state = record();
		const move = { card: card('5H'), from: at(1, 13), to: at(1, 4) };
		assert.deepEqual(stepEvent(state, 0, 1), { kind: 'redoMove', move });
		assert.deepEqual(stepEvent(state, 1, 0), { kind: 'undoMove', move });
		assert.deepEqual(stepEvent(state, 2, 3), { kind: 'redoRedeal', redeal: 1 });
		assert.deepEqual(stepEvent(state, 3, 2), { kind: 'undoRedeal', redeal: 1 });
		assert.equal(stepEvent(state, 0, 3), undefined);
		assert.equal(stepEvent(state, 2, 2), undefined);
	});

	it('records what a session played', () => {
		assert.deepEqual(actionOf({ kind: 'move', move: { card: card('2S'), from: at(2, 13), to: at(2, 1) } }, 'montana'), {
			kind: 'move',
			card: card('2S'),
			row: 1,
		});
		assert.deepEqual(actionOf({ kind: 'move', move: { card: card('5H'), from: at(1, 13), to: at(1, 4) } }, 'montana'), {
			kind: 'move',
			card: card('5H'),
			row: null,
		});
		assert.deepEqual(actionOf({ kind: 'redeal', redeal: 2 }, 'montana'), { kind: 'redeal' });
	});

	it('asks before dropping later steps or a broken tail, and says what goes', () => {
		const good = record();
		assert.equal(drops(good, 3), false);
		assert.equal(drops(good, 1), true);
		assert.deepEqual(dropQuestion(good, 1, 10), {
			message: 'Drop the 1 move and 1 shuffle after this point?',
			detail: "Your move replaces the rest of this record, from line 10 on. VS Code's Undo brings it back.",
			action: 'Play Here',
		});
		const broken = record('3. 9C\n');
		assert.equal(drops(broken, 3), true);
		assert.match(
			dropQuestion(broken, 3, 12).detail,
			/^This file has an error at line 12\. Everything from line 12 on is replaced by your move\./,
		);
		assert.match(
			dropQuestion(broken, 0, 10).detail,
			/from line 10 on, with the 2 moves and 1 shuffle after this point, is replaced/,
		);
	});
});
