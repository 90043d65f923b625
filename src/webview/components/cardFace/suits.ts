/** Suit outlines in a 100 x 100 box, in `SUITS` order (clubs, diamonds, hearts, spades); our own drawing. */
export const SUIT_PATHS: readonly string[] = [
	// Three lobes drawn clockwise like the stem, so their overlaps fill (non-zero rule).
	'M50 6a21 21 0 1 1 0 42a21 21 0 1 1 0-42ZM27 36a21 21 0 1 1 0 42a21 21 0 1 1 0-42ZM73 36a21 21 0 1 1 0 42a21 21 0 1 1 0-42ZM54 48C54 70 59 86 70 96H30C41 86 46 70 46 48Z',
	'M50 2C61 20 73 36 88 50C73 64 61 80 50 98C39 80 27 64 12 50C27 36 39 20 50 2Z',
	'M50 92C27 74 5 57 5 31C5 16 16 6 29 6C39 6 46 12 50 21C54 12 61 6 71 6C84 6 95 16 95 31C95 57 73 74 50 92Z',
	'M50 4C63 22 95 38 95 62C95 75 85 83 73 83C64 83 57 78 53 71C54 82 60 90 70 96H30C40 90 46 82 47 71C43 78 36 83 27 83C15 83 5 75 5 62C5 38 37 22 50 4Z',
];
