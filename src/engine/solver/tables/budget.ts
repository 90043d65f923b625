/**
 * A search's budget as `SolveOptions` state it: the clock, the caller's signal and the
 * progress reports, looked at every few hundred expansions so that the looking costs
 * nothing. The memory budget is the position store's own (stateSet.ts).
 */
import type { SolveOptions, SolveStats } from '../contract';

/** How many expansions pass between looks at the clock and the signal. */
const CHECK_EVERY = 256;
/** How often a search reports its progress when the caller does not say. */
export const PROGRESS_INTERVAL_MS = 500;
/** The memory budget when the caller gives none. */
export const DEFAULT_MEMORY = 256 * 1024 * 1024;

export class SearchBudget {
	readonly started: number;
	/** The most bytes the search's tables may take. */
	readonly memoryBytes: number;
	private readonly deadline: number;
	private readonly progressInterval: number;
	private nextProgress: number;
	private expansions = 0;

	constructor(private readonly options: SolveOptions) {
		this.started = this.now();
		this.deadline = options.timeLimitMs === undefined ? Infinity : this.started + options.timeLimitMs;
		this.progressInterval = options.progressIntervalMs ?? PROGRESS_INTERVAL_MS;
		this.nextProgress = this.started + (options.firstProgressMs ?? this.progressInterval);
		this.memoryBytes = options.memoryLimitBytes ?? DEFAULT_MEMORY;
	}

	now(): number {
		return (this.options.now ?? Date.now)();
	}

	/**
	 * Counts an expansion; now and then looks at the signal and the clock, and reports
	 * `stats()` when a report is due. Says why the search must stop, or null.
	 */
	spend(stats: () => SolveStats): 'cancelled' | 'time' | null {
		if (++this.expansions % CHECK_EVERY !== 0) {
			return null;
		}
		const time = this.now();
		if (this.options.signal?.aborted) {
			return 'cancelled';
		}
		if (time >= this.deadline) {
			return 'time';
		}
		if (this.options.onProgress && time >= this.nextProgress) {
			this.nextProgress = time + this.progressInterval;
			this.options.onProgress(stats());
		}
		return null;
	}
}
