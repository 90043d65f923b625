/** The section heading the test runner and the benchmarks print: "── title ──────". */
export function heading(title: string): void {
	console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`);
}
