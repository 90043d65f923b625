/**
 * The win: a small celebration (CSS only; still under reduced motion), the game won (its
 * name, number and rules), the score with the game's own count of cards, its ratings and
 * whether it made the best scores. Non-modal, so the finished board stays readable behind
 * it; focus moves to "New game" when it opens, Escape or Close hides it.
 * A record's win replayed in the .gam editor is shown as the record's ("Game won: …"), with
 * no word on the player's best scores, which it does not enter. The host's quotation for
 * the win closes it, and is part of the dialog's description, so a screen reader reads it
 * with the score.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { GameView } from '../../protocol';
import { placesText, ratingOrWhyNot, type Winner, winTitle, wonGameText } from '../describe';
import { Button } from './Button';
import { SuitIcon } from './Card';

export interface WinDialogProps {
	readonly view: GameView;
	readonly winner: Winner;
	readonly onNewGame: () => void;
	readonly onScores: () => void;
	readonly onClose: () => void;
}

/**
 * Suit confetti: 16 pieces cycling through the suits, spread across the width with
 * scattered delays and sizes. Set as custom properties through the CSSOM, which the
 * CSP allows (it blocks only `style` attributes in markup).
 */
const CONFETTI = Array.from({ length: 16 }, (_, i) => ({
	suit: i % 4,
	style: { '--x': `${3 + i * 6}%`, '--delay': `${((i * 7) % 16) * 120}ms`, '--size': `${0.7 + ((i * 5) % 7) / 10}` },
}));

export function WinDialog({ view, winner, onNewGame, onScores, onClose }: WinDialogProps) {
	const first = useRef<HTMLButtonElement>(null);
	useEffect(() => first.current?.focus(), []);
	const rating = view.result?.rating;
	const quotation = view.result?.quotation;
	return (
		<div class="overlay">
			<div class="confetti" aria-hidden="true">
				{CONFETTI.map(({ suit, style }, i) => (
					<span key={i} class={suit === 1 || suit === 2 ? 'red' : 'black'} style={style}>
						<SuitIcon suit={suit} />
					</span>
				))}
			</div>
			<section
				class="dialog win"
				role="dialog"
				aria-labelledby="win-title"
				aria-describedby={quotation ? 'win-game win-score win-quotation' : 'win-game win-score'}
			>
				<h2 id="win-title">{winTitle(view, winner)}</h2>
				<p id="win-game" class="won-game">
					{wonGameText(view)}
				</p>
				<p id="win-score" class="score">
					<span>
						<strong>{view.moves}</strong> {view.moves === 1 ? 'move' : 'moves'}
					</span>
					<span>
						<strong>{view.redeals}</strong> {view.redeals === 1 ? 'shuffle' : 'shuffles'}
					</span>
					<span>
						<strong>{view.cardsHome}</strong> of {view.cardsToPlace} cards home
					</span>
				</p>
				{rating && (
					<dl class="ratings">
						<dt>Shuffles</dt>
						<dd>{ratingOrWhyNot(rating, 'shuffles')}</dd>
						<dt>Moves</dt>
						<dd>{ratingOrWhyNot(rating, 'moves')}</dd>
					</dl>
				)}
				{view.result && winner === 'you' && <p class="places">{placesText(view.result)}</p>}
				{quotation && (
					<figure id="win-quotation" class="quotation">
						<blockquote>“{quotation.text}”</blockquote>
						<figcaption>
							— {quotation.author}, <cite>{quotation.source}</cite>
						</figcaption>
					</figure>
				)}
				<div class="dialog-actions">
					<Button primary label="New game" onPress={onNewGame} buttonRef={first} />
					<Button label="Best scores" onPress={onScores} />
					<Button label="Close" onPress={onClose} />
				</div>
			</section>
		</div>
	);
}
