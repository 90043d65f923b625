/**
 * A recorded step in words, for the hover over it in the text: what it did ("Move 12:
 * 8 of hearts into row 2, column 7") and what it left (cards home, shuffles left). Pure:
 * no vscode.
 */
import { cardName, counted, positionText, type Replay } from '../../engine';

export interface StepWords {
	readonly what: string;
	readonly left: string;
}

/** The words of good step `index` (0-based) of `replay`. */
export function stepWords(replay: Replay, index: number): StepWords {
	const game = replay.gameAt(index);
	const action = game.redo();
	const step = replay.steps[index];
	if (action === null) {
		throw new Error(`Step ${index + 1} of the record is not in its replay.`);
	}
	const what =
		action.kind === 'redeal'
			? `Shuffle ${step.redeals}: the loose cards shuffled and dealt again`
			: `Move ${step.moves}: ${cardName(action.card)} into ${positionText(game, action.to)}`;
	const redealsLeft = game.redealsLeft();
	const left = [
		`${counted(step.moves, 'move')} made`,
		`${game.cardsHome()} of ${game.cardsToPlace} cards home`,
		redealsLeft === null ? 'unlimited shuffles' : `${counted(redealsLeft, 'shuffle')} left`,
		...(game.status() === 'won' ? ['the game is won'] : game.status() === 'stuck' ? ['no move left'] : []),
	].join(', ');
	return { what, left: `After it: ${left}.` };
}
