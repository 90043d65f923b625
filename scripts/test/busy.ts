/**
 * `npm run test:busy`: `npm test` on a busy machine, as a person's laptop is while it does
 * other work. Two processes that only spin take a core each for the whole run; they stop
 * when the tests end, however they end (a failure, an error, Ctrl+C), and the command exits
 * with `npm test`'s own code. Arguments go to `npm test` (layers: `npm run test:busy -- engine`).
 *
 * The tests wait on states and count the solver's work instead of the time, so they pass
 * here as they pass on a quiet machine, only later.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '../vscode/builds';

const SPINNERS = 2;

/** Spins, and stops by itself once its parent is gone, should this process be killed before it can stop it. */
const SPIN =
	'const parent = process.ppid; for (;;) { for (let i = 0; i < 1e7; i++) {} if (process.ppid !== parent) process.exit(); }';

function spinner(): ChildProcess {
	return spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' });
}

async function main(): Promise<number> {
	const spinners = Array.from({ length: SPINNERS }, spinner);
	const stopSpinners = () => spinners.forEach((child) => child.kill('SIGKILL'));
	process.on('exit', stopSpinners);
	console.log(
		`npm test beside ${SPINNERS} processes that keep a core busy each (pids ${spinners.map((c) => c.pid).join(', ')})`,
	);
	// npm test and all it starts in a process group of their own, so that a signal reaches every one of them.
	const tests = spawn('npm', ['test', '--', ...process.argv.slice(2)], {
		cwd: repoRoot,
		stdio: 'inherit',
		detached: true,
	});
	for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
		process.on(signal, () => process.kill(-tests.pid!, signal));
	}
	try {
		return await new Promise<number>((resolve, reject) => {
			tests.on('error', reject);
			tests.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
		});
	} finally {
		stopSpinners();
	}
}

main().then(
	(code) => (process.exitCode = code),
	(error: unknown) => {
		console.error(error instanceof Error ? error.stack : error);
		process.exitCode = 1;
	},
);
