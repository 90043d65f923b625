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
 *   for the Outline and the words of a hover at a step anywhere;
 * - keystroke: what one keystroke in the record opened as text costs the extension host
 *   once typing pauses: the Problems' re-read of the whole record (the text changed, so the
 *   cached read is stale), for a keystroke that keeps the record good and for one that
 *   breaks a move line in the middle, then the Outline and a hover over that read. Each is
 *   also given in CPU time (the host's busy time, which the neighbours on a shared machine
 *   do not move) and in 16 ms frames of that.
 *
 * The webview's part is measured in the real VS Code by the UI test (test/ui/gamEditor.test.ts).
 */
import { loadavg } from 'node:os';
import { gamActionOf } from '../src/engine/gam';
import { cutAfter, movesAfter, presetOf, readRecord, type ReadRecord } from '../src/extension/gamEditor/record';
import { playEdit } from '../src/extension/gamEditor/recordEdits';
import { toGameView } from '../src/extension/game/gameView';
import { dealsOf, stepIndexAt } from '../src/extension/gamLanguage/recordPlaces';
import { stepWords } from '../src/extension/gamLanguage/stepWords';
import { marathonText } from '../test/fixtures/marathon';
import { cpuSeconds, median } from './stats';

const SAMPLES = 21;
/** A frame at 60 Hz: a keystroke's work longer than this is a frame the editor may drop. */
const FRAME_MS = 16;

/** The median wall and CPU times of `work` in milliseconds, over SAMPLES runs after one to warm up. */
function times(work: (sample: number) => void): { wall: number; cpu: number } {
	work(0);
	const wall: number[] = [];
	const cpu: number[] = [];
	for (let sample = 1; sample <= SAMPLES; sample++) {
		const [wallStart, cpuStart] = [performance.now(), cpuSeconds()];
		work(sample);
		cpu.push((cpuSeconds() - cpuStart) * 1000);
		wall.push(performance.now() - wallStart);
	}
	return { wall: median(wall), cpu: median(cpu) };
}

/** The median wall time of `work` in milliseconds. */
function time(work: (sample: number) => void): number {
	return times(work).wall;
}

/** `text` with `insert` typed at the start of move `move`'s word (1-based), as a keystroke there would. */
function typedAt(text: string, state: ReadRecord, move: number, insert: string): string {
	const at = state.stepOffsets[state.replay.steps.findIndex((step) => step.moves === move)];
	return text.slice(0, at) + insert + text.slice(at);
}

/** One keystroke's re-read (every sample's text differs from the last, as typing's does), then the Outline and a hover over it. */
function keystrokeFigures(text: string, state: ReadRecord): [string, string][] {
	const goodTexts = [' ', '  '].map((blank) => typedAt(text, state, 2000, blank));
	const brokenTexts = ['x', 'y'].map((letter) => typedAt(text, state, 2000, letter));
	const steps = state.replay.steps;
	const figures: [string, { wall: number; cpu: number }][] = [
		['keystroke: re-read, record good', times((i) => readRecord(goodTexts[i % 2]))],
		['keystroke: re-read, a move broken', times((i) => readRecord(brokenTexts[i % 2]))],
		['keystroke: the Outline', times(() => dealsOf(steps).map(({ first, last }) => steps.slice(first, last + 1)))],
		[
			'keystroke: a hover',
			times((i) => {
				const step = steps[(i * 1931) % steps.length];
				return stepWords(state.replay, stepIndexAt(steps, step.line, step.column));
			}),
		],
	];
	return figures.map(([label, { wall, cpu }]) => [
		label,
		`${wall.toFixed(1).padStart(8)} ms (median of ${SAMPLES}); CPU ${cpu.toFixed(1)} ms, ${(cpu / FRAME_MS).toFixed(2)} of a ${FRAME_MS} ms frame`,
	]);
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
	for (const [label, figure] of keystrokeFigures(text, state)) {
		console.log(`${label.padEnd(34)} ${figure}`);
	}
}

main();
