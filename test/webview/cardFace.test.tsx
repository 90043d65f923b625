import { strict as assert } from 'node:assert';
import { render } from '@testing-library/preact';
import { makeCard } from '../../src/engine/cards';
import { CardFace } from '../../src/webview/components/Card';

/** Draws one card face and returns its root element. */
function face(suit: number, rank: number): Element {
	const { container } = render(<CardFace card={makeCard(suit, rank)} />);
	const card = container.querySelector('.card');
	assert.ok(card);
	return card;
}

/** The pips' centres, "x,y" in the face's 100 x 140 coordinates, read back from their transforms. */
function pipCentres(card: Element): string[] {
	return [...card.querySelectorAll('.face .pip')].map((pip) => {
		const [, x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(pip.getAttribute('transform') ?? '') ?? [];
		return `${Math.round(Number(x))},${Math.round(Number(y))}`;
	});
}

describe('card faces', () => {
	it('lays out the pips of 2 to 10 as a printed card does', () => {
		// Columns at 34 (left), 50 (centre), 66 (right); rows from 25 (top) to 115 (bottom).
		const expected: Record<number, string[]> = {
			2: ['50,25', '50,115'],
			3: ['50,25', '50,70', '50,115'],
			4: ['34,25', '66,25', '34,115', '66,115'],
			5: ['34,25', '66,25', '34,115', '66,115', '50,70'],
			6: ['34,25', '66,25', '34,70', '66,70', '34,115', '66,115'],
			7: ['34,25', '66,25', '34,70', '66,70', '34,115', '66,115', '50,48'],
			8: ['34,25', '66,25', '34,70', '66,70', '34,115', '66,115', '50,48', '50,93'],
			9: ['34,25', '66,25', '34,55', '66,55', '34,85', '66,85', '34,115', '66,115', '50,70'],
			10: ['34,25', '66,25', '34,55', '66,55', '34,85', '66,85', '34,115', '66,115', '50,40', '50,100'],
		};
		for (let rank = 2; rank <= 10; rank++) {
			assert.deepEqual(pipCentres(face(2, rank)), expected[rank], `the ${rank}`);
		}
	});

	it('turns the pips below the middle upside down, like the lower index', () => {
		const pips = [...face(3, 9).querySelectorAll('.face .pip')];
		const upsideDown = pips.map((pip) => (pip.getAttribute('transform') ?? '').includes('rotate(180)'));
		assert.deepEqual(upsideDown, [false, false, false, false, true, true, true, true, false]);
		assert.equal(face(3, 9).querySelectorAll('.index.flipped').length, 1);
	});

	it('draws jack, queen and king as double-headed pictures, each different, with no pips', () => {
		const pictures = [11, 12, 13].map((rank) => {
			const card = face(0, rank);
			assert.equal(card.querySelectorAll('.face .pip').length, 0);
			assert.ok(card.classList.contains('court'));
			// The upper half is drawn once and again turned about the centre.
			const halves = card.querySelectorAll('.face .court > g');
			assert.equal(halves.length, 2);
			assert.equal(halves[1].getAttribute('transform'), 'rotate(180 50 70)');
			return halves[0].innerHTML;
		});
		assert.equal(new Set(pictures).size, 3, 'jack, queen and king are drawn differently');
	});

	it('shows the rank and suit in both corners, and hides the whole face from assistive technology', () => {
		const card = face(1, 10);
		assert.deepEqual(
			[...card.querySelectorAll('.index .rank')].map((rank) => rank.textContent),
			['10', '10'],
		);
		assert.equal(card.getAttribute('aria-hidden'), 'true');
		assert.ok(card.classList.contains('diamonds'));
	});
});
