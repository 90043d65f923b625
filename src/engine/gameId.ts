/**
 * The id of each game of the family: the one name that the rule options (rules.ts, whose
 * `game` says which game is played) and the games' declarations (games.ts) both know a
 * game by. It is stored in saved games and `.gam` headers, so an id never changes.
 */
export type GameId =
	| 'montana'
	| 'spaces'
	| 'station'
	| 'doubleMontana'
	| 'blueMoon'
	| 'redMoon'
	| 'galary'
	| 'freeParking'
	| 'jungle'
	| 'spacesAndAces'
	| 'paganini'
	| 'paganini2'
	| 'doubleBlueMoon'
	| 'doubleRedMoon'
	| 'houseOfCommons'
	| 'lineUp'
	| 'rectangularRovers';
