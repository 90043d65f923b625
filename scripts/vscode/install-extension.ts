/** Installs a .vsix into an extensions folder with the VS Code server's own CLI, as a user's VS Code would. */
import { exec } from './exec';
import type { InstalledVSCode } from './install';

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
