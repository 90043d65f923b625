import { App } from '../webview/App';

export const app = App;
