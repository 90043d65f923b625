/**
 * The extension host's end of the solver workers: it starts and cancels solves, one at a
 * time, and drops an answer whose position is no longer the one asked about. With two
 * workers (`montana.solver.threads`; by default on a machine with cores to spare) each
 * solve is split: one worker runs the searches that find wins, the other the exact ones,
 * each for the whole time; the first to decide answers and stops the other, and two
 * unknowns make one. Requests are keyed by `positionId`: asking about another position
 * cancels the solve under way (its callers get `dropped`); asking again about the same one
 * joins it, or restarts it with the larger of both budgets. The last answer is kept for
 * its position, and what decided answers decide for the positions after them
 * (`knownAnswers.ts`). A position a few moves from one known winnable (the player stepped
 * off its line) is solved along that line first. Each position that becomes the last known
 * winnable is told to the listeners of `onDidKnowWin` (winKeeper.ts keeps it for the next session).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Searches, SolveStats } from '../../../engine';
import {
	positionId,
	type HostToSolver,
	type SolveBudget,
	type SolverAnswer,
	type SolverPosition,
	type SolverToHost,
	type SolverWorkerData,
	type WinnableAnswer,
} from './solverProtocol';
import { KnownAnswers } from './knownAnswers';
import type { SolverThreads } from '../../settings/settings';

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
	/** What each worker's part has answered so far, and its latest progress. */
	readonly answered: Map<Searches, SolverAnswer>;
	readonly reported: Map<Searches, SolveStats>;
}

/** The searches each worker runs, for one worker or two. */
const PARTS: Record<1 | 2, readonly Searches[]> = { 1: ['all'], 2: ['wins', 'exact'] };

/**
 * The workers `montana.solver.threads` asks for. `auto` is two where four cores or more
 * leave one to spare beside the editor and the webview: there two workers decide in 5 s about
 * what one decides in 10 (docs/solver-measurements.md, "Two workers where four cores leave one
 * to spare").
 */
export function workerCountFor(threads: SolverThreads): 1 | 2 {
	if (threads === 'auto') {
		return availableParallelism() >= 4 ? 2 : 1;
	}
	return threads === 'two' ? 2 : 1;
}

export class SolverHost {
	private _parts: readonly Searches[];
	private _workers: (SolverWorker | undefined)[];
	/** The parts `useWorkers` asked for, taken up by the next solve that starts. */
	private _wantedParts: readonly Searches[];
	private readonly _cancelled = new SharedArrayBuffer(4);
	private _nextId = 1;
	private _job: Job | undefined;
	private _last: { readonly key: string; readonly budget: SolveBudget; readonly answer: SolverAnswer } | undefined;
	/**
	 * The longest search of the last position asked about that ended with neither a win nor
	 * a proof: a short solve after the indicator's (the Hint's, which asks for a redeal plan
	 * too) must not make the solver seem to know less than it does.
	 */
	private _searched: { readonly key: string; readonly ms: number } | undefined;
	private readonly _winListeners = new Set<(position: SolverPosition, answer: WinnableAnswer) => void>();
	private readonly _known = new KnownAnswers({
		onLatestWin: (position, answer) => this._winListeners.forEach((listener) => listener(position, answer)),
	});

	constructor(
		private readonly _workerFile: string,
		private readonly _createWorker: (file: string, data: SolverWorkerData) => SolverWorker = (file, data) =>
			new Worker(file, { workerData: data, name: 'Montana solver' }),
		workers: 1 | 2 = workerCountFor('auto'),
	) {
		this._parts = this._wantedParts = PARTS[workers];
		this._workers = this._parts.map(() => undefined);
	}

	/** How many workers the next solve that starts runs on; one under way finishes on those it has. */
	useWorkers(count: 1 | 2): void {
		this._wantedParts = PARTS[count];
	}

	/** How many workers the solves run on now; for the tests. */
	get workerCount(): number {
		return this._parts.length;
	}

	/** Whether a solve is under way; for the tests and the indicator. */
	get busy(): boolean {
		return this._job !== undefined;
	}

	/** The time limit of the solve under way about `position`, if one is (a caller that will join it may say how long it can take). */
	runningTimeLimitMs(position: SolverPosition): number | undefined {
		return this._job?.key === positionId(position) ? this._job.budget.timeLimitMs : undefined;
	}

	/** How long the solver has searched `position` at most without finding a win or a proof (0 if it has not). */
	searchedWithoutAnswerMs(position: SolverPosition): number {
		return this._searched?.key === positionId(position) ? this._searched.ms : 0;
	}

