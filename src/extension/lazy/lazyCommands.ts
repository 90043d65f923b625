/**
 * Registers every command package.json contributes, each with a handler that loads the
 * host and runs the command there (the handlers are in commands.ts). The ids are read
 * from the manifest, so the entry keeps no list of its own.
 */
import * as vscode from 'vscode';
import type { LoadHost } from './hostLoader';

/** The part of package.json read here (VS Code hands the manifest over untyped). */
export interface ContributedCommands {
	readonly contributes: { readonly commands: readonly { readonly command: string }[] };
}

export class LazyCommands {
	static register(manifest: ContributedCommands, load: LoadHost): vscode.Disposable {
		return vscode.Disposable.from(
			...manifest.contributes.commands.map(({ command }) =>
				vscode.commands.registerCommand(command, (...args: unknown[]) => load().runCommand(command, args)),
			),
		);
	}
}
