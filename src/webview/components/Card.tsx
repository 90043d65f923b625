/**
 * A card face, drawn with CSS and inline SVG (no images or fonts to load, so the webview's
 * CSP allows nothing else). The same markup serves every card style and size:
 * `styles/card.css` shows the classic face (an index in two corners, and between them the
 * pips in their traditional layout or the drawn court picture) where the card is large
 * enough to read it, and one big centred index on small cards and in the large-index style.
 * Hidden from assistive technology: the cell around it carries the card's name.
 */
import { cardCode, rankOf, suitOf, SUITS, type Card } from '../../engine';
import { CourtPicture, type CourtRank } from './cardFace/Court';
import { MIDDLE, PIP_LAYOUTS } from './cardFace/pips';
import { SUIT_PATHS } from './cardFace/suits';

export function SuitIcon({ suit }: { suit: number }) {
	return (
		<svg class="suit" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
			<path d={SUIT_PATHS[suit]} />
		</svg>
	);
}

/** "A", "2" .. "10", "J", "Q", "K": the card code's rank letter, with "T" spelled out. */
export function rankLabel(card: Card): string {
	const letter = cardCode(card)[0];
	return letter === 'T' ? '10' : letter;
}

/** Jack, queen and king get a drawn picture instead of pips. */
const HIGHEST_PIP_RANK = 10;
/** A pip's size in the face's 100 x 140 coordinates. */
const PIP_SIZE = 17;

/** The middle of the face: the pips of a number card, or a court card's picture. */
function Face({ card, rank }: { card: Card; rank: string }) {
	const suit = suitOf(card);
	const value = rankOf(card);
	return (
		<svg class="face" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
			{value > HIGHEST_PIP_RANK ? (
				<CourtPicture rank={rank as CourtRank} suit={suit} />
			) : (
				PIP_LAYOUTS[value].map(({ x, y }) => (
					<path
						key={`${x},${y}`}
						class="pip"
						d={SUIT_PATHS[suit]}
						transform={`translate(${x} ${y})${y > MIDDLE ? ' rotate(180)' : ''} scale(${PIP_SIZE / 100}) translate(-50 -50)`}
					/>
				))
			)}
		</svg>
	);
}

export function CardFace({ card }: { card: Card }) {
	const suit = suitOf(card);
	const rank = rankLabel(card);
	const court = rankOf(card) > HIGHEST_PIP_RANK;
	const index = (flipped: boolean) => (
		<span class={flipped ? 'index flipped' : 'index'}>
			<span class="rank">{rank}</span>
			<SuitIcon suit={suit} />
		</span>
	);
	return (
		<span class={`card ${SUITS[suit]}${court ? ' court' : ''}${rank.length > 1 ? ' wide' : ''}`} aria-hidden="true">
			<Face card={card} rank={rank} />
			{index(false)}
			{index(true)}
		</span>
	);
}
