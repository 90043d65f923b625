/**
 * Motion for what the host says happened: a moved card glides from its old cell to its
 * new one (FLIP: the DOM already shows the end state, so the card starts translated back
 * to where it was and animates to nothing), and a deal or redeal fades the loose cards in.
 *
 * The Web Animations API is used rather than inline styles: the page's CSP blocks
 * `style` attributes, not animations made from script. Off when the player turned
 * animations off or asked for reduced motion (VS Code's body class, or the OS setting).
 */
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import type { GameEvent, GameView, MoveView } from '../../protocol';
import { cellElement } from './useGridCursor';

const EASING = 'cubic-bezier(0.2, 0.8, 0.3, 1)';

function reducedMotion(): boolean {
	return (
		document.body.classList.contains('vscode-reduce-motion') ||
		(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
	);
}

function animateMove(grid: HTMLElement, view: GameView, move: MoveView): void {
	// An undone move carries the original move; the card is now at whichever end holds it.
	const now = view.cells[move.to].card === move.card ? move.to : move.from;
	const before = now === move.to ? move.from : move.to;
	const cell = cellElement(grid, now);
	const card = cell?.querySelector<HTMLElement>('.card');
	const origin = cellElement(grid, before);
	if (!cell || !card || !origin || typeof card.animate !== 'function') {
		return;
	}
	const from = origin.getBoundingClientRect();
	const to = card.getBoundingClientRect();
	const dx = from.left - to.left;
	const dy = from.top - to.top;
	// Long trips take a little longer, so speed looks even; capped to stay snappy.
	const duration = Math.min(420, 160 + Math.hypot(dx, dy) * 0.25);
	// The cell, not the card, is raised: each cell is its own stacking context.
	cell.classList.add('moving');
	const animation = card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
		duration,
		easing: EASING,
	});
	animation.onfinish = animation.oncancel = () => cell.classList.remove('moving');
}

function animateDeal(grid: HTMLElement): void {
	grid.querySelectorAll<HTMLElement>('.cell:not(.home) .card').forEach((card, i) => {
		card.animate?.(
			[
				{ opacity: 0, transform: 'translateY(-8%) scale(0.9)' },
				{ opacity: 1, transform: 'none' },
			],
			{
				duration: 260,
				delay: i * 7,
				easing: EASING,
				fill: 'backwards',
			},
		);
	});
}

export function useBoardAnimation(
	grid: RefObject<HTMLElement>,
	view: GameView,
	event: GameEvent | undefined,
	seq: number,
	enabled: boolean,
): void {
	useLayoutEffect(() => {
		if (!grid.current || !event || !enabled || reducedMotion()) {
			return;
		}
		if (event.kind === 'move' || event.kind === 'undoMove' || event.kind === 'redoMove') {
			animateMove(grid.current, view, event.move);
		} else {
			animateDeal(grid.current);
		}
		// Runs once per state message (seq), not on re-renders of the same state.
	}, [seq]);
}
