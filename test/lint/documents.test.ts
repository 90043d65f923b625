/**
 * The documents a reader looks in for facts stay short and keep no diary (issue 43): README.md
 * and docs/architecture.md within 200 lines, and no date, commit hash or machine load in them,
 * in CONTRIBUTING.md or in the comments of src/. A figure names the command that measures it
 * again; when it was measured, on which commit and under what load is the history's to tell.
 * A comment that gives the why of a figure points to its entry in docs/solver-measurements.md by
 * the entry's title, and that entry must be there.
 */
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sourceComments } from './sourceComments';

const repoRoot = path.join(__dirname, '../..');
const MAX_LINES = 200;
const SHORT_DOCUMENTS = ['README.md', 'docs/architecture.md'];
const FACT_DOCUMENTS = [...SHORT_DOCUMENTS, 'CONTRIBUTING.md'];

const MONTHS =
	'(?:January|February|March|April|May|June|July|August|September|October|November|December|' +
	'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)';

/** What a diary entry looks like, each with the words a failure names it by. */
const DIARY: readonly { readonly what: string; readonly pattern: RegExp }[] = [
	{ what: 'a date', pattern: /\b(?:19|20)\d\d-\d\d-\d\d\b/ },
	{ what: 'a date', pattern: new RegExp(`\\b${MONTHS}\\.? \\d{1,2}\\b|\\b\\d{1,2} ${MONTHS}\\b`) },
	{ what: 'a machine load', pattern: /load average|as the bench ran/i },
];

/**
 * A commit hash: a word of 7 to 40 hexadecimal digits in backticks or after "commit". A word
 * of decimal digits alone is a number (`4294967295`), not taken for one.
 */
function commitHashIn(line: string): string | null {
	for (const match of line.matchAll(/`([0-9a-f]{7,40})`|\bcommits? `?([0-9a-f]{7,40})\b/gi)) {
		const word = match[1] ?? match[2];
		if (/[a-f]/i.test(word)) {
			return word;
		}
	}
	return null;
}

/** What of a diary `line` holds ("a date: 28 November"), or null. */
function diaryIn(line: string): string | null {
	for (const { what, pattern } of DIARY) {
		const found = pattern.exec(line);
		if (found) {
			return `${what}: ${found[0]}`;
		}
	}
	const hash = commitHashIn(line);
	return hash === null ? null : `a commit hash: ${hash}`;
}

/** Each diary line of `lines` (numbered from `firstLine`), as "file:line: what". */
function diaryLines(file: string, lines: readonly string[], firstLine = 1): string[] {
	return lines.flatMap((line, index) => {
		const what = diaryIn(line);
		return what === null ? [] : [`${file}:${firstLine + index}: ${what}`];
	});
}

function read(file: string): string {
	return readFileSync(path.join(repoRoot, file), 'utf8');
}

function sourceFiles(folder: string): string[] {
	return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
		.filter((file) => /\.tsx?$/.test(file))
		.map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
		.sort();
}

/** Each comment of each source file of src/, with the file's name. */
function srcComments(): { readonly file: string; readonly line: number; readonly text: string }[] {
	const files = sourceFiles('src');
	assert.ok(files.length > 100, `src/ has ${files.length} source files`);
	return files.flatMap((file) => sourceComments(file, read(file)).map((comment) => ({ file, ...comment })));
}

/** The comment's words on one line, without the comment's marks: a title may break across lines. */
function commentWords(text: string): string {
	return text
		.replace(/^\s*(?:\/\*\*?|\*\/|\*|\/\/)/gm, ' ')
		.replace(/\*\/\s*$/, '')
		.replace(/\s+/g, ' ');
}

describe('the documents a reader looks in for facts', () => {
	let comments: ReturnType<typeof srcComments>;
	before(() => {
		comments = srcComments();
	});

	for (const file of SHORT_DOCUMENTS) {
		it(`keeps ${file} within ${MAX_LINES} lines`, () => {
			const lines = read(file).trimEnd().split('\n').length;
			assert.ok(lines <= MAX_LINES, `${file} has ${lines} lines`);
		});
	}

	it('tells a date, a commit hash and a machine load apart from the figures and codes around them', () => {
		const diary = [
			'Through `tsx`, as the bench ran until 28 November, it won 94.',
			'measured on 2026-11-28 at noon',
			'since November 28 the dive is faster',
			'restored by `a84e1d2`',
			'the split of commit 3f9c2b7e0d1a',
			'at a load average of 1.9',
		];
		assert.deepEqual(
			diary.map((line) => diaryIn(line) !== null),
			diary.map(() => true),
		);
		const facts = [
			'Game: 20908, the game number, 1 to `4294967295`.',
			'`npm run bench:solver -- --from 1 --to 1000` gives 80.0% winnable, median 220 ms',
			'`seed = fmix32(fmix32(g) + k * 0x9E3779B9)`',
			'Date: free text; the extension writes ISO 8601',
			'a card may go to 2 of its suit; commit each step',
		];
		assert.deepEqual(
			facts.map((line) => diaryIn(line)),
			facts.map(() => null),
		);
	});

	it(`keeps no date, commit hash or machine load in ${FACT_DOCUMENTS.join(', ')}`, () => {
		assert.deepEqual(
			FACT_DOCUMENTS.flatMap((file) => diaryLines(file, read(file).split('\n'))),
			[],
		);
	});

	it('keeps no date, commit hash or machine load in the comments of src/', () => {
		assert.deepEqual(
			comments.flatMap(({ file, line, text }) => diaryLines(file, text.split('\n'), line)),
			[],
		);
	});

	it("points from the comments of src/ only to entries of the solver's decision log", () => {
		const titles = read('docs/solver-measurements.md')
			.split('\n')
			.filter((line) => /^#{2,4} /.test(line))
			.map((line) => line.replace(/^#+ /, ''));
		// All of a file's comments as one text: a title may run on over several // lines.
		const files = [...new Set(comments.map(({ file }) => file))];
		const pointers = files.flatMap((file) => {
			const text = commentWords(
				comments
					.filter((comment) => comment.file === file)
					.map((comment) => comment.text)
					.join('\n'),
			);
			return [...text.matchAll(/solver-measurements\.md, "([^"]+)"/g)].map(([, title]) => ({ at: file, title }));
		});
		assert.ok(pointers.length > 10, `${pointers.length} pointers to the decision log`);
		assert.deepEqual(
			pointers
				.filter(({ title }) => !titles.some((entry) => entry.startsWith(title)))
				.map(({ at, title }) => `${at}: "${title}"`),
			[],
		);
	});
});
