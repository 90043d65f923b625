/**
 * Hold-to-find in the other games of the family: a gap lights the cards its game's rule
 * lets in, a card the cards that may follow it, each named where it lies on that game's
 * own grid.
 */
import { strict as assert } from 'node:assert';
import { fireEvent, screen } from '@testing-library/preact';
import { GAMES, type GameId } from '../../src/engine/games';
import { gameFromRows, stateMessage } from './fixtures';
import { mountApp, statusLine } from './render';

/** Holds Space on the cell named `name`; what the board lights (by name) and says while it is held. */
function findOn(name: string, index = 0): { lit: string[]; said: string } {
	const target = screen.getAllByRole('gridcell', { name })[index];
	target.focus();
	fireEvent.keyDown(target, { key: ' ' });
	const lit = [...document.querySelectorAll('.mark-find')].map((element) => element.getAttribute('aria-label') ?? '');
	const said = statusLine();
	fireEvent.keyUp(target, { key: ' ' });
	assert.equal(document.querySelectorAll('.mark-find').length, 0, 'the light goes out on release');
	return { lit, said };
}

function mount(id: GameId, rows: readonly string[]): void {
	mountApp(stateMessage(gameFromRows(rows, GAMES[id].rules)));
}

describe('find in the games of the family', () => {
	it("Paganini: the ace is followed by its 6, on Paganini's ten columns", () => {
		mount('paganini', [
			'AC 6C 7C 8C 9C TC JC QC KC --',
			'AD -- 7D 8D 9D TD JD QD KD 6H',
			'AH 6D 7H 8H 9H TH JH QH KH --',
			'AS 6S 7S 8S 9S TS JS QS KS --',
		]);
		assert.deepEqual(findOn('ace of hearts, home'), {
			lit: ['6 of hearts'],
			said: 'The 6 of hearts is at row 2, column 10.',
		});
		assert.deepEqual(findOn('gap, takes 6 of diamonds'), {
			lit: ['6 of diamonds'],
			said: 'The 6 of diamonds plays here; it is at row 3, column 2.',
		});
	});

	it('House of Commons: nothing follows a 10, and a gap after a 10 is dead', () => {
		mount('houseOfCommons', [
			'2C 3C 4C 5C 6C 7C 8C 9C TC --',
			'2D 3D 4D 5D 6D 7D 8D 9D TD --',
			'2H 3H 4H 5H 6H 7H 8H 9H -- TH',
			'-- 2S 3S 4S 5S 6S 7S 8S 9S TS',
		]);
		assert.deepEqual(findOn('10 of clubs, home'), { lit: [], said: 'Nothing follows the 10 of clubs.' });
		assert.deepEqual(findOn('gap, dead'), { lit: [], said: 'Nothing can go after a 10 (the 10 of clubs).' });
		assert.deepEqual(findOn('gap, takes 10 of hearts'), {
			lit: ['10 of hearts'],
			said: 'The 10 of hearts plays here; it is at row 3, column 10.',
		});
		assert.deepEqual(findOn('gap, takes any 2').lit, [
			'2 of clubs, home',
			'2 of diamonds, home',
			'2 of hearts, home',
			'2 of spades',
		]);
	});

	it('Galary: a gap lights the card after its left neighbour and the one before its right neighbour, a card both its neighbours', () => {
		mount('galary', [
			'AC 2C 3C -- 9H 5C 6C 7C 8C 9C TC JC QC KC',
			'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --',
			'AH 2H 3H 4H 5H 6H 7H 8H -- TH JH QH KH 4C',
			'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --',
		]);
		assert.deepEqual(findOn('gap, takes 4 of clubs or 8 of hearts'), {
			lit: ['8 of hearts, home', '4 of clubs'],
			said: 'One of these plays here: the 4 of clubs at row 3, column 14 or the 8 of hearts at row 3, column 8.',
		});
		assert.deepEqual(findOn('gap, takes 9 of hearts'), {
			lit: ['9 of hearts'],
			said: 'The 9 of hearts plays here; it is at row 1, column 5.',
		});
		// A card: the one that may follow it, and the one that may go before it.
		assert.deepEqual(findOn('3 of clubs, home'), {
			lit: ['2 of clubs, home', '4 of clubs'],
			said: 'The 4 of clubs is at row 3, column 14. The 2 of clubs at row 1, column 2 may go before it.',
		});
		assert.deepEqual(findOn('king of clubs'), {
			lit: ['queen of clubs'],
			said: 'Nothing follows the king of clubs. The queen of clubs at row 1, column 13 may go before it.',
		});
	});

	it('Double Montana: either copy of the next card, in a gap and after a card', () => {
		mount('doubleMontana', [
			'2C 3C 4C 5C 6C 7C 8C 9C TC JC -- KC QC',
			'2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --',
			'2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --',
			'2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --',
			"2C' 3C' 4C' 5C' 6C' 7C' 8C' 9C' TC' JC' QC' KC' --",
			"2D' 3D' 4D' 5D' 6D' 7D' 8D' 9D' TD' JD' QD' KD' --",
			"2H' 3H' 4H' 5H' 6H' 7H' 8H' 9H' TH' JH' QH' KH' --",
			"2S' 3S' 4S' 5S' 6S' 7S' 8S' 9S' TS' JS' QS' KS' --",
		]);
		const both = 'the queen of clubs at row 1, column 13 or the queen of clubs, second deck at row 5, column 11';
		assert.deepEqual(findOn('gap, takes queen of clubs or queen of clubs, second deck'), {
			lit: ['queen of clubs', 'queen of clubs, second deck, home'],
			said: `One of these plays here: ${both}.`,
		});
		assert.deepEqual(findOn('jack of clubs, second deck, home'), {
			lit: ['queen of clubs', 'queen of clubs, second deck, home'],
			said: `One of these follows the jack of clubs, second deck: ${both}.`,
		});
	});

	it('Jungle: a gap lights the next rank in every suit', () => {
		mount('jungle', [
			'AC 2C 3C 4C 5C -- 7C 8C 9C TC JC QC KC 6C',
			'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --',
			'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --',
			'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --',
		]);
		assert.deepEqual(findOn('gap, takes 6 of clubs, 6 of diamonds, 6 of hearts or 6 of spades'), {
			lit: ['6 of clubs', '6 of diamonds, home', '6 of hearts, home', '6 of spades, home'],
			said:
				'One of these plays here: the 6 of clubs at row 1, column 14, the 6 of diamonds at row 2, column 6, ' +
				'the 6 of hearts at row 3, column 6 or the 6 of spades at row 4, column 6.',
		});
		assert.equal(findOn('4 of hearts, home').lit.length, 4, 'any 5 follows a 4');
	});

	it('Spaces and Aces: a gap lights every higher card of its left neighbour’s suit', () => {
		mount('spacesAndAces', [
			'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --',
			'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --',
			'AH 2H 3H 4H 5H 6H 7H 8H 9H TH -- QH JH KH',
			'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --',
		]);
		assert.deepEqual(findOn('gap, takes jack of hearts, queen of hearts or king of hearts'), {
			lit: ['queen of hearts', 'jack of hearts', 'king of hearts'],
			said:
				'One of these plays here: the jack of hearts at row 3, column 13, the queen of hearts at row 3, column 12 ' +
				'or the king of hearts at row 3, column 14.',
		});
		assert.deepEqual(findOn('9 of hearts, home').lit, [
			'10 of hearts, home',
			'queen of hearts',
			'jack of hearts',
			'king of hearts',
		]);
	});

	const SMALL_BOARD = ['-- 2C 3C 4C 5C AC', 'AD 2D 3D 4D 5D --', 'AH 2H 3H 4H 5H --', 'AS 2S 3S 4S 5S --'];

	it('Line Up: a first-column gap takes any ace', () => {
		mount('lineUp', SMALL_BOARD);
		assert.deepEqual(findOn('gap, takes any ace'), {
			lit: ['ace of clubs', 'ace of diamonds, home', 'ace of hearts, home', 'ace of spades, home'],
			said: 'Any ace plays here.',
		});
	});

	it('Rectangular Rovers: a gap takes the cards beside it; a card is followed by the next of its run', () => {
		mount('rectangularRovers', SMALL_BOARD);
		assert.deepEqual(findOn('gap, takes 2 of clubs or ace of diamonds'), {
			lit: ['2 of clubs', 'ace of diamonds, home'],
			said: 'One of these plays here: the 2 of clubs at row 1, column 2 or the ace of diamonds at row 2, column 1.',
		});
		assert.deepEqual(findOn('4 of clubs'), { lit: ['5 of clubs'], said: 'The 5 of clubs is at row 1, column 5.' });
	});
});
