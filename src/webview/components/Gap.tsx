/**
 * An empty cell. Dead gaps (after a King or another gap) wear an ×, first-column gaps a
 * faint 2, and while a 2 waits for its gap the candidates show the Windows game's question-mark
 * cards. Hidden from assistive technology like the card faces: the cell carries the name.
 */
import type { GapView } from '../../protocol';

export function GapFace({ gap, candidate }: { gap: GapView | undefined; candidate: boolean }) {
	if (candidate) {
		return (
			<span class="gap candidate" aria-hidden="true">
				<span class="mark">?</span>
			</span>
		);
	}
	switch (gap?.kind) {
		case 'dead':
			return (
				<span class="gap dead" aria-hidden="true">
					<svg class="cross" viewBox="0 0 100 100" focusable="false">
						<path d="M34 34L66 66M66 34L34 66" />
					</svg>
				</span>
			);
		case 'deuce':
			return (
				<span class="gap deuce" aria-hidden="true">
					<span class="mark">2</span>
				</span>
			);
		default:
			return <span class="gap" aria-hidden="true" />;
	}
}
