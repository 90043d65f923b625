/**
 * The board's top level: holds the latest state the host sent and routes every message
 * (state, highlight, notice) and every player action (click, key, button) to where it
 * belongs. The host owns the game; this only shows it and posts intents.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Position } from '../engine';
import type { GameEvent, GameView, HostToWebview, RecordErrorView, ReplayView, ViewSettings } from '../protocol';
import { blockedReason, type Command } from './commands';
import { Board, type Mark } from './components/Board';
import { LiveRegion, type Announcement } from './components/LiveRegion';
import { MoveList } from './components/MoveList';
import { RecordError } from './components/RecordError';
import { ReplayBar } from './components/ReplayBar';
import { RulesInfo } from './components/RulesInfo';
import { StatusLine, type Said } from './components/StatusLine';
import { StuckBanner } from './components/StuckBanner';
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

interface Flash {
	readonly positions: readonly Position[];
	readonly reason: Mark;
}

/** How long a hint or a clicked find stays lit, and how long a notice stays on the status line. */
const FLASH_MS = 1800;
const NOTICE_MS = 8000;

export function App({ host }: { host: HostApi }) {
	const [shown, setShown] = useState<Shown | null>(null);
	const [choice, setChoice] = useState<DeuceChoice | null>(null);
	const [held, setHeld] = useState<readonly Position[] | null>(null);
	const [flash, setFlash] = useState<Flash | null>(null);
	const [said, setSaid] = useState<Said | null>(null);
	const [announcement, setAnnouncement] = useState<Announcement>({ text: '', seq: 0 });
	const [winClosed, setWinClosed] = useState(false);
	/** While autoplay plays, the first key or click on the page stops it (and does nothing else). */
	const [autoplaying, setAutoplaying] = useState(false);
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

	const lightUp = (positions: readonly Position[], reason: Mark): void => {
		clearTimeout(timers.current.flash);
		setFlash({ positions, reason });
		timers.current.flash = setTimeout(() => setFlash(null), FLASH_MS);
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
				lightUp(message.positions, message.reason);
				if (message.reason === 'hint' && previous) {
					const hint = hintText(previous.view, message.positions);
					// A hint that says why it is this move shows the reason on the status line too.
					if (message.why) {
						say(`${hint} ${message.why}`);
					} else {
						announce(hint);
					}
				}
				break;
			case 'recordError':
				latest.current = null;
				setShown(null);
				setUnreadable(message.error);
				break;
			case 'autoplay':
				setAutoplaying(message.playing);
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
			setAutoplaying(false);
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

	// A layout effect, so the listener is there before main.tsx posts `ready`.
	const handler = useRef(onMessage);
	handler.current = onMessage;
	useLayoutEffect(() => {
		const listener = (event: MessageEvent<HostToWebview>): void => handler.current(event.data);
		window.addEventListener('message', listener);
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
		} else if (shown?.view.status === 'won') {
			closeWin();
		}
	});

	/** Hides the win dialog and gives focus back to the board, where it was before. */
	function closeWin(): void {
		setWinClosed(true);
		document.querySelector<HTMLElement>('.board [tabindex="0"]')?.focus();
	}

	const openAsText = (): void => host.postMessage({ type: 'openAsText' });
	if (!shown) {
		return unreadable ? (
			<div class="app">
				<RecordError error={unreadable} hasBoard={false} onOpenText={openAsText} />
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
				lightUp(found.positions, 'find');
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

	const marks = new Map<Position, Mark>();
	flash?.positions.forEach((p) => marks.set(p, flash.reason));
	held?.forEach((p) => marks.set(p, 'find'));

	const classes = ['app', `style-${settings.cardStyle}`];
	if (!settings.animations) {
		classes.push('still');
	}
	const { replay, recordError } = shown;
	// In the .gam editor the move list stands beside the table.
	const table = (
		<main class="table">
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
			<StatusLine said={said} playing={view.status === 'playing'} />
			{view.status === 'won' && !winClosed && (
				<WinDialog
					view={view}
					winner={winnerOf(shown.view, replay)}
					onNewGame={() => command('newGame')}
					onScores={() => command('showScores')}
					onClose={closeWin}
				/>
			)}
		</main>
	);
	return (
		<div class={classes.join(' ')}>
			<Toolbar
				view={view}
				blocked={(c) => blockedReason(view, c)}
				onCommand={command}
				onBlocked={(reason) => say(reason, 'warning')}
			/>
			<RulesInfo rules={view.rules} next={view.nextRules} onDealNow={() => command('newGame')} />
			{recordError && <RecordError error={recordError} hasBoard onOpenText={openAsText} />}
			{replay && (
				<ReplayBar
					replay={replay}
					post={(message) => host.postMessage(message)}
					onBlocked={(reason) => say(reason, 'warning')}
				/>
			)}
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
