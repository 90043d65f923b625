/**
 * The `montana.game` setting lists the games of src/engine/games.ts: VS Code shows its
 * enum with the labels and descriptions package.json gives, so a game added, renamed or
 * reworded in games.ts must be so in package.json too, in the same order.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GAMES, GAME_IDS } from '../../src/engine/games';
import type { Manifest } from '../manifest';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as Manifest;
const gameSetting = manifest.contributes.configuration.properties['montana.game'];

describe('the montana.game setting in package.json', () => {
	it('offers every game of games.ts, in its order, and no other', () => {
		assert.deepEqual(gameSetting.enum, GAME_IDS);
	});

	it('labels each game with its name in games.ts', () => {
		assert.deepEqual(
			gameSetting.enumItemLabels,
			GAME_IDS.map((id) => GAMES[id].name),
		);
	});

	it('describes each game with its summary in games.ts', () => {
		assert.deepEqual(
			gameSetting.enumDescriptions,
			GAME_IDS.map((id) => GAMES[id].summary),
		);
	});

	it('defaults to a game of games.ts', () => {
		assert.ok((GAME_IDS as readonly unknown[]).includes(gameSetting.default), String(gameSetting.default));
	});
});
