/**
 * Generic checks of the extension as VS Code loaded it: it is the one the harness meant
 * to test, it activates from a command, and every command it contributes exists and has
 * a handler in the host (the entry registers each contributed id and hands it there).
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import manifest from '../../package.json';
import type { Manifest } from '../manifest';
import type { TestApi } from '../../src/extension/testApi';

const extensionId = `${manifest.publisher}.${manifest.name}`;

function extension(): vscode.Extension<TestApi> {
	const found = vscode.extensions.getExtension<TestApi>(extensionId);
	assert.ok(found, `VS Code has no extension ${extensionId}`);
	return found;
}

function contributedCommands(): string[] {
	return (extension().packageJSON as Manifest).contributes.commands.map((c) => c.command);
}

describe('the extension as installed', () => {
	it('is loaded from where the harness installed it', () => {
		// The .vsix pass sets this to the clean extensions folder; the source pass to the repository.
		const expected = process.env.MONTANA_EXPECTED_EXTENSION_ROOT;
		assert.ok(expected, 'the harness did not say where the extension should be loaded from');
		assert.ok(
			extension().extensionUri.fsPath.startsWith(expected),
			`${extension().extensionUri.fsPath} is not under ${expected}`,
		);
	});

	it('contributes commands', () => {
		assert.ok(contributedCommands().length > 0);
	});

	it('activates when a contributed command runs', async () => {
		await vscode.commands.executeCommand('montana.newGame');
		assert.equal(extension().isActive, true);
		await vscode.commands.executeCommand('workbench.action.closeAllEditors');
	});

	it('registers every command it contributes', async () => {
		await extension().activate();
		const registered = new Set(await vscode.commands.getCommands(true));
		const missing = contributedCommands().filter((command) => !registered.has(command));
		assert.deepEqual(missing, [], `contributed but not registered: ${missing.join(', ')}`);
	});

	it('has a handler in the host for every command it contributes, and none it does not', async () => {
		const handled = (await extension().activate()).commands;
		assert.deepEqual([...handled].sort(), [...contributedCommands()].sort());
	});
});
