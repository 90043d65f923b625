/**
 * The extension's log: one LogOutputChannel, "Montana Solitaire" (Output view).
 *
 * `logError` also writes a tagged line to the console. The test harness fails any run in
 * which the extension logs such a line, so it is for real faults only; a malformed
 * webview message or a bad setting is the user's or the webview's problem, not ours, and
 * goes to `logWarning`.
 */
import * as vscode from 'vscode';
import { RateLimitedLog } from './panel/rateLimit';

let channel: vscode.LogOutputChannel | undefined;

/** Creates the channel; the returned disposable closes it when the extension deactivates. */
export function createLog(): vscode.Disposable {
	channel = vscode.window.createOutputChannel('Montana Solitaire', { log: true });
	return new vscode.Disposable(() => {
		channel?.dispose();
		channel = undefined;
	});
}

export function logInfo(message: string): void {
	channel?.info(message);
}

export function logWarning(message: string): void {
	channel?.warn(message);
}

/** A webview message the host ignored: logged as a warning, but a flood of them only in part (rateLimit.ts). */
const ignoredMessages = new RateLimitedLog(logWarning, {
	perWindow: 20,
	windowMs: 10_000,
	what: 'ignored webview messages',
});

export function logIgnoredMessage(message: string): void {
	ignoredMessages.log(message);
}

export function logError(message: string, error?: unknown): void {
	const detail = error === undefined ? message : `${message}: ${describeError(error)}`;
	channel?.error(detail);
	console.error('[montana:error] ' + detail);
}

function describeError(error: unknown): string {
	return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
