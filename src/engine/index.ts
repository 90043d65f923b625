/** The engine's public surface: what the extension host and the webview import. */
export * from './cards';
export * from './rules';
export { Game, type Action, type GameStatus } from './game';
export { type GapView, type MoveView } from './moves';
export { MIN_GAME_NUMBER, MAX_GAME_NUMBER, isGameNumber } from './random';
export { MontanaError, IllegalMoveError, InvalidDealError, GamError } from './errors';
