/**
 * The game's layout: 4 x 13 in Montana, 4 x 6 to 8 x 14 in the other games.
 *
 * Role scheme (the UI tests rely on it):
 * - The board is `role="grid"` named "Montana layout" ("Blue Moon layout" in another
 *   game); its children, one per row, are `role="row"`.
 * - Each cell is a focusable `role="gridcell"` whose accessible name (aria-label)
 *   comes from `cellName`: "7 of hearts", "7 of hearts, home", "gap, takes 8 of clubs",
 *   "gap, takes any 2", "gap, takes 2 of hearts or 2 of spades", "gap, dead", and, while a
 *   2 waits for its gap to be chosen, "gap, put 2 of hearts here" on each candidate.
 * - Gap names mention cards, so find a card by the start of its name:
 *   `getByRole('gridcell', { name: /^7 of hearts/ })`.
 * - Clicking a cell, or Enter on it, acts on it; the 2 whose gap is being chosen has
 *   aria-selected="true". One cell at a time has tabindex 0 (the keyboard cursor).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Position } from '../../engine';
import type { GameEvent, GameView } from '../../protocol';
import { cellName } from '../describe';
import { useBoardAnimation } from '../hooks/useBoardAnimation';
import { useGridCursor } from '../hooks/useGridCursor';
import { usePressFind } from '../hooks/usePressFind';
import type { DeuceChoice } from '../intents';
import { BoardCell, type CellHandlers } from './BoardCell';

/** A hint marks its card ('hint') and the gap it goes to ('hintTarget') alike, each with its own badge. */
export type Mark = 'hint' | 'hintTarget' | 'find';

export interface BoardProps {
	readonly view: GameView;
	/** The event of the latest state message, and that message's sequence number. */
	readonly event: GameEvent | undefined;
	readonly seq: number;
	readonly animate: boolean;
	readonly choice: DeuceChoice | null;
	readonly marks: ReadonlyMap<Position, Mark>;
	readonly onActivate: (position: Position) => void;
	readonly onFind: (position: Position) => void;
	readonly onFindEnd: () => void;
}

function positionOfTarget(event: Event): Position | null {
	const position = (event.target as HTMLElement).closest?.('[data-position]')?.getAttribute('data-position');
	return position ? Number(position) : null;
}

/** The gap right after each row's home run: where that row grows next. */
function growingEnds(view: GameView): Set<Position> {
	const ends = new Set<Position>();
	const { rows, columns } = view;
	for (let row = 0; row < rows; row++) {
		let column = 0;
		while (column < columns && view.cells[row * columns + column].home) {
			column++;
		}
		const end = row * columns + column;
		if (column > 0 && column < columns && view.cells[end].card === null) {
			ends.add(end);
		}
	}
	return ends;
}

export function Board(props: BoardProps) {
	const { view, choice, marks, onActivate, onFind, onFindEnd } = props;
	const grid = useRef<HTMLDivElement>(null);
	const { cursor, setCursor, moveTo, navigate } = useGridCursor(grid, view.rows, view.columns);
	const press = usePressFind(onFind, onFindEnd);
	// One object for every cell, pointing at this render's callbacks: the cells need not render again for them.
	const handlers = useRef<CellHandlers>(null);
	handlers.current = {
		activate: (event, p) => press.consumeLongPress(event) || onActivate(p),
		focus: setCursor,
		pointerDown: (event, p) => press.onPointerDown(event, p),
		pointerLeave: press.onPointerLeave,
	};
	useBoardAnimation(grid, view, props.event, props.seq, props.animate);

	// A keyboard player choosing a 2's gap lands on the first candidate.
	useEffect(() => {
		if (choice && grid.current?.contains(document.activeElement)) {
			moveTo(choice.targets[0]);
		}
	}, [choice]);

	// Keys act on the cell that has focus (the cursor's state may not have re-rendered yet).
	const onKeyDown = (event: KeyboardEvent): void => {
		const from = positionOfTarget(event);
		if (from === null || event.ctrlKey || event.metaKey || event.altKey) {
			return;
		}
		if (navigate(from, event.key)) {
			event.preventDefault();
		} else if (event.key === 'Enter') {
			event.preventDefault();
			onActivate(from);
		} else if (event.key === ' ') {
			event.preventDefault();
			if (!event.repeat) {
				onFind(from);
			}
		}
	};
	const onKeyUp = (event: KeyboardEvent): void => {
		if (event.key === ' ') {
			onFindEnd();
		}
	};

	const ends = growingEnds(view);
	const { columns } = view;
	const rows = Array.from({ length: view.rows }, (_, row) => view.cells.slice(row * columns, (row + 1) * columns));
	// The grid's size goes to the style sheet as custom properties (set through the CSSOM, which the CSP allows).
	const size = { '--rows': String(view.rows), '--columns': String(columns) };
	return (
		<div
			ref={grid}
			class="board"
			role="grid"
			aria-label={`${view.gameName} layout`}
			aria-rowcount={view.rows}
			aria-colcount={columns}
			style={size}
			onKeyDown={onKeyDown}
			onKeyUp={onKeyUp}
		>
			{rows.map((cells, row) => (
				<div class="row" role="row" key={row}>
					{cells.map((cell) => {
						const p = cell.position;
						const candidate = choice?.targets.includes(p) ?? false;
						const mark = marks.get(p);
						const classes = ['cell'];
						if (cell.card !== null) classes.push('filled');
						if (cell.home) classes.push('home');
						if (ends.has(p)) classes.push('growing');
						if (choice?.from === p) classes.push('chosen');
						if (mark === 'hintTarget') classes.push('mark-hint', 'hint-target');
						else if (mark) classes.push(`mark-${mark}`);
						return (
							<BoardCell
								key={p}
								position={p}
								card={cell.card}
								gap={cell.gap}
								candidate={candidate}
								label={cellName(cell, candidate && choice ? choice.card : null)}
								classes={classes.join(' ')}
								focusable={p === cursor}
								selected={choice?.from === p}
								handlers={handlers}
							/>
						);
					})}
				</div>
			))}
		</div>
	);
}
