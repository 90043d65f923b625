/**
 * Every game of the family (games.ts), held against a plain restatement of its rules
 * (docs/games.md) and against the properties every game shares: the cards are
 * conserved, the first deal leaves its gaps where the game says, a gap accepts exactly
 * what the rule says, a full board is a win, the redeals follow the game's policy, undo
 * returns to the deal and a .gam record replays the same game.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { type Card, cardCode, cardName, makeCard, parseCardCode, rankOf, suitOf } from '../../src/engine/cards';
import { formatGam, parseGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { type GameDeclaration, type GameId, GAMES, GAME_IDS } from '../../src/engine/games';
import { suggestMove } from '../../src/engine/hint';
import { MAX_MOVES, followersOf, precedersOf } from '../../src/engine/moves';
import { Replay } from '../../src/engine/replay';
import { positionText } from '../../src/engine/words';
import type { RuleOptions } from '../../src/engine/rules';

const columnsOf = (game: GameDeclaration) => game.run.length + 1;
const placeInRun = (game: GameDeclaration, card: Card) => game.run.indexOf(rankOf(card));

/** The rule as a player reads it, written without the engine's tables. */
function plainAccepts(
	game: GameDeclaration,
	layout: readonly (Card | null)[],
	card: Card,
	gap: number,
	fixedSuits: boolean,
): boolean {
	const columns = columnsOf(game);
	const row = Math.floor(gap / columns);
	const column = gap % columns;
	if (game.accepts === 'neighbour') {
		const from = layout.indexOf(card);
		const [fromRow, fromColumn] = [Math.floor(from / columns), from % columns];
		return Math.abs(fromRow - row) + Math.abs(fromColumn - column) === 1;
	}
	if (column === 0) {
		return placeInRun(game, card) === 0 && (!fixedSuits || suitOf(card) === row % 4);
	}
	const left = layout[gap - 1];
	const right = column < columns - 1 ? layout[gap + 1] : null;
	const follows =
		left !== null && suitOf(left) === suitOf(card) && placeInRun(game, card) === placeInRun(game, left) + 1;
	switch (game.accepts) {
		case 'successor':
			return follows;
		case 'eitherSide':
			return (
				follows ||
				(right !== null && suitOf(right) === suitOf(card) && placeInRun(game, card) === placeInRun(game, right) - 1)
			);
		case 'anySuitSuccessor':
			return left !== null && placeInRun(game, card) === placeInRun(game, left) + 1;
		case 'higherSuit':
			return left !== null && suitOf(left) === suitOf(card) && placeInRun(game, card) > placeInRun(game, left);
	}
}

/** Every card of the game that is dealt onto the board. */
function cardsDealt(game: GameDeclaration): Card[] {
	const cards: Card[] = [];
	for (let deck = 0; deck < game.decks; deck++) {
		for (let suit = 0; suit < 4; suit++) {
			for (const rank of game.run) {
				cards.push(makeCard(suit, rank, deck));
			}
		}
	}
	return cards.sort((a, b) => a - b);
}

/** The won board: row r holds the run in suit r mod 4 (the second deck from the fifth row). */
function wonLayout(game: GameDeclaration): (Card | null)[] {
	return Array.from({ length: game.rows }, (_, row) => [
		...game.run.map((rank) => makeCard(row % 4, rank, row < 4 ? 0 : 1)),
		null,
	]).flat();
}

/** The home runs the game keeps move by move, undo included, are those a board dealt afresh sees. */
function checkHomeRuns(game: Game): void {
	const fresh = Game.fromLayout(game.layout(), game.rules, game.gameNumber);
	const homes = (g: Game) => g.layout().map((_, position) => g.isHome(position));
	assert.equal(game.cardsHome(), fresh.cardsHome());
	assert.deepEqual(homes(game), homes(fresh));
}

function checkConservation(game: Game): void {
	const layout = game.layout();
	const cards = layout.filter((card): card is Card => card !== null).sort((a, b) => a - b);
	assert.deepEqual(cards, cardsDealt(game.declaration));
	assert.equal(layout.length - cards.length, game.rows);
}

/** Plays a script of choices: a redeal, an undo, or one of the legal moves. */
function play(game: Game, script: readonly number[], after: (game: Game) => void = () => {}): void {
	for (const choice of script) {
		const moves = game.legalMoves();
		if (choice % 17 === 0 && game.whyNotRedeal() === null) {
			game.redeal();
		} else if (choice % 11 === 0) {
			game.undo();
		} else if (moves.length > 0) {
			const move = moves[choice % moves.length];
			game.move(move.card, move.to);
		}
		after(game);
	}
}

