/**
 * A `.gam` file as text in the real VS Code: its language, the buttons between the
 * text and the board, the record's error in Problems (each kind of error, and typing in
 * the 4,000-move record), the hover over a move or a field, and the Outline's deals.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { FIRST_ERROR_ONLY } from '../../src/engine/words';
import type { TestApi } from '../../src/extension/testApi';
import { MARATHON_MOVES, marathonText } from '../fixtures/marathon';
import { montana, until } from './helpers';
import { fixture, gamEditorFor, openGam, resetGamWorld, workspaceFile } from './gamEditorHelpers';

/** Opens `uri` in the text editor, as "Reopen Editor With... > Text Editor" does. */
async function openAsText(uri: vscode.Uri): Promise<vscode.TextEditor> {
	await vscode.commands.executeCommand('vscode.openWith', uri, 'default');
	await until(
		() => vscode.window.activeTextEditor?.document.uri.toString() === uri.toString(),
		'the file open as text',
	);
	return vscode.window.activeTextEditor as vscode.TextEditor;
}

/** The hover's text at (line, character), 0-based. */
async function hoverText(uri: vscode.Uri, line: number, character: number): Promise<string> {
	const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
		'vscode.executeHoverProvider',
		uri,
		new vscode.Position(line, character),
	);
	return hovers
		.flatMap((hover) => hover.contents)
		.map((content) => (typeof content === 'string' ? content : content.value))
		.join('\n');
}

