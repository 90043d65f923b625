/**
 * Runs one of the repository's npm scripts as a person does, and gives back what it printed
 * and how it exited.
 *
 * A script's first run in a test process goes through npm, as a person's does, and builds
 * what the script builds; its later runs start only the command npm starts after that build
 * (the script's last `&&` step), in npm's PATH, and so spare the same build again and npm's
 * own start-up, which together took most of these tests' time.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/vscode/builds';
import manifest from '../../package.json';

export interface CommandRun {
	readonly status: number | null;
	/** Standard output's lines, and standard error's (`['']` when nothing was printed). */
	readonly lines: string[];
	readonly errors: string[];
}

type Script = keyof typeof manifest.scripts;

const ranThroughNpm = new Set<Script>();

/** `npm run --silent <script> -- <args>`: the script's own output and exit status, without npm's. */
export function runCommand(script: Script, ...args: string[]): CommandRun {
	const run = ranThroughNpm.has(script) ? runAfterBuild(script, args) : runThroughNpm(script, args);
	ranThroughNpm.add(script);
	return { status: run.status, lines: run.stdout.trimEnd().split('\n'), errors: run.stderr.trimEnd().split('\n') };
}

function runThroughNpm(script: Script, args: readonly string[]): SpawnSyncReturns<string> {
	return spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, encoding: 'utf8' });
}

/** The script's last step, given `args` as npm gives them, with the repository's own commands first in PATH as npm puts them. */
function runAfterBuild(script: Script, args: readonly string[]): SpawnSyncReturns<string> {
	const command = manifest.scripts[script].split(' && ').at(-1);
	const bin = path.join(repoRoot, 'node_modules', '.bin');
	return spawnSync('sh', ['-c', `${command} "$@"`, script, ...args], {
		cwd: repoRoot,
		encoding: 'utf8',
		env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
	});
}
