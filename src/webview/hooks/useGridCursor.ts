/**
 * The keyboard cursor over the game's grid (4 x 13 in Montana): a roving tabindex, so Tab enters the board
 * at the cursor and the arrow keys move it, as the arrow keys move the pointer in the
 * Windows game. Edges stop the cursor rather than wrap, as grids usually do.
 *
 * The cursor is kept as a row and a column, not a cell number, and always read within the
 * grid in front of the player: after a deal of a smaller game (Line Up's 4 x 6 after Double
 * Montana's 8 x 13) it stands on the nearest cell of the new board, so Tab still reaches it.
 */
import type { RefObject } from 'preact';
import { useState } from 'preact/hooks';
import type { Position } from '../../engine';

export interface GridCursor {
	readonly cursor: Position;
	/** Records where focus went (a click, or a cell focused by the browser). */
	readonly setCursor: (position: Position) => void;
	/** Moves the cursor and focuses its cell. */
	readonly moveTo: (position: Position) => void;
	/** Moves the cursor from `from` for an arrow, Home or End key; false if the key is not one of those. */
	readonly navigate: (from: Position, key: string) => boolean;
}

export interface GridPlace {
	readonly row: number;
	readonly column: number;
}

export function cellElement(grid: HTMLElement | null, position: Position): HTMLElement | null {
	return grid?.querySelector<HTMLElement>(`[data-position="${position}"]`) ?? null;
}

/** The cell of a `rows` x `columns` grid nearest to `place`: the same row and column where the grid has them. */
export function cursorCell(place: GridPlace, rows: number, columns: number): Position {
	const row = Math.max(0, Math.min(rows - 1, place.row));
	const column = Math.max(0, Math.min(columns - 1, place.column));
	return row * columns + column;
}

function target(from: Position, key: string, rows: number, columns: number): Position | null {
	const row = Math.floor(from / columns);
	const column = from % columns;
	const at = (r: number, c: number) => r * columns + c;
	switch (key) {
		case 'ArrowLeft':
			return at(row, Math.max(0, column - 1));
		case 'ArrowRight':
			return at(row, Math.min(columns - 1, column + 1));
		case 'ArrowUp':
			return at(Math.max(0, row - 1), column);
		case 'ArrowDown':
			return at(Math.min(rows - 1, row + 1), column);
		case 'Home':
			return at(row, 0);
		case 'End':
			return at(row, columns - 1);
		default:
			return null;
	}
}

export function useGridCursor(grid: RefObject<HTMLElement>, rows: number, columns: number): GridCursor {
	const [place, setPlace] = useState<GridPlace>({ row: 0, column: 0 });
	const setCursor = (position: Position): void =>
		setPlace({ row: Math.floor(position / columns), column: position % columns });
	const moveTo = (position: Position): void => {
		setCursor(position);
		cellElement(grid.current, position)?.focus();
	};
	const navigate = (from: Position, key: string): boolean => {
		const next = target(from, key, rows, columns);
		if (next === null) {
			return false;
		}
		moveTo(next);
		return true;
	};
	return { cursor: cursorCell(place, rows, columns), setCursor, moveTo, navigate };
}
