/**
 * No move is left: offer the redeal while one remains, otherwise give the final result
 * and a way on. A banner above the board, not a dialog: the player may still want to undo.
 */
import type { GameView } from '../../protocol';
import { redealsLeftText, stuckText } from '../describe';

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
					<button type="button" class="tool primary" onClick={onRedeal}>
						Redeal ({redealsLeftText(view)})
					</button>
				) : (
					<>
						<button type="button" class="tool primary" onClick={onNewGame}>
							New game
						</button>
						<button type="button" class="tool" onClick={onRestart}>
							Restart
						</button>
					</>
				)}
			</div>
		</section>
	);
}
