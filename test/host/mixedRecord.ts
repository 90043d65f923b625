import { formatGam, recordOf } from '../../src/engine/gam';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';
import { LAYOUTS, layoutFrom } from '../engine/helpers';

/** The header of a `.gam` record of game 1 dealt as LAYOUTS.mixed (Windows rules), ending in its blank line. */
export const MIXED_HEADER = formatGam(recordOf(Game.fromLayout(layoutFrom(LAYOUTS.mixed), PRESETS.windows.rules, 1)));
