import { strict as assert } from 'node:assert';
import { formatGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { Replay } from '../../src/engine/replay';
import { PRESETS } from '../../src/engine/rules';
import { headerMeaning } from '../../src/extension/gamLanguage/headerMeanings';
import { dealsOf, headerFieldAt, stepIndexAt } from '../../src/extension/gamLanguage/recordPlaces';
import { stepWords } from '../../src/extension/gamLanguage/stepWords';
import { MIXED_HEADER } from './mixedRecord';

/** Game 1 from LAYOUTS.mixed: 5H, 2S to row 2, a shuffle, then 9C is illegal. */
const TEXT = `${MIXED_HEADER}1. 5H 2S>2\n*\n`;

describe('.gam as text: places, words and deals', () => {
	it('finds the step under a place, and nothing between the words', () => {
		const replay = Replay.fromText(TEXT);
		const line = MIXED_HEADER.split('\n').length;
		assert.equal(stepIndexAt(replay.steps, line, 4), 0, 'the first letter of 5H');
		assert.equal(stepIndexAt(replay.steps, line, 5), 0, 'its last letter');
		assert.equal(stepIndexAt(replay.steps, line, 6), -1, 'the blank after it');
		assert.equal(stepIndexAt(replay.steps, line, 10), 1, 'the row of 2S>2');
		assert.equal(stepIndexAt(replay.steps, line, 1), -1, 'the move number');
		assert.equal(stepIndexAt(replay.steps, line + 1, 1), 2, 'the redeal');
		assert.equal(stepIndexAt(replay.steps, 1, 1), -1, 'the header');
	});

	it('says a move in words, and what it left', () => {
		const replay = Replay.fromText(TEXT);
		assert.deepEqual(stepWords(replay, 1), {
			what: 'Move 2: 2 of spades into row 2, column 1',
			left: `After it: 2 moves made, ${replay.gameAt(2).cardsHome()} of 48 cards home, 15 shuffles left, no move left.`,
		});
		assert.deepEqual(stepWords(replay, 2).what, 'Shuffle 1: the loose cards shuffled and dealt again');
		assert.match(stepWords(replay, 2).left, /^After it: 2 moves made, \d+ of 48 cards home, 14 shuffles left\.$/);
	});

	it('groups the moves by deal: the first deal, then each redeal with its moves', () => {
		const game = Game.deal(20908, PRESETS.windows.rules);
		const play = (count: number) => {
			for (let i = 0; i < count; i++) {
				const [move] = game.legalMoves();
				game.move(move.card, move.to);
			}
		};
		play(3);
		game.redeal();
		game.redeal();
		play(2);
		const replay = Replay.fromText(formatGam(recordOf(game)));
		assert.deepEqual(dealsOf(replay.steps), [
			{ redeal: 0, first: 0, last: 2 },
			{ redeal: 1, first: 3, last: 3 },
			{ redeal: 2, first: 4, last: 6 },
		]);
	});

	it('says what each header field means, and what the Rules line says', () => {
		const replay = Replay.fromText(`${MIXED_HEADER.replace('\n\n', '\nClub: Hove\n\n')}`);
		const meaning = (line: number) => {
			const field = headerFieldAt(replay.header, line);
			assert.ok(field);
			return headerMeaning(field, replay.record);
		};
		const lineOf = (name: string) => replay.header.find((field) => field.name === name)?.line ?? 0;
		assert.match(meaning(lineOf('Game')), /^The game number, 1 to 4294967295/);
		assert.match(meaning(lineOf('Rules')), /Here: Montana Solitaire for Windows\.$/);
		assert.match(meaning(lineOf('Layout') + 2), /^A starting layout/, 'a row of the Layout block');
		assert.match(meaning(lineOf('Club')), /^A field this version does not know/);
	});
});
