/**
 * The layers of docs/architecture.md are enforced by ESLint (eslint.config.mjs). Each fixture in
 * test/lint-fixtures breaks one rule from where that rule applies; if a rule stopped biting, the
 * lint would pass it and this test would fail.
 */
import { strict as assert } from 'node:assert';
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.join(__dirname, '../..');
const fixture = (file: string) => path.join(repoRoot, 'test/lint-fixtures/src', file);

/** Each fixture and the words its error must contain. */
const broken: Record<string, { rule: string; says: RegExp }> = {
	'engine/importsVscode.ts': { rule: 'no-restricted-imports', says: /engine is pure: no vscode/ },
	'engine/importsHost.ts': { rule: 'no-restricted-imports', says: /engine imports nothing from the host/ },
	'engine/importsProtocol.ts': {
		rule: 'no-restricted-imports',
		says: /engine imports nothing from the host, the webview or the protocol/,
	},
	'engine/usesDom.ts': { rule: 'no-restricted-globals', says: /document/ },
	'webview/importsHost.ts': { rule: 'no-restricted-imports', says: /webview never imports the extension host/ },
	'webview/importsEngineFile.ts': {
		rule: 'no-restricted-imports',
		says: /through its public surface, src\/engine\/index.ts/,
	},
	'extension/importsWebview.ts': { rule: 'no-restricted-imports', says: /host never imports the webview/ },
	'extension/importsEngineFile.ts': {
		rule: 'no-restricted-imports',
		says: /through its public surface, src\/engine\/index.ts/,
	},
};

/** The rules that keep the layers apart; the fixtures' imports need not resolve, so type errors are not asked about. */
const layerRules = new Set(['no-restricted-imports', 'no-restricted-globals']);

describe('lint: the layers', () => {
	// Type-aware linting starts a TypeScript project service: seconds, not milliseconds.
	const eslint = new ESLint({ cwd: repoRoot, ignore: false });
	const layerErrors = async (file: string) => {
		const [result] = await eslint.lintFiles([fixture(file)]);
		return result.messages.filter((m) => m.ruleId !== null && layerRules.has(m.ruleId));
	};

	for (const [file, expected] of Object.entries(broken)) {
		it(`rejects ${file}`, async () => {
			const errors = await layerErrors(file);
			assert.equal(errors.length, 1, errors.map((m) => m.message).join('\n'));
			assert.equal(errors[0].ruleId, expected.rule);
			assert.match(errors[0].message, expected.says);
		});
	}

	for (const file of ['engine/allowed.ts', 'webview/allowed.ts', 'extension/allowed.ts']) {
		it(`accepts ${file}`, async () => {
			assert.deepEqual(
				(await layerErrors(file)).map((m) => m.message),
				[],
			);
		});
	}
});
