/**
 * The Debian packages the harness needs: Chromium to drive the workbench, ripgrep
 * (code-server's own ripgrep would be downloaded from GitHub, which we cannot reach) and
 * the Kerberos headers its `kerberos` addon compiles against, plus the native build tools.
 * Missing ones are installed with apt when we are root; otherwise we stop and name them.
 */
import { existsSync } from 'node:fs';
import { exec } from './exec';

const requirements: readonly { readonly debianPackage: string; readonly file: string }[] = [
	{ debianPackage: 'chromium', file: '/usr/bin/chromium' },
	{ debianPackage: 'ripgrep', file: '/usr/bin/rg' },
	{ debianPackage: 'libkrb5-dev', file: '/usr/include/gssapi/gssapi.h' },
	{ debianPackage: 'g++', file: '/usr/bin/g++' },
	{ debianPackage: 'make', file: '/usr/bin/make' },
	{ debianPackage: 'python3', file: '/usr/bin/python3' },
];

export const chromiumPath = '/usr/bin/chromium';
export const ripgrepPath = '/usr/bin/rg';

let ensured: Promise<void> | undefined;

/** Installs what is missing, once per run however many builds install side by side: apt takes one at a time. */
export function ensureSystemPackages(): Promise<void> {
	ensured ??= installMissing();
	return ensured;
}

async function installMissing(): Promise<void> {
	const missing = requirements.filter((r) => !existsSync(r.file)).map((r) => r.debianPackage);
	if (missing.length === 0) {
		return;
	}
	const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
	if (!canInstall) {
		throw new Error(
			`Missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install ${missing.join(' ')}`,
		);
	}
	console.log(`Installing Debian packages: ${missing.join(' ')}`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	await exec('apt-get', ['update', '-qq'], { env });
	await exec('apt-get', ['install', '-y', '-qq', ...missing], { env });
}
