/**
 * The replay's rules, apart from VS Code: where a file opens, where the board goes when
 * the record changes under it, what one step shows, and what playing at a step drops.
 * Pure: no vscode.
 */
import { counted, type GamAction, type GameId, gamActionOf } from '../../engine';
import type { GameEvent } from '../../protocol';
import type { GamOpenAt } from '../settings/settings';
import { movesAfter, type GamRecordState, type ReadRecord } from './record';

/** A file opens at its start (Replay Mode) or end, per the setting; a broken one at its last good step. */
export function startPosition(state: GamRecordState, openAt: GamOpenAt): number {
	return openAt === 'end' || state.error !== null ? state.steps.length : 0;
}

/**
 * Where the board goes when someone else changes the record (typing beside it, Undo): it
 * never shows a step the file no longer has, so it goes back to where the old and new
 * steps part; a board at the end stays at the end while the record only grows there.
 */
export function followPosition(before: readonly string[], position: number, after: readonly string[]): number {
	let same = 0;
	while (same < position && same < after.length && before[same] === after[same]) {
		same++;
	}
	return position === before.length && same === position ? after.length : same;
}

/**
 * Whether the record breaks where it did not before (a new error, or the error moved):
 * then the board goes to the last good step, as the record's banner says it shows.
 */
export function breaksAnew(before: GamRecordState, after: GamRecordState): boolean {
	const [was, is] = [before.error, after.error];
	return (
		is !== null && (was === null || was.line !== is.line || was.column !== is.column || was.message !== is.message)
	);
}

/** The event of a single step, so the board animates and announces it; none for a jump. */
export function stepEvent(state: GamRecordState, from: number, to: number): GameEvent | undefined {
	if (state.replay === null || Math.abs(to - from) !== 1) {
		return undefined;
	}
	const game = state.replay.gameAt(Math.min(from, to));
	const action = game.redo();
	const forward = to > from;
	if (action === null) {
		return undefined;
	}
	if (action.kind === 'redeal') {
		return { kind: forward ? 'redoRedeal' : 'undoRedeal', redeal: game.redeals };
	}
	return { kind: forward ? 'redoMove' : 'undoMove', move: { card: action.card, from: action.from, to: action.to } };
}

/** The action a played move or redeal (a session's event) records in game `game`. */
export function actionOf(event: GameEvent, game: GameId): GamAction {
	return event.kind === 'move' ? gamActionOf({ kind: 'move', ...event.move }, game) : { kind: 'redeal' };
}

/** Whether playing after `position` steps drops anything: later steps, or a broken tail. */
export function drops(state: ReadRecord, position: number): boolean {
	return position < state.steps.length || state.error !== null;
}

/** The question before a move drops the rest of the record; `fromLine` is where the cut falls. */
export function dropQuestion(
	state: ReadRecord,
	position: number,
	fromLine: number,
): { message: string; detail: string; action: string } {
	const undo = "VS Code's Undo brings it back.";
	const later = state.steps.length - position;
	const laterMoves = movesAfter(state, state.steps.length) - movesAfter(state, position);
	const dropped = countText(laterMoves, later - laterMoves);
	if (state.error !== null) {
		const also = later > 0 ? `, with the ${dropped} after this point,` : '';
		return {
			message: 'Play on from here?',
			detail: `This file has an error at line ${state.error.line}. Everything from line ${fromLine} on${also} is replaced by your move. ${undo}`,
			action: 'Play On',
		};
	}
	return {
		message: `Drop the ${dropped} after this point?`,
		detail: `Your move replaces the rest of this record, from line ${fromLine} on. ${undo}`,
		action: 'Play Here',
	};
}

/** "3 moves and 1 shuffle", "1 move", "2 shuffles". */
function countText(moves: number, redeals: number): string {
	return [moves > 0 ? counted(moves, 'move') : '', redeals > 0 ? counted(redeals, 'shuffle') : '']
		.filter(Boolean)
		.join(' and ');
}
