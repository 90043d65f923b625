/** "1 move", "3 moves": a count with its noun, for every sentence the game says (host and webview). */
export function counted(count: number, noun: string): string {
	return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
