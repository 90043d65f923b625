/**
 * The game's numbers and commands. A command that cannot act now is a blocked <Button>:
 * still focusable, with the reason as its tooltip and on the status line when pressed.
 */
import type { GameView } from '../../protocol';
import { redealsLeftText } from '../describe';
import type { Command } from '../commands';
import { Button } from './Button';

export interface ToolbarProps {
	readonly view: GameView;
	/** Offer Autoplay (the game panel; a .gam editor replays its record instead). */
	readonly autoplay: boolean;
	readonly blocked: (command: Command) => string | null;
	readonly onCommand: (command: Command) => void;
	readonly onBlocked: (reason: string) => void;
}

export function Toolbar({ view, autoplay, blocked, onCommand, onBlocked }: ToolbarProps) {
	const button = (command: Command, label: string, shortcut?: string) => (
		<Button
			label={label}
			title={shortcut ? `${label} (${shortcut})` : label}
			blocked={blocked(command)}
			onPress={() => onCommand(command)}
			onBlocked={onBlocked}
		/>
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
					Shuffles <strong>{view.redeals}</strong> ({redealsLeftText(view)})
				</span>
				<span class="stat home-count">
					Home <strong>{view.cardsHome}</strong>/{view.cardsToPlace}
					<progress max={view.cardsToPlace} value={view.cardsHome} aria-hidden="true" />
				</span>
			</div>
			<div class="actions" role="group" aria-label="Game commands">
				{button('newGame', 'New game', 'N')}
				{button('restart', 'Restart')}
				{button('redeal', 'Shuffle', 'S')}
				{button('undo', 'Undo', 'U')}
				{button('redo', 'Redo', 'R')}
				{button('hint', 'Hint', 'H')}
				{autoplay && button('startAutoplay', 'Autoplay', 'F4')}
				{button('showScores', 'Best scores')}
			</div>
		</header>
	);
}
