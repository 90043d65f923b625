/** Runs one of the repository's npm scripts as a person does, and gives back what it printed and how it exited. */
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../scripts/vscode/builds';

export interface CommandRun {
	readonly status: number | null;
	/** Standard output's lines, and standard error's (`['']` when nothing was printed). */
	readonly lines: string[];
	readonly errors: string[];
}

/** `npm run --silent <script> -- <args>`: the script's own output and exit status, without npm's. */
export function runCommand(script: string, ...args: string[]): CommandRun {
	const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, encoding: 'utf8' });
	return { status: run.status, lines: run.stdout.trimEnd().split('\n'), errors: run.stderr.trimEnd().split('\n') };
}
