/** Positions the solver's tests share. */

/** Row 1 starts with the 2S, row 2 holds the spades after a first-column gap: the 2S has to change rows. */
export const DEUCE_CHANGES_ROWS = `
	2S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
	-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2C
	2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
	2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --`;
