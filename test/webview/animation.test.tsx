import { strict as assert } from 'node:assert';
import { modelOf } from '../../src/engine/model';
import { afterMove, gameFromRows, MIXED_ROWS, stateMessage } from './fixtures';
import { mountApp } from './render';

interface Animated {
	readonly position: number;
	readonly keyframes: Keyframe[];
}

/**
 * happy-dom lays nothing out and has no Web Animations, so cells get a fake geometry
 * (100 px columns, 140 px rows) and `animate` records what it was asked to do.
 */
function recordAnimations(): { calls: Animated[]; restore: () => void } {
	const calls: Animated[] = [];
	const proto = HTMLElement.prototype as HTMLElement & { animate?: unknown };
	// Saved only to be put back by restore(), never called detached.
	// eslint-disable-next-line @typescript-eslint/unbound-method
	const savedAnimate = proto.animate;
	// eslint-disable-next-line @typescript-eslint/unbound-method
	const savedRect = proto.getBoundingClientRect;
	proto.getBoundingClientRect = function (this: HTMLElement) {
		const position = Number(this.closest('[data-position]')?.getAttribute('data-position') ?? 0);
		const { rowAt, columnAt } = modelOf('montana');
		return new DOMRect(columnAt[position] * 100, rowAt[position] * 140, 90, 126);
	};
	proto.animate = function (this: HTMLElement, keyframes: Keyframe[]) {
		calls.push({ position: Number(this.closest('[data-position]')?.getAttribute('data-position')), keyframes });
		return { onfinish: null, oncancel: null } as unknown as Animation;
	};
	return {
		calls,
		restore() {
			proto.animate = savedAnimate;
			proto.getBoundingClientRect = savedRect;
		},
	};
}

describe('animation', () => {
	let recorder: ReturnType<typeof recordAnimations>;
	beforeEach(() => (recorder = recordAnimations()));
	afterEach(() => {
		recorder.restore();
		document.body.classList.remove('vscode-reduce-motion');
	});

	it('glides a moved card from its old cell to its new one', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game, { settings: { animations: true } }));
		send(afterMove(game, '8H', { settings: { animations: true } }));
		// 8H went from row 3, column 13 to row 2, column 7: it starts 600 px right and 140 px down.
		assert.deepEqual(recorder.calls, [
			{ position: 19, keyframes: [{ transform: 'translate(600px, 140px)' }, { transform: 'none' }] },
		]);
	});

	it('keeps still when the player turned animations off or asked for reduced motion', () => {
		const game = gameFromRows(MIXED_ROWS);
		const { send } = mountApp(stateMessage(game));
		send(afterMove(game, '8H'));
		document.body.classList.add('vscode-reduce-motion');
		send(stateMessage(game, { event: { kind: 'redeal', redeal: 1 }, settings: { animations: true } }));
		assert.deepEqual(recorder.calls, []);
	});
});
