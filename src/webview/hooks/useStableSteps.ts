/**
 * A record's steps arrive as a new array with every state message, thousands of them in
 * a long record. This keeps the previous array while the content is the same, so what is
 * derived from it (move counts, the move list's rows) is computed and rendered once per
 * change of the record, not once per step of the replay.
 */
import { useRef } from 'preact/hooks';

export function useStableSteps(steps: readonly string[]): readonly string[] {
	const kept = useRef(steps);
	const previous = kept.current;
	if (previous !== steps && (previous.length !== steps.length || steps.some((step, i) => step !== previous[i]))) {
		kept.current = steps;
	}
	return kept.current;
}
