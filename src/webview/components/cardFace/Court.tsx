/**
 * The drawn court cards: a framed, double-headed figure in the manner of a printed pack,
 * of our own drawing. The upper half is drawn once and turned about the centre for the
 * lower half. Jack, queen and king differ by headgear, hair, robe and what they hold;
 * the colours are classes (`styles/card.css`), so high contrast themes draw the same
 * figure as strong outlines on the theme's background.
 */
import { SUIT_PATHS } from './suits';

export type CourtRank = 'J' | 'Q' | 'K';

/** The picture's frame, in the face's 100 x 140 coordinates; the centre line is y = 70. */
const FRAME = { x: 25, y: 16, width: 50, height: 108 };

/** Headgear over the head (centre x 50, crown of the head near y 31). */
const HEADGEAR: Record<CourtRank, string> = {
	// A cap with a turned-up brim.
	J: 'M40 33C40 24 45 21 50 21C55 21 60 24 60 33Z',
	// A crown of rounded points.
	Q: 'M41 33L41 26Q43.5 22 45.5 26.5Q48 20 50 25Q52 20 54.5 26.5Q56.5 22 59 26L59 33Z',
	// A crown of sharp points.
	K: 'M40 33L40 23L44 28L47 20L50 27L53 20L56 28L60 23L60 33Z',
};

/** Hair (and the king's beard) around the face. */
const HAIR: Record<CourtRank, string> = {
	J: 'M42 33Q41 40 43 45L45 44Q44 38 45 34ZM58 33Q59 40 57 45L55 44Q56 38 55 34Z',
	Q: 'M42 33Q38 44 41 53L45 50Q43 42 45 34ZM58 33Q62 44 59 53L55 50Q57 42 55 34Z',
	K: 'M43 42Q44 53 50 55Q56 53 57 42Q54 47 50 47Q46 47 43 42Z',
};

/** Each rank's robe colour, so the three courts of a suit tell apart at a glance. */
const ROBE: Record<CourtRank, string> = { J: 'gold', Q: 'ink', K: 'blue' };

/** What each holds: the jack a feather in his cap, the queen a flower, the king a sword. */
function Held({ rank }: { rank: CourtRank }) {
	switch (rank) {
		case 'J':
			return <path class="court-ink court-line" d="M58 27C62 22 67 21 71 23C67 25 63 27 59 30Z" />;
		case 'Q':
			return (
				<g>
					<path class="court-line" d="M33 62L35 47" fill="none" />
					<circle class="court-ink court-line" cx="35" cy="45" r="3.2" />
					<circle class="court-gold" cx="35" cy="45" r="1.2" />
				</g>
			);
		case 'K':
			return (
				<g>
					<path class="court-paper court-line" d="M65.5 30L67.5 30L67.5 64L65.5 64Z" />
					<path class="court-gold court-line" d="M62 60L71 60L71 62.5L62 62.5Z" />
				</g>
			);
	}
}

function UpperHalf({ rank }: { rank: CourtRank }) {
	return (
		<g>
			{/* Shoulders and robe, a collar, and a band of the robe's trim. */}
			<path class={`court-${ROBE[rank]} court-line`} d="M27 70L27 62Q29 53 40 50L60 50Q71 53 73 62L73 70Z" />
			<path class="court-paper court-line" d="M41 50L50 61L59 50Z" />
			<path class="court-trim" d="M27 66L73 66L73 68L27 68Z" />
			<Held rank={rank} />
			{/* Hair falls behind the face; the king's beard is in front of it. */}
			{rank !== 'K' && <path class="court-hair court-line" d={HAIR[rank]} />}
			<ellipse class="court-skin court-line" cx="50" cy="39.5" rx="7.5" ry="9" />
			{rank === 'K' && <path class="court-hair court-line" d={HAIR.K} />}
			<circle class="court-eye" cx="47.2" cy="38.5" r="0.9" />
			<circle class="court-eye" cx="52.8" cy="38.5" r="0.9" />
			<path class="court-line" d="M48 44Q50 45.2 52 44" fill="none" />
			<path class={`court-${rank === 'J' ? 'ink' : 'gold'} court-line`} d={HEADGEAR[rank]} />
		</g>
	);
}

export function CourtPicture({ rank, suit }: { rank: CourtRank; suit: number }) {
	const corner = (
		<path
			class="court-pip"
			d={SUIT_PATHS[suit]}
			transform={`translate(${FRAME.x + 2.5} ${FRAME.y + 2.5}) scale(0.11)`}
		/>
	);
	const half = (
		<g>
			<UpperHalf rank={rank} />
			{corner}
		</g>
	);
	return (
		<g class="court">
			<rect class="court-paper" {...FRAME} rx="3" />
			{half}
			<g transform="rotate(180 50 70)">{half}</g>
			<path class="court-line" d={`M${FRAME.x} 70L${FRAME.x + FRAME.width} 70`} />
			<rect class="court-frame" {...FRAME} rx="3" fill="none" />
		</g>
	);
}
