import { suggestMove } from '../engine/hint';

export const hint = suggestMove;
