/**
 * `npm run solve -- <game number | file.gam> [--rules R] [--timeout S] [--memory MB] [--progress]`
 *
 * Says whether a position can be won without a redeal: for a game number, its deal under
 * rules R (a preset or options as in a .gam `Rules:` line; `oneDeal` when omitted); for
 * a .gam file, the position at the end of its record (its `Layout:` when it has one and
 * no moves), under the file's own rules. Prints the answer, the winning line in .gam
 * move notation (checked by replaying it on the engine), the positions searched, the
 * time and the peak memory. Exits with 0 for an answer (and for `--help`), 1 for bad
 * input, 2 for unknown.
 */
import { readFileSync } from 'node:fs';
import { Game } from '../src/engine/game';
import type { GameId } from '../src/engine/games';
import { GamError, MontanaError } from '../src/engine/errors';
import { appendAction, gamActionOf } from '../src/engine/gam';
import { formatRules } from '../src/engine/rulesText';
import { Replay } from '../src/engine/replay';
import { isGameNumber } from '../src/engine/random';
import { type SolveStats, replaysToWin, solveGame } from '../src/engine/solver';
import type { MoveView } from '../src/engine/moves';
import { counted } from '../src/engine/words';
import { type Command, badInput, readCommandLine, rulesOption } from './commandLine';

const SOLVE: Command = {
	usage: 'usage: npm run solve -- <game number | file.gam> [--rules R] [--timeout S] [--memory MB] [--progress]',
	help: `Says whether a position can be won without a redeal, and how.
  <game number>  the deal of that game number, under --rules (oneDeal when omitted)
  <file.gam>     the position at the end of the record, under the file's own rules
  --rules R      a preset (windows, oneDeal, ...), a game (galary, ...) or options as in a .gam Rules: line
  --timeout S    give up after S seconds of CPU time (60 when omitted)
  --memory MB    the most megabytes the search's tables may take (2048 when omitted)
  --progress     a line a second of CPU time on stderr while it searches (shown in a terminal anyway)
Exits with 0 for an answer, 1 for bad input, 2 when the time or the memory ran out first.`,
};

function fail(message: string): never {
	return badInput(SOLVE, message);
}

/** The game to solve, positioned where the solver starts. */
function gameFor(target: string, rulesText: string | undefined): { game: Game; what: string } {
	if (/^\d+$/.test(target)) {
		const number = Number(target);
		if (!isGameNumber(number)) {
			fail(`${target} is not a game number.`);
		}
		const rules = rulesOption(SOLVE, rulesText);
		return { game: Game.deal(number, rules), what: `game ${number}` };
	}
	if (rulesText !== undefined) {
		fail('A .gam file names its own rules: --rules goes with a game number only.');
	}
	const replay = Replay.fromText(readable(target));
	if (replay.error !== null) {
		fail(`${target}:${replay.error.line}:${replay.error.column}: ${replay.error.message}`);
	}
	const game = replay.gameAt(replay.steps.length);
	return { game, what: `${target} after ${game.moves} moves and ${game.redeals} redeals` };
}

/** The text of the file `target` names, or bad input said in words. */
function readable(target: string): string {
	try {
		return readFileSync(target, 'utf8');
	} catch (error) {
		const { code, message } = error as NodeJS.ErrnoException;
		const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : message;
		return fail(`${target} is neither a game number nor a .gam file that can be read (${why}).`);
	}
}

function megabytesOf(bytes: number): string {
	return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/**
 * The search's progress on stderr, so that a person waiting a minute sees it go on: in a
 * terminal one line rewritten in place and cleared at the end, elsewhere a line each time.
 */
function progressLines(): { show: (stats: SolveStats) => void; end: () => void } {
	const terminal = process.stderr.isTTY;
	return {
		show: (stats) => {
			const line = `searching: ${Math.round(stats.elapsedMs / 1000)} s, ${stats.positions.toLocaleString('en-US')} positions, ${megabytesOf(stats.tableBytes)} tables`;
			process.stderr.write(terminal ? `\r${line}\x1b[K` : `${line}\n`);
		},
		end: () => {
			if (terminal) {
				process.stderr.write('\r\x1b[K');
			}
		},
	};
}

/** The line in canonical .gam move text, numbered on from the moves already made. */
function gamText(line: readonly MoveView[], movesBefore: number, game: GameId): string {
	let text = '';
	line.forEach((move, i) => {
		const { offset, insert } = appendAction(text, gamActionOf({ kind: 'move', ...move }, game), movesBefore + i);
		text = text.slice(0, offset) + insert + text.slice(offset);
	});
	return text;
}

function main(): void {
	const { values, positionals } = readCommandLine(SOLVE, {
		allowPositionals: true,
		options: {
			rules: { type: 'string' },
			timeout: { type: 'string', default: '60' },
			memory: { type: 'string', default: '2048' },
			progress: { type: 'boolean', default: false },
		},
	});
	if (positionals.length !== 1) {
		fail('Give one game number or one .gam file.');
	}
	const seconds = Number(values.timeout);
	const megabytes = Number(values.memory);
	if (!(seconds > 0) || !(megabytes > 0)) {
		fail('--timeout and --memory take positive numbers (seconds, megabytes).');
	}
	let target: { game: Game; what: string };
	try {
		target = gameFor(positionals[0], values.rules);
	} catch (error) {
		if (error instanceof GamError) {
			fail(`${positionals[0]}:${error.line}:${error.column}: ${error.reason}`);
		}
		if (error instanceof MontanaError) {
			fail(error.message);
		}
		throw error;
	}
	const { game, what } = target;
	console.log(`Solving ${what}, rules: ${formatRules(game.rules)}, no redeal.`);
	const wallStart = Date.now();
	const cpuStart = process.cpuUsage();
	const cpuMs = () => {
		const { user, system } = process.cpuUsage(cpuStart);
		return (user + system) / 1000;
	};
	const progress = values.progress || process.stderr.isTTY ? progressLines() : undefined;
	const result = solveGame(game, {
		timeLimitMs: seconds * 1000,
		// The search's clock is the CPU time it took, not the time on the wall.
		now: cpuMs,
		memoryLimitBytes: megabytes * 1024 * 1024,
		onProgress: progress?.show,
		progressIntervalMs: 1000,
	});
	progress?.end();
	const cpu = cpuMs();
	const wallMs = Date.now() - wallStart;
	let code = 0;
	if (result.kind === 'winnable') {
		if (!replaysToWin(game, result.line)) {
			throw new Error('The winning line does not replay to a win on the engine.');
		}
		if (result.line.length === 0) {
			console.log('winnable: the position is won already.');
		} else {
			console.log(`winnable: a win in ${counted(result.line.length, 'move')} (checked by replaying it):`);
			process.stdout.write(gamText(result.line, game.moves, game.rules.game));
		}
	} else if (result.kind === 'lost') {
		console.log('not winnable: every position reachable without a redeal has been searched.');
	} else {
		console.log(`unknown: the ${result.reason === 'time' ? 'time' : 'memory budget'} ran out first.`);
		code = 2;
	}
	const { stats } = result;
	console.log(
		`nodes ${stats.nodes}, positions ${stats.positions}, dead ends ${stats.deadEnds}, ` +
			`time ${wallMs} ms (cpu ${cpu.toFixed(0)} ms), ` +
			`peak memory ${megabytesOf(stats.tableBytes)} tables, ${megabytesOf(process.resourceUsage().maxRSS * 1024)} process`,
	);
	process.exit(code);
}

main();
