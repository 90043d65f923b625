/**
 * The VS Code that `npm start` serves a person to play in: the extension packaged into a
 * .vsix and installed as a user's VS Code has it (the route the .vsix tests take), so the
 * Extensions view lists it with its icon and details page, and the window is a player's,
 * not an "[Extension Development Host]". On a first run the Welcome page shows, listing
 * the Play Montana walkthrough, as in a fresh VS Code.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './builds';
import { exec } from './exec';
import type { InstalledVSCode } from './install';
import { installExtension, packageExtension } from './install-extension';
import { startServer, type VSCodeServer } from './server';
import { workbenchUrl } from './workbench';

export interface PlayServerOptions {
	/** The player's settings, scores, games and installed extensions live here. */
	readonly dataDir: string;
	/** The port to serve on; any free one by default. */
	readonly port?: number;
	/** Show the game as soon as the window is up. */
	readonly openGame?: boolean;
}

export interface PlayServer {
	readonly server: VSCodeServer;
	/** The address to open in a browser: the workspace folder, the extension as installed. */
	readonly url: string;
}

const openGameExtension = path.join(repoRoot, 'scripts', 'start', 'open-game-extension');

export async function startPlayServer(vscode: InstalledVSCode, options: PlayServerOptions): Promise<PlayServer> {
	const extensionsDir = path.join(options.dataDir, 'extensions');
	const workspace = path.join(options.dataDir, 'workspace');
	mkdirSync(workspace, { recursive: true });
	// Installed again each time (the same version, forced), so the player gets the code as it is now.
	await installExtension(
		vscode,
		await packageExtension(path.join(options.dataDir, 'montana-solitaire.vsix')),
		extensionsDir,
	);
	if (options.openGame) {
		await installOpenGameExtension(vscode, options.dataDir, extensionsDir);
	}
	const server = await startServer(vscode, {
		dataDir: options.dataDir,
		extensionsDir,
		port: options.port,
		env: options.openGame ? { MONTANA_OPEN_GAME: '1' } : {},
		settings: {
			'workbench.startupEditor': 'welcomePage',
			'workbench.welcomePage.walkthroughs.openOnInstall': true,
		},
	});
	return { server, url: workbenchUrl(server, { folder: workspace }) };
}

/** The little extension that opens the game when the server runs with MONTANA_OPEN_GAME. */
async function installOpenGameExtension(
	vscode: InstalledVSCode,
	dataDir: string,
	extensionsDir: string,
): Promise<void> {
	const vsix = path.join(dataDir, 'open-game.vsix');
	await exec('npx', ['vsce', 'package', '--skip-license', '--allow-missing-repository', '--out', vsix], {
		cwd: openGameExtension,
	});
	await installExtension(vscode, vsix, extensionsDir);
}
