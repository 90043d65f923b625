/**
 * The page's first word to the host: `ready`, said again while no answer has come.
 *
 * The host answers every `ready` with the whole state (or the record's error), so saying
 * it twice is harmless, while a `ready` or an answer lost as VS Code sets up or moves the
 * webview would otherwise leave the player looking at an empty editor until they switch
 * tabs. Normally the answer comes within tens of milliseconds and nothing is repeated.
 */
import type { HostToWebview } from '../protocol';
import type { HostApi } from './vscodeApi';

export interface HandshakeTiming {
	/** How long to wait for an answer before saying `ready` again. */
	readonly retryMs: number;
	/** How many times to say it in all. */
	readonly tries: number;
}

const TIMING: HandshakeTiming = { retryMs: 2000, tries: 5 };

/** Says `ready` until the host has answered; returns a function that stops early. */
export function greetHost(
	host: HostApi,
	page: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
	timing = TIMING,
): () => void {
	let said = 0;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const stop = () => {
		clearTimeout(timer);
		page.removeEventListener('message', onMessage);
	};
	const onMessage = (event: Event) => {
		const type = ((event as MessageEvent).data as Partial<HostToWebview> | null)?.type;
		if (type === 'state' || type === 'recordError') {
			stop();
		}
	};
	const say = () => {
		host.postMessage({ type: 'ready' });
		said++;
		timer = said < timing.tries ? setTimeout(say, timing.retryMs) : undefined;
	};
	page.addEventListener('message', onMessage);
	say();
	return stop;
}
