/**
 * The polite live region: moves, redeals, results and notices are announced here.
 * Screen readers skip a change to the same text, so every other announcement gets a
 * trailing no-break space; a repeated message ("That card cannot move.") is heard again.
 */
export interface Announcement {
	readonly text: string;
	/** Increases with every announcement. */
	readonly seq: number;
}

export function LiveRegion({ announcement }: { announcement: Announcement }) {
	return (
		<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
			{announcement.text + (announcement.seq % 2 ? '\u00a0' : '')}
		</div>
	);
}
