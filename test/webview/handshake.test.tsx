import { strict as assert } from 'node:assert';
import type { WebviewToHost } from '../../src/protocol';
import { greetHost } from '../../src/webview/handshake';

const timing = { retryMs: 15, tries: 4 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 2 s, for a loaded machine) until `holds` does. */
async function until(holds: () => boolean): Promise<void> {
	for (const deadline = Date.now() + 2000; !holds(); await pause(5)) {
		assert.ok(Date.now() < deadline, 'waited 2 s');
	}
}

/** A page of its own (an EventTarget) and a host that records what it was told. */
function greet() {
	const page = new EventTarget();
	const posted: WebviewToHost[] = [];
	const stop = greetHost({ postMessage: (message) => posted.push(message) }, page, timing);
	const answer = (data: unknown) => page.dispatchEvent(new MessageEvent('message', { data }));
	return { posted, answer, stop };
}

describe('the handshake with the host', () => {
	it('says ready at once, and no more once the state has come', async () => {
		const { posted, answer } = greet();
		assert.deepEqual(posted, [{ type: 'ready' }]);
		answer({ type: 'state' });
		await pause(timing.retryMs * 3);
		assert.equal(posted.length, 1);
	});

	it('says ready again while no answer comes, up to its number of tries', async () => {
		const { posted } = greet();
		await until(() => posted.length === timing.tries);
		await pause(timing.retryMs * 3);
		assert.deepEqual(posted, Array(timing.tries).fill({ type: 'ready' }));
	});

	it("stops at a .gam record's error too, but not at a notice or a highlight", async () => {
		const { posted, answer } = greet();
		answer({ type: 'notice', text: 'x', level: 'info' });
		answer(null);
		await until(() => posted.length >= 2);
		answer({ type: 'recordError' });
		const asked = posted.length;
		await pause(timing.retryMs * 3);
		assert.equal(posted.length, asked);
	});
});