function rangeText(range: vscode.Range): string {
	return `${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
}

/** The one problem of `uri` once it reads `message` (the diagnostics wait for typing to pause). */
async function theProblem(uri: vscode.Uri, message: string): Promise<vscode.Diagnostic> {
	await until(
		() => vscode.languages.getDiagnostics(uri).some((problem) => problem.message === message),
		`the problem "${message}"`,
	);
	const problems = vscode.languages.getDiagnostics(uri);
	assert.equal(problems.length, 1, 'one problem: the reader stops at the first error');
	assert.equal(problems[0].severity, vscode.DiagnosticSeverity.Error);
	return problems[0];
}

/** How many moves the Outline lists, over every deal. */
async function symbolMoves(uri: vscode.Uri): Promise<number> {
	const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>(
		'vscode.executeDocumentSymbolProvider',
		uri,
	);
	return symbols
		.filter((symbol) => symbol.kind === vscode.SymbolKind.Namespace)
		.reduce((moves, deal) => moves + deal.children.length, 0);
}

/** Game 20908's record (test/fixtures/20908.gam) with `from` typed over as `to`: where its Problems entry goes, and what it says. */
interface BrokenRecord {
	readonly what: string;
	readonly from: string;
	readonly to: string;
	readonly range: string;
	readonly word: string;
	readonly message: string;
}

const BROKEN_RECORDS: readonly BrokenRecord[] = [
	{
		what: 'a bad header: rules that do not exist',
		from: 'Rules: windows',
		to: 'Rules: windoze',
		range: '2:7-2:14',
		word: 'windoze',
		message:
			'"windoze" is not a rule preset (windows, gaps, wordOfMouse, threeTries, unlimited, oneDeal), a game (spaces, station, free-parking, house-of-commons, blue-moon, red-moon, galary, jungle, spaces-and-aces, paganini, double-montana, paganini2, double-blue-moon, double-red-moon, line-up, rectangular-rovers) or an option like redeals=2.',
	},
	{
		what: 'a bad card code',
		from: 'TD 3C',
		to: 'TD 3X',
		range: '8:18-8:20',
		word: '3X',
		message: '"3X" is not a move: write a card code like 7H, a 2 with its row like 2H>3, or * for a shuffle.',
	},
	{
		what: 'a line numbered wrong',
		from: '25. 8C',
		to: '26. 8C',
		range: '11:0-11:3',
		word: '26.',
		message: 'This line is numbered 26, but its first move is move 25.',
	},
	{
		what: 'a shuffle that makes a later move illegal',
		from: 'TD 3C 6S',
		to: 'TD * 6S',
		range: '8:23-8:25',
		word: '9S',
		message: 'Move 16 (9S): The 9 of spades can only follow the 8 of spades, which is at the end of its row.',
	},
];

describe('.gam as text', function () {
	let api: TestApi;

	before(async () => {
		api = await montana();
	});
	beforeEach(async () => resetGamWorld(api));
	after(async () => resetGamWorld(api));

	it('is the montana-gam language, and the buttons go from the board to the text and back', async () => {
		const uri = await fixture('20908.gam');
		await openGam(api, uri);
		await vscode.commands.executeCommand('montana.showGamText');
		await until(
			() => vscode.window.activeTextEditor?.document.uri.toString() === uri.toString(),
			'Show as Text opens the file as text',
		);
		assert.equal(vscode.window.activeTextEditor?.document.languageId, 'montana-gam');
		await vscode.commands.executeCommand('montana.showGamBoard');
		await gamEditorFor(api, uri);
		const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
		assert.ok(input instanceof vscode.TabInputCustom && input.viewType === 'montana.gameEditor', 'the board again');
	});

	it("puts a broken line's error in Problems on its word, in the banner's words, until it is fixed", async () => {
		const uri = await fixture('illegal-move.gam');
		const editor = await openAsText(uri);
		await until(() => vscode.languages.getDiagnostics(uri).length === 1, 'one problem');
		const [problem] = vscode.languages.getDiagnostics(uri);
		assert.equal(rangeText(problem.range), '8:15-8:17', 'the 9D of line 9');
		assert.equal(editor.document.getText(problem.range), '9D');
		assert.equal(
			problem.message,
			`Move 14 (9D): The 9 of diamonds can only go into the gap after the 8 of diamonds, and that cell is not a gap. ${FIRST_ERROR_ONLY}`,
		);
		assert.equal(problem.severity, vscode.DiagnosticSeverity.Error);

		await editor.edit((edit) => edit.replace(problem.range, 'T-D'));
		await until(
			() => /"T-D" is not a move/.test(vscode.languages.getDiagnostics(uri)[0]?.message ?? ''),
			'a word that is not a move, read once typing pauses',
		);
		assert.equal(rangeText(vscode.languages.getDiagnostics(uri)[0].range), '8:15-8:18');

		await editor.edit((edit) => edit.replace(new vscode.Range(8, 15, 8, 18), 'TD'));
		await until(() => vscode.languages.getDiagnostics(uri).length === 0, 'no problem once the line is fixed');
	});

	for (const broken of BROKEN_RECORDS) {
		it(`puts ${broken.what} in Problems on its words, in the banner's words, until it is fixed`, async () => {
			const record = new TextDecoder().decode(await vscode.workspace.fs.readFile(await fixture('20908.gam')));
			const uri = await workspaceFile(`broken-${broken.word}.gam`, record.replace(broken.from, broken.to));
			const editor = await openAsText(uri);
			const problem = await theProblem(uri, `${broken.message} ${FIRST_ERROR_ONLY}`);
			assert.equal(rangeText(problem.range), broken.range);
			assert.equal(editor.document.getText(problem.range), broken.word);
			assert.equal(problem.source, 'Montana');

			const typed = editor.document.positionAt(editor.document.getText().indexOf(broken.to));
			await editor.edit((edit) =>
				edit.replace(new vscode.Range(typed, typed.translate(0, broken.to.length)), broken.from),
			);
			assert.equal(editor.document.getText(), record, 'the record as it was');
			await until(() => vscode.languages.getDiagnostics(uri).length === 0, 'no problem once it is fixed');
		});
	}

	it('marks a move typed wrong in the 4,000-move record, and takes it away once fixed', async () => {
		const uri = await workspaceFile('marathon.gam', marathonText());
		const editor = await openAsText(uri);
		const document = editor.document;
		assert.equal(await symbolMoves(uri), MARATHON_MOVES, 'the whole record read, with no problem');
		assert.equal(vscode.languages.getDiagnostics(uri).length, 0);

		// The middle line's second move: type a letter at its start, as a person would.
		const line = document.lineAt(Math.floor(document.lineCount / 2));
		const word = line.text.split(' ')[2];
		const at = new vscode.Position(line.lineNumber, line.text.indexOf(` ${word}`) + 1);
		editor.selection = new vscode.Selection(at, at);
		await vscode.commands.executeCommand('type', { text: 'x' });
		const problem = await theProblem(
			uri,
			`"x${word}" is not a move: write a card code like 7H, a 2 with its row like 2H>3, or * for a shuffle. ${FIRST_ERROR_ONLY}`,
		);
		assert.equal(rangeText(problem.range), rangeText(new vscode.Range(at, at.translate(0, word.length + 1))));

		await vscode.commands.executeCommand('deleteLeft');
		assert.equal(document.getText(), marathonText(), 'the record as it was');
		await until(() => vscode.languages.getDiagnostics(uri).length === 0, 'no problem once the move is fixed');
		assert.equal(await symbolMoves(uri), MARATHON_MOVES, 'the whole record read again');
	});

	it('takes the problem away when the file closes', async () => {
		const uri = await fixture('unparsable.gam');
		await openAsText(uri);
		await until(() => vscode.languages.getDiagnostics(uri).length === 1, 'one problem');
		await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
		await until(() => vscode.languages.getDiagnostics(uri).length === 0, 'no problem once closed', 30_000);
	});

	it('says a move in words, and what it left, and what a header field means', async () => {
		const uri = await fixture('20908.gam');
		await openAsText(uri);
		const move = await hoverText(uri, 7, 4);
		assert.match(move, /Move 1: 2 of spades into row 2, column 1/);
		assert.match(move, /After it: 1 move made, \d+ of 48 cards home, 15 shuffles left\./);
		assert.match(await hoverText(uri, 10, 0), /Shuffle 1: the loose cards shuffled and dealt again/);
		assert.match(await hoverText(uri, 3, 1), /The game number, 1 to 4294967295/);
	});

	it('lists the header fields and each deal with its moves in the Outline', async () => {
		const uri = await fixture('20908.gam');
		await openAsText(uri);
		const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>(
			'vscode.executeDocumentSymbolProvider',
			uri,
		);
		assert.deepEqual(
			symbols.map((symbol) => `${symbol.name}: ${symbol.detail}`),
			[
				'Montana-Gam: 1',
				'Rules: windows',
				'Game: 20908',
				'Player: Fixture',
				'Date: 2026-11-22',
				'First deal: moves 1 to 24',
				'Shuffle 1: moves 25 to 39',
			],
		);
		const [first, redeal] = symbols.slice(-2);
		assert.equal(first.children.length, 24);
		assert.equal(`${first.children[0].name}: ${first.children[0].detail}`, 'Move 1: 2S>2');
		assert.equal(rangeText(redeal.selectionRange), '10:0-10:1', 'the redeal starts at its *');
	});
});
