/**
 * The schedule of restarts (restarts.ts): which runs a search gets, how long each, and when
 * they stop. The search here is a stand-in that spends its whole slice on a clock the test
 * keeps and decides on a chosen run, so that the schedule alone is under test.
 */
import * as assert from 'node:assert/strict';
import { luby, restarted } from '../../src/engine/solver/schedule/restarts';
import { NOTHING_SPENT, type SolveOptions, type SolveResult } from '../../src/engine/solver/contract';

/** Runs `restarted` with a unit of 10 ms on a search deciding as `decide` says on each run; returns the answer and each run's number and slice. */
function schedule(options: SolveOptions, decide: (run: number) => SolveResult['kind'] | 'cancelled') {
	let time = 0;
	const runs: [number, number | undefined][] = [];
	const answer = restarted({ ...options, now: () => time }, 10, (run, runOptions) => {
		runs.push([run, runOptions.timeLimitMs]);
		time += runOptions.timeLimitMs ?? 0;
		const stats = { ...NOTHING_SPENT, nodes: run, elapsedMs: runOptions.timeLimitMs ?? 0 };
		const kind = decide(run);
		if (kind === 'winnable') {
			return { kind, line: [{ from: run, to: 0 }], stats };
		}
		return kind === 'lost' ? { kind, stats } : { kind: 'unknown', reason: kind === 'cancelled' ? kind : 'time', stats };
	});
	return { answer, runs };
}

describe('the restarts of a search', () => {
	it("follow Luby's sequence", () => {
		const terms = Array.from({ length: 15 }, (_, i) => luby(i + 1));
		assert.deepEqual(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
	});

	it('run in slices of the unit times the sequence, the last cut to the time left, until it is spent', () => {
		const { answer, runs } = schedule({ timeLimitMs: 75 }, () => 'unknown');
		assert.deepEqual(runs, [
			[1, 10],
			[2, 10],
			[3, 20],
			[4, 10],
			[5, 10],
			[6, 15],
		]);
		assert.equal(answer.kind === 'unknown' && answer.reason, 'time');
		assert.equal(answer.stats.nodes, 1 + 2 + 3 + 4 + 5 + 6, 'the stats of every run');
		assert.equal(answer.stats.elapsedMs, 75);
	});

	it('stop at the first run that decides, with its answer', () => {
		const won = schedule({ timeLimitMs: 1000 }, (run) => (run === 3 ? 'winnable' : 'unknown'));
		assert.deepEqual(
			won.runs.map(([run]) => run),
			[1, 2, 3],
		);
		assert.deepEqual(won.answer.kind === 'winnable' && won.answer.line, [{ from: 3, to: 0 }]);
		const lost = schedule({ timeLimitMs: 1000 }, (run) => (run === 2 ? 'lost' : 'unknown'));
		assert.deepEqual([lost.answer.kind, lost.runs.length], ['lost', 2]);
	});

	it('stop when cancelled, and run nothing without a time limit', () => {
		const cancelled = schedule({ timeLimitMs: 1000 }, (run) => (run === 2 ? 'cancelled' : 'unknown'));
		assert.equal(cancelled.answer.kind === 'unknown' && cancelled.answer.reason, 'cancelled');
		assert.equal(cancelled.runs.length, 2);
		const unlimited = schedule({}, () => 'winnable');
		assert.deepEqual([unlimited.answer.kind, unlimited.runs.length], ['unknown', 0]);
	});
});
