import { strict as assert } from 'node:assert';
import type { HostToWebview, WebviewToHost } from '../../src/protocol';
import { type BoardMessage, type ChannelPanel, WebviewChannel } from '../../src/extension/panel/webviewChannel';

/** A VS Code event that the test fires, counting its listeners. */
function emitter<T>() {
	const listeners = new Set<(e: T) => unknown>();
	return {
		event: (listener: (e: T) => unknown) => {
			listeners.add(listener);
			return { dispose: () => void listeners.delete(listener) };
		},
		fire: (e: T) => listeners.forEach((listener) => listener(e)),
		get listeners() {
			return listeners.size;
		},
	};
}

const STATE: HostToWebview = { type: 'recordError', error: { line: 1, column: 1, message: 'the state' } };

/** A channel over a fake panel and host, with everything they were asked to do. */
function setup(options: { hidden?: () => void; handle?: (message: BoardMessage) => Promise<void> | void } = {}) {
	const received = emitter<unknown>();
	const viewState = emitter<void>();
	const posted: unknown[] = [];
	const panel = {
		visible: true,
		onDidChangeViewState: viewState.event,
		webview: {
			postMessage: (message: unknown) => {
				posted.push(message);
				return Promise.resolve(true);
			},
			onDidReceiveMessage: received.event,
		},
	};
	const world = {
		messages: true,
		commands: [] as string[],
		warnings: [] as string[],
		errors: [] as string[],
		handled: [] as WebviewToHost[],
		statesBuilt: 0,
	};
	const channel = new WebviewChannel(
		panel as unknown as ChannelPanel,
		{
			messagesShown: () => world.messages,
			runCommand: (command) => {
				world.commands.push(command);
				return Promise.resolve();
			},
			logWarning: (message) => world.warnings.push(message),
			logError: (message, error) => world.errors.push(`${message}: ${String(error)}`),
		},
		{
			source: 'the test board',
			newGameCommand: 'montana.newGameHere',
			state: () => {
				world.statesBuilt++;
				return STATE;
			},
			handle:
				options.handle ??
				((message) => {
					world.handled.push(message);
				}),
			...(options.hidden ? { hidden: options.hidden } : {}),
		},
	);
	const take = () => posted.splice(0);
	const hide = () => {
		panel.visible = false;
		viewState.fire();
	};
	return { channel, world, take, hide, received, viewState, panel };
}

const notice = (text: string, level: 'info' | 'warning' = 'warning'): HostToWebview => ({
	type: 'notice',
	text,
	level,
});

