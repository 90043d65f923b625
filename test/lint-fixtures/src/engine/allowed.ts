import { cardName } from './cards';

export const name = cardName;
