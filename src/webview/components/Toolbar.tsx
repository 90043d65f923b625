/**
 * The game's numbers and commands. Every command is a real <button> named by its text;
 * one that cannot act now stays focusable with aria-disabled, shows why as its tooltip,
 * and says why when pressed, rather than silently doing nothing.
 */
import type { GameView } from '../../protocol';
import { CARDS_IN_PLAY, redealsLeftText } from '../describe';
import type { Command } from '../commands';

interface ToolButtonProps {
	readonly label: string;
	/** The key that does the same, for the tooltip. */
	readonly shortcut?: string;
	readonly blocked?: string | null;
	readonly onPress: () => void;
	readonly onBlocked: (reason: string) => void;
}

function ToolButton({ label, shortcut, blocked, onPress, onBlocked }: ToolButtonProps) {
	return (
		<button
			type="button"
			class="tool"
			aria-disabled={blocked ? 'true' : undefined}
			title={blocked ?? (shortcut ? `${label} (${shortcut})` : label)}
			onClick={() => (blocked ? onBlocked(blocked) : onPress())}
		>
			{label}
		</button>
	);
}

export interface ToolbarProps {
	readonly view: GameView;
	readonly blocked: (command: Command) => string | null;
	readonly onCommand: (command: Command) => void;
	readonly onBlocked: (reason: string) => void;
}

export function Toolbar({ view, blocked, onCommand, onBlocked }: ToolbarProps) {
	const button = (command: Command, label: string, shortcut?: string) => (
		<ToolButton label={label} shortcut={shortcut} blocked={blocked(command)} onPress={() => onCommand(command)} onBlocked={onBlocked} />
	);
	return (
		<header class="toolbar">
			<div class="stats">
				<span class="stat game">
					Game <strong>{view.gameNumber}</strong>
				</span>
				<span class="stat preset" title={view.presetLabel}>
					{view.presetLabel}
				</span>
				<span class="stat">
					Moves <strong>{view.moves}</strong>
				</span>
				<span class="stat">
					Redeals <strong>{view.redeals}</strong> <span class="muted">({redealsLeftText(view)})</span>
				</span>
				<span class="stat home-count">
					Home <strong>{view.cardsHome}</strong>/{CARDS_IN_PLAY}
					<progress max={CARDS_IN_PLAY} value={view.cardsHome} aria-hidden="true" />
				</span>
			</div>
			<div class="actions" role="group" aria-label="Game commands">
				{button('newGame', 'New game', 'N')}
				{button('restart', 'Restart')}
				{button('redeal', 'Redeal', 'S')}
				{button('undo', 'Undo', 'U')}
				{button('redo', 'Redo', 'R')}
				{button('hint', 'Hint', 'H')}
				{button('showScores', 'Best scores')}
			</div>
		</header>
	);
}
