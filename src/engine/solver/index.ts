/**
 * The solver's entry: what the rest of the engine, the host's worker and the command
 * line ask of it. Solve a game (`solveGame`, fromGame.ts), check a line by replaying it
 * (`replaysToWin`), plan the moves before a redeal (`planRedeal`), in the terms of the
 * contract (contract.ts). The folders below are its parts: montana/, general/, tables/,
 * schedule/ (docs/architecture.md, "The solver's pipeline").
 */
export { replaysToWin, solveGame } from './fromGame';
export {
	type GameSolution,
	type RedealPlan,
	SEARCHES,
	type Searches,
	type SolveOptions,
	type SolveStats,
} from './contract';
export { planRedeal } from './schedule/planner';
