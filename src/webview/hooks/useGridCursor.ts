/**
 * The keyboard cursor over the game's grid (4 x 13 in Montana): a roving tabindex, so Tab enters the board
 * at the cursor and the arrow keys move it, as the arrow keys move the pointer in the
 * Windows game. Edges stop the cursor rather than wrap, as grids usually do.
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

export function cellElement(grid: HTMLElement | null, position: Position): HTMLElement | null {
	return grid?.querySelector<HTMLElement>(`[data-position="${position}"]`) ?? null;
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
	const [cursor, setCursor] = useState<Position>(0);
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
	return { cursor, setCursor, moveTo, navigate };
}
