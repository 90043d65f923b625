/**
 * The Windows game's single-key commands, anywhere in the page: S shuffle (redeal),
 * U or - undo, R or + redo, H hint, N new game, and Escape. Keys with Ctrl, Cmd or Alt
 * are left alone so that VS Code's keybindings (the webview forwards every keydown to
 * the workbench) keep working.
 */
import { useEffect, useRef } from 'preact/hooks';

export type Shortcut = 'redeal' | 'undo' | 'redo' | 'hint' | 'newGame' | 'escape';

const SHORTCUTS: Readonly<Record<string, Shortcut>> = {
	s: 'redeal',
	u: 'undo',
	'-': 'undo',
	r: 'redo',
	'+': 'redo',
	h: 'hint',
	n: 'newGame',
	escape: 'escape',
};

/** Holding + redoes move after move, as in the Windows game's replay; other keys act once per press. */
const REPEATABLE: ReadonlySet<Shortcut> = new Set(['undo', 'redo']);

export function useShortcuts(onShortcut: (shortcut: Shortcut) => void): void {
	const latest = useRef(onShortcut);
	latest.current = onShortcut;
	useEffect(() => {
		const listener = (event: KeyboardEvent): void => {
			if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) {
				return;
			}
			const shortcut = SHORTCUTS[event.key.toLowerCase()];
			if (!shortcut || (event.repeat && !REPEATABLE.has(shortcut))) {
				return;
			}
			event.preventDefault();
			latest.current(shortcut);
		};
		document.addEventListener('keydown', listener);
		return () => document.removeEventListener('keydown', listener);
	}, []);
}
