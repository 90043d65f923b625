/**
 * The engine's game as the webview sees it: a `GameView` (protocol.ts), plain JSON with
 * everything the board needs to render, so the webview never re-implements a rule.
 * Pure; the webview tests use it to build their fixtures from real games.
 */
import { type Game, rate } from '../../engine';
import type { CellView, GameView, NotCounted, Quotation } from '../../protocol';
import type { Placement } from '../storage/savedGame';
import { rulesLabel, type PresetChoice } from '../settings/settings';

/**
 * `placement` is where the game landed in the best-score tables, once it is won and
 * recorded; a won game without one shows its rating and no places. `quotation` greets
 * a won game; `autoplayed` marks a win autoplay finished; `notCounted` says why a won
 * record stays out of the best scores.
 */
export function toGameView(
	game: Game,
	preset: PresetChoice,
	placement: Placement | null = null,
	quotation: Quotation | null = null,
	autoplayed = false,
	notCounted: NotCounted | null = null,
): GameView {
	const cells: CellView[] = [];
	for (let position = 0; position < game.rows * game.columns; position++) {
		const card = game.cardAt(position);
		const gap = game.gapAt(position);
		cells.push(gap === null ? { position, card, home: game.isHome(position) } : { position, card, home: false, gap });
	}
	const status = game.status();
	const redealBlockedReason = game.whyNotRedeal();
	return {
		gameNumber: game.gameNumber,
		preset,
		presetLabel: rulesLabel(game.rules, preset),
		rules: game.rules,
		gameName: game.declaration.name,
		rows: game.rows,
		columns: game.columns,
		cardsToPlace: game.cardsToPlace,
		cells,
		moves: game.moves,
		redeals: game.redeals,
		redealsLeft: game.redealsLeft(),
		cardsHome: game.cardsHome(),
		status,
		legalMoves: game.legalMoves(),
		canUndo: game.canUndo(),
		canRedo: game.canRedo(),
		canRedeal: redealBlockedReason === null,
		redealBlockedReason,
		...(status === 'won'
			? {
					result: {
						rating: rate(game.moves, game.redeals),
						fewestShufflesPlace: placement?.fewestShufflesPlace ?? null,
						fewestMovesPlace: placement?.fewestMovesPlace ?? null,
						...(quotation ? { quotation } : {}),
						...(autoplayed ? { autoplayed: true as const } : {}),
						...(notCounted ? { notCounted } : {}),
					},
				}
			: {}),
	};
}
