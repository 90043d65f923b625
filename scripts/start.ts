/**
 * `npm start`: builds the extension and serves it in a real VS Code for a person to play.
 *
 *   npm start [-- --open] [-- --port N]
 *
 * Starts the VS Code server (the newest build, or the one MONTANA_VSCODE picks) with the
 * extension loaded from this repository, prints the address to open in a browser, and
 * runs until Ctrl+C. `--open` also shows the game as soon as the window is up. The
 * player's settings, scores and games stay in .vscode-test/play/, apart from the tests'.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Command, badInput, readCommandLine } from './commandLine';
import { cacheDir, repoRoot, selectedBuilds } from './vscode/builds';
import { exec } from './vscode/exec';
import { installVSCode, type InstalledVSCode } from './vscode/install';
import { installExtension } from './vscode/install-extension';
import { startServer } from './vscode/server';
import { workbenchUrl } from './vscode/workbench';

const START: Command = {
	usage: 'usage: npm start [-- --open] [-- --port N]',
	help: `Builds the extension and serves it in a real VS Code (the newest build, or the one
MONTANA_VSCODE names), then prints the address to open in a browser; runs until Ctrl+C.
  --open    shows the game as soon as the window is up
  --port N  the port to serve on (a free one when omitted)`,
};

const openGameExtension = path.join(__dirname, 'start', 'open-game-extension');
const playDir = path.join(cacheDir, 'play');

async function main(): Promise<void> {
	const { values } = readCommandLine(START, {
		options: { open: { type: 'boolean', default: false }, port: { type: 'string', default: '0' } },
	});
	const port = Number(values.port);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		badInput(START, '--port takes a port number, 0 to 65535 (0 for any free port).');
	}
	console.log('Building the extension ...');
	await exec('npm', ['run', '--silent', 'build'], { cwd: repoRoot, inherit: true });
	const vscode = await installVSCode(selectedBuilds().at(-1)!);

	const workspace = path.join(playDir, 'workspace');
	mkdirSync(workspace, { recursive: true });
	if (values.open) {
		await installOpenGameExtension(vscode);
	}
	const server = await startServer(vscode, {
		dataDir: playDir,
		port,
		env: values.open ? { MONTANA_OPEN_GAME: '1' } : {},
		// A player's first run opens the Play Montana walkthrough, as an install from the Marketplace does.
		settings: { 'workbench.welcomePage.walkthroughs.openOnInstall': true },
	});
	const url = workbenchUrl(server, { folder: workspace, extensionDevelopmentPaths: [repoRoot] });

	console.log(
		`\nMontana Solitaire is running in VS Code ${vscode.build.vscode}. Open this address in your browser:\n\n  ${url}\n`,
	);
	console.log(
		values.open
			? 'The game opens with the window.'
			: 'Then run "Montana: New Game" from the Command Palette (Ctrl+Shift+P).',
	);
	console.log('Press Ctrl+C to stop.');
	await server.exited;
	console.error('The VS Code server stopped.');
	process.exitCode = 1;
}

/**
 * The workbench URL loads one extension from source (the game), so the little extension
 * that opens the game is packaged and installed into the player's extensions folder.
 */
async function installOpenGameExtension(vscode: InstalledVSCode): Promise<void> {
	const vsix = path.join(playDir, 'open-game.vsix');
	await exec('npx', ['vsce', 'package', '--skip-license', '--allow-missing-repository', '--out', vsix], {
		cwd: openGameExtension,
	});
	await installExtension(vscode, vsix, path.join(playDir, 'extensions'));
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
});