const gameArb = fc.constantFrom(...GAME_IDS);
const numberArb = fc.integer({ min: 1, max: 4294967295 });
const scriptArb = fc.array(fc.nat(), { maxLength: 60 });

/** The redeals each game allows and where their gaps land (docs/games.md; Montana plays its presets). */
const REDEALS: Record<GameId, [number, RuleOptions['redealGaps']]> = {
	montana: [15, 'random'],
	spaces: [2, 'random'],
	station: [2, 'lastColumn'],
	doubleMontana: [2, 'afterRun'],
	blueMoon: [2, 'afterRun'],
	redMoon: [2, 'afterRun'],
	galary: [2, 'afterRun'],
	freeParking: [2, 'afterRun'],
	jungle: [1, 'afterRun'],
	spacesAndAces: [0, 'afterRun'],
	paganini: [1, 'afterRun'],
	paganini2: [0, 'afterRun'],
	doubleBlueMoon: [2, 'afterRun'],
	doubleRedMoon: [2, 'afterRun'],
	houseOfCommons: [1, 'afterRun'],
	lineUp: [0, 'afterRun'],
	rectangularRovers: [0, 'afterRun'],
};

/** Grid and deck, from the same table. */
const SHAPES: Record<GameId, { rows: number; columns: number; cards: number }> = {
	montana: { rows: 4, columns: 13, cards: 48 },
	spaces: { rows: 4, columns: 13, cards: 48 },
	station: { rows: 4, columns: 13, cards: 48 },
	doubleMontana: { rows: 8, columns: 13, cards: 96 },
	blueMoon: { rows: 4, columns: 14, cards: 52 },
	redMoon: { rows: 4, columns: 14, cards: 52 },
	galary: { rows: 4, columns: 14, cards: 52 },
	freeParking: { rows: 4, columns: 13, cards: 48 },
	jungle: { rows: 4, columns: 14, cards: 52 },
	spacesAndAces: { rows: 4, columns: 14, cards: 52 },
	paganini: { rows: 4, columns: 10, cards: 36 },
	paganini2: { rows: 8, columns: 14, cards: 104 },
	doubleBlueMoon: { rows: 8, columns: 14, cards: 104 },
	doubleRedMoon: { rows: 8, columns: 14, cards: 104 },
	houseOfCommons: { rows: 4, columns: 10, cards: 36 },
	lineUp: { rows: 4, columns: 6, cards: 20 },
	rectangularRovers: { rows: 4, columns: 6, cards: 20 },
};

