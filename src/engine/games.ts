/**
 * The games of the Montana family, one declaration each, as short as PySolFC's
 * subclasses in `pysollib/games/montana.py` (docs/games.md has each game's rules): a game states
 * its grid, its deck, how the first deal leaves the gaps, what a gap accepts (the
 * rules themselves are side by side in moves.ts) and its own redeals. Everything else
 * (the board's tables, the deal, home runs, the legal moves) is derived from this.
 *
 * A declaration is plain data on purpose: a solver or a rules page can read the grid
 * (`rows`, `run.length + 1` columns), the card set (`decks`, `run`, `removedRank`),
 * the acceptance rule (`accepts`) and the home rule (every row holds `run`, one suit).
 */
import type { GameId } from './gameId';
import { PRESETS, type RuleOptions } from './rules';

export type { GameId } from './gameId';

/** What a gap accepts; moves.ts has each rule's code, side by side. */
export type AcceptRule =
	/**
	 * Montana: a first-column gap takes a card of the run's first rank (a 2, or an Ace);
	 * any other gap the next card of the run, same suit, after the card on its left.
	 */
	| 'successor'
	/** Galary: as `successor`, or the card just before the one on its right (same suit, same row). */
	| 'eitherSide'
	/** Jungle: as `successor`, but the next rank of any suit. */
	| 'anySuitSuccessor'
	/** Spaces and Aces: as `successor`, but any higher rank of the left card's suit. */
	| 'higherSuit'
	/** Rectangular Rovers: any card from a cell above, below, left or right of the gap (a sliding puzzle). */
	| 'neighbour';

/** How the first deal leaves one gap per row. */
export type FirstDeal =
	/** The whole deck row by row into every cell; the cards of `removedRank` are taken out. */
	| 'removeRank'
	/** Blue Moon: the deck row by row into columns 2 onwards, then each ace, in the order found, to column 1 of the next row. */
	| 'acesToFirstColumn'
	/** Red Moon: the aces in card order down column 1, the second column empty, the rest row by row from column 3. */
	| 'acesFirst'
	/** Spaces and Aces: the deck row by row into columns 2 onwards; the first column empty. */
	| 'firstColumnEmpty';

/** How the extension groups the games for a player. */
export type GameFamily = 'montana' | 'moons' | 'twoDecks' | 'smallBoards';

export interface GameDeclaration {
	readonly id: GameId;
	readonly name: string;
	/** Other names players know it by. */
	readonly altNames: readonly string[];
	readonly family: GameFamily;
	/** One line, for a list of games. */
	readonly summary: string;
	/** The rules in a few sentences, for a player who has never played it. */
	readonly howToPlay: string;
	readonly rows: number;
	readonly decks: 1 | 2;
	/**
	 * A row's home run, column 1 first, as ranks (1 Ace .. 13 King): a row is home when
	 * it holds these, all of one suit. The board has one column more, for the gap.
	 */
	readonly run: readonly number[];
	/** The rank dealt and then taken out to make the gaps (`removeRank`), or null. The deck is `run` plus this. */
	readonly removedRank: number | null;
	readonly firstDeal: FirstDeal;
	readonly accepts: AcceptRule;
	/** The game's own rule options (its redeals, as PySol plays them). */
	readonly rules: RuleOptions;
}

const ranks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** PySol lets a player redeal at any time, and undo it. */
const pysolRedeals = (game: GameId, maxRedeals: number, redealGaps: RuleOptions['redealGaps'] = 'afterRun') =>
	({
		game,
		maxRedeals,
		redealGaps,
		redealWhen: 'anytime',
		redealUndoable: true,
		fixedSuits: false,
	}) as const satisfies RuleOptions;

const montana: GameDeclaration = {
	id: 'montana',
	name: 'Montana',
	altNames: ['Gaps', 'Vacancies'],
	family: 'montana',
	summary: 'Four rows of 2 to King, one suit each; a gap takes the card after its left neighbour.',
	howToPlay:
		'The 52 cards are dealt in four rows of 13 and the aces taken out, leaving four gaps. ' +
		'A gap takes the next card of the same suit as the card on its left; a gap in the first column takes any 2. ' +
		'Nothing goes after a King or another gap.',
	rows: 4,
	decks: 1,
	run: ranks(2, 13),
	removedRank: 1,
	firstDeal: 'removeRank',
	accepts: 'successor',
	rules: PRESETS.windows.rules,
};

