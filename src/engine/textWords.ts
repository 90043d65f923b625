/** Record text split into words with their columns, so a message can point at the word it is about. */

export interface Word {
	readonly text: string;
	/** 1-based. */
	readonly column: number;
}

/** The whitespace-separated words of `text`, which starts at column `column`. */
export function words(text: string, column = 1): Word[] {
	return Array.from(text.matchAll(/\S+/g), (match) => ({ text: match[0], column: column + (match.index ?? 0) }));
}
