/**
 * What the "Winnable?" indicator says for each state of the solver's answer: the status
 * bar text and the sentence a screen reader hears. Pure, so the words are tested alone.
 */
import type { SolveOutcome } from './solverHost';

export type Winnability = 'thinking' | 'winnable' | 'lost' | 'unknown' | 'failed' | 'won';

/** Up to this long per position; past it the indicator says "unknown". */
export const INDICATOR_SECONDS = 5;
/** What the indicator, and each position the search for a lost win looks at, may spend. */
export const INDICATOR_BUDGET = { timeLimitMs: INDICATOR_SECONDS * 1000, memoryLimitBytes: 512 * 1024 * 1024 };

export function winnabilityOf(answer: SolveOutcome): Winnability {
	switch (answer.kind) {
		case 'winnable':
		case 'lost':
			return answer.kind;
		case 'dropped':
			return 'thinking';
		case 'failed':
			return 'failed';
		case 'unknown':
			return 'unknown';
	}
}

export interface WinnabilityWords {
	/** The status bar item's text, with its icon. */
	readonly text: string;
	/** The sentence for the tooltip and for screen readers. */
	readonly sentence: string;
}

export function winnabilityWords(state: Winnability, redealsLeft: number | null): WinnabilityWords {
	switch (state) {
		case 'thinking':
			return { text: '$(loading~spin) Winnable? Thinking', sentence: 'Winnable? The solver is still thinking.' };
		case 'winnable':
			return { text: '$(pass) Winnable', sentence: 'Winnable: the solver found a winning line from here.' };
		case 'lost':
			return redealsLeft === 0
				? { text: '$(error) Lost', sentence: 'Lost: the solver proved that no win is left.' }
				: {
						text: '$(error) No win without a redeal',
						sentence: 'Lost without a redeal: the solver proved that no win is left before the next redeal.',
					};
		case 'unknown':
			return {
				text: '$(question) Winnable? Unknown',
				sentence: `Winnable? Unknown: the solver found neither a win nor a proof of loss within ${INDICATOR_SECONDS} seconds.`,
			};
		case 'failed':
			return {
				text: '$(warning) Winnable? Solver failed',
				sentence: 'Winnable? The solver failed before it could answer; it tries again after the next move.',
			};
		case 'won':
			return { text: '$(pass) Won', sentence: 'The game is won.' };
	}
}
