/**
 * Reading a game number typed by the player ("New Game by Number") or passed to the
 * command as an argument. Pure, so the rule is unit-tested once and used everywhere.
 */
import { MAX_GAME_NUMBER, MIN_GAME_NUMBER, isGameNumber } from '../../engine';

export const GAME_NUMBER_HINT = `a whole number from ${MIN_GAME_NUMBER} to ${MAX_GAME_NUMBER}`;

/** The game number in `input`, or a sentence saying what is wrong with it. */
export function parseGameNumber(
	input: unknown,
): { readonly ok: true; readonly gameNumber: number } | { readonly ok: false; readonly problem: string } {
	if (typeof input === 'number') {
		return isGameNumber(input)
			? { ok: true, gameNumber: input }
			: { ok: false, problem: `${String(input)} is not a game number: use ${GAME_NUMBER_HINT}.` };
	}
	if (typeof input !== 'string') {
		return { ok: false, problem: `A game number is ${GAME_NUMBER_HINT}.` };
	}
	// Allow "#20908" (how numbers are written in the status bar and tooltips) and surrounding spaces.
	const text = input.trim().replace(/^#/, '');
	if (text === '') {
		return { ok: false, problem: `Enter ${GAME_NUMBER_HINT}.` };
	}
	if (!/^\d+$/.test(text)) {
		return { ok: false, problem: `Use digits only: ${GAME_NUMBER_HINT}.` };
	}
	const gameNumber = Number(text);
	return isGameNumber(gameNumber)
		? { ok: true, gameNumber }
		: { ok: false, problem: `Out of range: use ${GAME_NUMBER_HINT}.` };
}
