/**
 * Entry point, and all that VS Code loads when it activates the extension
 * (dist/extension.js): it registers a thin shell for each part package.json contributes
 * (lazy/), and the host's body (host.ts, dist/host.js) is loaded the first time one of
 * them is used. It imports nothing else at run time (`npm run lint` holds it to that, in
 * .dependency-cruiser.cjs), so activating costs next to nothing.
 */
import type * as vscode from 'vscode';
import { hostLoader } from './lazy/hostLoader';
import { LazyCommands, type ContributedCommands } from './lazy/lazyCommands';
import { LazyGamDiagnostics } from './lazy/lazyGamDiagnostics';
import { LazyGamEditor } from './lazy/lazyGamEditor';
import { LazyGamePanel } from './lazy/lazyGamePanel';
import { LazyGamHover } from './lazy/lazyGamHover';
import { LazyGamSymbols } from './lazy/lazyGamSymbols';
import { LazySampleGame } from './lazy/lazySampleGame';
import { lazyTestApi } from './lazy/lazyTestApi';
import type { TestApi } from './testApi';

export function activate(context: vscode.ExtensionContext): TestApi {
	const load = hostLoader(context);
	context.subscriptions.push(
		LazyCommands.register(context.extension.packageJSON as ContributedCommands, load),
		LazyGamePanel.register(load),
		LazyGamEditor.register(load),
		LazySampleGame.register(load),
		LazyGamHover.register(load),
		LazyGamSymbols.register(load),
		LazyGamDiagnostics.register(load),
	);
	return lazyTestApi(load);
}