describe('WebviewChannel', () => {
	it('answers ready with the whole state, built when the page asks', async () => {
		const { channel, world, take } = setup();
		assert.equal(channel.ready, false);
		await channel.receive({ type: 'ready' });
		assert.equal(channel.ready, true);
		assert.deepEqual(take(), [STATE]);
		await channel.receive({ type: 'ready' });
		assert.deepEqual(take(), [STATE]);
		assert.equal(world.statesBuilt, 2);
	});

	it('drops states while the page is away, without building them', async () => {
		const { channel, take, hide } = setup();
		let built = 0;
		const state = () => {
			built++;
			return STATE;
		};
		channel.postState(state);
		assert.deepEqual(take(), []);
		await channel.receive({ type: 'ready' });
		take();
		channel.postState(state);
		assert.deepEqual(take(), [STATE]);
		hide();
		channel.postState(state);
		assert.deepEqual(take(), []);
		assert.equal(built, 1);
	});

	it('forgets the page when the panel is hidden, and keeps the latest highlight or notice for when it is back', async () => {
		let hidden = 0;
		const { channel, take, hide, panel, viewState } = setup({ hidden: () => hidden++ });
		await channel.receive({ type: 'ready' });
		take();
		panel.visible = true;
		viewState.fire();
		assert.equal(channel.ready, true, 'a change of view state that leaves the panel visible keeps the page');
		assert.equal(hidden, 0);

		hide();
		assert.equal(channel.ready, false);
		assert.equal(hidden, 1);
		channel.show({ type: 'highlight', positions: [1, 2], reason: 'hint' });
		channel.show(notice('Nothing to undo.'));
		assert.deepEqual(take(), []);

		await channel.receive({ type: 'ready' });
		assert.deepEqual(take(), [STATE, notice('Nothing to undo.')], 'the state first, then the latest of the two');
		await channel.receive({ type: 'ready' });
		assert.deepEqual(take(), [STATE], 'a kept message is shown once');
	});

	it('shows warnings always, and information only while the messages setting is on', async () => {
		const { channel, world, take } = setup();
		await channel.receive({ type: 'ready' });
		take();
		channel.notice('No move helps.', 'info');
		channel.notice('Nothing to redo.', 'warning');
		assert.deepEqual(take(), [notice('No move helps.', 'info'), notice('Nothing to redo.')]);
		world.messages = false;
		channel.notice('No move helps.', 'info');
		channel.notice('Nothing to redo.', 'warning');
		assert.deepEqual(take(), [notice('Nothing to redo.')]);
	});

	it("shows an intent's highlight or notice, and leaves a change to the owner's state", async () => {
		const { channel, world, take } = setup();
		await channel.receive({ type: 'ready' });
		take();
		channel.showOutcome({ kind: 'highlight', positions: [3, 4] });
		channel.showOutcome({ kind: 'notice', text: 'The game is won.', level: 'info' });
		channel.showOutcome({ kind: 'changed', event: { kind: 'restart' } });
		assert.deepEqual(take(), [
			{ type: 'highlight', positions: [3, 4], reason: 'hint' },
			notice('The game is won.', 'info'),
		]);
		world.messages = false;
		channel.showOutcome({ kind: 'notice', text: 'The game is won.', level: 'info' });
		assert.deepEqual(take(), []);
	});

	it("runs the board's New Game and Best Scores buttons, and hands every other message to the owner", async () => {
		const { channel, world, take } = setup();
		await channel.receive({ type: 'newGame' });
		await channel.receive({ type: 'showScores' });
		await channel.receive({ type: 'moveCard', card: 5, to: 13 });
		await channel.receive({ type: 'replayGoto', position: 3 });
		assert.deepEqual(world.commands, ['montana.newGameHere', 'montana.showBestScores']);
		assert.deepEqual(world.handled, [
			{ type: 'moveCard', card: 5, to: 13 },
			{ type: 'replayGoto', position: 3 },
		]);
		assert.deepEqual(take(), []);
	});

	it('takes the messages the page posts through the panel', async () => {
		const { world, received } = setup();
		received.fire({ type: 'undo' });
		received.fire({ type: 'undo', times: 50 });
		await new Promise((resolve) => setImmediate(resolve));
		assert.deepEqual(world.handled, [{ type: 'undo' }]);
		assert.equal(world.warnings.length, 1);
	});

	it('ignores malformed messages with a warning that says where they came from', async () => {
		const { channel, world, take } = setup();
		await channel.receive({ type: 'ready' });
		take();
		for (const raw of [null, 'undo', { type: 'cheat' }, { type: 'moveCard', card: 104 }, { type: 'ready', now: 1 }]) {
			await channel.receive(raw);
		}
		assert.deepEqual(world.handled, []);
		assert.deepEqual(take(), []);
		assert.equal(world.warnings.length, 5);
		assert.ok(world.warnings.every((warning) => warning.startsWith('Ignored a message from the test board: ')));
		assert.match(world.warnings[2], /unknown message type "cheat"/);
	});

	/**
	 * A handler that writes down when each message starts and ends, and holds the messages of
	 * the `held` types until the test lets them finish.
	 */
	function heldHandler(...held: string[]) {
		const order: string[] = [];
		const finishers = new Map<string, () => void>();
		const handle = async (message: BoardMessage): Promise<void> => {
			order.push(`start ${message.type}`);
			if (held.includes(message.type)) {
				await new Promise<void>((resolve) => finishers.set(message.type, resolve));
			}
			order.push(`end ${message.type}`);
		};
		return { order, handle, finish: (type: string) => finishers.get(type)?.() };
	}

	it('handles one message at a time, in the order they came', async () => {
		const { order, handle, finish } = heldHandler('undo');
		const { channel } = setup({ handle });
		const first = channel.receive({ type: 'undo' });
		const second = channel.receive({ type: 'redo' });
		await new Promise((resolve) => setImmediate(resolve));
		assert.deepEqual(order, ['start undo'], 'redo waits while undo is handled');
		finish('undo');
		await Promise.all([first, second]);
		assert.deepEqual(order, ['start undo', 'end undo', 'start redo', 'end redo']);
	});

	it('lets the moves after a hint be handled while the hint thinks, the hint after the messages before it', async () => {
		const { order, handle, finish } = heldHandler('undo', 'hint');
		const { channel } = setup({ handle });
		const undo = channel.receive({ type: 'undo' });
		const hint = channel.receive({ type: 'hint' });
		const redo = channel.receive({ type: 'redo' });
		await new Promise((resolve) => setImmediate(resolve));
		assert.deepEqual(order, ['start undo'], 'the hint waits for the undo before it');
		finish('undo');
		await redo;
		assert.deepEqual(order, ['start undo', 'end undo', 'start hint', 'start redo', 'end redo'], 'redo went on');
		finish('hint');
		await hint;
		assert.deepEqual(order.slice(-1), ['end hint'], 'receive resolves once the hint is handled');
		await undo;
	});

	it('logs a message whose handling fails as an error, never rejects, and goes on with the next', async () => {
		const handled: string[] = [];
		const { channel, world } = setup({
			handle: (message) => {
				if (message.type === 'hint') {
					throw new Error('broken');
				}
				handled.push(message.type);
			},
		});
		await channel.receive({ type: 'hint' });
		await channel.receive({ type: 'undo' });
		assert.deepEqual(world.errors, ["Handling 'hint' from the test board failed: Error: broken"]);
		assert.deepEqual(handled, ['undo']);
	});

	it('once disposed, handles nothing, posts nothing and stops listening to the panel', async () => {
		const { channel, world, take, received, viewState } = setup();
		await channel.receive({ type: 'ready' });
		take();
		const queued = channel.receive({ type: 'hint' });
		channel.dispose();
		await queued;
		await channel.receive({ type: 'ready' });
		await channel.receive({ type: 'newGame' });
		channel.show(notice('Too late.'));
		channel.postState(() => STATE);
		assert.equal(channel.ready, false);
		assert.deepEqual(take(), []);
		assert.deepEqual(world.handled, []);
		assert.deepEqual(world.commands, []);
		assert.equal(received.listeners, 0);
		assert.equal(viewState.listeners, 0);
	});
});
