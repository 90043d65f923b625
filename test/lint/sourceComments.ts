/**
 * The comments of a TypeScript or TSX file, each with its 1-based line, as the compiler's
 * parser finds them: text in strings, templates and regular expressions is not a comment,
 * however it looks.
 */
import ts from 'typescript';

export interface SourceComment {
	readonly line: number;
	readonly text: string;
}

export function sourceComments(fileName: string, text: string): SourceComment[] {
	const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
	const found = new Map<number, SourceComment>();
	const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
		for (const range of ranges ?? []) {
			found.set(range.pos, {
				line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
				text: text.slice(range.pos, range.end),
			});
		}
	};
	// Every token's leading and trailing comments: a comment belongs to the token after it or
	// before it, so visiting every token, not only every node, leaves none out.
	const visit = (node: ts.Node) => {
		collect(ts.getLeadingCommentRanges(text, node.pos));
		collect(ts.getTrailingCommentRanges(text, node.end));
		node.getChildren(source).forEach(visit);
	};
	visit(source);
	return [...found.values()].sort((a, b) => a.line - b.line);
}
