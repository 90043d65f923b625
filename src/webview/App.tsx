/**
 * The board's top level: holds the latest state the host sent and routes every message
 * (state, highlight, notice) and every player action (click, key, button) to where it
 * belongs. The host owns the game; this only shows it and posts intents.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Position } from '../engine';
import type { GameEvent, GameView, HostToWebview, RecordErrorView, ReplayView, ViewSettings } from '../protocol';
import { blockedReason, type Command } from './commands';
import { AutoplayBanner } from './components/AutoplayBanner';
import { Board, type Mark } from './components/Board';
import { HintNote } from './components/HintNote';
import { LiveRegion, type Announcement } from './components/LiveRegion';
import { MoveList } from './components/MoveList';
import { RecordError } from './components/RecordError';
import { ReplayBar } from './components/ReplayBar';
import { RulesInfo } from './components/RulesInfo';
import { StatusLine, type Said } from './components/StatusLine';
import { StuckBanner } from './components/StuckBanner';
import { Table } from './components/Table';
import { Toolbar } from './components/Toolbar';
import { WinDialog } from './components/WinDialog';
import { choiceText, eventText, hintText, openingText, statusText, type Winner } from './describe';
import { find } from './find';
import { useShortcuts, type Shortcut } from './hooks/useShortcuts';
import { activate, type DeuceChoice } from './intents';
import { playSound } from './sound';
import type { HostApi } from './vscodeApi';

/** The latest state message, numbered so that effects run once per message. */
interface Shown {
	readonly view: GameView;
	readonly settings: ViewSettings;
	readonly event: GameEvent | undefined;
	/** In the .gam editor: the record being replayed, and its error if it has one. */
	readonly replay?: ReplayView;
	readonly recordError?: RecordErrorView;
	readonly seq: number;
}

/** A win in the .gam editor is the player's only when it was played there, not replayed; autoplay's never is. */
function winnerOf(view: GameView, replay: ReplayView | undefined): Winner {
	return !view.result?.autoplayed && (replay === undefined || replay.wonHere) ? 'you' : 'record';
}

/** A hint on the board: its cells and words, for the layout it was given for. */
interface HintShown {
	readonly from: Position;
	readonly to: Position;
	readonly text: string;
	readonly layout: string;
}

/** The cards where they lie: a hint is for this layout only. */
function layoutKey(view: GameView): string {
	return `${view.gameNumber}|${view.cells.map((cell) => cell.card ?? '-').join(',')}`;
}

/** How long a clicked find stays lit, and how long a notice stays on the status line. */
const FLASH_MS = 1800;
const NOTICE_MS = 8000;

export interface AppProps {
	readonly host: HostApi;
	/** The state the page was written with, shown as if the host had just sent it. */
	readonly initial?: HostToWebview;
}