	/** How many solves were sent to the workers (a solve split over two counts once); for the tests. */
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
			if (this._wantedParts !== this._parts) {
				this._terminateWorkers();
				this._parts = this._wantedParts;
				this._workers = this._parts.map(() => undefined);
			}
			const job: Job = {
				id: this._nextId++,
				position,
				key,
				budget: inherited ? largest(inherited.budget, budget) : budget,
				waiters: [...(inherited?.waiters ?? []), resolve],
				progress: [...(inherited?.progress ?? []), ...(onProgress ? [onProgress] : [])],
				answered: new Map(),
				reported: new Map(),
			};
			this._job = job;
			const guide = this._known.guideFor(position);
			// Split, each part gets its share of the memory, so that together they stay within the budget.
			const partBudget = { ...job.budget, memoryLimitBytes: job.budget.memoryLimitBytes / this._parts.length };
			this._parts.forEach((searches, part) => {
				const request: HostToSolver = { type: 'solve', id: job.id, position, budget: partBudget, searches, guide };
				this._ensureWorker(part).postMessage(request);
			});
		});
	}

	/**
	 * Takes `answer` for `position`, decided before (a win kept from the last session,
	 * winKeeper.ts), as if a solve had just given it: what follows from it is known too.
	 */
	learn(position: SolverPosition, answer: SolverAnswer): void {
		this._known.learn(position, answer);
	}

	/**
	 * Calls `listener`, until disposed, with each position known winnable as it becomes the
	 * latest one: found so by a solve, asked about along a line known to win, or learned.
	 */
	onDidKnowWin(listener: (position: SolverPosition, answer: WinnableAnswer) => void): { dispose(): void } {
		this._winListeners.add(listener);
		return { dispose: () => this._winListeners.delete(listener) };
	}

	/** Stops the solve under way; its callers get `outcome` (dropped when omitted). */
	cancel(outcome: SolveOutcome = { kind: 'dropped' }): void {
		this._stop()?.waiters.forEach((resolve) => resolve(outcome));
	}

	dispose(): void {
		this.cancel();
		this._terminateWorkers();
	}

	private _terminateWorkers(): void {
		this._workers.forEach((worker, part) => {
			void worker?.terminate();
			this._workers[part] = undefined;
		});
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

	private _ensureWorker(part: number): SolverWorker {
		let worker = this._workers[part];
		if (!worker) {
			const created = this._createWorker(this._workerFile, { cancelled: this._cancelled });
			const searches = this._parts[part];
			created.on('message', (message: SolverToHost) => this._received(message, searches));
			created.on('error', (error: Error) => this._lost(part, created, error.message));
			created.on('exit', (code: number) => this._lost(part, created, `its worker stopped with exit code ${code}`));
			worker = this._workers[part] = created;
		}
		return worker;
	}

	private _received(message: SolverToHost, searches: Searches): void {
		const job = this._job;
		// Answers to cancelled requests still arrive (the worker finishes each one); they are dropped here.
		if (!job || message.id !== job.id) {
			return;
		}
		if (message.type === 'progress') {
			job.reported.set(searches, message.stats);
			const stats = sideBySide([...job.reported.values()]);
			job.progress.forEach((report) => report(stats));
			return;
		}
		if (message.type === 'failed') {
			this.cancel({ kind: 'failed', message: message.message });
			return;
		}
		job.answered.set(searches, message.answer);
		const decided = message.answer.kind !== 'unknown';
		if (!decided && job.answered.size < this._parts.length) {
			return;
		}
		// The other part, if still at work, stops.
		this._stop();
		const answer = decided ? message.answer : unknownOfParts(job.answered);
		this._last = { key: job.key, budget: job.budget, answer };
		if (answer.kind === 'unknown') {
			const before = this._searched?.key === job.key ? this._searched.ms : 0;
			this._searched = { key: job.key, ms: Math.max(before, answer.stats.elapsedMs) };
		}
		this._known.learn(job.position, answer);
		job.waiters.forEach((resolve) => resolve(answer));
	}

	/** A worker that died takes its job with it; the next request starts a new one. */
	private _lost(part: number, worker: SolverWorker, message: string): void {
		if (this._workers[part] !== worker) {
			return;
		}
		this._workers[part] = undefined;
		this.cancel({ kind: 'failed', message });
	}
}

/** Two parts' stats as one: they ran side by side, so their counts and tables add up and their time is the longer. */
function sideBySide(reports: readonly SolveStats[]): SolveStats {
	return reports.reduce((a, b) => ({
		nodes: a.nodes + b.nodes,
		positions: a.positions + b.positions,
		deadEnds: a.deadEnds + b.deadEnds,
		elapsedMs: Math.max(a.elapsedMs, b.elapsedMs),
		tableBytes: a.tableBytes + b.tableBytes,
		bestHome: Math.max(a.bestHome, b.bestHome),
	}));
}

/** Every part unknown: the exact part's answer (it carries the plan, when one was asked for), with all parts' stats. */
function unknownOfParts(answered: ReadonlyMap<Searches, SolverAnswer>): SolverAnswer {
	const answer = answered.get('exact') ?? answered.get('all')!;
	return { ...answer, stats: sideBySide([...answered.values()].map((part) => part.stats)) };
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
