/**
 * The one button of the board's UI: a real <button>, named by its text. One that
 * cannot act now (`blocked`) stays focusable with aria-disabled, shows why as its
 * tooltip, and says why when pressed, rather than silently doing nothing.
 */
import type { Ref } from 'preact';

export interface ButtonProps {
	readonly label: string;
	readonly onPress: () => void;
	readonly primary?: boolean;
	readonly title?: string;
	readonly blocked?: string | null;
	readonly onBlocked?: (reason: string) => void;
	readonly buttonRef?: Ref<HTMLButtonElement>;
}

export function Button({ label, onPress, primary, title, blocked, onBlocked, buttonRef }: ButtonProps) {
	return (
		<button
			ref={buttonRef}
			type="button"
			class={primary ? 'tool primary' : 'tool'}
			aria-disabled={blocked ? 'true' : undefined}
			title={blocked ?? title}
			onClick={() => (blocked ? onBlocked?.(blocked) : onPress())}
		>
			{label}
		</button>
	);
}
