/**
 * Loads the host's body (host.ts, its own bundle dist/host.js) the first time a shell
 * needs it, and makes it once. A `require` of a path esbuild cannot follow keeps the body
 * out of the entry's bundle; the types come in by type-only imports, which leave no code.
 */
import * as path from 'node:path';
import type * as vscode from 'vscode';
import type * as HostModule from '../host';

export type Host = HostModule.Host;

/** The host, loaded and made on the first call. */
export type LoadHost = () => Host;

export function hostLoader(context: vscode.ExtensionContext): LoadHost {
	let host: Host | undefined;
	return () => {
		if (host === undefined) {
			// The host's bundle sits beside the entry's in dist/ (esbuild.mjs).
			// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at activation
			const { createHost } = require(path.join(__dirname, 'host.js')) as typeof HostModule;
			host = createHost(context);
		}
		return host;
	};
}
