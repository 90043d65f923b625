import * as vscode from 'vscode';

export const window = vscode.window;
