// ESLint: the law for every change (`npm run lint`, run by `npm test`).
// typescript-eslint's type-aware rules, Prettier for layout, and the layers of
// docs/architecture.md enforced here rather than by memory.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A layer's files, and its fixtures in test/lint-fixtures, which prove in test/lint that each rule bites. */
const layer = (name) => [`src/${name}/**`, `test/lint-fixtures/src/${name}/**`];

/** The engine's public surface: the only engine file the host and the webview may import. */
const engineInternals = {
	group: ['**/engine/*', '!**/engine/index'],
	message: 'Import the engine through its public surface, src/engine/index.ts.',
};

export default tseslint.config(
	{
		ignores: ['dist/', 'out/', '.vscode-test/', 'test-results/', 'node_modules/', 'test/lint-fixtures/'],
	},
	js.configs.recommended,
	...tseslint.configs.recommendedTypeChecked,
	{
		languageOptions: {
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
			globals: { ...globals.node },
		},
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		},
	},
	{
		files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
		...tseslint.configs.disableTypeChecked,
	},
	{
		// The harness's fixture extension and its tests' entry are CommonJS, loaded by VS Code as they are.
		files: ['scripts/**/*.js'],
		languageOptions: { sourceType: 'commonjs' },
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	{
		// Tests replace the host's async dialogs with fakes that answer at once.
		files: ['test/**'],
		rules: { '@typescript-eslint/require-await': 'off' },
	},
	{
		// Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` for none.
		files: ['test/ui/fixtures.ts'],
		rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
	},
	{
		// The UI tests run with @playwright/test, where mocha's globals (which the type check knows) do not exist.
		files: ['test/ui/**', 'scripts/test/self-test-fixture/**/*.ts'],
		rules: {
			'no-restricted-globals': [
				'error',
				...['describe', 'it', 'before', 'after', 'beforeEach', 'afterEach', 'context', 'specify'].map((name) => ({
					name,
					message: "UI tests run with @playwright/test: use test.describe, test, test.beforeAll… from './fixtures'.",
				})),
			],
		},
	},
	// The layers.
	{
		files: layer('engine'),
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [{ name: 'vscode', message: 'The engine is pure: no vscode.' }],
					patterns: [
						{
							group: ['**/extension/**', '**/webview/**', '**/protocol', 'preact', 'preact/**'],
							message: 'The engine imports nothing from the host, the webview or the protocol.',
						},
						{ group: ['node:*'], message: 'The engine runs in the webview too: no Node modules.' },
					],
				},
			],
			'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'HTMLElement', 'localStorage'],
		},
	},
	{
		files: layer('webview'),
		languageOptions: { globals: { ...globals.browser } },
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [{ name: 'vscode', message: 'The webview has no vscode module: post a message to the host.' }],
					patterns: [
						{ group: ['**/extension/**'], message: 'The webview never imports the extension host.' },
						engineInternals,
					],
				},
			],
		},
	},
	{
		files: layer('extension'),
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [{ group: ['**/webview/**'], message: 'The host never imports the webview.' }, engineInternals],
				},
			],
		},
	},
	{
		files: ['src/protocol.ts'],
		rules: { 'no-restricted-imports': ['error', { patterns: [engineInternals] }] },
	},
	prettier,
);
