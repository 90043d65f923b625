/**
 * The HTML of the extension's webviews, with a strict Content Security Policy.
 *
 * Scripts and styles run only with the per-render nonce, and nothing loads at all: the
 * board's script and stylesheet are written into its page, and the card faces are SVG
 * drawn by the script, so the page needs no files, images or fonts. Nothing untrusted is
 * interpolated as HTML: the board's state goes in as JSON in a script element that never
 * runs, every `<` escaped, and a static page's text is escaped by its maker.
 */
import { randomBytes } from 'node:crypto';
import { type HostToWebview, STATE_ELEMENT_ID } from '../../protocol';

/** What the board's page is made of: its bundle (dist/webview.js and .css) and the state to show at once. */
export interface BoardPage {
	readonly script: string;
	readonly style: string;
	readonly state: HostToWebview;
}

/**
 * The game board's page: the webview bundle renders into `#root`, from the state written
 * into the page, so the first paint waits for no file and no message. Inline, the bundle
 * must hold no `</script` or `</style`, which esbuild never writes (it escapes them).
 */
export function boardHtml({ script, style, state }: BoardPage): string {
	const nonce = newNonce();
	return page({
		csp: `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`,
		title: 'Montana Solitaire',
		head: `<style nonce="${nonce}">${style}</style>`,
		body: [
			'<div id="root"></div>',
			`<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonInScript(state)}</script>`,
			`<script nonce="${nonce}">${script}</script>`,
		].join('\n'),
	});
}

/**
 * A page without any script: its own stylesheet inline under a nonce, nothing else
 * allowed. `title` and `body` must already be escaped HTML.
 */
export function staticHtml(title: string, css: string, body: string): string {
	const nonce = newNonce();
	return page({
		csp: `default-src 'none'; style-src 'nonce-${nonce}';`,
		title,
		head: `<style nonce="${nonce}">${css}</style>`,
		body,
	});
}

/** JSON that cannot end its script element: a `<` only ever stands in a string, where `\u003c` says the same. */
export function jsonInScript(value: unknown): string {
	return JSON.stringify(value).replace(/</g, '\\u003c');
}

function page(parts: { csp: string; title: string; head: string; body: string }): string {
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${parts.csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${parts.title}</title>
${parts.head}
</head>
<body>
${parts.body}
</body>
</html>`;
}

/** 128 random bits, base64url: unguessable, and valid in a CSP nonce without escaping. */
function newNonce(): string {
	return randomBytes(16).toString('base64url');
}
