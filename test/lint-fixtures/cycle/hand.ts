// The other half of the cycle: a type-only import still closes one.
import type { Deck } from './deck';

export interface Hand {
	readonly from: Deck;
}
