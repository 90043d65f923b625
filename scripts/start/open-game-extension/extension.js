// Installed beside the game by `npm start -- --open`: when the server was started that way
// (MONTANA_OPEN_GAME in its environment), shows the game in progress, or deals one.
'use strict';
const vscode = require('vscode');

exports.activate = async () => {
	if (!process.env.MONTANA_OPEN_GAME) {
		return;
	}
	const montana = vscode.extensions.getExtension('montana-solitaire.montana-solitaire');
	if (!montana) {
		void vscode.window.showErrorMessage('npm start -- --open: the Montana Solitaire extension is not loaded.');
		return;
	}
	// Its commands exist only once it is active; asking for one does not activate it this early.
	await montana.activate();
	await vscode.commands.executeCommand('montana.showGame');
};
