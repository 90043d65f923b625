/**
 * The commands that take no argument (toolbar buttons and single-key shortcuts), and
 * why one cannot be done right now. Both the toolbar and the keys ask `blockedReason`,
 * so a button and its key always agree.
 */
import type { GameView, WebviewToHost } from '../protocol';

export type Command = Extract<
	WebviewToHost['type'],
	'newGame' | 'restart' | 'redeal' | 'undo' | 'redo' | 'hint' | 'showScores' | 'startAutoplay'
>;

export function blockedReason(view: GameView, command: Command): string | null {
	switch (command) {
		case 'redeal':
			return view.canRedeal ? null : (view.redealBlockedReason ?? 'No shuffle is possible now.');
		case 'undo':
			return view.canUndo ? null : 'Nothing to undo.';
		case 'redo':
			return view.canRedo ? null : 'Nothing to redo.';
		case 'startAutoplay':
			return view.status === 'won' ? 'The game is won: there is nothing left to play.' : null;
		default:
			return null;
	}
}
