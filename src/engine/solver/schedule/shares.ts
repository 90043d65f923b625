/**
 * The share of a solve's time and memory that each search gets, for each kind of game,
 * in one table: the Montana search (schedule/solve.ts), the general search in the one-deck
 * and the two-deck games (general/generalSearch.ts), and the search along a line the
 * player stepped off, before either (schedule/lineRepair.ts). A share only orders the
 * searches within a budget: it changes how soon an answer comes, never what it says.
 * Beside each share, what was measured to choose it.
 */
export const SHARES = {
	/** The one-deck games whose rule is `successor`, Montana and most of the family: four searches, in turn. */
	montana: {
		/**
		 * The dive gets this share of a time limit: it finds most wins, many times faster than the
		 * exact searches, but proves nothing. On the 261 deals of games 1 to 1000 that 10 s left
		 * undecided or decided only after the dive, half of it won 7 more than 0.4 and cost no proof.
		 */
		dive: 0.45,
		/**
		 * The beams (`beam.ts`) get this share of a time limit, after the dive. Over games 1 to 300,
		 * taking 0.05 from the dive for them won 3 deals that 10 s had left undecided and lost no
		 * answer; taking 0.1 from the dive and 0.1 from the exact searches won 4, but lost a win
		 * the dive had found at 4.3 s.
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
		 * Of what the dive and the beams leave, the best-first search gets this share: it finds
		 * in a fraction of a second some wins that need more than the dive allows. The depth-first
		 * search, which proves positions lost and finds the wins that need many hops, gets the
		 * rest. Over games 1 to 1000, with 0.25 (1 s of a 10 s solve) best first won 3 deals, 0.3
		 * to 0.8 s into its share, and of the 186 deals left unknown depth first alone decided 8
		 * within 4 s; with 0.1, depth first decided 3 of those (511, 611, 736) and best first lost
		 * 2 of its wins (136, 920).
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
		 * The two-deck games' share of a solve for the narrow beams (`REPEATED_BEAMS`), before the
		 * restarts. On deals 1 to 20 of the four games, 5 s each, the beams alone won 66 of the 80,
		 * where the search of before (restarts for half the time, then the own order) won 37; the
		 * whole solve, with 0.5 of the time for the beams and 0.25 for the restarts, won 63, and with
		 * 0.7 and 0.15, 65. On deals 31 to 60, with 0.6 and 0.2: 94 of the 120 against 53 for the
		 * search of before, side by side (`npm run bench:solver -- --rules <game> --from 31 --to 60
		 * --timeout 5`); 4 deals went the other way. In the Hint's 1.5 s, 69 against 26. The
		 * beams' lines are shorter too: 130 to 160 moves where the exhaustive search's are 230 to 280.
		 * With the bench bundled, on the same deals side by side, 0.8 and 0.1 won 87
		 * in 1.5 s against 79 for 0.6 and 0.2, and 103 in 5 s against 102. The same share holds at
		 * Think Longer's minute: of the 23 of those deals that 5 s left unknown, a solve of 60 s and
		 * 1 GB won 18 with 0.8 and 16 with 0.4, side by side. The beams won 15 of the 18, at 4 to
		 * 37 s (0.4 lost the two past its 24 s); the restarts the other three, 0.3 to 1.7 s after
		 * their turn came (Double Montana 32 and 47, Double Blue Moon 32); none was proved lost. The
		 * restarts before the beams, rather than after, won the same 97 of the 120 in 5 s, later.
		 */
		beams: 0.8,
		/**
		 * The share of a two-deck game's solve that the exhaustive search takes restarted in
		 * shuffled orders (`restarted`, a run taking generalSearch.ts's `RESTART_UNIT_MS` times
		 * the term of Luby's sequence), before the rest in its own order: the one long run, which may prove a deal
		 * lost. There the search wins a deal early or not for a long time, and which deals it wins
		 * early depends on the order: on deals 1 to 30 of the four games, each of ten shuffled
		 * orders won 5 to 16 of the 120 in 1 s, mostly different ones; the own order won 12 in 1 s
		 * and 19 in 4 s. Played over from those runs, ten shuffled runs of 0.25 s then the own order
		 * for 2.5 s would win 58 in 5 s (runs of 0.1 s, 49; of 0.5 s, 59; as Luby's sequence from
		 * 0.125 s, 58), where the other order for 1 s then the own order for 4 s won 25. As built,
		 * on deals 31 to 60: 59 in 5 s against 19 side by side (one deal the other way: Double
		 * Montana 52, which the other order won in 124 ms), and 54 in another run of `npm run
		 * bench:solver -- --rules <game> --from 31 --to 60 --timeout 5`; on deals 1 to 20, 28 in 2 s
		 * against 14. Since the narrow beams go first (`beams` above), the restarts take a
		 * tenth of the solve, and the own order what is left. At that tenth a shorter unit does no
		 * better: 40 ms against 125 ms on deals 31 to 60, side by side, won 75 against 74 in 1.5 s
		 * and 98 against 97 in 5 s, one deal apart, within a run's noise.
		 */
		restarts: 0.1,
	},
	/** Any game, when the player stepped off a line known to win: the search along it first. */
	offTheLine: {
		/** The share of a guided solve's time and memory that this search takes before the solver's own searches. */
		lineRepair: 0.1,
	},
} as const;
