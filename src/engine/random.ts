/**
 * The deal generator. It is part of the game's identity: game 20908 must show the
 * same cards on every machine and in every future version, so nothing here may ever
 * change. Another implementation can reproduce every deal from this description
 * (also in docs/gam-format.md, "Deals"):
 *
 * 1. Seed. For game number `g` (1 .. 4294967295) and deal index `k` (0 for the first
 *    deal, n for the nth redeal), with all arithmetic on unsigned 32-bit integers:
 *    `seed = fmix32(fmix32(g) + k * 0x9E3779B9)`, where `fmix32` is MurmurHash3's
 *    finaliser: `h ^= h >> 16; h *= 0x85EBCA6B; h ^= h >> 13; h *= 0xC2B2AE35; h ^= h >> 16`.
 * 2. Generator. mulberry32 (Tommy Ettinger, public domain), state `a = seed`; each
 *    draw: `a += 0x6D2B79F5; t = (a ^ a >> 15) * (a | 1); t ^= t + (t ^ t >> 7) * (t | 61);
 *    return t ^ t >> 14` (multiplications modulo 2^32, `>>` logical).
 * 3. Shuffle. Fisher–Yates from the end: for `i` from `n - 1` down to 1, draw `r`,
 *    let `j = floor(r * (i + 1) / 2^32)` and swap items `i` and `j`.
 */

export const MIN_GAME_NUMBER = 1;
export const MAX_GAME_NUMBER = 4294967295;

export function isGameNumber(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= MIN_GAME_NUMBER && value <= MAX_GAME_NUMBER;
}

/** MurmurHash3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function fmix32(value: number): number {
	let h = value >>> 0;
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return h >>> 0;
}

/** The seed of a game's deal `dealIndex`: 0 is the first deal, n the nth redeal. */
export function dealSeed(gameNumber: number, dealIndex: number): number {
	return fmix32((fmix32(gameNumber) + Math.imul(dealIndex, 0x9e3779b9)) >>> 0);
}

/** mulberry32: returns a function drawing the next unsigned 32-bit number. */
export function mulberry32(seed: number): () => number {
	let a = seed | 0;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), a | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return (t ^ (t >>> 14)) >>> 0;
	};
}

/** Fisher–Yates from the end, drawing from `next` (see the description at the top). */
export function shuffleInPlace(items: Uint8Array, next: () => number): void {
	for (let i = items.length - 1; i > 0; i--) {
		// r < 2^32 and i + 1 < 2^21 (cards of a deal, or moves in the solver), so the product is exact in a double.
		const j = Math.floor((next() * (i + 1)) / 4294967296);
		const item = items[i];
		items[i] = items[j];
		items[j] = item;
	}
}
