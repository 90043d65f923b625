/**
 * The extension as users get it: packaged with vsce into a .vsix, and installed into an
 * extensions folder with the VS Code server's own CLI, as a user's VS Code would.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, repoRoot } from './builds';
import { exec } from './exec';
import type { InstalledVSCode } from './install';

/** What the package is made of (.vscodeignore picks from them), copied into the staging folder. */
const SHIPPED = ['package.json', '.vscodeignore', 'README.md', 'CHANGELOG.md', 'LICENSE', 'media', 'syntaxes'];
/** What building the production bundles reads, linked into it (vsce does not follow linked folders). */
const BUILD_INPUTS = ['src', 'node_modules', 'esbuild.mjs', 'tsconfig.json'];

/**
 * Packages the extension (`npm run package`: production bundles, then vsce) into `vsix`.
 * It packages a staging copy of the repository, whose own dist/ gets the production
 * bundles: the development bundles in the repository's dist/, which the tests and a
 * running VS Code load, are never rewritten under them.
 */
export async function packageExtension(vsix: string): Promise<string> {
	mkdirSync(cacheDir, { recursive: true });
	mkdirSync(path.dirname(vsix), { recursive: true });
	const staging = mkdtempSync(path.join(cacheDir, 'package-'));
	try {
		for (const name of SHIPPED) {
			cpSync(path.join(repoRoot, name), path.join(staging, name), { recursive: true });
		}
		for (const name of BUILD_INPUTS) {
			symlinkSync(path.join(repoRoot, name), path.join(staging, name));
		}
		await exec('npm', ['run', 'package', '--', '--out', vsix], { cwd: staging });
	} finally {
		rmSync(staging, { recursive: true, force: true });
	}
	return vsix;
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
