/**
 * Runs first in the host tests' build of the solver worker (solverWorkerBundle.ts): there
 * the clock the solver reads when its caller gives none counts the solver's work
 * (countingClock.ts), so that a budget sent to the worker is a number of positions and a
 * request gets the same answer at any load. Nothing else in the worker reads the time.
 */
import { countingClock } from '../countingClock';

Date.now = countingClock(1);
