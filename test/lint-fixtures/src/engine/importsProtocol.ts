import type { HostToWebview } from '../protocol';

export type Message = HostToWebview;
