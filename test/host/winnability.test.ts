import { strict as assert } from 'node:assert';
import { secondsSearched, winnabilityOf, winnabilityWords } from '../../src/extension/solver/features/winnability';

const stats = { nodes: 1, positions: 1, deadEnds: 0, elapsedMs: 5000, tableBytes: 0, bestHome: 0 };

describe('winnability', () => {
	it("turns the solver's answers into the indicator's states, unknown never passing for lost", () => {
		assert.equal(winnabilityOf({ kind: 'winnable', line: [], stats }), 'winnable');
		assert.equal(winnabilityOf({ kind: 'lost', stats }), 'lost');
		assert.equal(winnabilityOf({ kind: 'unknown', reason: 'time', stats }), 'unknown');
		assert.equal(winnabilityOf({ kind: 'unknown', reason: 'memory', stats }), 'unknown');
		assert.equal(winnabilityOf({ kind: 'failed', message: 'its worker stopped with exit code 1' }), 'failed');
		assert.equal(winnabilityOf({ kind: 'dropped' }), 'thinking');
	});

	it('says "lost" only when no shuffle is left, and "no win without a shuffle" otherwise', () => {
		assert.equal(winnabilityWords('lost', 0).text, '$(error) Lost');
		assert.equal(winnabilityWords('lost', 2).text, '$(error) No win without a shuffle');
		assert.equal(winnabilityWords('lost', null).text, '$(error) No win without a shuffle');
	});

	it('gives every state a sentence a screen reader can read', () => {
		for (const state of ['thinking', 'thinkingLonger', 'winnable', 'lost', 'unknown', 'failed', 'won'] as const) {
			assert.match(winnabilityWords(state, 0).sentence, /^[A-Z].*\.$/);
		}
		assert.match(winnabilityWords('unknown', 0).sentence, /neither a win nor a proof of loss within 5 seconds/);
		// After "Think Longer", the time the solver searched.
		const minute = secondsSearched({ kind: 'unknown', reason: 'time', stats: { ...stats, elapsedMs: 60_012 } });
		assert.equal(minute, 60);
		assert.match(
			winnabilityWords('unknown', 0, minute).sentence,
			/neither a win nor a proof of loss within 60 seconds\.$/,
		);
		assert.equal(secondsSearched({ kind: 'dropped' }), 0);
		// A solver that failed does not pass for one that ran out of time.
		assert.deepEqual(winnabilityWords('failed', 0), {
			text: '$(warning) Winnable? Solver failed',
			sentence: 'Winnable? The solver failed before it could answer; it tries again after the next move.',
		});
	});
});
