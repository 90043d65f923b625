import { strict as assert } from 'node:assert';
import { render, screen } from '@testing-library/preact';
import { boardHtml } from '../../src/extension/panel/webviewHtml';
import type { HostToWebview, WebviewToHost } from '../../src/protocol';
import { App } from '../../src/webview/App';
import { stateInPage } from '../../src/webview/stateInPage';
import { card, gameFromRows, MIXED_ROWS, stateMessage } from './fixtures';
import { announced, send } from './render';

/** The board's page as the host writes it, parsed as the webview's browser parses it. */
function pageWith(state: HostToWebview): Document {
	return new DOMParser().parseFromString(boardHtml({ script: '', style: '', state }), 'text/html');
}

describe('the state written into the page', () => {
	it('reads back exactly, even with markup in a text from a file', () => {
		const state: HostToWebview = {
			type: 'recordError',
			error: { line: 1, column: 1, message: 'Unknown header </script><img src=x onerror=alert(1)> <!-- here' },
		};
		const page = pageWith(state);
		assert.deepEqual(stateInPage(page), state);
		assert.equal(page.querySelector('img'), null, 'nothing of the text became an element');
	});

	it('runs only its own script and style, by a nonce, and loads nothing', () => {
		const page = new DOMParser().parseFromString(
			boardHtml({ script: 'void 0;', style: '.board {}', state: { type: 'notice', text: 'x', level: 'info' } }),
			'text/html',
		);
		const csp = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
		const nonce = /script-src 'nonce-([\w-]+)';/.exec(csp)?.[1];
		assert.ok(nonce, csp);
		assert.equal(csp, `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`);
		assert.equal(page.querySelector('style')?.getAttribute('nonce'), nonce);
		const scripts = [...page.querySelectorAll('script')];
		assert.deepEqual(
			scripts.map((script) => [script.getAttribute('type'), script.getAttribute('nonce'), script.hasAttribute('src')]),
			[
				['application/json', null, false],
				[null, nonce, false],
			],
		);
	});

	it('is nothing to read in a page without it', () => {
		assert.equal(stateInPage(new DOMParser().parseFromString('<div id="root"></div>', 'text/html')), undefined);
	});

	it('draws the board at once, before any message, and says where the game stands once', () => {
		const game = gameFromRows(MIXED_ROWS);
		game.move(card('8H'));
		const state = stateInPage(pageWith(stateMessage(game)));
		const posted: WebviewToHost[] = [];
		render(<App host={{ postMessage: (message) => posted.push(message) }} initial={state} />);
		assert.ok(screen.getByRole('grid', { name: 'Montana layout' }));
		assert.ok(screen.getByRole('gridcell', { name: '8 of hearts, home' }));
		assert.match(announced(), /^Game 1234, 1 move, 0 shuffles\. 12 cards home\./);
		assert.deepEqual(posted, []);
		// The host's answer to `ready` is the same state: nothing is said again (a repeat changes the region's padding).
		const region = () => document.querySelector('[role="status"]')?.textContent;
		const said = region();
		send(stateMessage(game));
		assert.equal(region(), said);
	});
});
