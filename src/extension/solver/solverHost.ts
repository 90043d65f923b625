/**
 * The extension host's end of the solver worker: it starts and cancels solves, one at a
 * time, and drops an answer whose position is no longer the one asked about. Requests
 * are keyed by `positionId`: asking about another position cancels the solve under
 * way (its callers get `dropped`); asking again about the same one joins it, or restarts
 * it with the larger of both budgets. The last answer is kept for its position, and what
 * decided answers decide for the positions after them (`knownAnswers.ts`).
 */
import { Worker } from 'node:worker_threads';
import type { SolveStats } from '../../engine';
import {
	positionId,
	type HostToSolver,
	type SolveBudget,
	type SolverAnswer,
	type SolverPosition,
	type SolverToHost,
	type SolverWorkerData,
} from './solverProtocol';
import { KnownAnswers } from './knownAnswers';

export type SolveOutcome =
	| SolverAnswer
	/** The position changed (another one was asked about) before the answer arrived. */
	| { readonly kind: 'dropped' }
	| { readonly kind: 'failed'; readonly message: string };

/** The part of a worker the host uses, so tests may count what it is sent. */
export type SolverWorker = Pick<Worker, 'postMessage' | 'on' | 'terminate'>;

interface Job {
	readonly id: number;
	readonly position: SolverPosition;
	readonly key: string;
	readonly budget: SolveBudget;
	readonly waiters: ((outcome: SolveOutcome) => void)[];
	readonly progress: ((stats: SolveStats) => void)[];
}

export class SolverHost {
	private _worker: SolverWorker | undefined;
	private readonly _cancelled = new SharedArrayBuffer(4);
	private _nextId = 1;
	private _job: Job | undefined;
	private _last: { readonly key: string; readonly budget: SolveBudget; readonly answer: SolverAnswer } | undefined;
	private readonly _known = new KnownAnswers();

	constructor(
		private readonly _workerFile: string,
		private readonly _createWorker: (file: string, data: SolverWorkerData) => SolverWorker = (file, data) =>
			new Worker(file, { workerData: data, name: 'Montana solver' }),
	) {}

	/** Whether a solve is under way; for the tests and the indicator. */
	get busy(): boolean {
		return this._job !== undefined;
	}

	/** The time limit of the solve under way about `position`, if one is (a caller that will join it may say how long it can take). */
	runningTimeLimitMs(position: SolverPosition): number | undefined {
		return this._job?.key === positionId(position) ? this._job.budget.timeLimitMs : undefined;
	}

	/** How many solves were sent to the worker; for the tests. */
	get requests(): number {
		return this._nextId - 1;
	}

	/** The answer for `position` within `budget`, or `dropped` if another position is asked about first. */
	solve(
		position: SolverPosition,
		budget: SolveBudget,
		onProgress?: (stats: SolveStats) => void,
	): Promise<SolveOutcome> {
		const key = positionId(position);
		const decided = this._known.recall(position, key);
		if (decided && decides(decided, budget)) {
			return Promise.resolve(decided);
		}
		const known = this._last;
		const running = this._job;
		// An unknown kept from a shorter search does not answer while a search of the same position is under way:
		// that one (the indicator's) can only know more, so the request joins it below.
		const searching = running?.key === key && known?.answer.kind === 'unknown';
		if (known?.key === key && answers(known.answer, known.budget, budget) && !searching) {
			return Promise.resolve(known.answer);
		}
		return new Promise((resolve) => {
			if (running?.key === key && covers(running.budget, budget)) {
				running.waiters.push(resolve);
				if (onProgress) {
					running.progress.push(onProgress);
				}
				return;
			}
			// The same position with a larger budget takes the waiters along, each keeping what it asked for;
			// another position drops them.
			const inherited = running?.key === key ? this._stop() : undefined;
			this.cancel();
			const job: Job = {
				id: this._nextId++,
				position,
				key,
				budget: inherited ? largest(inherited.budget, budget) : budget,
				waiters: [...(inherited?.waiters ?? []), resolve],
				progress: [...(inherited?.progress ?? []), ...(onProgress ? [onProgress] : [])],
			};
			this._job = job;
			const request: HostToSolver = { type: 'solve', id: job.id, position, budget: job.budget };
			this._ensureWorker().postMessage(request);
		});
	}

