/** The dependency check of `npm run lint` (dependency-cruiser, .dependency-cruiser.cjs), for the lint tests. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.join(__dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The check on `folder`: its exit status and what it printed. */
export function dependencyCheck(folder: string): { status: number | null; output: string } {
	const run = spawnSync(process.execPath, [depcruise, folder, '--config', '.dependency-cruiser.cjs'], {
		cwd: repoRoot,
		encoding: 'utf8',
	});
	return { status: run.status, output: run.stdout + run.stderr };
}
