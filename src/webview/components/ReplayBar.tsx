/**
 * The `.gam` editor's replay controls, the Windows game's Replay Mode with more reach:
 * to the deal, one step back, play through at a chosen speed, one step forward, to the
 * end, or straight to any move number. The host moves the board; this only asks.
 */
import { useMemo, useState } from 'preact/hooks';
import { REPLAY_SPEEDS, type ReplaySpeed, type ReplayView, type WebviewToHost } from '../../protocol';
import { useStableSteps } from '../hooks/useStableSteps';
import { movesAt, positionOfMove } from '../replaySteps';
import { Button } from './Button';

export interface ReplayBarProps {
	readonly replay: ReplayView;
	readonly post: (message: WebviewToHost) => void;
	readonly onBlocked: (reason: string) => void;
}

const AT_START = 'This is the deal: there is nothing before it.';
const AT_END = 'This is the end of the record.';

export function ReplayBar({ replay, post, onBlocked }: ReplayBarProps) {
	const { position, playing } = replay;
	const steps = useStableSteps(replay.steps);
	const counts = useMemo(() => movesAt(steps), [steps]);
	// Chosen here while paused; the host hears of it when the record plays.
	const [speed, setSpeed] = useState<ReplaySpeed>(replay.speed);
	const end = replay.steps.length;
	const goto = (target: number) => post({ type: 'replayGoto', position: target });
	const button = (label: string, title: string, target: number, blocked: string | null) => (
		<Button label={label} title={title} blocked={blocked} onBlocked={onBlocked} onPress={() => goto(target)} />
	);
	return (
		<section class="replay-bar" aria-label="Replay">
			<div class="replay-buttons" role="group" aria-label="Replay controls">
				{button('Start', 'Go to the deal', 0, position === 0 ? AT_START : null)}
				{button('Back', 'One step back (-)', position - 1, position === 0 ? AT_START : null)}
				{playing ? (
					<Button label="Pause" primary onPress={() => post({ type: 'replayPause' })} />
				) : (
					<Button
						label="Play"
						primary
						blocked={end === 0 ? 'The record has no moves yet.' : null}
						onBlocked={onBlocked}
						onPress={() => post({ type: 'replayPlay', speed })}
					/>
				)}
				{button('Forward', 'One step forward (+)', position + 1, position === end ? AT_END : null)}
				{button('End', 'Go to the end of the record', end, position === end ? AT_END : null)}
			</div>
			<label class="replay-speed">
				Speed{' '}
				<select
					value={speed}
					onChange={(e) => {
						const chosen = Number(e.currentTarget.value) as ReplaySpeed;
						setSpeed(chosen);
						if (playing) {
							post({ type: 'replayPlay', speed: chosen });
						}
					}}
				>
					{REPLAY_SPEEDS.map((s) => (
						<option key={s} value={s}>
							{s} {s === 1 ? 'step' : 'steps'} a second
						</option>
					))}
				</select>
			</label>
			<MoveInput move={counts[position]} total={counts[end]} onGo={(move) => goto(positionOfMove(counts, move))} />
			{replay.readOnly && (
				<span class="replay-badge" title="This file cannot be written here: you can replay it, not play on.">
					Read-only
				</span>
			)}
		</section>
	);
}

/** "Move [12] of 340": type a number and press Enter to go there. */
function MoveInput({ move, total, onGo }: { move: number; total: number; onGo: (move: number) => void }) {
	const [draft, setDraft] = useState<string | null>(null);
	return (
		<form
			class="replay-move"
			onSubmit={(e) => {
				e.preventDefault();
				const wanted = Number(draft);
				if (draft !== null && Number.isInteger(wanted)) {
					onGo(Math.max(0, Math.min(wanted, total)));
				}
				setDraft(null);
			}}
		>
			<label>
				Move{' '}
				<input
					type="number"
					min={0}
					max={total}
					value={draft ?? String(move)}
					onInput={(e) => setDraft(e.currentTarget.value)}
					onBlur={() => setDraft(null)}
				/>
			</label>{' '}
			of {total}
		</form>
	);
}
