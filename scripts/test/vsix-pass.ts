/**
 * What users install is what was tested: packages the extension with vsce, checks that
 * the package holds only what the extension needs at run time, installs it into a clean
 * extensions folder, and runs the integration tests against that installed copy.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { InstalledVSCode } from '../vscode/install';
import { installExtension, packageExtension } from '../vscode/install-extension';
import { runInExtensionHost } from './extension-host-run';
import { check, sum, type Tally } from './results';
import manifest from '../../package.json';

/** What the package must hold (vsce renames the documents: readme.md, LICENSE.txt). */
const required = [
	/^package\.json$/,
	/^dist\/extension\.js$/,
	/^dist\/host\.js$/,
	/^dist\/webview\.js$/,
	/^dist\/webview\.css$/,
	/^dist\/solverWorker\.js$/,
	/^readme\.md$/i,
	/^changelog\.md$/i,
	/^license(\.txt|\.md)?$/i,
	// The Extensions view's icon (the manifest's `icon`) and the game tab's icons.
	/^media\/icon\.png$/,
	/^media\/tab-light\.svg$/,
	/^media\/tab-dark\.svg$/,
	// The `.gam` language: its grammar (colours) and its configuration (comments, brackets).
	/^syntaxes\/gam\.tmLanguage\.json$/,
	/^syntaxes\/gam\.language-configuration\.json$/,
];
/** What it may hold besides. */
const optional = [/^media\//];

export async function vsixPass(vscode: InstalledVSCode, runDir: string, testsEntry: string): Promise<Tally> {
	const vsixPath = path.join(runDir, `${manifest.name}-${manifest.version}.vsix`);
	console.log(`  packaging ${path.basename(vsixPath)} (npm run package) ...`);
	await packageExtension(vsixPath);
	const extensionsDir = path.join(runDir, 'extensions');
	rmSync(extensionsDir, { recursive: true, force: true });
	await installExtension(vscode, vsixPath, extensionsDir);
	const contents = checkContents(
		path.join(extensionsDir, `${manifest.publisher}.${manifest.name}-${manifest.version}`),
	);
	// The workbench runs extension tests only in extension development mode, so it gets
	// an empty development folder; the extension itself comes from the extensions folder.
	const noExtension = path.join(runDir, 'no-extension');
	mkdirSync(noExtension, { recursive: true });
	const tests = await runInExtensionHost({
		label: 'vsix',
		vscode,
		runDir,
		testsEntry,
		extensionDevelopmentPaths: [noExtension],
		extensionsDir,
		env: { MONTANA_EXPECTED_EXTENSION_ROOT: extensionsDir },
	});
	return sum([contents, tests]);
}

/** Checks the installed copy, which holds exactly the package's `extension/` files. */
function checkContents(installedAt: string): Tally {
	const title = 'the .vsix holds only what the extension needs at run time';
	const files = readdirSync(installedAt, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && !entry.name.startsWith('.vsix'))
		.map((entry) => path.relative(installedAt, path.join(entry.parentPath, entry.name)));
	const unexpected = files.filter((file) => ![...required, ...optional].some((pattern) => pattern.test(file)));
	const missing = required.filter((pattern) => !files.some((file) => pattern.test(file))).map(String);
	const ok = unexpected.length === 0 && missing.length === 0;
	console.log(`  ${ok ? '✓' : '✗'} ${title} (${files.length} files)`);
	return check(
		ok,
		title,
		() => `unexpected: ${unexpected.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'}`,
	);
}
