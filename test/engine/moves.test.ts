import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { IllegalMoveError } from '../../src/engine/errors';
import { PRESETS, type RuleOptions } from '../../src/engine/rules';
import { cardCode } from '../../src/engine/cards';
import { LAYOUTS, at, card, layoutFrom } from './helpers';

const standard = PRESETS.windows.rules;
const fixedSuits: RuleOptions = { ...standard, fixedSuits: true };

function game(layout: string, rules: RuleOptions = standard): Game {
	return Game.fromLayout(layoutFrom(layout), rules, 1);
}
function movesOf(g: Game): string[] {
	return g.legalMoves().map((m) => `${cardCode(m.card)}>${m.to}`);
}

describe('the move rule', () => {
	it('lets the next-higher card of the same suit into the gap after a card', () => {
		const g = game(LAYOUTS.mixed);
		assert.deepEqual(g.gapAt(at(1, 4)), { kind: 'card', card: card('5H') });
		assert.deepEqual(g.targetsFor(card('5H')), [at(1, 4)]);
		assert.equal(g.whyNotMove(card('5H')), null);
	});

	it('lets any 2 into a first-column gap, the player choosing among several', () => {
		const g = game(LAYOUTS.mixed);
		assert.deepEqual(g.gapAt(at(2, 1)), {
			kind: 'deuce',
			accepts: ['2C', '2D', '2H', '2S'].map(card),
			anyDeuce: true,
		});
		for (const deuce of ['2C', '2D', '2S']) {
			assert.deepEqual(g.targetsFor(card(deuce)), [at(2, 1)]);
		}
	});

	it("lets a 2 that starts a row move to another row's first-column gap", () => {
		const g = game(LAYOUTS.mixed);
		assert.deepEqual(g.targetsFor(card('2H')), [at(2, 1)]);
		g.move(card('2H'));
		assert.equal(g.cardAt(at(2, 1)), card('2H'));
		assert.equal(g.cardAt(at(1, 1)), null);
		assert.equal(g.cardsHome(), 1, 'row 1 lost its run; row 2 starts with a lone 2H');
	});

	it('keeps gaps after a King and after another gap dead', () => {
		const g = game(LAYOUTS.mixed);
		assert.deepEqual(g.gapAt(at(3, 2)), {
			kind: 'dead',
			reason: 'Nothing can go after a King (the king of diamonds).',
		});
		assert.deepEqual(g.gapAt(at(4, 2)), { kind: 'dead', reason: 'Nothing can go after a King (the king of hearts).' });
		assert.match(g.whyNotMove(card('KD'), at(3, 2)) ?? '', /nowhere|King/);
		const afterGap = game(`
			2H 3H 4H -- -- 7C 8C 9C TC JC QC KC 5H
			6C 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S
			KD -- 2C 3C 4C 5C 6H 7H 8H 9H TH JH QH
			KH 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD --`);
		assert.deepEqual(afterGap.gapAt(at(1, 5)), {
			kind: 'dead',
			reason: 'Nothing can go into a gap right after another gap.',
		});
		assert.equal(afterGap.whyNotMove(card('6C'), at(1, 5)), 'Nothing can go into a gap right after another gap.');
	});

	it('lists every legal move, gaps in position order and 2s in suit order', () => {
		assert.deepEqual(movesOf(game(LAYOUTS.mixed)), ['5H>3', '2C>13', '2D>13', '2H>13', '2S>13']);
		assert.deepEqual(game(LAYOUTS.mixed).legalMoves()[0], { card: card('5H'), from: at(1, 13), to: at(1, 4) });
	});

	it('refuses illegal moves with a reason and leaves the game unchanged', () => {
		const g = game(LAYOUTS.mixed);
		assert.throws(
			() => g.move(card('7D')),
			(e: unknown) => e instanceof IllegalMoveError && /gap after the 6 of diamonds/.test(e.message),
		);
		assert.throws(() => g.move(card('5H'), at(2, 1)), /Only a 2 can go into the first column/);
		assert.throws(() => g.move(card('AS')), /aces are out of play/);
		assert.throws(() => g.move(card('9C'), at(1, 4)), /Only the 5 of hearts can go after the 4 of hearts/);
		assert.throws(() => g.play(at(1, 5), at(1, 6)), /not a gap/);
		assert.equal(g.moves, 0);
	});

	it('tries a move in one call: the move made, or the reason and nothing changed', () => {
		const g = game(LAYOUTS.mixed);
		assert.deepEqual(g.tryMove(card('7D')), {
			ok: false,
			reason: 'The 7 of diamonds can only go into the gap after the 6 of diamonds, and that cell is not a gap.',
		});
		assert.deepEqual(g.tryMove(card('5H'), at(2, 1)), { ok: false, reason: 'Only a 2 can go into the first column.' });
		assert.deepEqual(g.tryMove(card('AS')), { ok: false, reason: 'The aces are out of play.' });
		assert.deepEqual(g.tryMove(-1), { ok: false, reason: 'There is no such card.' });
		assert.deepEqual(g.tryMove(card('2S'), 99), { ok: false, reason: 'There is no such cell.' });
		assert.deepEqual(g.layout(), game(LAYOUTS.mixed).layout());
		assert.equal(g.moves, 0);

		assert.deepEqual(g.tryMove(card('5H')), { ok: true, move: { card: card('5H'), from: at(1, 13), to: at(1, 4) } });
		assert.deepEqual(g.tryMove(card('2S'), at(2, 1)), {
			ok: true,
			move: { card: card('2S'), from: at(2, 13), to: at(2, 1) },
		});
		assert.equal(g.moves, 2);
		assert.equal(g.cardAt(at(2, 1)), card('2S'));
	});

	it('fills a gap with the one card that plays there, or says why no card does', () => {
		const g = game(LAYOUTS.mixed);
		assert.deepEqual(g.tryFill(at(1, 1)), { ok: false, reason: 'There is a card there (the 2 of hearts), not a gap.' });
		assert.deepEqual(g.tryFill(at(3, 2)), { ok: false, reason: 'Nothing can go after a King (the king of diamonds).' });
		assert.deepEqual(g.tryFill(at(2, 1)), { ok: false, reason: 'Choose which 2 goes into this first-column gap.' });
		assert.deepEqual(g.tryFill(52), { ok: false, reason: 'There is no such cell.' });
		assert.equal(g.moves, 0);
		assert.deepEqual(g.tryFill(at(1, 4)), { ok: true, move: { card: card('5H'), from: at(1, 13), to: at(1, 4) } });
		assert.equal(g.cardAt(at(1, 4)), card('5H'));
	});

	it('asks which gap when a 2 has several', () => {
		const g = game(`
			-- 3H 4H 5H 6C 7C 8C 9C TC JC QC KC 2H
			-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S
			KD -- 2C 3C 4C 5C 6H 7H 8H 9H TH JH QH
			KH -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD`);
		assert.deepEqual(g.targetsFor(card('2H')), [at(1, 1), at(2, 1)]);
		assert.equal(g.whyNotMove(card('2H')), 'Choose which first-column gap the 2 of hearts goes to.');
		g.move(card('2H'), at(1, 1));
		assert.equal(g.cardsHome(), 4, '2H 3H 4H 5H are home at once');
	});

	it("with fixed suits, takes only the row's own 2 into its first column", () => {
		const g = game(LAYOUTS.mixed, fixedSuits);
		assert.deepEqual(g.gapAt(at(2, 1)), { kind: 'deuce', accepts: [card('2D')], anyDeuce: false });
		assert.deepEqual(movesOf(g), ['5H>3', '2D>13']);
		assert.equal(g.whyNotMove(card('2S'), at(2, 1)), 'With fixed suits, row 2 starts with the 2 of diamonds.');
		assert.equal(g.cardsHome(), 0, 'a 2 of hearts does not start row 1 (clubs)');
	});
});

describe('home position, win and no move left', () => {
	it('counts the runs from a 2 in the first column', () => {
		const g = game(LAYOUTS.mixed);
		assert.equal(g.cardsHome(), 3);
		assert.ok(g.isHome(at(1, 3)));
		assert.ok(!g.isHome(at(1, 5)));
		g.move(card('5H'));
		assert.equal(g.cardsHome(), 4);
		g.move(card('2S'));
		assert.equal(g.cardsHome(), 4 + 12, 'the whole spade row falls into place behind its 2');
	});

	it('says stuck when every gap follows a King or a gap', () => {
		const g = game(LAYOUTS.stuck);
		assert.deepEqual(g.legalMoves(), []);
		assert.equal(g.status(), 'stuck');
	});

	it('says won when all 48 cards are home, and then allows nothing', () => {
		const g = game(LAYOUTS.almostWon);
		assert.equal(g.status(), 'playing');
		g.move(card('KS'));
		assert.equal(g.status(), 'won');
		assert.equal(g.cardsHome(), 48);
		assert.equal(g.whyNotMove(card('KS')), 'The game is won.');
		assert.equal(g.whyNotRedeal(), 'The game is won.');
	});
});
