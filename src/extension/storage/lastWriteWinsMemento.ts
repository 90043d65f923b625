/**
 * The extension's `globalState`, with writes that stay written.
 *
 * VS Code echoes every write of an extension's global state back to its extension host,
 * as the whole of that extension's state at the time of the write, and the echo replaces
 * what the host holds in memory. An echo of an earlier write that arrives after a newer
 * value was set, but before VS Code sent that value on, puts the older state back, and
 * VS Code then stores it: the newer value is gone. Autoplay at 16 moves a second saves
 * the game every few milliseconds, so the echo of one move's save could undo the win the
 * next move recorded in the scores. Here each write, once VS Code has stored it, is
 * checked and made again if an echo undid it, unless a newer write of the key took over.
 */
import type * as vscode from 'vscode';

/** VS Code's `globalState`: a memento whose keys can be synced. */
export type GlobalState = vscode.Memento & { setKeysForSync(keys: readonly string[]): void };

/** How many times a write is made again before it is left to the next one: echoes do not come in endless rounds. */
const REWRITES = 5;

export class LastWriteWinsMemento implements GlobalState {
	/** The value of each key whose write is still being made, until it is stored. */
	private readonly _writing = new Map<string, unknown>();

	constructor(private readonly _state: GlobalState) {}

	keys(): readonly string[] {
		return this._state.keys();
	}

	get<T>(key: string): T | undefined;
	get<T>(key: string, defaultValue: T): T;
	get<T>(key: string, defaultValue?: T): T | undefined {
		const value = this._state.get<T>(key);
		return value === undefined ? defaultValue : value;
	}

	setKeysForSync(keys: readonly string[]): void {
		this._state.setKeysForSync(keys);
	}

	async update(key: string, value: unknown): Promise<void> {
		this._writing.set(key, value);
		for (let write = 0; write <= REWRITES; write++) {
			await this._state.update(key, value);
			if (this._writing.get(key) !== value) {
				return;
			}
			if (JSON.stringify(this._state.get(key)) === JSON.stringify(value)) {
				break;
			}
		}
		this._writing.delete(key);
	}
}