const blueMoon: GameDeclaration = {
	...montana,
	id: 'blueMoon',
	name: 'Blue Moon',
	altNames: ['Rangoon'],
	family: 'moons',
	summary: 'Montana with the aces: each row runs from Ace to King, and the aces start in the first column.',
	howToPlay:
		'The cards are dealt into four rows of 13, leaving the first column empty; then each ace moves to the first column, ' +
		'leaving a gap where it lay. A gap takes the next card of the same suit as the card on its left; ' +
		'a gap in the first column takes an ace.',
	run: ranks(1, 13),
	removedRank: null,
	firstDeal: 'acesToFirstColumn',
	rules: pysolRedeals('blueMoon', 2),
};

const redMoon: GameDeclaration = {
	...blueMoon,
	id: 'redMoon',
	name: 'Red Moon',
	altNames: [],
	summary: 'Blue Moon with the aces dealt first and the gaps right beside them: easier.',
	howToPlay:
		'The aces start in the first column, the second column is empty, and the other 48 cards fill the rest. ' +
		'A gap takes the next card of the same suit as the card on its left; a gap in the first column takes an ace.',
	firstDeal: 'acesFirst',
	rules: pysolRedeals('redMoon', 2),
};

const galary: GameDeclaration = {
	...redMoon,
	id: 'galary',
	name: 'Galary',
	summary: 'Red Moon where a gap can also take the card just below its right neighbour.',
	howToPlay:
		'Dealt as Red Moon: the aces in the first column, gaps beside them. A gap takes the next card of the same suit as the card on its left, ' +
		'or the card just before the one on its right (same suit), so a gap after a gap is not always dead. ' +
		'A gap in the first column takes an ace.',
	accepts: 'eitherSide',
	rules: pysolRedeals('galary', 2),
};

const doubleMontana: GameDeclaration = {
	...montana,
	id: 'doubleMontana',
	name: 'Double Montana',
	family: 'twoDecks',
	altNames: [],
	summary: 'Montana with two decks: eight rows of 2 to King.',
	howToPlay:
		'Two decks are dealt in eight rows of 13 and the eight aces taken out. ' +
		"A gap takes the next card of the same suit as the card on its left (either deck's copy); a gap in the first column takes any 2.",
	rows: 8,
	decks: 2,
	rules: pysolRedeals('doubleMontana', 2),
};

const lineUp: GameDeclaration = {
	...montana,
	id: 'lineUp',
	name: 'Line Up',
	altNames: ['Pretzel'],
	family: 'smallBoards',
	summary: 'A small board of Ace to 5: four rows of six, the sixes taken out.',
	howToPlay:
		'Only the Aces to 6s are used: 24 cards in four rows of six, and the sixes taken out to make the gaps. ' +
		'A gap takes the next card of the same suit as the card on its left; a gap in the first column takes an ace.',
	run: ranks(1, 5),
	removedRank: 6,
	rules: pysolRedeals('lineUp', 0),
};

