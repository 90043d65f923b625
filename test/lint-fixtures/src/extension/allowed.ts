import * as vscode from 'vscode';
import { suggestMove } from '../engine';

export const hint = suggestMove;
export const window = vscode.window;
