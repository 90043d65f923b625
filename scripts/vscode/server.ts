/**
 * Starts a VS Code server for one installed build.
 *
 * We start VS Code's own `server-main.js` rather than code-server's CLI: on 1.139 the
 * workbench honours the URL `payload` (extension development and test paths) only with
 * `--enable-smoke-test-driver`, which code-server's CLI rejects.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InstalledVSCode } from './install';

export interface ServerOptions {
	/** Holds the user data (settings) and the server's own data; one per test run or per player. */
	readonly dataDir: string;
	/** Where installed extensions live; defaults to `<dataDir>/extensions`. */
	readonly extensionsDir?: string;
	/** Extra environment for the server, which its extension hosts inherit. */
	readonly env?: Record<string, string>;
	/** The user settings to start with (on top of the ones that keep the window quiet) when there are none yet. */
	readonly settings?: Record<string, unknown>;
	/** The port to listen on; by default any free one. */
	readonly port?: number;
}

export interface VSCodeServer {
	readonly url: string;
	readonly port: number;
	/** Every line the server printed, for diagnosis. */
	readonly log: readonly string[];
	/** One message per extension host that exited abnormally (crash, kill, non-zero exit). */
	readonly extensionHostCrashes: readonly string[];
	/** Resolves when an extension host of this server exits next. */
	nextExtensionHostExit(): Promise<void>;
	/** Resolves when the server itself has exited. */
	readonly exited: Promise<void>;
	stop(): Promise<void>;
}

const quietSettings = {
	'workbench.startupEditor': 'none',
	'security.workspace.trust.enabled': false,
	'telemetry.telemetryLevel': 'off',
	'extensions.autoCheckUpdates': false,
	'extensions.autoUpdate': false,
	'update.mode': 'none',
	'workbench.tips.enabled': false,
	// The web workbench saves a changed file a second after the change; desktop VS Code, where
	// players are, keeps it unsaved (its tab marked) until they save. Without this, a test that
	// waits for a dirty tab misses it whenever the machine is slow to show it within that second.
	'files.autoSave': 'off',
	// Tests see the extension's first run in every fresh profile: its walkthrough opens only where a test asks for it.
	'workbench.welcomePage.walkthroughs.openOnInstall': false,
	// Our test workspaces live inside this repository's .vscode-test/: no offer to open its git repository.
	'git.openRepositoryInParentFolders': 'never',
	// Newer builds open a chat side bar that needs a network account anyway.
	'chat.disableAIFeatures': true,
	'workbench.secondarySideBar.defaultVisibility': 'hidden',
};

/** The settings above that VS Code scopes to the machine. */
const machineScoped = ['workbench.welcomePage.walkthroughs.openOnInstall'];

function writeSettings(file: string, settings: Record<string, unknown>): void {
	mkdirSync(path.dirname(file), { recursive: true });
	writeFileSync(file, `${JSON.stringify(settings, null, '\t')}\n`);
}

const listening = /Extension host agent listening on (\d+)/;
const hostExit = /Extension Host Process exited with code: (\S+), signal: (\S+?)\.?$/;

export function startServer(vscode: InstalledVSCode, options: ServerOptions): Promise<VSCodeServer> {
	const userDataDir = path.join(options.dataDir, 'user-data');
	const extensionsDir = options.extensionsDir ?? path.join(options.dataDir, 'extensions');
	const userSettingsFile = path.join(userDataDir, 'User', 'settings.json');
	if (!existsSync(userSettingsFile)) {
		const settings: Record<string, unknown> = { ...quietSettings, ...options.settings };
		writeSettings(userSettingsFile, settings);
		// A remote window reads machine-scoped settings from the server's machine settings, not the user's.
		writeSettings(
			path.join(userDataDir, 'Machine', 'settings.json'),
			Object.fromEntries(machineScoped.map((key) => [key, settings[key]])),
		);
	}
	const args = [
		vscode.serverMain,
		'--host',
		'127.0.0.1',
		'--port',
		String(options.port ?? 0),
		'--without-connection-token',
		'--accept-server-license-terms',
		'--enable-smoke-test-driver',
		'--disable-workspace-trust',
		'--user-data-dir',
		userDataDir,
		'--extensions-dir',
		extensionsDir,
		'--server-data-dir',
		path.join(options.dataDir, 'server-data'),
	];
	// Its own process group, so that stopping it also stops the extension hosts it forked.
	const child = spawn(vscode.node, args, {
		env: serverEnv(options.env),
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	stopWhenWeExit(child.pid!);
	const log: string[] = [];
	const crashes: string[] = [];
	const exitWaiters: (() => void)[] = [];
	let exited = false;
	const exitedPromise = new Promise<void>((resolve) =>
		child.on('exit', () => {
			exited = true;
			running.delete(child.pid!);
			resolve();
		}),
	);

	return new Promise((resolve, reject) => {
		const onLine = (line: string) => {
			log.push(line);
			const port = listening.exec(line)?.[1];
			if (port) {
				resolve(server(Number(port)));
			}
			const exit = hostExit.exec(line);
			if (exit) {
				const [, code, signal] = exit;
				if (code !== '0' || signal !== 'null') {
					crashes.push(`extension host crashed: exit code ${code}, signal ${signal}`);
				}
				exitWaiters.splice(0).forEach((wake) => wake());
			}
		};
		forEachLine(child.stdout, onLine);
		forEachLine(child.stderr, onLine);
		child.on('error', reject);
		child.on('exit', (code) =>
			reject(new Error(`VS Code server exited with ${code} before listening:\n${log.slice(-20).join('\n')}`)),
		);
	});

	function server(port: number): VSCodeServer {
		return {
			url: `http://127.0.0.1:${port}`,
			port,
			log,
			extensionHostCrashes: crashes,
			nextExtensionHostExit: () => new Promise((resolve) => exitWaiters.push(resolve)),
			exited: exitedPromise,
			stop: async () => {
				if (exited) {
					return;
				}
				killGroup(child.pid!, 'SIGTERM');
				const hard = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5000);
				await exitedPromise;
				clearTimeout(hard);
			},
		};
	}
}

const running = new Set<number>();
let exitHandlersInstalled = false;

/**
 * A detached server does not get our terminal's Ctrl+C, so whenever we exit (a signal
 * included) we take every server we started down with us.
 */
function stopWhenWeExit(pid: number): void {
	if (!exitHandlersInstalled) {
		exitHandlersInstalled = true;
		process.on('exit', () => running.forEach((p) => killGroup(p, 'SIGKILL')));
		process.once('SIGINT', () => process.exit(130));
		process.once('SIGTERM', () => process.exit(143));
	}
	running.add(pid);
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
	try {
		process.kill(-pid, signal);
	} catch {
		// Already gone.
	}
}

/** Our environment minus what a surrounding VS Code sets, which would confuse the server. */
function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
	const env = Object.fromEntries(
		Object.entries(process.env).filter(([name]) => !name.startsWith('VSCODE_') && name !== 'ELECTRON_RUN_AS_NODE'),
	);
	return { ...env, ...extra };
}

function forEachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
	let rest = '';
	stream?.on('data', (chunk: Buffer) => {
		const lines = (rest + chunk.toString()).split('\n');
		rest = lines.pop() ?? '';
		lines.forEach(onLine);
	});
}
