/** Runs one of the repository's commands as a person does, through tsx, and gives back what it printed and how it exited. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/vscode/builds';

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface CommandRun {
	readonly status: number | null;
	/** Standard output's lines, and standard error's (`['']` when nothing was printed). */
	readonly lines: string[];
	readonly errors: string[];
}

export function runCommand(script: string, ...args: string[]): CommandRun {
	const run = spawnSync(tsx, [script, ...args], { cwd: repoRoot, encoding: 'utf8' });
	return { status: run.status, lines: run.stdout.trimEnd().split('\n'), errors: run.stderr.trimEnd().split('\n') };
}
