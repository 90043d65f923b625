import { strict as assert } from 'node:assert';
import { GamError } from '../../src/engine/errors';
import { type GamRecord, appendAction, formatGam, gamActionOf, parseGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { suggestMove } from '../../src/engine/hint';
import { Replay } from '../../src/engine/replay';
import { PRESETS } from '../../src/engine/rules';
import { gamErrorOf } from './gamHelpers';
import { card, layoutFrom, show } from './helpers';

/** Text as written in a test, without the test's indentation. */
function text(lines: string): string {
	return lines.replace(/^\n/, '').replace(/^\t+/gm, '');
}

function gamError(source: string): GamError {
	return gamErrorOf(() => parseGam(source));
}

const CANONICAL = text(`
	Montana-Gam: 1
	Rules: gaps suits=fixed
	Game: 20908
	Layout:
	  2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
	  2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
	  2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
	  2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS
	Player: John Gouldie
	Date: 1996-02-14
	Location: Raleigh, NC
	Chances: Dang Near Impossible

	1. 3H TD JS 2H>4 4H 5H 2D>1 3D 4D 5D
	11. 6D 7D
	*
	13. 8S 9S
`);

describe('.gam records: format and parse', () => {
	it('reads the canonical text into a record and writes exactly the same text back', () => {
		const record = parseGam(CANONICAL);
		assert.deepEqual(record.rules, { ...PRESETS.gaps.rules, fixedSuits: true });
		assert.equal(record.gameNumber, 20908);
		assert.equal(record.layout?.[49], null);
		assert.equal(record.player, 'John Gouldie');
		assert.equal(record.date, '1996-02-14');
		assert.deepEqual(record.extraFields, [
			{ name: 'Location', value: 'Raleigh, NC' },
			{ name: 'Chances', value: 'Dang Near Impossible' },
		]);
		assert.equal(record.actions.length, 15);
		assert.deepEqual(record.actions[3], { kind: 'move', card: card('2H'), row: 3 });
		assert.deepEqual(record.actions[12], { kind: 'redeal' });
		assert.equal(formatGam(record), CANONICAL);
	});

	it('reads what a person might write: comments, any case, 10 for T, no numbers, CRLF', () => {
		const written = [
			'# my best game',
			'montana-gam: 1',
			'rules:   Windows   # not a comment in a header value, so this fails?',
		];
		assert.match(gamError(written.join('\n')).message, /Line 3, column 20: "#" is not a rule preset/);
		const record = parseGam(
			[
				'# my best game',
				'montana-gam: 1',
				'RULES: windows',
				'# the famous one',
				'game: 20908',
				'',
				'10d 2h>4  # why not',
				'* 3h',
				'',
			].join('\r\n'),
		);
		assert.deepEqual(record.actions, [
			{ kind: 'move', card: card('TD'), row: null },
			{ kind: 'move', card: card('2H'), row: 3 },
			{ kind: 'redeal' },
			{ kind: 'move', card: card('3H'), row: null },
		]);
		assert.equal(
			formatGam(record),
			text(`
			Montana-Gam: 1
			Rules: windows
			Game: 20908

			1. TD 2H>4
			*
			3. 3H
		`),
		);
	});

	it('says where and what is wrong, with 1-based line and column', () => {
		const cases: [string, number, number, RegExp][] = [
			['', 1, 1, /starts with "Montana-Gam: 1"/],
			['Game: 5\n', 1, 1, /starts with "Montana-Gam: 1"/],
			['Montana-Gam: 2\n', 1, 14, /format version 2; this version of Montana Solitaire reads version 1/],
			['Montana-Gam: 1\nRules: windows\n', 3, 1, /needs "Game:"/],
			['Montana-Gam: 1\nGame: 0\nRules: windows\n', 2, 7, /from 1 to 4294967295/],
			[
				'Montana-Gam: 1\nRules: windows redeals=lots\nGame: 1\n',
				2,
				24,
				/redeals must be a number from 0 to 100, or unlimited, not "lots"/,
			],
			['Montana-Gam: 1\nRules: windows colour=red\nGame: 1\n', 2, 16, /"colour" is not a rule option/],
			[
				'Montana-Gam: 1\nRules: windows redeals=3=4\nGame: 1\n',
				2,
				24,
				/redeals must be a number from 0 to 100, or unlimited, not "3=4"/,
			],
			['Montana-Gam: 1\nRules: windows\n\n1. 7H 8H\n', 3, 1, /needs "Game:"/],
			['Montana-Gam: 1\nRules: redeals=2\nGame: 1\n', 2, 8, /or all of the options/],
			[
				'Montana-Gam: 1\nRules: windows redeals=101\nGame: 1\n',
				2,
				24,
				/redeals must be a number from 0 to 100, or unlimited, not "101"/,
			],
			['Montana-Gam: 1\nRules: windows\nRules: gaps\n', 3, 1, /Rules is given twice/],
			['Montana-Gam: 1\nRules: windows\nGame: 1\nthis is not a field\n', 4, 1, /Expected a header field/],
			['Montana-Gam: 1\nRules: windows\nGame: 1\n\n1. 3H 4H ZZ\n', 5, 10, /"ZZ" is not a move/],
			[
				'Montana-Gam: 1\nRules: windows\nGame: 1\n\n1. 3H 2H\n',
				5,
				9,
				/A 2 needs the row it goes to, 1 to 4, like 2H>3/,
			],
			['Montana-Gam: 1\nRules: windows\nGame: 1\n\n1. 3H>2\n', 5, 6, /Only a 2 takes a row/],
			[
				'Montana-Gam: 1\nRules: windows\nGame: 1\n\n1. 3H 4H\n4. 5H\n',
				6,
				1,
				/numbered 4, but its first move is move 3/,
			],
			['Montana-Gam: 1\nRules: windows\nGame: 1\nLayout:\n  2C 3C\n', 5, 3, /A layout row has 13 cells/],
			['Montana-Gam: 1\nRules: windows\nGame: 1\nLayout:\n', 5, 1, /Row 1 of the layout is missing/],
		];
		for (const [source, line, column, message] of cases) {
			const error = gamError(source);
			assert.deepEqual([error.line, error.column], [line, column], `${JSON.stringify(source)}: ${error.message}`);
			assert.match(error.reason, message);
			assert.equal(error.message, `Line ${line}, column ${column}: ${error.reason}`);
		}
	});

	it('checks an explicit layout is a Montana layout', () => {
		const layout = CANONICAL.replace('KS\n', 'AS\n');
		assert.match(gamError(layout).reason, /aces are not dealt/);
	});
});

describe('.gam records: replay', () => {
	function played(game: Game, count: number): Game {
		for (let i = 0; i < count; i++) {
			const move = suggestMove(game);
			if (move === null) {
				if (game.whyNotRedeal() !== null) break;
				game.redeal();
			} else {
				game.play(move.from, move.to);
			}
		}
		return game;
	}

	it('replays a saved game to the same position, step by step', () => {
		const game = played(Game.deal(20908, PRESETS.windows.rules), 60);
		const replay = Replay.fromText(formatGam(recordOf(game, { player: 'Ann' })));
		assert.equal(replay.error, null);
		assert.equal(replay.steps.length, game.step);
		const end = replay.gameAt(replay.steps.length);
		assert.equal(show(end), show(game));
		assert.equal([end.moves, end.redeals, end.cardsHome()].join(), [game.moves, game.redeals, game.cardsHome()].join());
		assert.equal(show(replay.gameAt(0)), show(Game.deal(20908, PRESETS.windows.rules)));
		const atTen = replay.gameAt(10);
		assert.equal(atTen.step, 10);
		assert.ok(atTen.canRedo(), 'the rest of the record is there to redo, as in the Windows Replay Mode');
		assert.deepEqual([replay.steps[0].line, replay.steps[0].column], [6, 4]);
	});

	it('says which move is illegal and why, and keeps the game up to the last good one', () => {
		const source = text(`
			Montana-Gam: 1
			Rules: windows
			Game: 1
			Layout:
			  2H 3H 4H -- 6C 7C 8C 9C TC JC QC KC 5H
			  -- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S
			  KD -- 2C 3C 4C 5C 6H 7H 8H 9H TH JH QH
			  KH -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD

			1. 5H 2S>2 9C 7D
		`);
		const replay = Replay.fromText(source);
		assert.deepEqual(replay.error, {
			step: 3,
			line: 10,
			column: 12,
			length: 2,
			message: 'Move 3 (9C): The 9 of clubs can only go into the gap after the 8 of clubs, and that cell is not a gap.',
		});
		assert.equal(replay.steps.length, 2);
		assert.equal(replay.gameAt(2).cardsHome(), 16);
	});

	it('refuses shuffles the rules do not allow', () => {
		const replay = Replay.fromText('Montana-Gam: 1\nRules: gaps\nGame: 1\n\n*\n');
		assert.deepEqual(replay.error, {
			step: 1,
			line: 5,
			column: 1,
			length: 1,
			message: 'Shuffle 1: You may shuffle only when no move is left.',
		});
	});

	it('appends one action at a time to canonical text, giving what formatGam writes', () => {
		const game = Game.deal(7, PRESETS.windows.rules);
		let source = formatGam(recordOf(game));
		for (let i = 0; i < 45; i++) {
			if (i % 17 === 16) {
				game.redeal();
			} else {
				const move = game.legalMoves()[0];
				game.play(move.from, move.to);
			}
			const actions = game.actions();
			const last = actions[actions.length - 1];
			const edit = appendAction(source, gamActionOf(last, 'montana'), game.moves - (last.kind === 'move' ? 1 : 0));
			source = source.slice(0, edit.offset) + edit.insert + source.slice(edit.offset);
			assert.equal(source, formatGam(recordOf(game)), `after action ${i + 1}`);
		}
	});

	it('reads and steps through thousands of moves and fifteen shuffles (their speed: npm run bench:gam)', function () {
		const game = Game.deal(11, { ...PRESETS.windows.rules, maxRedeals: null });
		const moves = new Uint8Array(32);
		let redeals = 0;
		for (let i = 0; game.step < 6015; i++) {
			const count = game.collectMoves(moves);
			if (count === 0 || i % 400 === 399) {
				game.redeal();
				redeals++;
			} else {
				const pick = count - 1 - (i % 2) * (count > 1 ? 1 : 0);
				game.play(moves[2 * pick], moves[2 * pick + 1]);
			}
		}
		const source = formatGam(recordOf(game));
		const replay = Replay.fromText(source);
		for (let step = replay.steps.length; step >= 0; step -= 997) {
			assert.equal(replay.gameAt(step).step, step, `the game at step ${step}`);
		}
		assert.ok(redeals >= 15, `${redeals} shuffles`);
		assert.equal(replay.error, null);
		assert.equal(show(replay.gameAt(replay.steps.length)), show(game));
	});
});

describe('.gam records: recordOf', () => {
	it('records a game from an explicit layout with its layout, and header values on one line', () => {
		const layout = layoutFrom(`
			2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
			2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
			2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
			2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS`);
		const game = Game.fromLayout(layout, PRESETS.oneDeal.rules, 99);
		game.move(card('KS'));
		const record: GamRecord = recordOf(game, { player: ' Ann\nLee ', date: '2026-03-01' });
		assert.equal(record.player, 'Ann Lee');
		assert.deepEqual(record.layout, layout);
		assert.deepEqual(parseGam(formatGam(record)), record);
		assert.equal(recordOf(Game.deal(99, PRESETS.oneDeal.rules)).layout, null);
	});
});
