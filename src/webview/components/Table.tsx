/**
 * The table the board lies on. It tells the board's CSS its size inside its padding, as
 * `--table-width` and `--table-height`, which board.css sizes the cards from.
 *
 * Why not a CSS size container (`100cqw`): laying out a size container restyles and lays
 * out everything inside it again, several times over, whenever anything beside it moves.
 * In the .gam editor, where the replay bar and the move list change at every step, a
 * step took about 270 ms from click to paint that way, against 20 ms now (`npm run
 * bench:ui`, its replay steps, with MONTANA_BENCH_SRC for the two side by side).
 *
 * The size counts the room a scrollbar takes (the border box less the padding, not the
 * content box), so a scrollbar that comes (a board at its smallest cards in a tiny panel)
 * does not shrink the cards, which would take it away again: the board's size never
 * depends on itself.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export function Table({ children }: { children: ComponentChildren }) {
	const table = useRef<HTMLElement>(null);
	useLayoutEffect(() => {
		const element = table.current;
		// A DOM without layout (the unit tests' happy-dom) keeps board.css's fallback sizes.
		if (!element || typeof ResizeObserver !== 'function') {
			return;
		}
		const observer = new ResizeObserver(([entry]) => {
			const [box] = entry.borderBoxSize;
			const style = getComputedStyle(element);
			const across = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
			const down = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
			element.style.setProperty('--table-width', `${box.inlineSize - across}px`);
			element.style.setProperty('--table-height', `${box.blockSize - down}px`);
		});
		observer.observe(element, { box: 'border-box' });
		return () => observer.disconnect();
	}, []);
	return (
		<main class="table" ref={table}>
			{children}
		</main>
	);
}
