/**
 * Loaded by mocha (`--require`) before the webview tests: installs happy-dom's window,
 * document and friends as globals, so Preact and @testing-library/preact run in Node.
 * Must run before @testing-library is imported, because `screen` binds to
 * `document.body` at import time.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1200, height: 800 });
