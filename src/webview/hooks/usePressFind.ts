/**
 * Holding to find, as in the Windows game: the right button pressed on a cell (or a long
 * press with the left button or a finger) shows what plays there until it is released.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Position } from '../../engine';

const LONG_PRESS_MS = 450;
const RIGHT_BUTTON = 2;
const MAIN_BUTTON = 0;

export interface PressFind {
	readonly onPointerDown: (event: PointerEvent, position: Position) => void;
	/** Cancels a long press that has not fired yet (the pointer moved off the cell). */
	readonly onPointerLeave: () => void;
	/**
	 * True once after a long press, so the click that ends it does not also move the card.
	 * Judged by the events' own times: on a busy page the timer can fire late, between a
	 * quick press and its release, and that click must still move the card.
	 */
	readonly consumeLongPress: (click: MouseEvent) => boolean;
}

export function usePressFind(onFind: (position: Position) => void, onFindEnd: () => void): PressFind {
	const timer = useRef<ReturnType<typeof setTimeout>>();
	const holding = useRef(false);
	const longPressed = useRef(false);
	const pressedAt = useRef(0);
	// Window listeners are added once; they call whatever the latest callbacks are.
	const callbacks = useRef({ onFind, onFindEnd });
	callbacks.current = { onFind, onFindEnd };

	useEffect(() => {
		const release = (): void => {
			clearTimeout(timer.current);
			if (holding.current) {
				holding.current = false;
				callbacks.current.onFindEnd();
			}
		};
		const events = ['pointerup', 'pointercancel', 'blur'] as const;
		events.forEach((name) => window.addEventListener(name, release));
		return () => {
			clearTimeout(timer.current);
			events.forEach((name) => window.removeEventListener(name, release));
		};
	}, []);

	const start = (position: Position): void => {
		holding.current = true;
		callbacks.current.onFind(position);
	};

	return {
		onPointerDown(event, position) {
			longPressed.current = false;
			pressedAt.current = event.timeStamp;
			if (event.button === RIGHT_BUTTON) {
				start(position);
			} else if (event.button === MAIN_BUTTON) {
				clearTimeout(timer.current);
				timer.current = setTimeout(() => {
					longPressed.current = true;
					start(position);
				}, LONG_PRESS_MS);
			}
		},
		onPointerLeave() {
			clearTimeout(timer.current);
		},
		consumeLongPress(click) {
			const was = longPressed.current && click.timeStamp - pressedAt.current >= LONG_PRESS_MS;
			longPressed.current = false;
			return was;
		},
	};
}
