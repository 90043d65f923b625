/** The dependency check of `npm run lint` (dependency-cruiser, .dependency-cruiser.cjs), for the lint tests. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.join(__dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

export interface DependencyCheck {
	readonly status: number | null;
	readonly output: string;
}

/** The checks made so far: a check of src takes seconds, and the folders do not change while the tests run. */
const checked = new Map<string, DependencyCheck>();

/** The check on `folder`: its exit status and what it printed. */
export function dependencyCheck(folder: string): DependencyCheck {
	let check = checked.get(folder);
	if (!check) {
		const run = spawnSync(process.execPath, [depcruise, folder, '--config', '.dependency-cruiser.cjs'], {
			cwd: repoRoot,
			encoding: 'utf8',
		});
		check = { status: run.status, output: run.stdout + run.stderr };
		checked.set(folder, check);
	}
	return check;
}
