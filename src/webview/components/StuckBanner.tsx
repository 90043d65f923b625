/**
 * No move is left: offer the redeal while one remains, otherwise give the final result
 * and a way on. A banner above the board, not a dialog: the player may still want to undo.
 */
import type { GameView } from '../../protocol';
import { redealsLeftText, stuckText } from '../describe';
import { Button } from './Button';

export interface StuckBannerProps {
	readonly view: GameView;
	readonly onRedeal: () => void;
	readonly onNewGame: () => void;
	readonly onRestart: () => void;
}

export function StuckBanner({ view, onRedeal, onNewGame, onRestart }: StuckBannerProps) {
	return (
		<section class="banner" aria-label="No moves left">
			<p>{stuckText(view)}</p>
			<div class="banner-actions">
				{view.canRedeal ? (
					<Button primary label={`Shuffle (${redealsLeftText(view)})`} onPress={onRedeal} />
				) : (
					<>
						<Button primary label="New game" onPress={onNewGame} />
						<Button label="Restart" onPress={onRestart} />
					</>
				)}
			</div>
		</section>
	);
}
