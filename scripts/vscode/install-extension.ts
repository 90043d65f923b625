/** Installs a .vsix into an extensions folder with the VS Code server's own CLI, as a user's VS Code would. */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exec } from './exec';
import type { InstalledVSCode } from './install';

/** Installs `vsix` into a fresh `extensionsDir`; returns the folder the extension was installed to. */
export async function installExtension(vscode: InstalledVSCode, vsix: string, extensionsDir: string): Promise<string> {
	rmSync(extensionsDir, { recursive: true, force: true });
	const cliData = `${extensionsDir}-cli-data`;
	await exec(vscode.node, [vscode.serverMain, '--accept-server-license-terms', '--install-extension', vsix, '--extensions-dir', extensionsDir, '--user-data-dir', cliData, '--server-data-dir', cliData]);
	const folders = readdirSync(extensionsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
	if (folders.length !== 1) {
		throw new Error(`expected one extension in ${extensionsDir} after installing ${vsix}, found: ${folders.map((f) => f.name).join(', ') || 'none'}`);
	}
	return path.join(extensionsDir, folders[0]!.name);
}
