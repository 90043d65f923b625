// dependency-cruiser (`npm run lint`): no import cycle anywhere in src. A cycle, even
// through a type-only import, is a sign that two files share a piece that belongs in a
// third; docs/architecture.md says where each piece lives. test/lint/cycles.test.ts shows
// this rule bites on a fixture with a cycle.
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
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		exclude: { path: '^node_modules' },
	},
};
