/**
 * The VS Code builds the extension is tested on, and where the harness keeps them.
 *
 * VS Code itself cannot be downloaded on our machines, so each build comes from the npm
 * package code-server, which carries the real VS Code server and workbench. We test the
 * oldest version `engines.vscode` claims and the newest code-server offers.
 */
import path from 'node:path';

export interface VSCodeBuild {
	/** The VS Code version the build carries. */
	readonly vscode: string;
	/** The code-server npm version that carries it. */
	readonly codeServer: string;
	/** The Node major version that code-server's native modules are built for. */
	readonly nodeMajor: number;
}

export const builds: readonly VSCodeBuild[] = [
	{ vscode: '1.100.3', codeServer: '4.100.3', nodeMajor: 20 },
	{ vscode: '1.139.1', codeServer: '4.139.1', nodeMajor: 24 },
];

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Git-ignored; the conventional place (`@vscode/test-electron` keeps its downloads here too). */
export const cacheDir = path.join(repoRoot, '.vscode-test');

/**
 * The builds picked by `MONTANA_VSCODE` (a version prefix such as `1.100` or `1.139.1`),
 * or all of them when it is unset.
 */
export function selectedBuilds(filter = process.env.MONTANA_VSCODE): VSCodeBuild[] {
	if (!filter) {
		return [...builds];
	}
	const picked = builds.filter((b) => b.vscode === filter || b.vscode.startsWith(`${filter}.`));
	if (picked.length === 0) {
		const known = builds.map((b) => b.vscode).join(', ');
		throw new Error(`MONTANA_VSCODE=${filter} matches none of the VS Code builds we test on: ${known}`);
	}
	return picked;
}
