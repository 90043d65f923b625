/**
 * The share of a solve's time and memory that each search gets, for each kind of game,
 * in one table: the Montana search (schedule/solve.ts), the general search in the one-deck
 * and the two-deck games (general/generalSearch.ts), and the search along a line the
 * player stepped off, before either (schedule/lineRepair.ts). A share only orders the
 * searches within a budget: it changes how soon an answer comes, never what it says.
 * Beside each share, one line of why; docs/solver-measurements.md has what was measured.
 */
export const SHARES = {
	/** The one-deck games whose rule is `successor`, Montana and most of the family: four searches, in turn. */
	montana: {
		/**
		 * The dive finds most wins, many times faster than the exact searches, but proves nothing
		 * (docs/solver-measurements.md, "The split of the 10 s").
		 */
		dive: 0.45,
		/**
		 * The beams, after the dive, win deals the dive leaves and lose none
		 * (docs/solver-measurements.md, "The beams after the dive").
		 */
		beams: 0.15,
		/**
		 * Half the memory for the dive: it stores a position in 18 bytes and the exact searches in
		 * about 65, but it reaches several times as many in its time, and stops when its table is
		 * full. A quarter for the beams, which stop when theirs is.
		 */
		diveMemory: 0.5,
		beamMemory: 0.25,
		/**
		 * Best first finds in a fraction of a second some wins that need more than the dive allows;
		 * depth first, which proves positions lost, gets the rest (docs/solver-measurements.md,
		 * "The split of the 10 s").
		 */
		bestFirst: 0.1,
	},
	/** The other one-deck games where the beams fit (`beamsFit`): the beams, then the exhaustive search. */
	oneDeck: {
		/** The beams' share of a whole solve's time and memory, in a game they fit. */
		beams: 0.5,
	},
	/** The two-deck games: narrow beams, then the exhaustive search restarted, then in its own order. */
	twoDecks: {
		/**
		 * The narrow beams (`REPEATED_BEAMS`) before the restarts: they win most of the deals, with
		 * shorter lines, in the Hint's time and in Think Longer's minute alike
		 * (docs/solver-measurements.md, "The two-deck games: narrow beams first").
		 */
		beams: 0.8,
		/**
		 * The exhaustive search restarted in shuffled orders (a run taking generalSearch.ts's
		 * `RESTART_UNIT_MS` times the term of Luby's sequence), before the rest in its own order, the
		 * one run that may prove a deal lost: which deals it wins early depends on the order
		 * (docs/solver-measurements.md, "The two-deck games' restarts in shuffled orders").
		 */
		restarts: 0.1,
	},
	/** Any game, when the player stepped off a line known to win: the search along it first. */
	offTheLine: {
		/** The share of a guided solve's time and memory that this search takes before the solver's own searches. */
		lineRepair: 0.1,
	},
} as const;
