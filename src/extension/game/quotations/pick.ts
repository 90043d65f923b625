/** The choice of a win's quotation, pure so the unit tests can hold it to its rule. */

/**
 * An index into a collection of `count`, chosen by `random` (0 <= r < 1) from all but
 * `last`; `last` may be anything read back from storage, a stale or damaged value included.
 */
export function pickQuotation(count: number, last: unknown, random: () => number): number {
	const avoid = Number.isInteger(last) && (last as number) >= 0 && (last as number) < count ? (last as number) : null;
	if (avoid === null || count < 2) {
		return Math.floor(random() * count);
	}
	// Draw from the count - 1 others: the ones from `last` on shift up by one.
	const index = Math.floor(random() * (count - 1));
	return index >= avoid ? index + 1 : index;
}
