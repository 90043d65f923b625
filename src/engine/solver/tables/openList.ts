/**
 * Positions waiting to be expanded, by cards home: one stack per count, and `pop`
 * takes the newest position of the highest count.
 */
export class OpenList {
	private readonly stacks: Int32Array[];
	private readonly sizes: Int32Array;
	private top = 0;
	private total = 0;
	/** Kept as the stacks grow: the searches ask after every new position. */
	private byteCount: number;

	constructor(maxScore: number) {
		this.stacks = Array.from({ length: maxScore + 1 }, () => new Int32Array(256));
		this.sizes = new Int32Array(maxScore + 1);
		this.byteCount = this.stacks.reduce((sum, stack) => sum + stack.byteLength, 0);
	}

	get bytes(): number {
		return this.byteCount;
	}

	/** Adds a position; false when the stack could not grow. */
	push(index: number, score: number): boolean {
		let stack = this.stacks[score];
		if (this.sizes[score] === stack.length) {
			try {
				const grown = new Int32Array(stack.length * 2);
				grown.set(stack);
				this.byteCount += grown.byteLength - stack.byteLength;
				stack = this.stacks[score] = grown;
			} catch {
				return false;
			}
		}
		stack[this.sizes[score]++] = index;
		this.total++;
		this.top = Math.max(this.top, score);
		return true;
	}

	/** The next position to expand, or -1 when none is left. */
	pop(): number {
		if (this.total === 0) {
			return -1;
		}
		while (this.sizes[this.top] === 0) {
			this.top--;
		}
		this.total--;
		return this.stacks[this.top][--this.sizes[this.top]];
	}
}
