/** Plays a record forward on a timer, like holding down the Windows game's + key. */
import type { ReplaySpeed } from '../../protocol';

export const DEFAULT_SPEED: ReplaySpeed = 4;

export class ReplayTimer {
	private _timer: ReturnType<typeof setInterval> | undefined;
	private _speed: ReplaySpeed = DEFAULT_SPEED;

	get playing(): boolean {
		return this._timer !== undefined;
	}

	/** The speed of the last play, kept while paused so the control shows it. */
	get speed(): ReplaySpeed {
		return this._speed;
	}

	/** Calls `tick` `speed` times a second until `stop`. */
	start(speed: ReplaySpeed, tick: () => void): void {
		this.stop();
		this._speed = speed;
		this._timer = setInterval(tick, 1000 / speed);
	}

	stop(): void {
		clearInterval(this._timer);
		this._timer = undefined;
	}
}
