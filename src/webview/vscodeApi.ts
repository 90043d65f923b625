/**
 * The page's one handle on VS Code.
 *
 * `acquireVsCodeApi()` may be called only once per page load, and the object must not
 * leak into the global scope (it could post anything to the host), so it lives here and
 * is handed to <App/> as a prop. Tests pass their own `HostApi` instead.
 */
import type { WebviewToHost } from '../protocol';

/** All the board needs from VS Code: a way to post intents to the host. */
export interface HostApi {
	postMessage(message: WebviewToHost): void;
}

declare function acquireVsCodeApi(): HostApi;

let api: HostApi | undefined;

export function vscodeApi(): HostApi {
	api ??= acquireVsCodeApi();
	return api;
}
