/**
 * A quiet line right under the board for notices (why a click did nothing, what a find found).
 * Not a live region itself: <LiveRegion/> announces the same words once.
 */
export interface Said {
	readonly text: string;
	readonly level: 'info' | 'warning';
}

const IDLE = 'Click a card to move it. Hold, right-click or press Space to find what plays.';

/** `playing`: with nothing to say, the line gives the basic controls instead. */
export function StatusLine({ said, playing }: { said: Said | null; playing: boolean }) {
	return <p class={`status-line ${said ? said.level : 'idle'}`}>{said ? said.text : playing ? IDLE : ''}</p>;
}