describe('the games of the family', () => {
	it('are the seventeen gap games PySol plays', () => {
		assert.equal(GAME_IDS.length, 17);
		for (const id of GAME_IDS) {
			assert.equal(GAMES[id].id, id);
			assert.equal(GAMES[id].rules.game, id);
		}
	});

	for (const id of GAME_IDS) {
		const declaration = GAMES[id];
		const rules = declaration.rules;
		describe(declaration.name, () => {
			it('has its grid and its cards', () => {
				const game = Game.deal(1, rules);
				const shape = SHAPES[id];
				assert.deepEqual(
					{ rows: game.rows, columns: game.columns, cards: game.layout().filter((c) => c !== null).length },
					shape,
				);
				assert.equal(game.cardsToPlace, shape.cards);
				checkConservation(game);
			});

			it('names its cells by its own grid', () => {
				const game = Game.deal(1, rules);
				const { rows, columns } = SHAPES[id];
				assert.equal(positionText(game, 0), 'row 1, column 1');
				assert.equal(positionText(game, columns + 1), 'row 2, column 2');
				assert.equal(positionText(game, rows * columns - 1), `row ${rows}, column ${columns}`);
			});

			it('leaves the first gaps where the game says', () => {
				for (const number of [1, 2, 20908, 4294967295]) {
					const game = Game.deal(number, rules);
					const layout = game.layout();
					const columns = game.columns;
					const column = (c: number) => layout.slice(c).filter((_, i) => i % columns === 0);
					switch (declaration.firstDeal) {
						case 'removeRank':
							assert.ok(layout.every((card) => card === null || rankOf(card) !== declaration.removedRank));
							break;
						case 'acesToFirstColumn':
							assert.ok(column(0).every((card) => card !== null && rankOf(card) === 1));
							break;
						case 'acesFirst':
							assert.deepEqual(
								column(0),
								Array.from({ length: game.rows }, (_, row) => makeCard(row % 4, 1, row < 4 ? 0 : 1)),
							);
							assert.ok(column(1).every((card) => card === null));
							break;
						case 'firstColumnEmpty':
							assert.ok(column(0).every((card) => card === null));
							break;
					}
				}
			});

			it('is won when every row holds its run in one suit', () => {
				const game = Game.fromLayout(wonLayout(declaration), rules, 1);
				assert.equal(game.status(), 'won');
				assert.equal(game.cardsHome(), game.cardsToPlace);
				const broken = wonLayout(declaration);
				[broken[0], broken[1]] = [broken[1], broken[0]];
				assert.notEqual(Game.fromLayout(broken, rules, 1).status(), 'won');
			});

			it(`allows ${REDEALS[id][0]} redeals, their gaps ${REDEALS[id][1]}`, () => {
				const [count, gaps] = REDEALS[id];
				assert.equal(rules.maxRedeals, count);
				assert.equal(rules.redealGaps, gaps);
				const game = Game.deal(7, rules);
				for (let redeal = 0; redeal < count; redeal++) {
					const homeBefore = game.layout().map((card, p) => (game.isHome(p) ? card : null));
					game.redeal();
					checkConservation(game);
					const layout = game.layout();
					homeBefore.forEach((card, p) => card !== null && assert.equal(layout[p], card, 'home cards stay'));
					for (let row = 0; row < game.rows; row++) {
						const rowCells = layout.slice(row * game.columns, (row + 1) * game.columns);
						const runEnd = rowCells.findIndex((_, c) => !game.isHome(row * game.columns + c));
						if (gaps === 'afterRun') {
							assert.equal(rowCells[runEnd], null, `row ${row + 1}: a gap after its run`);
						} else if (gaps === 'lastColumn') {
							assert.equal(rowCells[game.columns - 1], null, `row ${row + 1}: a gap in its last column`);
						}
					}
				}
				assert.notEqual(game.whyNotRedeal(), null);
			});
		});
	}

	it('accept into each gap exactly the cards their rule names, all the way through random games', () => {
		fc.assert(
			fc.property(gameArb, numberArb, scriptArb, fc.boolean(), (id, number, script, fixedSuits) => {
				const declaration = GAMES[id];
				const game = Game.deal(number, { ...declaration.rules, fixedSuits });
				play(game, script, (g) => {
					checkConservation(g);
					const layout = g.layout();
					const cards = layout.filter((card): card is Card => card !== null);
					layout.forEach((cell, gap) => {
						if (cell !== null || g.status() === 'won') {
							return;
						}
						for (const card of cards) {
							assert.equal(
								g.whyNotMove(card, gap) === null,
								plainAccepts(declaration, layout, card, gap, fixedSuits),
								`${id}: the ${card} into gap ${gap}`,
							);
						}
					});
				});
			}),
			{ numRuns: 60 },
		);
	});

	it("name the cards that may follow a card into a gap on its right (hold-to-find on a card), by the game's rule", () => {
		for (const id of GAME_IDS) {
			const declaration = GAMES[id];
			const deck = cardsDealt(declaration);
			for (const left of deck) {
				// A row of the card, a gap right of it, and nothing beyond: what the left-hand rule alone lets in.
				const row = [left, ...Array<Card | null>(columnsOf(declaration) - 1).fill(null)];
				const plain = deck.filter((card) =>
					declaration.accepts === 'neighbour'
						? suitOf(card) === suitOf(left) && placeInRun(declaration, card) === placeInRun(declaration, left) + 1
						: plainAccepts(declaration, row, card, 1, false),
				);
				assert.deepEqual(followersOf(id, left), plain, `${id}: after the ${cardCode(left)}`);
			}
		}
		const codes = (id: GameId, code: string) => followersOf(id, parseCardCode(code) as Card).map(cardCode);
		assert.deepEqual(codes('paganini', 'AH'), ['6H'], 'Paganini: a 6 follows the ace');
		assert.deepEqual(codes('houseOfCommons', 'TH'), [], 'House of Commons: nothing after a 10');
		assert.deepEqual(codes('montana', 'TH'), ['JH']);
		assert.deepEqual(codes('jungle', '5H'), ['6C', '6D', '6H', '6S']);
		assert.deepEqual(codes('spacesAndAces', 'TH'), ['JH', 'QH', 'KH']);
		assert.deepEqual(codes('doubleMontana', "7H'"), ['8H', "8H'"]);
		assert.deepEqual(codes('rectangularRovers', '3H'), ['4H']);
	});

	it("name the cards that may go into a gap on a card's left (hold-to-find on a card), by the game's rule", () => {
		for (const id of GAME_IDS) {
			const declaration = GAMES[id];
			const deck = cardsDealt(declaration);
			for (const right of deck) {
				// A gap after a gap, the card on its right: what the right-hand side alone lets in. In Rovers the
				// card itself may slide into the gap; that is not a card going before it.
				const row = [null, null, right, ...Array<Card | null>(columnsOf(declaration) - 3).fill(null)];
				const plain =
					declaration.accepts === 'neighbour'
						? []
						: deck.filter((card) => plainAccepts(declaration, row, card, 1, false));
				assert.deepEqual(precedersOf(id, right), plain, `${id}: before the ${cardCode(right)}`);
			}
		}
		const codes = (id: GameId, code: string) => precedersOf(id, parseCardCode(code) as Card).map(cardCode);
		assert.deepEqual(codes('galary', '3C'), ['2C']);
		assert.deepEqual(codes('galary', 'AC'), [], 'nothing before an ace');
		assert.deepEqual(codes('freeParking', 'KS'), ['QS']);
		assert.deepEqual(codes('montana', '3C'), []);
	});

	it('undo all the way back to the deal, with the home runs right at every step', () => {
		fc.assert(
			fc.property(gameArb, numberArb, scriptArb, (id, number, script) => {
				const rules = GAMES[id].rules;
				const game = Game.deal(number, rules);
				play(game, script, checkHomeRuns);
				while (game.undo() !== null) {
					checkHomeRuns(game);
				}
				if (game.redeals === 0) {
					assert.deepEqual(game.layout(), Game.deal(number, rules).layout());
				}
			}),
			{ numRuns: 100 },
		);
	});

	it('write .gam records that read back and replay to the same game', () => {
		fc.assert(
			fc.property(gameArb, numberArb, scriptArb, (id, number, script) => {
				const game = Game.deal(number, GAMES[id].rules);
				play(game, script);
				const text = formatGam(recordOf(game));
				assert.equal(formatGam(parseGam(text)), text);
				const replay = Replay.fromText(text);
				assert.equal(replay.error, null, text);
				const replayed = replay.gameAt(replay.steps.length);
				assert.deepEqual(replayed.layout(), game.layout());
				assert.deepEqual(replayed.actions(), game.actions());
			}),
			{ numRuns: 100 },
		);
	});

	it('hint a legal move whenever a card can move out of place', () => {
		for (const id of GAME_IDS) {
			const game = Game.deal(3, GAMES[id].rules);
			const hint = suggestMove(game);
			const movable = game.legalMoves().filter((move) => !game.isHome(move.from));
			assert.equal(hint === null, movable.length === 0, id);
			if (hint !== null) {
				assert.ok(movable.some((move) => move.from === hint.from && move.to === hint.to));
			}
		}
	});
});

