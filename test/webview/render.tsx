/** Mounts <App/> with a fake host that records what the board posts, and feeds it host messages. */
import { act, render } from '@testing-library/preact';
import { App } from '../../src/webview/App';
import type { HostToWebview, WebviewToHost } from '../../src/protocol';

export interface Mounted {
	/** Every intent the board posted, oldest first. */
	readonly posted: WebviewToHost[];
	readonly send: (message: HostToWebview) => void;
}

export function send(message: HostToWebview): void {
	// A synchronous callback: act has flushed the render when it returns, its promise adds nothing.
	void act(() => {
		window.dispatchEvent(new MessageEvent('message', { data: message }));
	});
}

export function mountApp(...messages: HostToWebview[]): Mounted {
	const posted: WebviewToHost[] = [];
	render(<App host={{ postMessage: (message) => posted.push(message) }} />);
	messages.forEach(send);
	return { posted, send };
}

/** The text the polite live region holds now (without its re-announcement padding). */
export function announced(): string {
	return document.querySelector('[role="status"]')?.textContent?.trim() ?? '';
}

/** The status line's text. */
export function statusLine(): string {
	return document.querySelector('.status-line')?.textContent ?? '';
}

/** The hint's words under the board, while it is shown. */
export function hintLine(): string {
	return document.querySelector('.hint-note p')?.textContent ?? '';
}
