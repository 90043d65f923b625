/**
 * A `.gam` file that stops being a valid game: where (line, column, move) and why, what
 * the board shows, and the way to fix it, the text. The editor never writes to such a
 * file unless the player plays on and confirms.
 */
import { FIRST_ERROR_ONLY } from '../../engine';
import type { RecordErrorView } from '../../protocol';
import { movesAt } from '../replaySteps';
import { Button } from './Button';

export interface RecordErrorProps {
	readonly error: RecordErrorView;
	/** The good steps and the one the board shows; null when the header cannot be read, so there is no board. */
	readonly board: { readonly steps: readonly string[]; readonly position: number } | null;
	readonly onOpenText: () => void;
}

export function RecordError({ error, board, onOpenText }: RecordErrorProps) {
	const move = error.moveNumber === undefined ? '' : `, move ${error.moveNumber}`;
	return (
		<section class="record-error" role="alert" aria-labelledby="record-error-title">
			<div>
				<h2 id="record-error-title">
					This game record has an error at line {error.line}, column {error.column}
					{move}
				</h2>
				<p class="record-error-message">
					{error.message} {FIRST_ERROR_ONLY}
				</p>
				<p>
					{board ? whereTheBoardIs(board.steps, board.position) : 'There is no game to show until the header is fixed.'}
				</p>
			</div>
			<Button label="Open as Text" primary onPress={onOpenText} />
		</section>
	);
}

/** What the board shows: the last good move, or another step the player went to. */
function whereTheBoardIs(steps: readonly string[], position: number): string {
	const counts = movesAt(steps);
	const lastGood = counts[steps.length];
	const playOn = 'Playing on from there replaces the rest of the file, once you confirm.';
	return position === steps.length
		? `The board shows the game up to the last good move, move ${lastGood}. ${playOn}`
		: `The board shows move ${counts[position]}; the last good move is move ${lastGood} (End goes there). ${playOn}`;
}