	/** Stops the solve under way; its callers get `outcome` (dropped when omitted). */
	cancel(outcome: SolveOutcome = { kind: 'dropped' }): void {
		this._stop()?.waiters.forEach((resolve) => resolve(outcome));
	}

	dispose(): void {
		this.cancel();
		void this._worker?.terminate();
		this._worker = undefined;
	}

	/** Stops the solve under way and returns its job, its callers still waiting. */
	private _stop(): Job | undefined {
		const job = this._job;
		if (job) {
			Atomics.store(new Int32Array(this._cancelled), 0, job.id);
			this._job = undefined;
		}
		return job;
	}

	private _ensureWorker(): SolverWorker {
		if (!this._worker) {
			const worker = this._createWorker(this._workerFile, { cancelled: this._cancelled });
			worker.on('message', (message: SolverToHost) => this._received(message));
			worker.on('error', (error: Error) => this._lost(worker, error.message));
			worker.on('exit', (code: number) => this._lost(worker, `its worker stopped with exit code ${code}`));
			this._worker = worker;
		}
		return this._worker;
	}

	private _received(message: SolverToHost): void {
		const job = this._job;
		// Answers to cancelled requests still arrive (the worker finishes each one); they are dropped here.
		if (!job || message.id !== job.id) {
			return;
		}
		if (message.type === 'progress') {
			job.progress.forEach((report) => report(message.stats));
			return;
		}
		this._job = undefined;
		const outcome: SolveOutcome =
			message.type === 'answer' ? message.answer : { kind: 'failed', message: message.message };
		if (message.type === 'answer') {
			this._last = { key: job.key, budget: job.budget, answer: message.answer };
			this._known.learn(job.position, message.answer);
		}
		job.waiters.forEach((resolve) => resolve(outcome));
	}

	/** A worker that died takes its job with it; the next request starts a new one. */
	private _lost(worker: SolverWorker, message: string): void {
		if (this._worker !== worker) {
			return;
		}
		this._worker = undefined;
		this.cancel({ kind: 'failed', message });
	}
}

function covers(have: SolveBudget, want: SolveBudget): boolean {
	return (
		have.timeLimitMs >= want.timeLimitMs &&
		have.memoryLimitBytes >= want.memoryLimitBytes &&
		(have.planTimeLimitMs ?? 0) >= (want.planTimeLimitMs ?? 0)
	);
}

/** Whether an answer got within `had` will do for a request with budget `want`. */
function answers(answer: SolverAnswer, had: SolveBudget, want: SolveBudget): boolean {
	return answer.kind === 'unknown' ? planned(answer, want) && covers(had, want) : decides(answer, want);
}

/** Whether a winnable or lost answer, whatever its budget, will do for a request with budget `want`. */
function decides(answer: SolverAnswer, want: SolveBudget): boolean {
	return answer.kind === 'winnable' || (answer.kind === 'lost' && planned(answer, want));
}

/** A plan is only made when no win is found: an answer without one does not answer a request for one. */
function planned(answer: SolverAnswer, want: SolveBudget): boolean {
	return answer.plan !== undefined || want.planTimeLimitMs === undefined;
}

function largest(a: SolveBudget, b: SolveBudget): SolveBudget {
	const plan = Math.max(a.planTimeLimitMs ?? -1, b.planTimeLimitMs ?? -1);
	return {
		timeLimitMs: Math.max(a.timeLimitMs, b.timeLimitMs),
		memoryLimitBytes: Math.max(a.memoryLimitBytes, b.memoryLimitBytes),
		...(plan >= 0 ? { planTimeLimitMs: plan } : {}),
	};
}
