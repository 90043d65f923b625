/**
 * `npm run bench:gam`: the host's side of the .gam editor on the largest record it must
 * handle (test/fixtures/marathon.ts: 4000 moves and 15 shuffles), in medians.
 *
 * - open: reading the text into the record (parse, replay every step, step offsets);
 * - step: one step forward or back as the editor shows it: the game at the new step and
 *   the step's event, the board's view, and the state message serialised as postMessage
 *   does (it carries every step's text);
 * - jump: the same for a step anywhere in the record;
 * - play on: the edit for one more move at the end, or at the middle (dropping the rest),
 *   and reading the new text back, as the editor does when its edit comes back;
 * - text: what the text editor adds to a read (the read is "open"), the deals of every step
 *   for the Outline and the words of a hover at a step anywhere.
 *
 * The webview's part is measured in the real VS Code by the UI test (test/ui/gamEditor.test.ts).
 */
import { loadavg } from 'node:os';
import { gamActionOf } from '../src/engine/gam';
import { cutAfter, movesAfter, presetOf, readRecord, type ReadRecord } from '../src/extension/gamEditor/record';
import { playEdit } from '../src/extension/gamEditor/recordEdits';
import { toGameView } from '../src/extension/game/gameView';
import { dealsOf } from '../src/extension/gamLanguage/recordPlaces';
import { stepWords } from '../src/extension/gamLanguage/stepWords';
import { marathonText } from '../test/fixtures/marathon';
import { median } from './stats';

const SAMPLES = 21;

/** The median time of `work` in milliseconds, over SAMPLES runs after one to warm up. */
function time(work: (sample: number) => void): number {
	work(0);
	const times: number[] = [];
	for (let sample = 1; sample <= SAMPLES; sample++) {
		const started = performance.now();
		work(sample);
		times.push(performance.now() - started);
	}
	return median(times);
}

/** What the editor does to show step `to` after step `from`: the game, the step's action, the view, the message. */
function show(state: ReadRecord, from: number, to: number): number {
	const replay = state.replay;
	const game = replay.gameAt(to);
	if (Math.abs(to - from) === 1) {
		replay.gameAt(Math.min(from, to)).redo();
	}
	const view = toGameView(game, presetOf(game.rules));
	return JSON.stringify({ type: 'state', view, replay: { steps: state.steps, position: to } }).length;
}

function playAt(text: string, state: ReadRecord, position: number): void {
	const [move] = state.replay.gameAt(position).legalMoves();
	const edit = playEdit(
		text,
		cutAfter(state, position),
		movesAfter(state, position),
		gamActionOf({ kind: 'move', ...move }, 'montana'),
	);
	readRecord(text.slice(0, edit.start) + edit.text);
}

function main(): void {
	const text = marathonText();
	const state = readRecord(text);
	if (state.replay === null || state.error !== null) {
		throw new Error('the marathon record does not read');
	}
	const steps = state.steps.length;
	console.log(
		`node ${process.version}, load average ${loadavg()
			.map((load) => load.toFixed(2))
			.join(' ')}`,
	);
	console.log(
		`record: ${steps} steps, ${movesAfter(state, steps)} moves, ${(text.length / 1024).toFixed(0)} KB of text; a state message is ${(show(state, 0, 1) / 1024).toFixed(0)} KB`,
	);
	const figures: [string, number, string][] = [
		['open: read the record', time(() => readRecord(text)), 'ms'],
		['step forward', time((i) => show(state, 2000 + i, 2001 + i)) * 1000, 'µs'],
		['step back', time((i) => show(state, 2001 - i, 2000 - i)) * 1000, 'µs'],
		['jump to a step anywhere', time((i) => show(state, (i * 1931) % steps, (i * 2939 + 17) % steps)) * 1000, 'µs'],
		['play on at the end, and re-read', time(() => playAt(text, state, steps)), 'ms'],
		['play at the middle, and re-read', time(() => playAt(text, state, steps >> 1)), 'ms'],
		[
			'text: outline and a hover',
			time((i) => dealsOf(state.replay.steps).length + stepWords(state.replay, (i * 1931) % steps).what.length),
			'ms',
		],
	];
	for (const [label, value, unit] of figures) {
		console.log(
			`${label.padEnd(34)} ${value.toFixed(unit === 'ms' ? 1 : 0).padStart(8)} ${unit} (median of ${SAMPLES})`,
		);
	}
}

main();
