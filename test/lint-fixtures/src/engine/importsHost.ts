import { GamePanel } from '../extension/gamePanel';

export const panel = GamePanel;
