/**
 * "Winnable deals only": from a starting game number, the first number whose deal the
 * solver proves winnable under rules without redeals. Deals it cannot decide within the
 * budget are skipped as surely as lost ones: only a found win counts. A solver that fails
 * stops the search with an error rather than passing for a deal not proved winnable.
 */
import { Game, MAX_GAME_NUMBER, MIN_GAME_NUMBER, type RuleOptions } from '../../../engine';
import type { Solve } from './solverHint';
import { solverPosition } from '../client/solverProtocol';
import { DEAL_BUDGET, DEALS_TRIED } from '../budgets';

/** Whether the option applies: the solver's answer is about the deal only when no redeal can change it. */
export function winnableDealsApply(rules: RuleOptions): boolean {
	return rules.maxRedeals === 0;
}

/**
 * The first of `from`, `from + 1`, … (wrapping past the last game number) proved winnable,
 * or undefined when none of `DEALS_TRIED` is, or `cancelled()` says stop.
 */
export async function findWinnableDeal(
	from: number,
	rules: RuleOptions,
	solve: Solve,
	cancelled: () => boolean = () => false,
	onTry: (gameNumber: number, tried: number) => void = () => undefined,
): Promise<number | undefined> {
	for (let tried = 0; tried < DEALS_TRIED && !cancelled(); tried++) {
		const gameNumber = MIN_GAME_NUMBER + ((from - MIN_GAME_NUMBER + tried) % (MAX_GAME_NUMBER - MIN_GAME_NUMBER + 1));
		onTry(gameNumber, tried);
		const answer = await solve(solverPosition(Game.deal(gameNumber, rules)), DEAL_BUDGET);
		if (answer.kind === 'winnable') {
			return gameNumber;
		}
		if (answer.kind === 'failed') {
			throw new Error(`the solver failed while looking for a winnable deal: ${answer.message}.`);
		}
	}
	return undefined;
}
