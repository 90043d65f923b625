/**
 * The record's moves beside the board, laid out like the file, with the current step
 * marked (aria-current). Clicking a step goes there. One tab stop: the current step;
 * the arrow keys, Home and End move through the record from it.
 *
 * A record can hold thousands of steps, so each row re-renders only when the current
 * step enters or leaves it.
 */
import { Component } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useStableSteps } from '../hooks/useStableSteps';
import { rowsOf, type MoveRow } from '../replaySteps';

export interface MoveListProps {
	readonly steps: readonly string[];
	/** Steps done; the current step is the last one done (the deal when 0). */
	readonly position: number;
	readonly onGoto: (position: number) => void;
}

const KEY_STEPS: Readonly<Record<string, (position: number, end: number) => number>> = {
	ArrowLeft: (p) => p - 1,
	ArrowUp: (p) => p - 1,
	ArrowRight: (p) => p + 1,
	ArrowDown: (p) => p + 1,
	Home: () => 0,
	End: (_, end) => end,
};

export function MoveList({ steps, position, onGoto }: MoveListProps) {
	const stable = useStableSteps(steps);
	const rows = useMemo(() => rowsOf(stable), [stable]);
	const list = useRef<HTMLElement>(null);
	useEffect(() => {
		const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
		current?.scrollIntoView?.({ block: 'nearest' });
		// Focus follows the current step while the player moves through the list by keys.
		if (list.current?.contains(document.activeElement)) {
			current?.focus();
		}
	}, [position, rows]);
	const onKeyDown = (e: KeyboardEvent) => {
		const next = KEY_STEPS[e.key]?.(position, steps.length);
		if (next !== undefined) {
			e.preventDefault();
			onGoto(Math.max(0, Math.min(next, steps.length)));
		}
	};
	return (
		<nav class="move-list" aria-label="Moves" ref={list} onKeyDown={onKeyDown}>
			<button
				type="button"
				class="step deal"
				tabIndex={position === 0 ? 0 : -1}
				aria-current={position === 0 ? 'step' : undefined}
				onClick={() => onGoto(0)}
			>
				Deal
			</button>
			<ol>
				{rows.map((row) => (
					<Row key={row.first} row={row} current={position - 1 - row.first} onGoto={onGoto} />
				))}
			</ol>
		</nav>
	);
}

interface RowProps {
	readonly row: MoveRow;
	/** The index of the current step within this row; outside 0 .. items.length - 1 when it is elsewhere. */
	readonly current: number;
	readonly onGoto: (position: number) => void;
}

class Row extends Component<RowProps> {
	shouldComponentUpdate(next: RowProps): boolean {
		const { row, current } = this.props;
		const inRow = (c: number) => c >= 0 && c < row.items.length;
		return next.row !== row || (next.current !== current && (inRow(current) || inRow(next.current)));
	}

	render({ row, current, onGoto }: RowProps) {
		return (
			<li class={row.kind}>
				{row.kind === 'moves' && <span class="row-number">{row.number}.</span>}
				{row.items.map((item, i) => {
					const isCurrent = i === current;
					return (
						<button
							key={i}
							type="button"
							class="step"
							tabIndex={isCurrent ? 0 : -1}
							aria-current={isCurrent ? 'step' : undefined}
							aria-label={row.kind === 'redeal' ? `Shuffle ${row.number}` : `Move ${row.number + i}, ${item}`}
							onClick={() => onGoto(row.first + i + 1)}
						>
							{row.kind === 'redeal' ? 'Shuffle' : item}
						</button>
					);
				})}
			</li>
		);
	}
}
