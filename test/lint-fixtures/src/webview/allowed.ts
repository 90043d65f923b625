import { cardName } from '../engine';
import type { HostToWebview } from '../protocol';

export const name = cardName;
export type Message = HostToWebview;
