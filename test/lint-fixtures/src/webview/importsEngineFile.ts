import { Game } from '../engine/game';

export const game = Game;
