/**
 * Installs a VS Code build (code-server from npm) into the cache, once per machine.
 * `tsx scripts/vscode/install.ts` installs the builds MONTANA_VSCODE selects (all by default).
 *
 * A plain `npm install code-server` fails offline: argon2's install script and ripgrep's
 * postinstall download binaries. So we install without scripts, give ripgrep Debian's `rg`, rebuild the native modules
 * ourselves, and then run code-server's postinstall for its symlinks.
 */
import { symlinkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, selectedBuilds, type VSCodeBuild } from './builds';
import { cachedFolder } from './cached-folder';
import { exec } from './exec';
import { envFor, nodeRuntime, type NodeRuntime } from './node-runtime';
import { ensureSystemPackages, ripgrepPath } from './system-packages';

export interface InstalledVSCode {
	readonly build: VSCodeBuild;
	/** The Node that runs this build's server. */
	readonly node: string;
	/** The VS Code server's entry point (started directly, see server.ts). */
	readonly serverMain: string;
}

export async function installVSCode(build: VSCodeBuild): Promise<InstalledVSCode> {
	await ensureSystemPackages();
	const runtime = await nodeRuntime(build.nodeMajor);
	const dir = await cachedFolder(
		path.join(cacheDir, `code-server-${build.codeServer}`),
		`VS Code ${build.vscode} (code-server ${build.codeServer})`,
		(d) => installCodeServer(d, build, runtime),
	);
	const vscodeDir = path.join(dir, 'node_modules', 'code-server', 'lib', 'vscode');
	return { build, node: runtime.node, serverMain: path.join(vscodeDir, 'out', 'server-main.js') };
}

async function installCodeServer(dir: string, build: VSCodeBuild, runtime: NodeRuntime): Promise<void> {
	const env = envFor(runtime);
	const quietNpm = ['--loglevel=error', '--no-fund', '--no-audit'];
	await exec(
		'npm',
		['install', `code-server@${build.codeServer}`, '--ignore-scripts', '--no-save', '--no-package-lock', ...quietNpm],
		{ cwd: dir, env },
	);

	const codeServerDir = path.join(dir, 'node_modules', 'code-server');
	const vscodeDir = path.join(codeServerDir, 'lib', 'vscode');
	await exec('npm', ['install', '--omit=dev', '--ignore-scripts', ...quietNpm], { cwd: vscodeDir, env });
	// @vscode/ripgrep's postinstall skips its download when bin/ already exists.
	const ripgrepBin = path.join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin');
	mkdirSync(ripgrepBin, { recursive: true });
	symlinkSync(ripgrepPath, path.join(ripgrepBin, 'rg'));
	// Builds node-pty, spdlog, kerberos and watcher for this build's Node.
	await exec('npm', ['rebuild', ...quietNpm], { cwd: vscodeDir, env: { ...env, npm_config_yes: 'true' } });

	// postinstall.sh reads the Node version from the user agent; it refuses to run as root without unsafe-perm.
	const npmVersion = (await exec('npm', ['--version'], { env })).trim();
	await exec('sh', ['postinstall.sh'], {
		cwd: codeServerDir,
		env: {
			...env,
			npm_config_user_agent: `npm/${npmVersion} node/${runtime.version} linux x64`,
			npm_config_unsafe_perm: 'true',
		},
	});
}

async function main(): Promise<void> {
	for (const build of selectedBuilds()) {
		const installed = await installVSCode(build);
		console.log(`VS Code ${build.vscode}: ${installed.serverMain}`);
	}
}

if (require.main === module) {
	main().catch((error: unknown) => {
		console.error(error instanceof Error ? error.message : error);
		process.exitCode = 1;
	});
}
