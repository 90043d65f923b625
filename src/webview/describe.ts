/**
 * Everything the board says in words: accessible names of cells, what a move or a
 * redeal did, what the game's status means. One place, so the visible texts and what a
 * screen reader hears cannot drift apart. Pure functions of the `GameView`.
 */
import {
	type Card,
	cardName,
	counted,
	type Position,
	positionText,
	RATED_AT_MOST,
	rankName,
	rankOf,
	wonInText,
} from '../engine';
import type { CellView, GameEvent, GameView, GapView, Quotation, Rating } from '../protocol';

/** "a", "a or b", "a, b or c". */
export function either(names: readonly string[]): string {
	return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The cards a first-column gap takes, in words: "any 2" ("any ace" where rows open with an ace), or the cards themselves. */
export function deucesText(gap: Extract<GapView, { kind: 'deuce' }>): string {
	return gap.anyDeuce ? `any ${rankName(rankOf(gap.accepts[0]))}` : either(gap.accepts.map(cardName));
}

function gapName(gap: GapView): string {
	switch (gap.kind) {
		case 'dead':
			return 'gap, dead';
		case 'card':
			return `gap, takes ${cardName(gap.card)}`;
		case 'deuce':
			return gap.accepts.length === 0 ? 'gap, dead' : `gap, takes ${deucesText(gap)}`;
		case 'cards':
			return `gap, takes ${either(gap.accepts.map(cardName))}`;
	}
}

/**
 * A cell's accessible name: "7 of hearts", "7 of hearts, home", "gap, takes 8 of clubs",
 * "gap, takes any 2", "gap, dead"; while a 2 waits for its gap to be chosen, the
 * candidate gaps say "gap, put 2 of hearts here".
 */
export function cellName(cell: CellView, choosingFor: Card | null): string {
	if (cell.card !== null) {
		return cell.home ? `${cardName(cell.card)}, home` : cardName(cell.card);
	}
	if (choosingFor !== null) {
		return `gap, put ${cardName(choosingFor)} here`;
	}
	return cell.gap ? gapName(cell.gap) : 'gap';
}

/** "8 of clubs at row 1, column 3", or "the gap at row 2, column 4". */
function spotText(view: GameView, position: Position): string {
	const card = view.cells[position].card;
	return `${card === null ? 'the gap' : cardName(card)} at ${positionText(view, position)}`;
}

/** A gap named by where it is: "the gap after the 7 of clubs, at row 2, column 4", "the gap at the start of row 3". */
function gapPlaceText(view: GameView, gap: Position): string {
	const column = gap % view.columns;
	if (column === 0) {
		return `the gap at the start of row ${Math.floor(gap / view.columns) + 1}`;
	}
	const left = view.cells[gap - 1].card;
	return left === null
		? `the gap at ${positionText(view, gap)}`
		: `the gap after the ${cardName(left)}, at ${positionText(view, gap)}`;
}

/**
 * A hint in words, naming the card and where it goes: "Hint: move the 8 of clubs from row 1,
 * column 3 to the gap after the 7 of clubs, at row 2, column 4." (Any other highlight lists its cells.)
 */
export function hintText(view: GameView, positions: readonly Position[]): string {
	const [from, to] = positions;
	const card = view.cells[from]?.card ?? null;
	if (positions.length === 2 && card !== null && view.cells[to]?.card === null) {
		return `Hint: move the ${cardName(card)} from ${positionText(view, from)} to ${gapPlaceText(view, to)}.`;
	}
	return `Hint: ${positions.map((p) => spotText(view, p)).join('; ')}.`;
}

/** The prompt while a 2 waits for one of its first-column gaps. */
export function choiceText(view: GameView, card: Card, targets: readonly Position[]): string {
	return `Choose a gap for the ${cardName(card)}: ${targets.map((target) => positionText(view, target)).join(' or ')}. Escape cancels.`;
}

/** Where a card is now, or null (aces are never on the board). */
export function positionOf(view: GameView, card: Card): Position | null {
	const cell = view.cells.find((c) => c.card === card);
	return cell ? cell.position : null;
}

export function capitalised(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function homeText(view: GameView): string {
	return `${counted(view.cardsHome, 'card')} home.`;
}

/** What the board shows when it first appears (a panel opened or revived): where the game stands. */
export function openingText(view: GameView): string {
	return `Game ${view.gameNumber}, ${counted(view.moves, 'move')}, ${counted(view.redeals, 'shuffle')}. ${homeText(view)}`;
}

/** What an event did, for the live region: "7 of hearts moved to row 2, column 9." (by the card's new place, so an undo reads right too). */
export function eventText(view: GameView, event: GameEvent): string {
	switch (event.kind) {
		case 'newGame':
			return `Game ${view.gameNumber}. ${homeText(view)}`;
		case 'restart':
			return `Game ${view.gameNumber} restarted. ${homeText(view)}`;
		case 'move':
			return `${capitalised(cardName(event.move.card))} moved to ${positionText(view, positionOf(view, event.move.card) ?? event.move.to)}.`;
		case 'redoMove':
			return `Redo: ${cardName(event.move.card)} moved to ${positionText(view, positionOf(view, event.move.card) ?? event.move.to)}.`;
		case 'undoMove':
			return `Undo: ${cardName(event.move.card)} back to ${positionText(view, positionOf(view, event.move.card) ?? event.move.from)}.`;
		case 'redeal':
			return `Shuffle ${event.redeal}. ${homeText(view)}`;
		case 'undoRedeal':
			return `Shuffle ${event.redeal} undone. ${homeText(view)}`;
		case 'redoRedeal':
			return `Shuffle ${event.redeal} done again. ${homeText(view)}`;
	}
}

/** The ratings in words: "Expert", or "Expert for shuffles, Master for moves" when they differ. */
export function ratingText(rating: Rating): string {
	const { shuffles, moves } = rating;
	const parts: string[] = [];
	if (shuffles) {
		parts.push(shuffles === moves ? shuffles : `${shuffles} for shuffles`);
	}
	if (moves && moves !== shuffles) {
		parts.push(`${moves} for moves`);
	}
	return parts.join(', ');
}

/** One rating, or why there is none: "Expert", "No rating: more than 120 moves". */
export function ratingOrWhyNot(rating: Rating, kind: keyof Rating): string {
	return rating[kind] ?? `No rating: more than ${RATED_AT_MOST[kind]} ${kind}`;
}

/**
 * Whose win the board shows: the player's, or a record's replayed in the `.gam` editor
 * (a friend's game is theirs, and does not count in the player's scores).
 */
export type Winner = 'you' | 'record';

/** The win dialog's title, naming the game: "You won Blue Moon!"; for a replayed record, "Game won: Blue Moon". */
export function winTitle(view: GameView, winner: Winner): string {
	return winner === 'you' ? `You won ${view.gameName}!` : `Game won: ${view.gameName}`;
}

/** Which game was won, under the title: "Game 20908, Gaps (Solitaire Till Dawn)"; "Game 59" in Blue Moon with its own rules. */
export function wonGameText(view: GameView): string {
	return [`Game ${view.gameNumber}`, ...(view.presetLabel === view.gameName ? [] : [view.presetLabel])].join(', ');
}

/** "You won Montana in 85 moves and 2 shuffles: Expert"; for a replayed record, "Won Montana in 85 moves …". */
export function winText(view: GameView, winner: Winner = 'you'): string {
	const score = wonInText(view.moves, view.redeals, winner === 'you', view.gameName);
	const rating = view.result ? ratingText(view.result.rating) : '';
	return rating ? `${score}: ${rating}` : `${score}.`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
	const teen = n % 100 >= 11 && n % 100 <= 13;
	const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
	return `${n}${suffix}`;
}

/** A win's quotation as the dialog shows it and a screen reader says it: “Patience, and shuffle the cards.” Miguel de Cervantes, Don Quixote. */
export function quotationText(quotation: Quotation): string {
	return `“${quotation.text}” ${quotation.author}, ${quotation.source}.`;
}

/** Whether the won game entered the best scores: "2nd in Fewest shuffles and 5th in Fewest moves." */
export function placesText(result: NonNullable<GameView['result']>): string {
	if (result.notCounted === 'puzzle') {
		return 'A game from a layout of its own: it does not count in the best scores.';
	}
	if (result.notCounted === 'countedBefore') {
		return 'This record was counted when it was first won: it counts once.';
	}
	const places: string[] = [];
	if (result.fewestShufflesPlace !== null) {
		places.push(`${ordinal(result.fewestShufflesPlace)} in Fewest shuffles`);
	}
	if (result.fewestMovesPlace !== null) {
		places.push(`${ordinal(result.fewestMovesPlace)} in Fewest moves`);
	}
	return places.length ? `New best score: ${places.join(' and ')}.` : 'Not among the best scores this time.';
}

/** "15 left", "unlimited". */
export function redealsLeftText(view: GameView): string {
	return view.redealsLeft === null ? 'unlimited' : `${view.redealsLeft} left`;
}

/** What a stuck game means: a redeal to take, or the final result. */
export function stuckText(view: GameView): string {
	return view.canRedeal
		? 'No moves left. Shuffle?'
		: `No moves left. Final result: ${view.cardsHome} of ${view.cardsToPlace} cards home.`;
}

/** What the status adds to an event's announcement, if anything. */
export function statusText(view: GameView, winner: Winner = 'you'): string | null {
	switch (view.status) {
		case 'won':
			return [winText(view, winner), view.result?.quotation && quotationText(view.result.quotation)]
				.filter(Boolean)
				.join(' ');
		case 'stuck':
			return stuckText(view);
		case 'playing':
			return null;
	}
}