/** Every game, in the order a player meets them in each family. */
export const GAMES: Readonly<Record<GameId, GameDeclaration>> = {
	montana,
	spaces: {
		...montana,
		id: 'spaces',
		name: 'Spaces',
		altNames: ['Addiction'],
		summary: "Montana whose shuffles put the four gaps anywhere, not after the rows' runs.",
		howToPlay:
			'Played as Montana: a gap takes the next card of the same suit as the card on its left; a gap in the first column takes any 2.',
		rules: pysolRedeals('spaces', 2, 'random'),
	},
	station: {
		...montana,
		id: 'station',
		name: 'Station',
		altNames: [],
		summary: "Montana whose shuffles leave each row's gap in its last column.",
		howToPlay:
			'Played as Montana: a gap takes the next card of the same suit as the card on its left; a gap in the first column takes any 2.',
		rules: pysolRedeals('station', 2, 'lastColumn'),
	},
	freeParking: {
		...montana,
		id: 'freeParking',
		name: 'Free Parking',
		altNames: ['Moonlight', 'Park and Ride'],
		summary: 'Montana where a gap can also take the card just below its right neighbour.',
		howToPlay:
			'Dealt as Montana, the aces taken out. A gap takes the next card of the same suit as the card on its left, ' +
			'or the card just before the one on its right (same suit, same row); a gap in the first column takes any 2.',
		accepts: 'eitherSide',
		rules: pysolRedeals('freeParking', 2),
	},
	houseOfCommons: {
		...montana,
		id: 'houseOfCommons',
		name: 'House of Commons',
		altNames: [],
		family: 'smallBoards',
		summary: 'Montana with Ace to 10 only: four rows of 2 to 10.',
		howToPlay:
			'Only the Aces to 10s are used: 40 cards in four rows of ten, the aces taken out. ' +
			'A gap takes the next card of the same suit as the card on its left; a gap in the first column takes any 2. ' +
			'Nothing goes after a 10.',
		run: ranks(2, 10),
		rules: pysolRedeals('houseOfCommons', 1),
	},
	blueMoon,
	redMoon,
	galary,
	jungle: {
		...blueMoon,
		id: 'jungle',
		name: 'Jungle',
		summary: 'Blue Moon where a gap takes the next rank of any suit.',
		howToPlay:
			'Dealt as Blue Moon. A gap takes the next rank of any suit after the card on its left (a 6 of any suit after a 5); ' +
			'a gap in the first column takes an ace. The rows must still end Ace to King in one suit.',
		accepts: 'anySuitSuccessor',
		rules: pysolRedeals('jungle', 1),
	},
	spacesAndAces: {
		...blueMoon,
		id: 'spacesAndAces',
		name: 'Spaces and Aces',
		summary: 'The first column starts empty; a gap takes any higher card of its left neighbour’s suit.',
		howToPlay:
			'The cards are dealt into four rows of 13, leaving the first column empty. A gap in the first column takes an ace; ' +
			'any other gap takes any higher card of the same suit as the card on its left.',
		firstDeal: 'firstColumnEmpty',
		accepts: 'higherSuit',
		rules: pysolRedeals('spacesAndAces', 0),
	},
	paganini: {
		...blueMoon,
		id: 'paganini',
		name: 'Paganini',
		altNames: ['Long Trip'],
		summary: 'Blue Moon with a short deck: Ace, then 6 to King, in four rows of ten.',
		howToPlay:
			'Only the Aces and the 6s to Kings are used: 36 cards, dealt as Blue Moon. ' +
			'A gap takes the next card of the same suit as the card on its left, and a 6 follows the Ace; a gap in the first column takes an ace.',
		run: [1, ...ranks(6, 13)],
		rules: pysolRedeals('paganini', 1),
	},
	doubleMontana,
	paganini2: {
		...blueMoon,
		id: 'paganini2',
		name: 'Paganini II',
		altNames: [],
		family: 'twoDecks',
		summary: 'Two decks in eight rows, the first column empty: build Ace to King, no shuffle.',
		howToPlay:
			'Two decks are dealt into eight rows of 13, leaving the first column empty. ' +
			"A gap takes the next card of the same suit as the card on its left (either deck's copy); a gap in the first column takes an ace.",
		rows: 8,
		decks: 2,
		firstDeal: 'firstColumnEmpty',
		rules: pysolRedeals('paganini2', 0),
	},
	doubleBlueMoon: {
		...blueMoon,
		id: 'doubleBlueMoon',
		name: 'Double Blue Moon',
		family: 'twoDecks',
		summary: 'Blue Moon with two decks: eight rows of Ace to King.',
		howToPlay:
			'Two decks dealt as Blue Moon into eight rows: each ace moves to the first column, leaving a gap. ' +
			"A gap takes the next card of the same suit as the card on its left (either deck's copy); a gap in the first column takes an ace.",
		rows: 8,
		decks: 2,
		rules: pysolRedeals('doubleBlueMoon', 2),
	},
	doubleRedMoon: {
		...redMoon,
		id: 'doubleRedMoon',
		name: 'Double Red Moon',
		family: 'twoDecks',
		summary: 'Red Moon with two decks: eight aces down the first column, the gaps beside them.',
		howToPlay:
			'Two decks dealt as Red Moon into eight rows: the aces in the first column, the second column empty. ' +
			"A gap takes the next card of the same suit as the card on its left (either deck's copy); a gap in the first column takes an ace.",
		rows: 8,
		decks: 2,
		rules: pysolRedeals('doubleRedMoon', 2),
	},
	lineUp,
	rectangularRovers: {
		...lineUp,
		id: 'rectangularRovers',
		name: 'Rectangular Rovers',
		altNames: [],
		summary: 'Line Up as a sliding puzzle: a gap takes any card beside it, above or below.',
		howToPlay:
			'Dealt as Line Up: Ace to 6 in four rows of six, the sixes taken out. ' +
			'Any card next to a gap (left, right, above or below) may slide into it. ' +
			'With fixed suits, any card beside a gap still slides in, but the rows must end clubs, diamonds, hearts, spades from the top.',
		accepts: 'neighbour',
		rules: pysolRedeals('rectangularRovers', 0),
	},
};

export const GAME_IDS = Object.keys(GAMES) as GameId[];

export function isGameId(value: unknown): value is GameId {
	return typeof value === 'string' && Object.prototype.hasOwnProperty.call(GAMES, value);
}
