/**
 * `npm start`: packages the extension and serves it in a real VS Code for a person to play.
 *
 *   npm start [-- --open] [-- --port N]
 *
 * Starts the VS Code server (the newest build, or the one MONTANA_VSCODE picks) with the
 * extension installed from its .vsix as a player has it (scripts/vscode/play-server.ts),
 * prints the address to open in a browser, and runs until Ctrl+C. `--open` also shows the
 * game as soon as the window is up. The player's settings, scores, games and extensions
 * stay in .vscode-test/play/, apart from the tests'.
 */
import path from 'node:path';
import { type Command, badInput, readCommandLine } from './commandLine';
import { cacheDir, selectedBuilds } from './vscode/builds';
import { installVSCode } from './vscode/install';
import { startPlayServer } from './vscode/play-server';

const START: Command = {
	usage: 'usage: npm start [-- --open] [-- --port N]',
	help: `Packages the extension, installs it in a real VS Code (the newest build, or the one
MONTANA_VSCODE names) as a player would, and prints the address to open in a browser; runs until Ctrl+C.
  --open    shows the game as soon as the window is up
  --port N  the port to serve on (a free one when omitted)`,
};

const playDir = path.join(cacheDir, 'play');

async function main(): Promise<void> {
	const { values } = readCommandLine(START, {
		options: { open: { type: 'boolean', default: false }, port: { type: 'string', default: '0' } },
	});
	const port = Number(values.port);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		badInput(START, '--port takes a port number, 0 to 65535 (0 for any free port).');
	}
	console.log('Packaging the extension ...');
	const vscode = await installVSCode(selectedBuilds().at(-1)!);
	const { server, url } = await startPlayServer(vscode, { dataDir: playDir, port, openGame: values.open });

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

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
});
