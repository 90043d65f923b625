/** The engine's public surface: what the extension host and the webview import. */
export {
	type Card,
	type Position,
	KING,
	SUITS,
	cardCode,
	cardName,
	isCard,
	isPosition,
	makeCard,
	rankName,
	rankOf,
	suitOf,
} from './cards';
export {
	type PresetId,
	type RedealGaps,
	type RedealWhen,
	type RuleOptions,
	DEFAULT_PRESET,
	MAX_REDEALS,
	PRESETS,
	isPresetId,
	isRedealLimit,
	presetWithRules,
} from './rules';
export { type GameFamily, type GameId, GAMES, GAME_IDS, isGameId } from './games';
export { formatRules, rulesTitle } from './rulesText';
export { type RulesInFull, type RulesSection, rulesInFull } from './rulesInFull';
export { Game, type Action, type GameStatus } from './game';
export { type GapView, type MoveAttempt, type MoveView, MAX_MOVES, followersOf, precedersOf } from './moves';
export { MIN_GAME_NUMBER, MAX_GAME_NUMBER, isGameNumber } from './random';
export { dailyGameNumber } from './daily';
export { FIRST_ERROR_ONLY, counted, positionText, wonInText } from './words';
export { suggestMove } from './hint';
export {
	type BestScores,
	type Rating,
	type ScoreEntry,
	type ScoreTableKey,
	type ScoredWin,
	type Statistics,
	type Validated,
	NO_BEST_SCORES,
	NO_STATISTICS,
	RATED_AT_MOST,
	addWin,
	averageWonMoves,
	isScoreTableKey,
	rate,
	recordResult,
	scoreTableOf,
	scoreTableTitle,
	validateBestScores,
	validateStatistics,
	winRate,
} from './scoring';
export {
	GAM_VERSION,
	MOVES_PER_LINE,
	type GamAction,
	type GamRecord,
	type HeaderField,
	type ActionSource,
	type HeaderSource,
	type ReadGam,
	actionText,
	appendAction,
	formatGam,
	gamActionOf,
	headerEndLine,
	lineEndingOf,
	lineStartBefore,
	lineStarts,
	parseGam,
	readGam,
	recordOf,
	textLines,
} from './gam';
export { Replay, type ReplayError, type ReplayStep } from './replay';
export {
	MontanaError,
	IllegalMoveError,
	InvalidDealError,
	InvalidStepError,
	InvalidRecordError,
	GamError,
} from './errors';
export {
	type GameSolution,
	type RedealPlan,
	type Searches,
	type SolveOptions,
	type SolveStats,
	planRedeal,
	replaysToWin,
	solveGame,
} from './solver';
