/**
 * The command lines of the repository's own commands (`npm start`, `npm run solve`, the
 * benches), read alike: `--help` (or `-h`) prints the command's help and exits with 0; an
 * unknown option, or one without its value, is bad input like any other: said in words
 * with the usage, exit 1, never a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { GamError } from '../src/engine/errors';
import type { RuleOptions } from '../src/engine/rules';
import { parseRules } from '../src/engine/rulesText';

export interface Command {
	/** One line: `usage: npm run … [-- --option …]`. */
	readonly usage: string;
	/** What the command does and what each option means, printed after the usage on `--help`. */
	readonly help: string;
}

/** Bad input: says `message` and the usage on stderr, and exits with 1. */
export function badInput(command: Command, message: string): never {
	console.error(message);
	console.error(command.usage);
	process.exit(1);
}

/** The command's arguments read by `config` (as `parseArgs` reads them), after `--help` and bad options are answered. */
export function readCommandLine<T extends ParseArgsConfig>(
	command: Command,
	config: T,
): ReturnType<typeof parseArgs<T>> {
	const args = config.args ?? process.argv.slice(2);
	if (args.includes('--help') || args.includes('-h')) {
		console.log(`${command.usage}\n\n${command.help}`);
		process.exit(0);
	}
	try {
		return parseArgs(config);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS_')) {
			badInput(command, (error as Error).message);
		}
		throw error;
	}
}

/**
 * The rules `--rules` names (a preset, a game or options as in a .gam `Rules:` line), One
 * deal when it is not given; bad input when it names none.
 */
export function rulesOption(command: Command, text: string | undefined): RuleOptions {
	try {
		return parseRules(text ?? 'oneDeal', 1, 1);
	} catch (error) {
		if (error instanceof GamError) {
			badInput(command, `--rules: ${error.reason}`);
		}
		throw error;
	}
}
