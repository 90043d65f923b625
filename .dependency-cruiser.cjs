// dependency-cruiser (`npm run lint`): no import cycle anywhere in src. A cycle, even
// through a type-only import, is a sign that two files share a piece that belongs in a
// third; docs/architecture.md says where each piece lives. test/lint/cycles.test.ts shows
// this rule bites on a fixture with a cycle.
//
// And the extension's entry stays small: what VS Code loads at activation (the entry,
// its shells in lazy/, the contributed names) imports at run time only vscode, Node's
// modules and each other; the host's body comes by type-only imports, and is loaded on
// first use (src/extension/lazy/hostLoader.ts). test/lint/entry.test.ts shows it bites.
/** The files of the entry's bundle, dist/extension.js (and their fixture in test/lint-fixtures). */
const ENTRY = '^(src|test/lint-fixtures/entry)/extension/(extension\\.ts|contributions\\.ts|lazy/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			severity: 'error',
			comment: 'This import closes a cycle: move the piece both files need into a file of its own.',
			from: {},
			to: { circular: true },
		},
		{
			name: 'entry-loads-only-shells',
			severity: 'error',
			comment:
				'What activation loads imports at run time only vscode, node: and the shells: import the host by `import type`, and reach it through the host loader.',
			from: { path: ENTRY },
			to: { dependencyTypesNot: ['type-only', 'core'], pathNot: [ENTRY, '(^|/)node_modules/@types/vscode/'] },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		exclude: { path: '^node_modules' },
	},
};
