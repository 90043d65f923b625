/**
 * The engine's domain errors. Everything the engine throws on bad input is a
 * `MontanaError`, so a caller can tell "the player or the file asked for something
 * impossible" (show the message) from a bug (let it surface).
 */

export class MontanaError extends Error {
	constructor(message: string) {
		super(message);
		this.name = new.target.name;
	}
}

/** A move or redeal the rules do not allow; the message says why in plain words. */
export class IllegalMoveError extends MontanaError {}

/** A game number out of range or a starting layout that does not fit the game's board and deck (`whyNotLayout`). */
export class InvalidDealError extends MontanaError {}

/** A step of a game's recorded history that is not there (`Game.seek`). */
export class InvalidStepError extends MontanaError {}

/**
 * A record the engine will not write, because the reader could not read it back the
 * same (a header field named like a field of its own, a value on two lines, rules or a
 * game number out of range). Thrown at the call that was given it.
 */
export class InvalidRecordError extends MontanaError {}

/** A `.gam` record that cannot be read; `line` and `column` are 1-based. */
export class GamError extends MontanaError {
	constructor(
		/** The message without the line and column. */
		readonly reason: string,
		readonly line: number,
		readonly column: number,
		/**
		 * How many characters from `column` the error is about (the bad word, value or
		 * line), so a text editor can underline them; 0 where it is about a place, such as
		 * the end of the text or a line with a field missing.
		 */
		readonly length = 0,
	) {
		super(`Line ${line}, column ${column}: ${reason}`);
	}
}
