/**
 * `npm run bench`: plays random games on the engine and prints figures. The last line
 * is the headline, exactly `engine: <N> moves/s (median of 5)`, counting move + undo
 * pairs made through the engine's allocation-free fast path (collectMoves, play, undoStep).
 */
import { Game } from '../src/engine/game';
import { MAX_MOVES } from '../src/engine/moves';
import { PRESETS } from '../src/engine/rules';

const RUNS = 5;
const RUN_SECONDS = 1;
/** Random games can shuttle 2s between rows for ever; start again after this many moves. */
const GAME_LENGTH_CAP = 400;
const rules = PRESETS.windows.rules;

/** xorshift32: the bench's own dice, so that every run plays the same games. */
function dice(seed: number): (below: number) => number {
	let state = seed | 0 || 1;
	return (below) => {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		return (state >>> 0) % below;
	};
}

/** Counts `work()` calls per second over about `seconds`, checking the clock every `batch` calls. */
function perSecond(seconds: number, batch: number, work: () => number): number {
	const start = performance.now();
	let count = 0;
	let elapsed = 0;
	do {
		for (let i = 0; i < batch; i++) {
			count += work();
		}
		elapsed = (performance.now() - start) / 1000;
	} while (elapsed < seconds);
	return count / elapsed;
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[sorted.length >> 1];
}

/**
 * One step of a random walk through game after game: tries every legal move (move +
 * undo), then plays one at random; a stuck game redeals while it may, else starts over.
 * Returns the move + undo pairs made.
 */
function walker(seed: number): () => number {
	const roll = dice(seed);
	const moves = new Uint8Array(2 * MAX_MOVES);
	let game = Game.deal(seed, rules);
	return () => {
		const count = game.collectMoves(moves);
		for (let i = 0; i < count; i++) {
			game.play(moves[2 * i], moves[2 * i + 1]);
			game.undoStep();
		}
		if (count > 0 && game.moves < GAME_LENGTH_CAP) {
			const pick = roll(count);
			game.play(moves[2 * pick], moves[2 * pick + 1]);
		} else if (count === 0 && game.whyNotRedeal() === null) {
			game.redeal();
		} else {
			game = Game.deal(1 + roll(0x7fffffff), rules);
		}
		return count;
	};
}

function figure(label: string, value: number, unit: string): void {
	console.log(`${label.padEnd(34)} ${Math.round(value).toLocaleString('en-US').padStart(14)} ${unit}`);
}

function main(): void {
	const roll = dice(42);
	let sink = 0;
	figure('deals (Game.deal)', perSecond(0.5, 100, () => (Game.deal(1 + roll(0x7fffffff), rules).cardsHome(), 1)), 'deals/s');
	const redealing = Game.deal(1, PRESETS.unlimited.rules);
	figure('redeal + undo', perSecond(0.5, 100, () => (redealing.redeal(), redealing.undoStep(), 1)), 'pairs/s');
	const sample = Game.deal(20908, rules);
	figure('legalMoves() (public, allocating)', perSecond(0.5, 1000, () => ((sink += sample.legalMoves().length), 1)), 'calls/s');
	figure('status()', perSecond(0.5, 1000, () => ((sink += sample.status().length), 1)), 'calls/s');

	const rates: number[] = [];
	for (let run = 1; run <= RUNS; run++) {
		const step = walker(run);
		const rate = perSecond(RUN_SECONDS, 1000, step);
		rates.push(rate);
		figure(`run ${run}: move + undo`, rate, 'pairs/s');
	}
	if (sink < 0) {
		console.log(sink);
	}
	console.log(`engine: ${Math.round(median(rates))} moves/s (median of ${RUNS})`);
}

main();
