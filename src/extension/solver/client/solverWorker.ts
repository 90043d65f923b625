/**
 * The solver's worker thread (bundled on its own as dist/solverWorker.js): it rebuilds
 * each requested position, solves it within the request's budget and posts the answer.
 * The search is synchronous, so a cancel cannot arrive as a message while it runs; the
 * host writes the cancelled request's id into shared memory instead, and the search
 * reads it through its `signal`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { answerRequest } from './answerRequest';
import type { SolveStats } from '../../../engine';
import type { HostToSolver, SolverToHost, SolverWorkerData } from './solverProtocol';

const port = parentPort;
if (!port) {
	throw new Error('solverWorker.js runs only as a worker thread.');
}
const cancelled = new Int32Array((workerData as SolverWorkerData).cancelled);
const post = (message: SolverToHost) => port.postMessage(message);

port.on('message', (request: HostToSolver) => {
	const { id } = request;
	try {
		const signal = {
			get aborted() {
				return Atomics.load(cancelled, 0) >= id;
			},
		};
		const progress = (stats: SolveStats) => post({ type: 'progress', id, stats });
		const answer = answerRequest(request, signal, progress);
		post({ type: 'answer', id, answer });
	} catch (error) {
		post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
	}
});
