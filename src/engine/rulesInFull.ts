/**
 * A game's rules in full, for a player who has never played it: its goal, what a gap
 * takes, and its redeals, in three short sections. The goal and the redeals are read from
 * the rules themselves (the game's declaration and the options in force), so custom rules
 * are described as they are played; what a gap takes is the game's own `howToPlay`. The
 * game panel's Rules and Choose Rules' answer both show these words, written once.
 */
import { rankName } from './cards';
import { GAMES } from './games';
import type { RuleOptions } from './rules';
import { rulesTitle } from './rulesText';
import { capitalised, counted } from './words';

export interface RulesSection {
	readonly heading: 'Goal' | 'How to play' | 'Shuffles';
	readonly text: string;
}

export interface RulesInFull {
	/** The rules' title: "Blue Moon", "Gaps (Solitaire Till Dawn)", "Blue Moon, 3 redeals". */
	readonly title: string;
	readonly sections: readonly RulesSection[];
}

export function rulesInFull(rules: RuleOptions): RulesInFull {
	return {
		title: rulesTitle(rules),
		sections: [
			{ heading: 'Goal', text: goalText(rules) },
			{ heading: 'How to play', text: GAMES[rules.game].howToPlay },
			{ heading: 'Shuffles', text: redealsText(rules) },
		],
	};
}

/** "Build every row from Ace to King in one suit, starting in the first column: all 52 cards home wins.", in Blue Moon */
export function goalText(rules: RuleOptions): string {
	const game = GAMES[rules.game];
	const first = capitalised(rankName(game.run[0]));
	const last = capitalised(rankName(game.run[game.run.length - 1]));
	const cards = game.rows * game.run.length;
	const suits = game.decks === 2 ? ', two rows for each suit' : '';
	const fixed = rules.fixedSuits ? ' Suits are fixed: clubs, diamonds, hearts, spades from the top row down.' : '';
	return `Build every row from ${first} to ${last} in one suit${suits}, starting in the first column: all ${cards} cards home wins.${fixed}`;
}

const REDEAL_GAPS: Readonly<Record<RuleOptions['redealGaps'], string>> = {
	random: 'and the gaps land at random',
	afterRun: "with a gap right after each row's home run",
	lastColumn: "with each row's gap in its last column",
};

/** "2 shuffles, at any time: the cards not home are shuffled and dealt again, …; a shuffle can be undone." */
export function redealsText(rules: RuleOptions): string {
	if (rules.maxRedeals === 0) {
		return 'No shuffle: the first deal is the whole game.';
	}
	const count = rules.maxRedeals === null ? 'Unlimited shuffles' : capitalised(counted(rules.maxRedeals, 'shuffle'));
	const when = rules.redealWhen === 'anytime' ? 'at any time' : 'only when no move is left';
	const undo = rules.redealUndoable ? 'a shuffle can be undone' : 'a shuffle cannot be undone';
	return `${count}, ${when}: the cards not home are shuffled and dealt again, ${REDEAL_GAPS[rules.redealGaps]}; ${undo}.`;
}
