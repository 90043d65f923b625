/**
 * README.md's settings table is what a player reads before opening VS Code's settings, so it
 * must name every setting package.json contributes, with the same default, and no other.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../manifest';

const repoRoot = path.join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;

/** The body rows of the first table under `## Settings`, each as its trimmed cells. */
function settingsTableRows(readme: string): string[][] {
	const section = readme.split(/^## /m).find((part) => part.startsWith('Settings\n'));
	assert.ok(section, 'README.md has a "## Settings" section');
	const table = section.split('\n').filter((line) => line.startsWith('|'));
	assert.ok(table.length > 2, 'the Settings section has a table');
	// The header line and the |---| line are not settings.
	return table.slice(2).map((line) =>
		line
			.split('|')
			.slice(1, -1)
			.map((cell) => cell.trim()),
	);
}

/** A value as the table writes it, in backticks: `montana`, `15`, `true`. */
function asWritten(value: unknown): string {
	return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

describe("README.md's settings table", () => {
	const rows = settingsTableRows(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));
	const properties = manifest.contributes.configuration.properties;

	it('names each setting once', () => {
		const names = rows.map(([name]) => name);
		assert.deepEqual(
			names.filter((name, i) => names.indexOf(name) !== i),
			[],
		);
	});

	it('names every setting package.json contributes, and no other, with its default', () => {
		const inReadme = Object.fromEntries(rows.map(([name, byDefault]) => [name, byDefault]));
		const inManifest = Object.fromEntries(
			Object.entries(properties).map(([key, property]) => [`\`${key}\``, asWritten(property.default)]),
		);
		assert.deepEqual(inReadme, inManifest);
	});

	it('says what each setting does', () => {
		const silent = rows.filter((row) => row.length < 3 || row[2] === '').map(([name]) => name);
		assert.deepEqual(silent, []);
	});
});
