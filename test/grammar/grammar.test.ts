/**
 * The TextMate grammar of `.gam` text (syntaxes/gam.tmLanguage.json), tested by
 * vscode-tmgrammar-test through package.json's `contributes.grammars`, as VS Code loads
 * it: every-part.gam covers each part of the format (comments, the header's fields and
 * the Layout block, move numbers, both decks' card codes, gap targets, the redeal, words
 * that are not moves), and games/ holds a real record of each of the 17 games.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GAME_IDS } from '../../src/engine/games';
import { Replay } from '../../src/engine/replay';
import { fixturePath, gameFixture } from './gameFixtures';

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
		for (const game of GAME_IDS) {
			const text = readFileSync(fixturePath(game), 'utf8');
			assert.equal(text, gameFixture(game), `${game}.gam is what gameFixtures.ts writes`);
			const replay = Replay.fromText(text);
			assert.equal(replay.record.rules.game, game);
			assert.equal(replay.error, null, `${game}.gam replays`);
			assert.ok(replay.steps.length > 10, `${game}.gam has moves`);
		}
	});

	it('gives every part of every fixture the scope its assertions name', () => {
		const { status, output } = runTool('test/grammar/**/*.gam');
		assert.equal(status, 0, output);
		assert.equal((output.match(/run successfuly/g) ?? []).length, GAME_IDS.length + 1, output);
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
