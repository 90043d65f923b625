/**
 * The HTML shell of the extension's webviews, with a strict Content Security Policy.
 *
 * Scripts run only with the per-render nonce; styles load only from the extension's own
 * `dist` folder, and nothing else loads at all: the card faces are SVG drawn by the
 * bundle, so the page needs no images or fonts. Nothing untrusted is interpolated:
 * the game page's only dynamic values are URIs and the nonce, and a static page's
 * text is escaped by its maker.
 */
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';

/** Options for the game webview: scripts on, and local files from `dist` only (its script and stylesheet). */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
	return {
		enableScripts: true,
		localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist')],
	};
}

/** The game board page: the webview bundle renders into `#root`. */
export function gameHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
	const nonce = newNonce();
	const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview.js'));
	const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview.css'));
	return page({
		csp: `default-src 'none'; style-src ${webview.cspSource}; script-src 'nonce-${nonce}';`,
		title: 'Montana Solitaire',
		head: `<link rel="stylesheet" href="${style.toString()}">`,
		body: `<div id="root"></div>\n<script nonce="${nonce}" src="${script.toString()}"></script>`,
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