describe('quirks of the family, as decided (docs/games.md)', () => {
	const card = (code: string) => parseCardCode(code) as Card;

	it("Free Parking: a last-column gap never looks past the row's end into the next row", () => {
		// Won rows, then the 2D (row 2's first card) swapped with the 5H: PySol's Galary_RowStack reads
		// r[id + 1] past the row's end, so its gap at the end of row 1 (after the KC) would take the 4H.
		const layout = wonLayout(GAMES.freeParking);
		[layout[13], layout[29]] = [layout[29], layout[13]];
		const game = Game.fromLayout(layout, GAMES.freeParking.rules, 1);
		assert.equal(game.cardAt(13), card('5H'));
		assert.notEqual(game.whyNotMove(card('4H'), 12), null);
		assert.equal(game.gapAt(12)?.kind, 'dead');
	});

	it('Galary: a gap right of a gap takes the card just before its right neighbour', () => {
		const layout = wonLayout(GAMES.galary);
		// Row 1 keeps AC 2C 3C, then two gaps, then 6C .. KC; the 4C and 5C fill the ends of rows 1 and 2.
		[layout[13], layout[4]] = [layout[4], null];
		[layout[27], layout[3]] = [layout[3], null];
		const game = Game.fromLayout(layout, GAMES.galary.rules, 1);
		assert.deepEqual(game.gapAt(4), { kind: 'card', card: card('5C') });
		assert.equal(game.whyNotMove(card('5C'), 4), null);
		// Under Montana's rule the same gap, after a gap, is dead.
		assert.equal(Game.fromLayout(layout, GAMES.blueMoon.rules, 1).gapAt(4)?.kind, 'dead');
	});

	it('Jungle allows one redeal (PySol max_rounds=2), though its rules page says two', () => {
		assert.equal(GAMES.jungle.rules.maxRedeals, 1);
		assert.match(Game.fromLayout(wonLayout(GAMES.jungle), GAMES.jungle.rules, 1).whyNotRedeal() ?? '', /won/);
	});

	it('two decks: either copy of a card follows its predecessor, and each copy has a name and a code of its own', () => {
		const layout = wonLayout(GAMES.doubleMontana);
		[layout[12], layout[10]] = [layout[10], null];
		const game = Game.fromLayout(layout, GAMES.doubleMontana.rules, 1);
		assert.deepEqual(game.gapAt(10), { kind: 'cards', accepts: [card('QC'), card("QC'")] });
		assert.equal(game.whyNotMove(card("QC'"), 10), null);
		assert.equal(cardName(card("QC'")), 'queen of clubs, second deck');
		assert.equal(cardCode(card("QC'")), "QC'");
	});

	it('Rectangular Rovers: a card beside a gap slides in, one two cells away does not', () => {
		const layout = wonLayout(GAMES.rectangularRovers);
		[layout[4], layout[5]] = [null, layout[4]];
		const game = Game.fromLayout(layout, GAMES.rectangularRovers.rules, 1);
		assert.equal(game.whyNotMove(card('5D'), 4), null, 'from below');
		assert.match(game.whyNotMove(card('3C'), 4) ?? '', /next to the gap/);
		assert.deepEqual(game.gapAt(4), { kind: 'cards', accepts: [card('4C'), card('5C'), card('5D')] });
	});

	it('Rectangular Rovers with fixed suits: any card beside a gap slides in; the rows must end in their own suits', () => {
		const rules = { ...GAMES.rectangularRovers.rules, fixedSuits: true };
		const codes = `
			-- 5H 4H 3C 2C AS
			AC 2H 3H 4C 5C --
			AD 2D 3D 4D 5D --
			AH 2S 3S 4S 5S --`
			.trim()
			.split(/\s+/);
		const game = Game.fromLayout(
			codes.map((code) => (code === '--' ? null : card(code))),
			rules,
			1,
		);
		// Row 1's first column takes the 5H beside it and the AC below it: fixed suits leave the slides alone.
		assert.deepEqual(game.gapAt(0), { kind: 'cards', accepts: [card('AC'), card('5H')] });
		assert.equal(game.whyNotMove(card('5H'), 0), null);
		game.move(card('5H'), 0);
		assert.equal(game.cardAt(0), card('5H'));
		// The goal is fixed: a row of one suit is home only in its own row.
		const won = wonLayout(GAMES.rectangularRovers);
		assert.equal(Game.fromLayout(won, rules, 1).status(), 'won');
		const swapped = [...won.slice(6, 12), ...won.slice(0, 6), ...won.slice(12)];
		assert.equal(Game.fromLayout(swapped, GAMES.rectangularRovers.rules, 1).status(), 'won');
		assert.equal(Game.fromLayout(swapped, rules, 1).cardsHome(), 10);
		// Choose Rules says so where it describes the game.
		assert.match(GAMES.rectangularRovers.howToPlay, /With fixed suits, any card beside a gap still slides in/);
	});

	it('Rectangular Rovers: a won game takes no move, however the move is asked for', () => {
		// Every row home with a gap beside its 5: the cards beside the gaps could slide, but the game is over.
		const game = Game.fromLayout(wonLayout(GAMES.rectangularRovers), GAMES.rectangularRovers.rules, 1);
		const [from, to] = [4, 5];
		assert.equal(game.status(), 'won');
		assert.deepEqual(game.legalMoves(), []);
		assert.equal(game.collectMoves(new Uint8Array(2 * MAX_MOVES)), 0);
		assert.deepEqual(game.targetsFor(card('5C')), []);
		assert.equal(game.gapAt(to)?.kind, 'dead');
		assert.equal(game.whyNotMove(card('5C'), to), 'The game is won.');
		assert.deepEqual(game.tryMove(card('5C'), to), { ok: false, reason: 'The game is won.' });
		assert.deepEqual(game.tryFill(to), { ok: false, reason: 'The game is won.' });
		assert.throws(() => game.move(card('5C'), to), /The game is won/);
		assert.throws(() => game.play(from, to), /The game is won/);
		assert.equal(game.status(), 'won');
		assert.equal(game.moves, 0);
		assert.equal(suggestMove(game), null);
	});
});
