// Half of an import cycle for test/lint/cycles.test.ts: deck.ts and hand.ts import each other.
import type { Hand } from './hand';

export interface Deck {
	readonly cards: number[];
	dealTo(hand: Hand): void;
}
