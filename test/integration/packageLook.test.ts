/**
 * What the extension looks like before the board: its icon in the Extensions view (the
 * manifest's `icon`, a 128 x 128 PNG inside the extension as installed) and the card icon
 * on the tab of the game panel and of the .gam editor. Run against the source and against
 * the installed .vsix, so the packaged files are checked too.
 */
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import type { TestApi } from '../../src/extension/testApi';
import { fixture, openGam, resetGamWorld } from './gamEditorHelpers';
import { EXTENSION_ID, montana, until } from './helpers';

type ThemedIcon = { light: vscode.Uri; dark: vscode.Uri };

/** The width and height a PNG's header gives (the IHDR chunk right after the signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
	const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
	assert.deepEqual([...bytes.subarray(0, 8)], signature, 'the icon is a PNG');
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Both variants are SVG files inside the extension's media folder. */
async function assertTabIcon(iconPath: unknown, extensionUri: vscode.Uri): Promise<void> {
	const icon = iconPath as ThemedIcon | undefined;
	assert.ok(icon?.light && icon.dark, 'the tab has a light and a dark icon');
	for (const uri of [icon.light, icon.dark]) {
		assert.ok(uri.path.startsWith(`${extensionUri.path}/media/`), `${uri.path} is in the extension's media folder`);
		const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
		assert.match(text, /<svg[\s>]/, `${uri.path} is an SVG`);
	}
	assert.notEqual(icon.light.path, icon.dark.path, 'light and dark themes get their own icon');
}

describe('The icon and the tab icons', function () {
	let api: TestApi;
	let extension: vscode.Extension<unknown>;

	before(async () => {
		api = await montana();
		extension = vscode.extensions.getExtension(EXTENSION_ID)!;
	});
	afterEach(async () => resetGamWorld(api));

	it('ships a 128 x 128 PNG icon, and a gallery banner, as the manifest names them', async () => {
		const manifest = extension.packageJSON as { icon: string; galleryBanner: { color: string; theme: string } };
		assert.equal(manifest.icon, 'media/icon.png');
		const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, manifest.icon));
		assert.deepEqual(pngSize(bytes), { width: 128, height: 128 });
		assert.match(manifest.galleryBanner.color, /^#[0-9A-F]{6}$/i);
		assert.ok(['dark', 'light'].includes(manifest.galleryBanner.theme));
	});

	it('puts the card icon on the game panel tab', async () => {
		await vscode.commands.executeCommand('montana.newGame');
		await until(() => api.gamePanel() !== undefined, 'the game panel');
		await assertTabIcon(api.gamePanel()!.panel.iconPath, extension.extensionUri);
	});

	it('puts the card icon on the .gam editor tab', async () => {
		const editor = await openGam(api, await fixture('won.gam', 'tab-icon.gam'));
		await assertTabIcon(editor.panel.iconPath, extension.extensionUri);
	});
});
