import { strict as assert } from 'node:assert';
import { RateLimitedLog } from '../../src/extension/panel/rateLimit';

/** A limiter on a clock the test moves, with the timers it set. */
function limiter(perWindow: number, windowMs: number) {
	const lines: string[] = [];
	const timers: { at: number; callback: () => void }[] = [];
	let now = 0;
	const log = new RateLimitedLog((line) => lines.push(line), {
		perWindow,
		windowMs,
		what: 'ignored webview messages',
		now: () => now,
		schedule: (callback, delayMs) => timers.push({ at: now + delayMs, callback }),
	});
	const advance = (ms: number) => {
		now += ms;
		timers.filter((timer) => timer.at <= now).forEach((timer) => timer.callback());
		timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > now));
	};
	return { log, lines, advance };
}

describe('a rate-limited log', () => {
	it('writes the first lines of a flood, then one line counting the rest when the window ends', () => {
		const { log, lines, advance } = limiter(10, 60_000);
		for (let i = 1; i <= 975; i++) {
			log.log(`message ${i}`);
		}
		assert.equal(lines.length, 10);
		assert.equal(lines[9], 'message 10');
		advance(60_000);
		assert.deepEqual(lines.slice(10), ['965 more ignored webview messages in 60 s were not logged one by one.']);
		log.log('a later one');
		assert.equal(lines.at(-1), 'a later one', 'a new window writes again');
	});

	it('writes every line of a trickle', () => {
		const { log, lines, advance } = limiter(3, 1000);
		for (let i = 1; i <= 20; i++) {
			log.log(`message ${i}`);
			advance(400);
		}
		assert.equal(lines.length, 20);
	});
});
