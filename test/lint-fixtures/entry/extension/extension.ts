// An entry that makes the world at activation, for test/lint/entry.test.ts: its run-time
// import of ./world would put the world's code in the entry's bundle. Its other imports
// are the ones an entry may make.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Host } from './host';
import { loadHost } from './lazy/hostLoader';
import { createWorld } from './world';

export function activate(): Host {
	void vscode.commands.executeCommand('noop', path.sep);
	createWorld();
	return loadHost();
}
