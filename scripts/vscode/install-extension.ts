/**
 * The extension as users get it: packaged with vsce into a .vsix, and installed into an
 * extensions folder with the VS Code server's own CLI, as a user's VS Code would.
 */
import path from 'node:path';
import { repoRoot } from './builds';
import { exec } from './exec';
import type { InstalledVSCode } from './install';
import manifest from '../../package.json';

export const vsixPath = path.join(repoRoot, `${manifest.name}-${manifest.version}.vsix`);

/** Packages the extension (`npm run package`, production bundles included) into `vsixPath`. */
export async function packageExtension(): Promise<string> {
	await exec('npm', ['run', 'package'], { cwd: repoRoot });
	return vsixPath;
}

export async function installExtension(vscode: InstalledVSCode, vsix: string, extensionsDir: string): Promise<void> {
	const cliData = `${extensionsDir}-cli-data`;
	await exec(vscode.node, [
		vscode.serverMain,
		'--accept-server-license-terms',
		'--install-extension',
		vsix,
		'--force',
		'--extensions-dir',
		extensionsDir,
		'--user-data-dir',
		cliData,
		'--server-data-dir',
		cliData,
	]);
}
