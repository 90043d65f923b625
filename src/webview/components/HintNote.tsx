/**
 * The hint in words, in the place of the status line under the board, for as long as its
 * cells are marked: until the next move, or until the player closes it (this button, or
 * Escape). The live region has already said the same words once.
 */
export interface HintNoteProps {
	readonly text: string;
	readonly onDismiss: () => void;
}

export function HintNote({ text, onDismiss }: HintNoteProps) {
	return (
		<div class="hint-note" role="group" aria-label="Hint">
			<p>{text}</p>
			<button
				type="button"
				class="hint-close"
				aria-label="Dismiss hint"
				title="Dismiss hint (Escape)"
				onClick={onDismiss}
			>
				×
			</button>
		</div>
	);
}
