/**
 * `npm run bench`: plays random games on the engine and prints figures. The last line
 * is the headline, exactly `engine: <N> moves/s (median of 5)`, counting move + undo
 * pairs made through the engine's allocation-free fast path (collectMoves, play, undoStep)
 * while walking random games; the time spent choosing and backing up counts too.
 *
 * Rates are per second of this process's CPU time, i.e. per second of one core: the
 * machines are shared and noisy, and wall-clock rates mostly measure the neighbours.
 * Wall-clock rates and the load average are printed alongside for comparison.
 *
 * Just before the headline, one line per game of the family (its own rules), from one
 * shorter run each: `game <id>: <N> moves/s`.
 */
import { loadavg } from 'node:os';
import { Game } from '../src/engine/game';
import { MAX_MOVES } from '../src/engine/moves';
import { GAMES, GAME_IDS } from '../src/engine/games';
import { PRESETS, type RuleOptions } from '../src/engine/rules';
import { cpuSeconds, median } from './stats';

const RUNS = 5;
const RUN_SECONDS = 1;
/** Lets the JIT settle before the first timed run. */
const WARM_UP_SECONDS = 0.5;
const GAME_LENGTH_CAP = 400;
const BACKTRACK_MAX = 40;
/** Each game of the family's line comes from one run this long. */
const GAME_SECONDS = 0.3;
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

interface Rate {
	/** Per second of this process's CPU time (user + system). */
	readonly cpu: number;
	readonly wall: number;
}

/** Sums what `work()` returns over about `seconds` of CPU time, checking the clocks every `batch` calls. */
function measure(seconds: number, batch: number, work: () => number): Rate {
	const cpuStart = cpuSeconds();
	const wallStart = performance.now();
	let count = 0;
	let cpu: number;
	do {
		for (let i = 0; i < batch; i++) {
			count += work();
		}
		cpu = cpuSeconds() - cpuStart;
	} while (cpu < seconds);
	return { cpu: count / cpu, wall: count / ((performance.now() - wallStart) / 1000) };
}

/**
 * One step of a random walk through a game, the way a solver explores: tries every
 * legal move (move + undo), then plays one at random; when stuck, or when the game
 * grows long (2s can shuttle between rows for ever), it backs up a random number of
 * moves. Allocation-free. Returns the move + undo pairs made.
 */
function walker(seed: number, walkRules: RuleOptions = rules): () => number {
	const roll = dice(seed);
	const moves = new Uint8Array(2 * MAX_MOVES);
	const game = Game.deal(seed, walkRules);
	return () => {
		const count = game.collectMoves(moves);
		for (let i = 0; i < count; i++) {
			game.play(moves[2 * i], moves[2 * i + 1]);
			game.undoStep();
		}
		if (count > 0 && game.moves < GAME_LENGTH_CAP) {
			const pick = roll(count);
			game.play(moves[2 * pick], moves[2 * pick + 1]);
		} else {
			for (let back = 1 + roll(BACKTRACK_MAX); back > 0 && game.undoStep(); back--) {
				// Each undoStep takes back one move.
			}
		}
		return count;
	};
}

function figure(label: string, rate: Rate, unit: string): void {
	const format = (value: number) => Math.round(value).toLocaleString('en-US').padStart(12);
	console.log(`${label.padEnd(34)} ${format(rate.cpu)} ${unit} (wall clock ${format(rate.wall).trim()})`);
}

function main(): void {
	console.log(
		`node ${process.version}, load average ${loadavg()
			.map((load) => load.toFixed(2))
			.join(' ')}`,
	);
	const roll = dice(42);
	let sink = 0;
	figure(
		'deals (Game.deal)',
		measure(0.5, 100, () => (Game.deal(1 + roll(0x7fffffff), rules).cardsHome(), 1)),
		'deals/s',
	);
	const redealing = Game.deal(1, PRESETS.unlimited.rules);
	figure(
		'redeal + undo',
		measure(0.5, 100, () => (redealing.redeal(), redealing.undoStep(), 1)),
		'pairs/s',
	);
	const sample = Game.deal(20908, rules);
	figure(
		'legalMoves() (public, allocating)',
		measure(0.5, 1000, () => ((sink += sample.legalMoves().length), 1)),
		'calls/s',
	);
	figure(
		'status()',
		measure(0.5, 1000, () => ((sink += sample.status().length), 1)),
		'calls/s',
	);

	measure(WARM_UP_SECONDS, 1000, walker(RUNS + 1));
	const rates: Rate[] = [];
	for (let run = 1; run <= RUNS; run++) {
		const rate = measure(RUN_SECONDS, 1000, walker(run));
		rates.push(rate);
		figure(`run ${run}: move + undo`, rate, 'pairs/s');
	}
	figure(
		'median: move + undo',
		{ cpu: median(rates.map((rate) => rate.cpu)), wall: median(rates.map((rate) => rate.wall)) },
		'pairs/s',
	);
	// After Montana's runs, so that the other games' code paths do not slow the headline's.
	for (const id of GAME_IDS) {
		const rate = measure(GAME_SECONDS, 1000, walker(1, GAMES[id].rules));
		console.log(`game ${id}: ${Math.round(rate.cpu)} moves/s`);
	}
	if (sink < 0) {
		console.log(sink);
	}
	console.log(`engine: ${Math.round(median(rates.map((rate) => rate.cpu)))} moves/s (median of ${RUNS})`);
}

main();
