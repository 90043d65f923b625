/**
 * A One deal game that keeps the solver busy: in 20 s of CPU the dive finds no win in game 3
 * and the exact searches find no proof (`npm run solve -- 3`), so a search of it is still at
 * work seconds after it starts. (Game 2 served until the dive began to win it in a fraction of
 * a second.)
 */
export const HARD_DEAL = 3;

/** A One deal game proved lost after 20 positions, with a move to make at each of its first three. */
export const LOST_DEAL = 184;
