/**
 * An empty cell. Dead gaps (after a King or another gap, or a first-column gap that no
 * card may open) wear an ×, first-column gaps a faint rank of the cards that open a row
 * (2 in Montana, A where rows start with an ace), and while a 2 waits for its gap the
 * candidates show the Windows game's question-mark cards. Hidden from assistive technology
 * like the card faces: the cell carries the name, which says the same.
 */
import type { GapView } from '../../protocol';
import { rankLabel } from './Card';

export function GapFace({ gap, candidate }: { gap: GapView | undefined; candidate: boolean }) {
	if (candidate) {
		return (
			<span class="gap candidate" aria-hidden="true">
				<span class="mark">?</span>
			</span>
		);
	}
	// A first-column gap that no card may open is as dead as one after a King (its name says "gap, dead" too).
	if (gap?.kind === 'dead' || (gap?.kind === 'deuce' && gap.accepts.length === 0)) {
		return (
			<span class="gap dead" aria-hidden="true">
				<svg class="cross" viewBox="0 0 100 100" focusable="false">
					<path d="M34 34L66 66M66 34L34 66" />
				</svg>
			</span>
		);
	}
	if (gap?.kind === 'deuce') {
		return (
			<span class="gap deuce" aria-hidden="true">
				<span class="mark">{rankLabel(gap.accepts[0])}</span>
			</span>
		);
	}
	return <span class="gap" aria-hidden="true" />;
}
