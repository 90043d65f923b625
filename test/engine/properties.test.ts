/** Property tests over random games and random text (fast-check). */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import type { Card } from '../../src/engine/cards';
import { modelOf } from '../../src/engine/model';
import { GamError } from '../../src/engine/errors';
import { type GamAction, type GamRecord, formatGam, parseGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { Replay } from '../../src/engine/replay';
import type { RuleOptions } from '../../src/engine/rules';
import { assertInsideText } from './gamHelpers';

const rulesArb: fc.Arbitrary<RuleOptions> = fc.record(
	{
		game: fc.constant('montana' as const),
		maxRedeals: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 20 })),
		redealGaps: fc.constantFrom('random' as const, 'afterRun' as const),
		redealWhen: fc.constantFrom('anytime' as const, 'whenStuck' as const),
		redealUndoable: fc.boolean(),
		fixedSuits: fc.boolean(),
	},
	{ noNullPrototype: true },
);
const gameNumberArb = fc.integer({ min: 1, max: 4294967295 });
/** Each number picks the next action: a redeal, an undo, a redo, or one of the legal moves. */
const scriptArb = fc.array(fc.nat(), { maxLength: 250 });

/** Everything a player can see of a game. */
function observe(game: Game) {
	return {
		layout: game.layout(),
		home: game.layout().map((_, position) => game.isHome(position)),
		cardsHome: game.cardsHome(),
		moves: game.moves,
		redeals: game.redeals,
		redealsLeft: game.redealsLeft(),
		status: game.status(),
		legalMoves: game.legalMoves(),
		whyNotRedeal: game.whyNotRedeal(),
	};
}

/** What the incremental bookkeeping says must match a board built afresh from the same layout. */
function checkConsistent(game: Game): void {
	const layout = game.layout();
	const cards = layout.filter((card): card is Card => card !== null);
	assert.equal(cards.length, 48);
	assert.equal(new Set(cards).size, 48);
	assert.equal(layout.length - cards.length, 4);
	for (const card of cards) {
		assert.equal(layout[game.positionOf(card) ?? -1], card);
	}
	const fresh = Game.fromLayout(layout, game.rules, game.gameNumber);
	assert.equal(game.cardsHome(), fresh.cardsHome());
	assert.deepEqual(observe(game).home, observe(fresh).home);
	assert.deepEqual(game.legalMoves(), fresh.legalMoves());
}

/** Plays `script` on `game`, calling `check` after every action that changed something. */
function play(
	game: Game,
	script: readonly number[],
	check: (before: ReturnType<typeof observe>, did: string) => void,
): void {
	for (const n of script) {
		const before = observe(game);
		const moves = game.legalMoves();
		if (n % 10 === 0 && game.whyNotRedeal() === null) {
			game.redeal();
			check(before, 'redeal');
		} else if (n % 10 === 1 && game.canUndo()) {
			game.undo();
			check(before, 'undo');
		} else if (n % 10 === 2 && game.canRedo()) {
			game.redo();
			check(before, 'redo');
		} else if (moves.length > 0) {
			const move = moves[n % moves.length];
			game.move(move.card, move.to);
			check(before, 'move');
		}
	}
}

describe('properties of random games', () => {
	it('always has 48 cards and 4 gaps, with home runs and moves as a fresh board sees them', () => {
		fc.assert(
			fc.property(gameNumberArb, rulesArb, scriptArb, (gameNumber, rules, script) => {
				const game = Game.deal(gameNumber, rules);
				checkConsistent(game);
				play(game, script, () => checkConsistent(game));
			}),
			{ numRuns: 150 },
		);
	});

	it('undo after a move or redeal restores exactly what the player saw, and redo brings it back', () => {
		fc.assert(
			fc.property(gameNumberArb, rulesArb, scriptArb, (gameNumber, rules, script) => {
				const game = Game.deal(gameNumber, rules);
				play(game, script, (before, did) => {
					if ((did === 'move' || did === 'redeal') && game.canUndo()) {
						const after = observe(game);
						game.undo();
						assert.deepEqual(observe(game), before);
						game.redo();
						assert.deepEqual(observe(game), after);
					}
				});
			}),
			{ numRuns: 150 },
		);
	});

	it('never moves a home card in a redeal, and always leaves 4 gaps after the runs', () => {
		fc.assert(
			fc.property(gameNumberArb, rulesArb, scriptArb, (gameNumber, rules, script) => {
				const game = Game.deal(gameNumber, { ...rules, maxRedeals: null, redealWhen: 'anytime' });
				play(game, script, (before, did) => {
					if (did === 'redeal') {
						before.home.forEach((home, position) => {
							if (home) {
								assert.equal(game.cardAt(position), before.layout[position]);
								assert.ok(game.isHome(position));
							}
						});
						assert.ok(game.cardsHome() >= before.cardsHome);
						if (rules.redealGaps === 'afterRun') {
							for (let row = 0; row < 4; row++) {
								const firstLoose = before.home.slice(row * 13, row * 13 + 13).indexOf(false);
								assert.equal(game.cardAt(row * 13 + firstLoose), null);
							}
						}
					}
				});
			}),
			{ numRuns: 150 },
		);
	});

	it('gives the same game when a random legal game is written to .gam and replayed', () => {
		fc.assert(
			fc.property(gameNumberArb, rulesArb, scriptArb, fc.boolean(), (gameNumber, rules, script, fromLayout) => {
				const start = Game.deal(gameNumber, rules);
				const game = fromLayout
					? Game.fromLayout(Game.deal(gameNumber === 1 ? 2 : gameNumber - 1, rules).layout(), rules, gameNumber)
					: start;
				play(game, script, () => {});
				const replay = Replay.fromText(formatGam(recordOf(game, { player: 'Property' })));
				assert.equal(replay.error, null);
				const replayed = replay.gameAt(replay.steps.length);
				assert.deepEqual(observe(replayed), observe(game));
				assert.deepEqual(replayed.actions(), game.actions());
			}),
			{ numRuns: 150 },
		);
	});
});

