/**
 * A clock for the solver's budgets (`SolveOptions.now`) that counts its work instead of
 * the time: the solver looks at its clock every 256 expansions, and this one moves on by
 * `msPerLook` at each look. A time limit is then a number of positions, so that a test
 * asks the same question and gets the same answer on any machine, at any load.
 *
 * At the default 0.05 ms a look a budget's milliseconds are those of a machine that
 * expands about 5 million positions a second (the dive's pace on a quiet machine), so a
 * limit written in the time the product gives a search means what it means there. The host
 * tests, which test what is done with an answer and not how good it is, count a millisecond
 * a look (256 positions): the product's budgets of seconds are then short tests.
 */
export function countingClock(msPerLook = 0.05): () => number {
	let time = 0;
	return () => (time += msPerLook);
}
