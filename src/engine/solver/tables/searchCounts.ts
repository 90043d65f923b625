/** What the searches (depth first, the general search, the planner) count as they go, and the `SolveStats` they report. */
import type { SearchBudget } from './budget';
import type { SolveStats } from '../contract';

export class SearchCounts {
	/** Positions expanded. */
	nodes = 0;
	/** Positions proved lost by the dead-end test. */
	deadEnds = 0;

	constructor(
		/** The most cards home in any position reached. */
		public bestHome: number,
		private readonly budget: SearchBudget,
	) {}

	stats(positions: number, tableBytes: number): SolveStats {
		return {
			nodes: this.nodes,
			positions,
			deadEnds: this.deadEnds,
			elapsedMs: this.budget.now() - this.budget.started,
			tableBytes,
			bestHome: this.bestHome,
		};
	}
}
