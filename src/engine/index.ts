/** The engine's public surface: what the extension host and the webview import. */
export * from './cards';
export * from './rules';
export * from './games';
export { formatRules, rulesTitle } from './rulesText';
export { Game, type Action, type GameStatus } from './game';
export { type GapView, type MoveAttempt, type MoveView, MAX_MOVES, followersOf, precedersOf } from './moves';
export { MIN_GAME_NUMBER, MAX_GAME_NUMBER, isGameNumber } from './random';
export { dailyGameNumber } from './daily';
export { counted, wonInText } from './words';
export { suggestMove } from './hint';
export * from './scoring';
export {
	GAM_VERSION,
	MOVES_PER_LINE,
	type GamAction,
	type GamRecord,
	type HeaderField,
	type ActionSource,
	actionText,
	appendAction,
	formatGam,
	gamActionOf,
	lineEndingOf,
	lineStartBefore,
	lineStarts,
	parseGam,
	readGam,
	recordOf,
	textLines,
} from './gam';
export { Replay, type ReplayError, type ReplayStep } from './replay';
export { MontanaError, IllegalMoveError, InvalidDealError, InvalidRecordError, GamError } from './errors';
export { type GameSolution, replaysToWin, solveGame } from './solver/fromGame';
export type { Searches, SolveOptions, SolveStats } from './solver/contract';
export { type RedealPlan, planRedeal } from './solver/schedule/planner';
