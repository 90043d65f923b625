/**
 * The TextMate grammar of `.gam` text (syntaxes/gam.tmLanguage.json), tested by
 * vscode-tmgrammar-test through package.json's `contributes.grammars`, as VS Code loads
 * it: every-part.gam covers each part of the format (comments, the header's fields and
 * the Layout block, move numbers, both decks' card codes, gap targets, the redeal, words
 * that are not moves), and games/ holds a real record of each of the 17 games (a two-deck
 * game's plays a second deck's card) and one dealt from a Layout block with Rules options.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GAME_IDS, GAMES } from '../../src/engine/games';
import { Replay } from '../../src/engine/replay';
import { fixturePath, GRAMMAR_FIXTURES, grammarFixture } from './gameFixtures';

const root = path.resolve(__dirname, '..', '..');
const tool = path.join(root, 'node_modules', 'vscode-tmgrammar-test', 'dist', 'unit.js');

function runTool(pattern: string): { status: number | null; output: string } {
	const result = spawnSync(process.execPath, [tool, '--config', path.join(root, 'package.json'), pattern], {
		cwd: root,
		encoding: 'utf8',
	});
	return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the .gam grammar', () => {
	it('has a fixture of every game, a record the engine replays without an error', () => {
		assert.deepEqual(
			GAME_IDS.filter(
				(game) => !GRAMMAR_FIXTURES.some((fixture) => fixture.rules.game === game && !fixture.fromLayout),
			),
			[],
			'every game has a fixture of its own deal',
		);
		for (const fixture of GRAMMAR_FIXTURES) {
			const text = readFileSync(fixturePath(fixture), 'utf8');
			assert.equal(text, grammarFixture(fixture), `${fixture.name}.gam is what gameFixtures.ts writes`);
			const replay = Replay.fromText(text);
			assert.deepEqual(replay.record.rules, fixture.rules, `${fixture.name}.gam's rules`);
			assert.equal(replay.record.layout !== null, fixture.fromLayout, `${fixture.name}.gam's Layout block`);
			assert.equal(replay.error, null, `${fixture.name}.gam replays`);
			assert.ok(replay.steps.length > 10, `${fixture.name}.gam has moves`);
			if (GAMES[fixture.rules.game].decks === 2) {
				const secondDeckMove = replay.steps.find((step) => step.text.includes("'"));
				assert.ok(secondDeckMove, `${fixture.name}.gam plays a second deck's card`);
				assert.match(
					text,
					/^# *\^ meta\.move\.montana-gam storage\.modifier\.second-deck\.montana-gam$/m,
					`${fixture.name}.gam asserts the second deck's mark on a move`,
				);
			}
		}
	});

	it('gives every part of every fixture the scope its assertions name', () => {
		const { status, output } = runTool('test/grammar/**/*.gam');
		assert.equal(status, 0, output);
		assert.equal((output.match(/run successfuly/g) ?? []).length, GRAMMAR_FIXTURES.length + 1, output);
	});

	it('fails a fixture whose assertion names a scope its text does not get', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'gam-grammar-'));
		try {
			writeFileSync(
				path.join(dir, 'wrong.gam'),
				'# SYNTAX TEST "source.montana-gam"\nMontana-Gam: 1\nRules: windows\nGame: 1\n\n1. 3H\n#  ^^ keyword.control.redeal.montana-gam\n',
			);
			const { status, output } = runTool(path.join(dir, '*.gam'));
			assert.notEqual(status, 0, output);
			assert.match(output, /missing required scopes: keyword\.control\.redeal\.montana-gam/);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
