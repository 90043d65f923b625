/**
 * What the "Winnable?" indicator says for each state of the solver's answer: the status
 * bar text and the sentence a screen reader hears. Pure, so the words are tested alone.
 */
import type { SolveOutcome } from '../client/solverHost';
import { INDICATOR_SECONDS } from '../budgets';

export type Winnability = 'thinking' | 'thinkingLonger' | 'winnable' | 'lost' | 'unknown' | 'failed' | 'won';

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

/** The whole seconds the solver searched for an answer (what "unknown" owns up to). */
export function secondsSearched(answer: SolveOutcome): number {
	return 'stats' in answer ? Math.round(answer.stats.elapsedMs / 1000) : 0;
}

/** The words for `state`; `seconds` is how long the solver searched before saying "unknown". */
export function winnabilityWords(
	state: Winnability,
	redealsLeft: number | null,
	seconds = INDICATOR_SECONDS,
): WinnabilityWords {
	switch (state) {
		case 'thinking':
			return { text: '$(loading~spin) Winnable? Thinking', sentence: 'Winnable? The solver is still thinking.' };
		case 'thinkingLonger':
			return {
				text: '$(loading~spin) Winnable? Thinking longer',
				sentence: 'Winnable? The solver is thinking about this position for up to a minute.',
			};
		case 'winnable':
			return { text: '$(pass) Winnable', sentence: 'Winnable: the solver found a winning line from here.' };
		case 'lost':
			return redealsLeft === 0
				? { text: '$(error) Lost', sentence: 'Lost: the solver proved that no win is left.' }
				: {
						text: '$(error) No win without a shuffle',
						sentence: 'Lost without a shuffle: the solver proved that no win is left before the next shuffle.',
					};
		case 'unknown':
			return {
				text: '$(question) Winnable? Unknown',
				sentence: `Winnable? Unknown: the solver found neither a win nor a proof of loss within ${seconds} seconds.`,
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
