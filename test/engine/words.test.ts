import { strict as assert } from 'node:assert';
import { counted, wonInText } from '../../src/engine/words';

describe('words the host and the webview both say', () => {
	it('counts with the noun in the singular for one, the plural otherwise', () => {
		assert.equal(counted(1, 'move'), '1 move');
		assert.equal(counted(0, 'shuffle'), '0 shuffles');
		assert.equal(counted(85, 'move'), '85 moves');
	});

	it("says a win's moves and shuffles, as the player's or as a record's", () => {
		assert.equal(wonInText(85, 2), 'Won in 85 moves and 2 shuffles');
		assert.equal(wonInText(1, 1, true), 'You won in 1 move and 1 shuffle');
		assert.equal(wonInText(57, 2, true, 'Galary'), 'You won Galary in 57 moves and 2 shuffles');
		assert.equal(wonInText(20, 0, false, 'Line Up'), 'Won Line Up in 20 moves and 0 shuffles');
	});
});
