/**
 * A log line that can come in floods (a misbehaving webview posting thousands of bad
 * messages in a burst): the first few in each window of time are written, the rest only
 * counted, and one line at the window's end says how many were left out, so that a
 * flood cannot fill the log. Pure: the writer, the clock and the timer are passed in.
 */

export interface RateLimitOptions {
	/** Lines written in each window; the rest are counted. */
	readonly perWindow: number;
	readonly windowMs: number;
	/** "ignored webview messages": what the summary line counts. */
	readonly what: string;
	readonly now?: () => number;
	readonly schedule?: (callback: () => void, delayMs: number) => void;
}

export class RateLimitedLog {
	private _windowStart = Number.NEGATIVE_INFINITY;
	private _written = 0;
	private _leftOut = 0;
	private readonly _now: () => number;
	private readonly _schedule: (callback: () => void, delayMs: number) => void;

	constructor(
		private readonly _write: (line: string) => void,
		private readonly _options: RateLimitOptions,
	) {
		this._now = _options.now ?? Date.now;
		this._schedule = _options.schedule ?? ((callback, delayMs) => setTimeout(callback, delayMs));
	}

	log(line: string): void {
		const now = this._now();
		if (now - this._windowStart >= this._options.windowMs) {
			this._flush();
			this._windowStart = now;
			this._written = 0;
		}
		if (this._written < this._options.perWindow) {
			this._written++;
			this._write(line);
			return;
		}
		if (this._leftOut === 0) {
			this._schedule(() => this._flush(), this._windowStart + this._options.windowMs - now);
		}
		this._leftOut++;
	}

	private _flush(): void {
		if (this._leftOut > 0) {
			const seconds = Math.round(this._options.windowMs / 1000);
			this._write(`${this._leftOut} more ${this._options.what} in ${seconds} s were not logged one by one.`);
			this._leftOut = 0;
		}
	}
}