export function App({ host, initial }: AppProps) {
	const [shown, setShown] = useState<Shown | null>(null);
	const [choice, setChoice] = useState<DeuceChoice | null>(null);
	const [held, setHeld] = useState<readonly Position[] | null>(null);
	const [flash, setFlash] = useState<readonly Position[] | null>(null);
	/** The hint stays marked until the next move (any event) or until the player dismisses it. */
	const [hint, setHint] = useState<HintShown | null>(null);
	const [said, setSaid] = useState<Said | null>(null);
	const [announcement, setAnnouncement] = useState<Announcement>({ text: '', seq: 0 });
	const [winClosed, setWinClosed] = useState(false);
	/** While autoplay plays (at `speed` moves a second), the first key or click on the page stops it (and does nothing else). */
	const [autoplay, setAutoplay] = useState<{ readonly speed: number } | null>(null);
	const autoplaying = autoplay !== null;
	/** A .gam file with no game to show (its header does not read). */
	const [unreadable, setUnreadable] = useState<RecordErrorView | null>(null);
	const timers = useRef<{ flash?: ReturnType<typeof setTimeout>; said?: ReturnType<typeof setTimeout> }>({});
	const latest = useRef<Shown | null>(null);
	latest.current = shown;

	const announce = (text: string): void => setAnnouncement((a) => ({ text, seq: a.seq + 1 }));

	/** Shows text on the status line for a while, and announces it. */
	const say = (text: string, level: Said['level'] = 'info'): void => {
		clearTimeout(timers.current.said);
		setSaid({ text, level });
		timers.current.said = setTimeout(() => setSaid(null), NOTICE_MS);
		announce(text);
	};

	const lightUp = (positions: readonly Position[]): void => {
		clearTimeout(timers.current.flash);
		setFlash(positions);
		timers.current.flash = setTimeout(() => setFlash(null), FLASH_MS);
	};

	/** Takes the hint off the board (Escape, or its close button) and says so. */
	const dismissHint = (): void => {
		setHint(null);
		announce('Hint dismissed.');
		focusBoard();
	};

	const onMessage = (message: HostToWebview): void => {
		const previous = latest.current;
		switch (message.type) {
			case 'state': {
				const { view, settings, event, replay, recordError } = message;
				const next: Shown = { view, settings, event, replay, recordError, seq: (previous?.seq ?? 0) + 1 };
				const winner = winnerOf(view, replay);
				latest.current = next;
				setShown(next);
				setUnreadable(null);
				if (view.status !== 'won') {
					setWinClosed(false);
				}
				if (event) {
					setChoice(null);
					setHint(null);
					clearTimeout(timers.current.said);
					setSaid(null);
					announce([eventText(view, event), statusText(view, winner)].filter(Boolean).join(' '));
					if (view.status === 'won' && previous?.view.status !== 'won' && settings.sounds && winner === 'you') {
						playSound('win');
					}
				} else if (!previous) {
					// The page has just opened (or come back after a reload): say where the game stands.
					announce([openingText(view), statusText(view, winner)].filter(Boolean).join(' '));
				}
				break;
			}
			case 'highlight':
				if (message.reason === 'find') {
					lightUp(message.positions);
				} else if (previous && message.positions.length === 2) {
					const text = [hintText(previous.view, message.positions), message.why].filter(Boolean).join(' ');
					const [from, to] = message.positions;
					setHint({ from, to, text, layout: layoutKey(previous.view) });
					// The hint's own line takes the place of whatever the status line said before it.
					clearTimeout(timers.current.said);
					setSaid(null);
					announce(text);
				}
				break;
			case 'recordError':
				latest.current = null;
				setShown(null);
				setUnreadable(message.error);
				break;
			case 'autoplay':
				setAutoplay(message.playing ? { speed: message.speed ?? 0 } : null);
				break;
			case 'notice':
				if (message.level === 'info' && previous?.settings.messages === false) {
					break;
				}
				say(message.text, message.level);
				if (message.level === 'warning' && previous?.settings.sounds) {
					playSound('illegal');
				}
				break;
		}
	};

	useEffect(() => {
		if (!autoplaying) {
			return undefined;
		}
		const stop = (event: Event): void => {
			event.preventDefault();
			event.stopPropagation();
			setAutoplay(null);
			host.postMessage({ type: 'stopAutoplay' });
		};
		// Capturing, so the key or click stops autoplay before any handler on the board acts on it.
		window.addEventListener('keydown', stop, true);
		window.addEventListener('click', stop, true);
		return () => {
			window.removeEventListener('keydown', stop, true);
			window.removeEventListener('click', stop, true);
		};
	}, [autoplaying, host]);

	// A layout effect, so the listener is there before main.tsx posts `ready`; and the state written
	// into the page is taken in before the first paint, which is then the board.
	const handler = useRef(onMessage);
	handler.current = onMessage;
	useLayoutEffect(() => {
		const listener = (event: MessageEvent<HostToWebview>): void => handler.current(event.data);
		window.addEventListener('message', listener);
		if (initial) {
			handler.current(initial);
		}
		return () => {
			window.removeEventListener('message', listener);
			clearTimeout(timers.current.flash);
			clearTimeout(timers.current.said);
		};
	}, []);

	const command = (which: Command): void => {
		if (!shown) {
			return;
		}
		const reason = blockedReason(shown.view, which);
		if (reason) {
			say(reason, 'warning');
			return;
		}
		setChoice(null);
		host.postMessage({ type: which });
	};

	useShortcuts((shortcut: Shortcut) => {
		if (shortcut !== 'escape') {
			command(shortcut);
		} else if (choice) {
			setChoice(null);
			announce('Cancelled.');
		} else if (hint) {
			dismissHint();
		} else if (shown?.view.status === 'won') {
			closeWin();
		}
	});

	/** Gives focus back to the board, at its keyboard cursor. */
	function focusBoard(): void {
		document.querySelector<HTMLElement>('.board [tabindex="0"]')?.focus();
	}

	/** Hides the win dialog and gives focus back to the board, where it was before. */
	function closeWin(): void {
		setWinClosed(true);
		focusBoard();
	}

	const openAsText = (): void => host.postMessage({ type: 'openAsText' });
	if (!shown) {
		return unreadable ? (
			<div class="app">
				<RecordError error={unreadable} board={null} onOpenText={openAsText} />
			</div>
		) : (
			<div class="app loading">Dealing…</div>
		);
	}
	const { view, settings } = shown;

	const onActivate = (position: Position): void => {
		const action = activate(view, position, choice);
		setChoice(action.kind === 'choose' ? action.choice : null);
		switch (action.kind) {
			case 'post':
				host.postMessage(action.message);
				break;
			case 'choose':
				say(choiceText(view, action.choice.card, action.choice.targets));
				break;
			case 'find': {
				const found = find(view, position);
				lightUp(found.positions);
				say(found.text);
				break;
			}
			case 'cancel':
				break;
		}
	};

	const onFind = (position: Position): void => {
		const found = find(view, position);
		setHeld(found.positions);
		say(found.text);
	};

	// A hint given for another layout (a state without an event, as the .gam editor sends) no longer applies.
	const hintShown = hint?.layout === layoutKey(view) ? hint : null;
	const marks = new Map<Position, Mark>();
	if (hintShown) {
		marks.set(hintShown.from, 'hint');
		marks.set(hintShown.to, 'hintTarget');
	}
	flash?.forEach((p) => marks.set(p, 'find'));
	held?.forEach((p) => marks.set(p, 'find'));

	const classes = ['app', `style-${settings.cardStyle}`];
	if (!settings.animations) {
		classes.push('still');
	}
	const { replay, recordError } = shown;
	// In the .gam editor the move list stands beside the table.
	const table = (
		<Table>
			<Board
				view={view}
				event={shown.event}
				seq={shown.seq}
				animate={settings.animations}
				choice={choice}
				marks={marks}
				onActivate={onActivate}
				onFind={onFind}
				onFindEnd={() => setHeld(null)}
			/>
			{hintShown && !said ? (
				<HintNote text={hintShown.text} onDismiss={dismissHint} />
			) : (
				<StatusLine said={said} controls={autoplaying ? 'autoplay' : view.status === 'playing' ? 'play' : null} />
			)}
			{view.status === 'won' && !winClosed && (
				<WinDialog
					view={view}
					winner={winnerOf(shown.view, replay)}
					onNewGame={() => command('newGame')}
					onScores={() => command('showScores')}
					onClose={closeWin}
				/>
			)}
		</Table>
	);
	return (
		<div class={classes.join(' ')}>
			<Toolbar
				view={view}
				autoplay={!replay}
				blocked={(c) => blockedReason(view, c)}
				onCommand={command}
				onBlocked={(reason) => say(reason, 'warning')}
			/>
			<RulesInfo rules={view.rules} next={view.nextRules} onDealNow={() => command('newGame')} />
			{recordError && <RecordError error={recordError} board={replay ?? null} onOpenText={openAsText} />}
			{replay && (
				<ReplayBar
					replay={replay}
					post={(message) => host.postMessage(message)}
					onBlocked={(reason) => say(reason, 'warning')}
				/>
			)}
			{autoplay && <AutoplayBanner speed={autoplay.speed} onStop={() => host.postMessage({ type: 'stopAutoplay' })} />}
			{view.status === 'stuck' && (
				<StuckBanner
					view={view}
					onRedeal={() => command('redeal')}
					onNewGame={() => command('newGame')}
					onRestart={() => command('restart')}
				/>
			)}
			{replay ? (
				<div class="replay-layout">
					{table}
					<MoveList
						steps={replay.steps}
						position={replay.position}
						onGoto={(position) => host.postMessage({ type: 'replayGoto', position })}
					/>
				</div>
			) : (
				table
			)}
			<LiveRegion announcement={announcement} />
		</div>
	);
}
