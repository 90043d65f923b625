/**
 * The state the host wrote into the page (src/extension/panel/webviewHtml.ts), so the
 * board is drawn as the script runs, before any message could come: JSON in a script
 * element that never runs, read as text and parsed, never as HTML.
 */
import { type HostToWebview, STATE_ELEMENT_ID } from '../protocol';

/** The state in the page, or undefined when there is none to read (the board then waits for the host's). */
export function stateInPage(page: Pick<Document, 'getElementById'> = document): HostToWebview | undefined {
	const text = page.getElementById(STATE_ELEMENT_ID)?.textContent;
	if (!text) {
		return undefined;
	}
	try {
		return JSON.parse(text) as HostToWebview;
	} catch {
		return undefined;
	}
}
