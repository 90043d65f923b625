/**
 * Where the pips of the number cards stand: the traditional layouts of 2 to 10, in the
 * coordinates of the face's SVG (a card 100 wide and 140 tall). Pips below the middle
 * are drawn upside down, as on a printed card, so the face reads the same either way up.
 */

export interface Pip {
	readonly x: number;
	readonly y: number;
}

/** The three columns and the rows pips stand in. */
const LEFT = 34;
const CENTRE = 50;
const RIGHT = 66;
const TOP = 25;
const BOTTOM = 115;
export const MIDDLE = (TOP + BOTTOM) / 2;
/** A third and two thirds of the way down: the 9 and 10 have four rows at each side. */
const UPPER_THIRD = TOP + (BOTTOM - TOP) / 3;
const LOWER_THIRD = TOP + ((BOTTOM - TOP) * 2) / 3;
/** Between the top row and the middle (the 7's, 8's and 10's centre pips). */
const UPPER_QUARTER = (TOP + MIDDLE) / 2;
const LOWER_QUARTER = (MIDDLE + BOTTOM) / 2;

const pairs = (...ys: number[]): Pip[] =>
	ys.flatMap((y) => [
		{ x: LEFT, y },
		{ x: RIGHT, y },
	]);
const centred = (...ys: number[]): Pip[] => ys.map((y) => ({ x: CENTRE, y }));

/** Pips by rank (2 to 10). */
export const PIP_LAYOUTS: Readonly<Record<number, readonly Pip[]>> = {
	// The games with aces on the board (Blue Moon and the rest) need the ace: one pip in the middle.
	1: centred(MIDDLE),
	2: centred(TOP, BOTTOM),
	3: centred(TOP, MIDDLE, BOTTOM),
	4: pairs(TOP, BOTTOM),
	5: [...pairs(TOP, BOTTOM), ...centred(MIDDLE)],
	6: pairs(TOP, MIDDLE, BOTTOM),
	7: [...pairs(TOP, MIDDLE, BOTTOM), ...centred(UPPER_QUARTER)],
	8: [...pairs(TOP, MIDDLE, BOTTOM), ...centred(UPPER_QUARTER, LOWER_QUARTER)],
	9: [...pairs(TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM), ...centred(MIDDLE)],
	10: [
		...pairs(TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM),
		...centred((TOP + UPPER_THIRD) / 2, (LOWER_THIRD + BOTTOM) / 2),
	],
};
