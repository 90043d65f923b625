/**
 * What a click (or Enter) on a cell asks for. The host validates every intent and answers
 * an illegal one with a notice, so a click on a card that cannot move is still posted;
 * the webview only decides what the host cannot: which gap a 2 goes to when it has several.
 */
import type { Card, Position } from '../engine';
import type { GameView, WebviewToHost } from '../protocol';

/** A 2 waiting for the player to pick one of its first-column gaps (the Windows game's question-mark cards). */
export interface DeuceChoice {
	readonly card: Card;
	readonly from: Position;
	readonly targets: readonly Position[];
}

export type Activation =
	| { readonly kind: 'post'; readonly message: WebviewToHost }
	| { readonly kind: 'choose'; readonly choice: DeuceChoice }
	/** A first-column gap: no single card plays there, so show which 2s do. */
	| { readonly kind: 'find' }
	/** The click only dismissed a pending choice. */
	| { readonly kind: 'cancel' };

export function activate(view: GameView, position: Position, choice: DeuceChoice | null): Activation {
	if (choice) {
		if (choice.targets.includes(position)) {
			return { kind: 'post', message: { type: 'moveCard', card: choice.card, to: position } };
		}
		if (position === choice.from) {
			return { kind: 'cancel' };
		}
	}
	const card = view.cells[position].card;
	if (card === null) {
		return view.cells[position].gap?.kind === 'deuce'
			? { kind: 'find' }
			: { kind: 'post', message: { type: 'fillGap', gap: position } };
	}
	const targets = view.legalMoves.filter((m) => m.card === card).map((m) => m.to);
	return targets.length > 1
		? { kind: 'choose', choice: { card, from: position, targets } }
		: { kind: 'post', message: { type: 'moveCard', card } };
}