const KNOWN = ['montana-gam', 'rules', 'game', 'layout', 'player', 'date'];
const headerValueArb = fc.string({ maxLength: 20 }).map((value) => value.replace(/\s+/g, ' ').trim());
const moveArb: fc.Arbitrary<GamAction> = fc
	.integer({ min: 0, max: 51 })
	.chain((card): fc.Arbitrary<GamAction> =>
		card % 13 === 1
			? fc.integer({ min: 0, max: 3 }).map((row) => ({ kind: 'move', card, row }))
			: fc.constant({ kind: 'move', card, row: null }),
	);
const actionArb: fc.Arbitrary<GamAction> = fc.oneof(
	{ weight: 1, arbitrary: fc.constant<GamAction>({ kind: 'redeal' }) },
	{ weight: 12, arbitrary: moveArb },
);
const CELLS = modelOf('montana').cells;
const layoutArb = fc
	.shuffledSubarray(
		Array.from({ length: CELLS }, (_, i) => i),
		{ minLength: CELLS, maxLength: CELLS },
	)
	.map((order) => order.map((card) => (card % 13 === 0 ? null : card)));
const recordArb: fc.Arbitrary<GamRecord> = fc.record(
	{
		version: fc.constant(1 as const),
		rules: rulesArb,
		gameNumber: gameNumberArb,
		layout: fc.option(layoutArb, { nil: null }),
		player: fc.option(headerValueArb, { nil: null }),
		date: fc.option(headerValueArb, { nil: null }),
		extraFields: fc.array(
			fc.record(
				{
					name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,12}$/).filter((name) => !KNOWN.includes(name.toLowerCase())),
					value: headerValueArb,
				},
				{ noNullPrototype: true },
			),
			{ maxLength: 3 },
		),
		actions: fc.array(actionArb, { maxLength: 60 }),
	},
	{ noNullPrototype: true },
);

/** `read` succeeds, or throws a GamError that points inside `text`. */
function readsOrGamErrorInside(text: string, read: (text: string) => unknown = parseGam): void {
	try {
		read(text);
	} catch (error) {
		assert.ok(error instanceof GamError, `${String(error)} for ${JSON.stringify(text)}`);
		assertInsideText(text, error);
	}
}

describe('properties of .gam text', () => {
	it('round-trips records: parse(format(r)) deep-equals r, and format(parse(t)) === t for canonical t', () => {
		fc.assert(
			fc.property(recordArb, (record) => {
				const text = formatGam(record);
				assert.deepEqual(parseGam(text), record);
				assert.equal(formatGam(parseGam(text)), text);
			}),
			{ numRuns: 300 },
		);
	});

	it('throws nothing but GamError on garbage', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => readsOrGamErrorInside(text)),
			{ numRuns: 500 },
		);
		const tokens = fc.constantFrom(
			'Montana-Gam: 1',
			'Rules:',
			'windows',
			'Game:',
			'20908',
			'Layout:',
			'  ',
			'\n',
			'#',
			'2H>',
			'*',
			'--',
			'1.',
			'7H',
			'redeals=',
			'=',
			':',
			'\t',
			'10',
		);
		fc.assert(
			fc.property(fc.array(tokens, { maxLength: 40 }), (parts) => readsOrGamErrorInside(parts.join(' '))),
			{ numRuns: 500 },
		);
	});

	it('throws nothing but GamError, inside the text, on damaged records with any line endings', () => {
		fc.assert(
			fc.property(
				recordArb,
				fc.nat(),
				fc.nat({ max: 20 }),
				fc.string({ unit: 'binary', maxLength: 5 }),
				fc.constantFrom('\n', '\r\n', '\r'),
				(record, at, cut, insert, eol) => {
					const text = formatGam(record).replace(/\n/g, eol);
					const position = at % (text.length + 1);
					const damaged = text.slice(0, position) + insert + text.slice(position + cut);
					readsOrGamErrorInside(damaged);
					readsOrGamErrorInside(damaged, (text) => Replay.fromText(text));
				},
			),
			{ numRuns: 1500 },
		);
	});
});
