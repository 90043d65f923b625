import { strict as assert } from 'node:assert';
import { LastWriteWinsMemento, type GlobalState } from '../../src/extension/storage/lastWriteWinsMemento';

/**
 * A global state that works as VS Code's does in the extension host: a write changes the
 * value in memory at once and is sent on in the next task, as the whole state; VS Code
 * then echoes what it stored back, and the echo replaces the value in memory. Here the
 * echoes wait until the test delivers them, so that one can land where it does harm.
 */
class EchoingState implements GlobalState {
	private _memory: Record<string, unknown> = {};
	/** What VS Code stored last. */
	stored: Record<string, unknown> = {};
	private readonly _echoes: Record<string, unknown>[] = [];
	private _waiting: (() => void)[] = [];

	keys(): readonly string[] {
		return Object.keys(this._memory);
	}

	get<T>(key: string, defaultValue?: T): T {
		return (this._memory[key] ?? defaultValue) as T;
	}

	setKeysForSync(): void {}

	update(key: string, value: unknown): Promise<void> {
		this._memory[key] = value === undefined ? undefined : structuredClone(value);
		if (this._waiting.length === 0) {
			setTimeout(() => this._send(), 0);
		}
		return new Promise((resolve) => this._waiting.push(resolve));
	}

	/** The oldest echo still on its way reaches the extension host. */
	deliverEcho(): void {
		this._memory = structuredClone(this._echoes.shift()!);
	}

	private _send(): void {
		this.stored = structuredClone(this._memory);
		this._echoes.push(this.stored);
		this._waiting.splice(0).forEach((resolve) => resolve());
	}
}

/** One move's save is sent; the win is recorded; the save's echo lands before the win is sent. */
async function winRecordedAsAnEchoLands(state: GlobalState & { deliverEcho(): void }): Promise<void> {
	await state.update('montana.game', { step: 125 });
	const recorded = state.update('montana.scores', { won: 1 });
	state.deliverEcho();
	await recorded;
}

describe('the global state the extension writes', () => {
	it('loses a write in VS Code when the echo of an earlier one lands before it is sent', async () => {
		const state = new EchoingState();
		await winRecordedAsAnEchoLands(state);
		assert.deepEqual(state.stored, { 'montana.game': { step: 125 } });
	});

	it('keeps that write: made again once VS Code stored the echo', async () => {
		const vscodeState = new EchoingState();
		const state = Object.assign(new LastWriteWinsMemento(vscodeState), {
			deliverEcho: () => vscodeState.deliverEcho(),
		});
		await winRecordedAsAnEchoLands(state);
		assert.deepEqual(vscodeState.stored, { 'montana.game': { step: 125 }, 'montana.scores': { won: 1 } });
		assert.deepEqual(state.get('montana.scores'), { won: 1 });
	});

	it('does not make a write again once a newer value of the key was written', async () => {
		const vscodeState = new EchoingState();
		const state = new LastWriteWinsMemento(vscodeState);
		await state.update('montana.game', { step: 1 });
		const first = state.update('montana.scores', { won: 1 });
		vscodeState.deliverEcho();
		const second = state.update('montana.scores', { won: 2 });
		await Promise.all([first, second]);
		assert.deepEqual(vscodeState.stored['montana.scores'], { won: 2 });
	});

	it('reads as the state does, a default for a key never written', async () => {
		const state = new LastWriteWinsMemento(new EchoingState());
		await state.update('montana.quotation', 3);
		assert.equal(state.get('montana.quotation'), 3);
		assert.equal(state.get('montana.nothing', 'none'), 'none');
		assert.deepEqual(state.keys(), ['montana.quotation']);
	});
});
