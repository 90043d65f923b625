/**
 * A `.gam` file that stops being a valid game: where (line, column, move) and why, what
 * the board shows, and the way to fix it, the text. The editor never writes to such a
 * file unless the player plays on and confirms.
 */
import type { RecordErrorView } from '../../protocol';
import { Button } from './Button';

export interface RecordErrorProps {
	readonly error: RecordErrorView;
	/** The board shows the game up to the last good step (false when the header cannot be read). */
	readonly hasBoard: boolean;
	readonly onOpenText: () => void;
}

export function RecordError({ error, hasBoard, onOpenText }: RecordErrorProps) {
	const move = error.moveNumber === undefined ? '' : `, move ${error.moveNumber}`;
	return (
		<section class="record-error" role="alert" aria-labelledby="record-error-title">
			<div>
				<h2 id="record-error-title">
					This game record has an error at line {error.line}, column {error.column}
					{move}
				</h2>
				<p class="record-error-message">{error.message}</p>
				<p>
					{hasBoard
						? 'The board shows the game up to the last good move. Playing on from there replaces the rest of the file, once you confirm.'
						: 'There is no game to show until the header is fixed.'}
				</p>
			</div>
			<Button label="Open as Text" primary onPress={onOpenText} />
		</section>
	);
}
