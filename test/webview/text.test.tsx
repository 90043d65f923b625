import { strict as assert } from 'node:assert';
import { ordinal, placesText, ratingText } from '../../src/webview/describe';

describe('words', () => {
	it('writes ordinals', () => {
		assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal), [
			'1st',
			'2nd',
			'3rd',
			'4th',
			'11th',
			'12th',
			'13th',
			'21st',
			'22nd',
			'101st',
			'111th',
		]);
	});

	it('gives one rating when both agree, both when they differ', () => {
		assert.equal(ratingText({ shuffles: 'Expert', moves: 'Expert' }), 'Expert');
		assert.equal(ratingText({ shuffles: 'Expert', moves: 'Master' }), 'Expert for shuffles, Master for moves');
		assert.equal(ratingText({ shuffles: null, moves: 'Competent' }), 'Competent for moves');
		assert.equal(ratingText({ shuffles: null, moves: null }), '');
	});

	it('says where a win landed in the best scores', () => {
		assert.equal(
			placesText({ rating: { shuffles: null, moves: null }, fewestShufflesPlace: 1, fewestMovesPlace: 3 }),
			'New best score: 1st in Fewest shuffles and 3rd in Fewest moves.',
		);
		assert.equal(
			placesText({ rating: { shuffles: null, moves: null }, fewestShufflesPlace: null, fewestMovesPlace: null }),
			'Not among the best scores this time.',
		);
	});

	it('says why a won record stays out of the best scores', () => {
		const won = { rating: { shuffles: null, moves: null }, fewestShufflesPlace: null, fewestMovesPlace: null };
		assert.equal(
			placesText({ ...won, notCounted: 'puzzle' }),
			'A game from a layout of its own: it does not count in the best scores.',
		);
		assert.equal(
			placesText({ ...won, notCounted: 'countedBefore' }),
			'This record was counted when it was first won: it counts once.',
		);
	});
});
