/**
 * One cell of the board (Board.tsx says its role and name). It renders again only when
 * what it shows changed: a move changes two cells, so a new state redraws those two and
 * any cell whose look or name changed, not every card face of the board with its picture. All it
 * shows comes in plain props; the handlers come through a ref of one identity, read when
 * the event comes, so they never count as a change.
 */
import { Component, type RefObject } from 'preact';
import type { Card, Position } from '../../engine';
import type { GapView } from '../../protocol';
import { CardFace } from './Card';
import { GapFace } from './Gap';

/** What a cell does with the player's pointer and focus. */
export interface CellHandlers {
	readonly activate: (event: MouseEvent, position: Position) => void;
	readonly focus: (position: Position) => void;
	readonly pointerDown: (event: PointerEvent, position: Position) => void;
	readonly pointerLeave: () => void;
}

export interface BoardCellProps {
	readonly position: Position;
	readonly card: Card | null;
	readonly gap: GapView | undefined;
	/** A question-mark card: a gap the 2 being placed may go to. */
	readonly candidate: boolean;
	readonly label: string;
	readonly classes: string;
	readonly focusable: boolean;
	readonly selected: boolean;
	readonly handlers: RefObject<CellHandlers>;
}

/** A class for `shouldComponentUpdate`: preact/compat's `memo` would bring React's compatibility layer along. */
export class BoardCell extends Component<BoardCellProps> {
	shouldComponentUpdate(next: BoardCellProps): boolean {
		return !sameCell(this.props, next);
	}

	render() {
		const { position: p, card, handlers } = this.props;
		return (
			<div
				role="gridcell"
				class={this.props.classes}
				data-position={p}
				tabIndex={this.props.focusable ? 0 : -1}
				aria-label={this.props.label}
				aria-selected={this.props.selected ? true : undefined}
				onFocus={() => handlers.current?.focus(p)}
				onClick={(event) => handlers.current?.activate(event, p)}
				onPointerDown={(event) => handlers.current?.pointerDown(event, p)}
				onPointerLeave={() => handlers.current?.pointerLeave()}
				onContextMenu={(event) => event.preventDefault()}
			>
				{card === null ? <GapFace gap={this.props.gap} candidate={this.props.candidate} /> : <CardFace card={card} />}
			</div>
		);
	}
}

/** The host sends new gap objects with every state: the same fields are the same gap. */
function sameGap(a: GapView | undefined, b: GapView | undefined): boolean {
	return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameCell(a: BoardCellProps, b: BoardCellProps): boolean {
	return (
		a.position === b.position &&
		a.card === b.card &&
		a.candidate === b.candidate &&
		a.label === b.label &&
		a.classes === b.classes &&
		a.focusable === b.focusable &&
		a.selected === b.selected &&
		a.handlers === b.handlers &&
		sameGap(a.gap, b.gap)
	);
}
