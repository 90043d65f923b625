/**
 * The repository's own commands read their command lines alike (scripts/commandLine.ts):
 * `--help` says what each takes, and a wrong option or value is said in words with the
 * usage, exit 1, before any work starts (npm start builds nothing, the benches open nothing).
 */
import * as assert from 'node:assert/strict';
import { runCommand } from './command';

const COMMANDS = [
	{
		script: 'start',
		usage: 'usage: npm start [-- --open] [-- --port N]',
		badValue: ['--port', 'x'],
		says: '--port takes a port number, 0 to 65535 (0 for any free port).',
	},
	{
		script: 'solve',
		usage: 'usage: npm run solve -- <game number | file.gam> [--rules R] [--timeout S] [--memory MB] [--progress]',
		badValue: ['1', '--timeout', '0'],
		says: '--timeout and --memory take positive numbers (seconds, megabytes).',
	},
	{
		script: 'bench:solver',
		usage:
			'usage: npm run bench:solver [-- --from A --to B | --games N,M,...] [--rules R] [--timeout S] [--memory MB] [--searches all|wins|exact]',
		badValue: ['--from', '9', '--to', '3'],
		says: '--from and --to take game numbers with from <= to, --games game numbers separated by commas; --timeout and --memory positive numbers.',
	},
	{
		script: 'bench:ui',
		usage: 'usage: npm run bench:ui [-- --runs N]',
		badValue: ['--runs', '0'],
		says: '--runs takes a whole number of windows, 1 or more.',
	},
] as const;

describe("the repository's commands", () => {
	for (const { script, usage, badValue, says } of COMMANDS) {
		describe(`npm run ${script}`, () => {
			it('print their usage and what each option means on --help, and exit with 0', () => {
				for (const flag of ['--help', '-h']) {
					const { status, lines } = runCommand(script, flag);
					assert.equal(status, 0, flag);
					assert.equal(lines[0], usage, flag);
					assert.equal(lines[1], '', flag);
					assert.ok(lines.length > 3, `${flag}: ${lines.join('\n')}`);
				}
			});

			it('say that an option is unknown, with the usage, and exit with 1 before doing anything', () => {
				const { status, lines, errors } = runCommand(script, '--colour');
				assert.equal(status, 1);
				assert.deepEqual(lines, ['']);
				assert.match(errors[0], /^Unknown option '--colour'/);
				assert.equal(errors.at(-1), usage);
			});

			it('say which value is wrong, with the usage, and exit with 1 before doing anything', () => {
				const { status, lines, errors } = runCommand(script, ...badValue);
				assert.equal(status, 1);
				assert.deepEqual(lines, ['']);
				assert.deepEqual(errors, [says, usage]);
			});
		});
	}
});
