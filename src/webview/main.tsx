/**
 * Boots the board: styles, the VS Code API, <App/> drawn from the state written into the
 * page, then tells the host it may send messages (handshake.ts).
 */
import './styles/base.css';
import './styles/toolbar.css';
import './styles/board.css';
import './styles/card.css';
import './styles/overlays.css';
import './styles/replay.css';
import { render } from 'preact';
import { App } from './App';
import { greetHost } from './handshake';
import { stateInPage } from './stateInPage';
import { vscodeApi } from './vscodeApi';

const host = vscodeApi();
const root = document.getElementById('root');
if (root) {
	// App listens for messages from its first (synchronous) commit, so `ready` cannot be answered too early.
	render(<App host={host} initial={stateInPage()} />, root);
	greetHost(host);
}
