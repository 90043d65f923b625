/**
 * Autoplay at work: a banner above the board that says so, how fast, and how to stop it
 * (its Stop button, Escape, or any key or click on the board, which App turns into a stop).
 */
import { counted } from '../../engine';
import { Button } from './Button';

export interface AutoplayBannerProps {
	/** Moves a second. */
	readonly speed: number;
	readonly onStop: () => void;
}

export function AutoplayBanner({ speed, onStop }: AutoplayBannerProps) {
	return (
		<section class="banner autoplay" aria-label="Autoplay">
			<span class="autoplay-sign" aria-hidden="true" />
			<p>Autoplaying the winning line, {counted(speed, 'move')} a second…</p>
			<div class="banner-actions">
				<Button primary label="Stop" title="Stop autoplay (Escape)" onPress={onStop} />
			</div>
		</section>
	);
}
