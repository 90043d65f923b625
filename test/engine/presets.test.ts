/**
 * Each preset, held against the rules of the game it comes from: Montana Solitaire for
 * Windows, Solitaire Till Dawn, Word of Mouse's Montana, PySolFC's Montana.
 */
import { strict as assert } from 'node:assert';
import { Game } from '../../src/engine/game';
import { PRESETS, type PresetId, type RuleOptions } from '../../src/engine/rules';
import { LAYOUTS, layoutFrom, show } from './helpers';

function stuckGame(rules: RuleOptions): Game {
	return Game.fromLayout(layoutFrom(LAYOUTS.stuck), rules, 20908);
}

/** How many redeals in a row the rules allow, leaving aside when (tested on its own below). */
function redealsAllowed(rules: RuleOptions, limit = 40): number {
	const game = stuckGame({ ...rules, redealWhen: 'anytime' });
	let count = 0;
	while (count < limit && game.whyNotRedeal() === null) {
		game.redeal();
		count++;
	}
	return count;
}

const EXPECTED: Record<PresetId, { redeals: number | null; when: string; gaps: string; undoable: boolean }> = {
	// "A maximum of 15 Shuffles is allowed." "At any point in the game, the cards may be Shuffled." Aces shuffled back in.
	windows: { redeals: 15, when: 'anytime', gaps: 'random', undoable: true },
	// Solitaire Till Dawn: "When all empty spaces are next to Kings or other empty spaces ... You may deal twice",
	// "leaving an empty space in each row just to the right of the in-suit-and-sequence cards".
	gaps: { redeals: 2, when: 'whenStuck', gaps: 'afterRun', undoable: true },
	// Word of Mouse: "If all spaces are blocked by a King ... Two shuffles of the remaining cards are allowed.
	// 'Shuffle Remaining' cannot be undone."
	wordOfMouse: { redeals: 2, when: 'whenStuck', gaps: 'afterRun', undoable: false },
	// The web "Gaps": "When there are no more possible moves ... Put the aces back among the gathered cards and
	// shuffle ... You have 3 tries."
	threeTries: { redeals: 2, when: 'whenStuck', gaps: 'random', undoable: true },
	unlimited: { redeals: null, when: 'anytime', gaps: 'afterRun', undoable: true },
	oneDeal: { redeals: 0, when: 'anytime', gaps: 'random', undoable: true },
};

describe('rule presets', () => {
	for (const [id, expected] of Object.entries(EXPECTED) as [PresetId, (typeof EXPECTED)[PresetId]][]) {
		describe(id, () => {
			const rules = PRESETS[id].rules;

			it('declares the options its source gives', () => {
				assert.deepEqual(rules, {
					game: 'montana',
					maxRedeals: expected.redeals,
					redealWhen: expected.when,
					redealGaps: expected.gaps,
					redealUndoable: expected.undoable,
					fixedSuits: false,
				});
			});

			it(`allows ${expected.redeals ?? 'unlimited'} redeals`, () => {
				assert.equal(redealsAllowed(rules), expected.redeals ?? 40);
			});

			if (expected.redeals === 0) {
				return;
			}

			it(
				expected.when === 'anytime'
					? 'allows a redeal while moves are left'
					: 'allows a redeal only when no move is left',
				() => {
					const playing = Game.fromLayout(layoutFrom(LAYOUTS.mixed), rules, 1);
					assert.equal(playing.whyNotRedeal() === null, expected.when === 'anytime');
					assert.equal(stuckGame(rules).whyNotRedeal(), null);
				},
			);

			it(
				expected.undoable ? 'lets undo step back across a redeal' : 'does not let undo step back across a redeal',
				() => {
					const game = stuckGame(rules);
					game.redeal();
					assert.equal(game.canUndo(), expected.undoable);
					game.undo();
					assert.equal(show(game) === show(stuckGame(rules)), expected.undoable);
				},
			);
		});
	}

	it('take fixed suits as an option on top of any preset', () => {
		const rules = { ...PRESETS.gaps.rules, fixedSuits: true };
		const game = Game.fromLayout(layoutFrom(LAYOUTS.mixed), rules, 1);
		assert.deepEqual(game.gapAt(13), { kind: 'deuce', accepts: [14], anyDeuce: false });
		assert.equal(game.rules.maxRedeals, 2);
	});
});
