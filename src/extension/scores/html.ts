/** Text made safe for the static pages the host builds (the scores pages, their chart). */

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
