// The harness's self-test fixture: commands that do what must fail a test run.
'use strict';
const vscode = require('vscode');

exports.activate = (context) => {
	context.subscriptions.push(
		vscode.commands.registerCommand('selfTestFixture.logError', () =>
			console.error('[montana:error] the self-test fixture logged this on purpose'),
		),
		vscode.commands.registerCommand('selfTestFixture.crash', () => process.kill(process.pid, 'SIGKILL')),
	);
};
