/**
 * A quiet line right under the board for notices (why a click did nothing, what a find found).
 * Not a live region itself: <LiveRegion/> announces the same words once.
 */
export interface Said {
	readonly text: string;
	readonly level: 'info' | 'warning';
}

/** The controls that work now, said when there is nothing else to say. */
const CONTROLS = {
	play: 'Click a card to move it. Hold, right-click or press Space to find what plays.',
	// While autoplay plays, a click stops it rather than moving a card.
	autoplay: 'Any key or click stops autoplay.',
} as const;

export type Controls = keyof typeof CONTROLS;

/** `controls`: with nothing to say, the line gives these controls instead (none once the game is over). */
export function StatusLine({ said, controls }: { said: Said | null; controls: Controls | null }) {
	return (
		<p class={`status-line ${said ? said.level : 'idle'}`}>{said ? said.text : controls ? CONTROLS[controls] : ''}</p>
	);
}
