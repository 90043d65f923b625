/**
 * Replaying a `.gam` record: every action is checked against the rules as it is
 * played, and a record with an illegal action still yields the game up to the last
 * good one, so the UI can show where things went wrong.
 */
import { Game } from './game';
import { type ActionSource, type GamAction, type GamRecord, type HeaderSource, readGam } from './gam';

export interface ReplayStep extends ActionSource {
	readonly action: GamAction;
	/** Moves and redeals made once this step is done. */
	readonly moves: number;
	readonly redeals: number;
}

export interface ReplayError {
	/** The 1-based index of the refused action among all recorded actions. */
	readonly step: number;
	readonly line: number;
	readonly column: number;
	/** The refused action's length in the text. */
	readonly length: number;
	/** "Move 12 (7H): Only the 5 of hearts can go after the 4 of hearts." */
	readonly message: string;
}

export class Replay {
	private constructor(
		readonly record: GamRecord,
		/** Where each header field stands in the text. */
		readonly header: readonly HeaderSource[],
		/** The playable steps: every recorded action up to the first illegal one. */
		readonly steps: readonly ReplayStep[],
		readonly error: ReplayError | null,
		private readonly game: Game,
	) {}

	/** Replays `.gam` text. Throws GamError if the text is not a valid record. */
	static fromText(text: string): Replay {
		const { record, header, sources } = readGam(text);
		const game =
			record.layout === null
				? Game.deal(record.gameNumber, record.rules)
				: Game.fromLayout(record.layout, record.rules, record.gameNumber);
		const steps: ReplayStep[] = [];
		let error: ReplayError | null = null;
		for (let i = 0; i < record.actions.length && error === null; i++) {
			const action = record.actions[i];
			const reason = playAction(game, action);
			if (reason === null) {
				steps.push({ ...sources[i], action, moves: game.moves, redeals: game.redeals });
			} else {
				const what =
					action.kind === 'move' ? `Move ${game.moves + 1} (${sources[i].text})` : `Shuffle ${game.redeals + 1}`;
				const { line, column, text: token } = sources[i];
				error = { step: i + 1, line, column, length: token.length, message: `${what}: ${reason}` };
			}
		}
		return new Replay(record, header, steps, error, game);
	}

	/**
	 * A game at step `step` (0 .. steps.length) with the later steps ready to redo. Each
	 * call returns a new Game; moving between steps is incremental, so stepping
	 * through thousands of moves costs one move each.
	 */
	gameAt(step: number): Game {
		this.game.seek(step);
		return this.game.clone();
	}
}

/** Plays one recorded action; returns why it is illegal, or null once it is played. */
function playAction(game: Game, action: GamAction): string | null {
	if (action.kind === 'redeal') {
		const reason = game.whyNotRedeal();
		if (reason === null) {
			game.redeal();
		}
		return reason;
	}
	const to = action.row === null ? undefined : action.row * game.columns + (action.column ?? 0);
	const attempt = game.tryMove(action.card, to);
	return attempt.ok ? null : attempt.reason;
}
