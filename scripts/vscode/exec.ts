/** Runs a command to completion, quietly: its output is shown only if it fails. */
import { spawn } from 'node:child_process';

export interface ExecOptions {
	readonly cwd?: string;
	readonly env?: NodeJS.ProcessEnv;
	/** Let the command print straight to our terminal instead of capturing it. */
	readonly inherit?: boolean;
}

/** Resolves with the exit code; never rejects for a non-zero exit (see `exec`). */
export function execStatus(
	command: string,
	args: readonly string[],
	options: ExecOptions = {},
): Promise<{ code: number; output: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, {
			cwd: options.cwd,
			env: options.env ?? process.env,
			stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout?.on('data', (chunk) => (output += chunk));
		child.stderr?.on('data', (chunk) => (output += chunk));
		child.on('error', reject);
		child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
	});
}

/** Rejects with the command line and the tail of its output when it exits non-zero. */
export async function exec(command: string, args: readonly string[], options: ExecOptions = {}): Promise<string> {
	const { code, output } = await execStatus(command, args, options);
	if (code !== 0) {
		const tail = output.trim().split('\n').slice(-40).join('\n');
		throw new Error(
			`\`${command} ${args.join(' ')}\` exited with ${code}${options.cwd ? ` in ${options.cwd}` : ''}\n${tail}`,
		);
	}
	return output;
}
