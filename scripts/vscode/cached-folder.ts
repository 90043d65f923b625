/**
 * A folder under the cache that is filled once per machine. A marker file is written
 * only after the fill succeeded, so an interrupted install is thrown away and redone
 * instead of being mistaken for a complete one.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const markerName = '.complete';

export async function cachedFolder(dir: string, label: string, fill: (dir: string) => Promise<void>): Promise<string> {
	if (existsSync(path.join(dir, markerName))) {
		return dir;
	}
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	// A package.json of its own keeps npm from walking up to the project's.
	writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
	const started = Date.now();
	console.log(`Installing ${label} into ${path.relative(process.cwd(), dir) || dir} ...`);
	await fill(dir);
	writeFileSync(path.join(dir, markerName), `${new Date().toISOString()}\n`);
	console.log(`Installed ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
	return dir;
}
