/** The section heading the test runner and the benchmarks print: "── title ──────". */
export function heading(title: string): void {
	console.log(headingText(title));
}

/** The heading's text, for output that is printed later, as a whole. */
export function headingText(title: string): string {
	return `\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`;
}
