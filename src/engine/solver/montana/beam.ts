/**
 * The solver's second try at a win: beam searches, level by level from the board's
 * position, each level keeping only the `width` positions with the most cards home (ties
 * at random) and no position seen before on the way. A beam that runs out of positions
 * is followed by another, as its shape says: twice as wide (`WIDENING_BEAMS`), or as wide,
 * its ties drawn anew (`REPEATED_BEAMS`), until a win is found or the time is spent.
 *
 * The dive (`dive.ts`) follows one line deep and backs up only a little; a wrong turn
 * near the root can cost it the whole budget. A beam keeps thousands of lines abreast,
 * so it does not commit early, and it wins deals the dive does not; but it drops lines, so
 * it proves nothing (docs/solver-measurements.md, "The beams after the dive", and "The
 * beams' shape in Montana" for the widths and rankings tried).
 *
 * Like the dive, it remembers a position by a 64-bit hash alone: a collision may drop a
 * line, never invent one. And like the dive it looks a move's position up before playing
 * it (`peek`), so that a move to a position seen already is never played (docs/solver-measurements.md,
 * "Look a move's position up before playing it").
 */
import { NO_CARD, type SolverMove } from '../problem';
import type { SearchBoard } from './searchBoard';
import type { DiveResult, WinSearchLimits } from './dive';
import { HashSet64 } from '../tables/hashSet64';
import { Shake } from './moveOrder';

/** How wide the beams are: the first one, and how many times wider each one after a beam that ran out. */
export interface BeamShape {
	readonly firstWidth: number;
	readonly growth: number;
}

/** The beams of Montana, Galary and Free Parking: from 2,000 wide, each one twice as wide as the last. */
export const WIDENING_BEAMS: BeamShape = { firstWidth: 2000, growth: 2 };

/**
 * The beams of the two-deck games, Jungle and Spaces and Aces (`oneDeckBeamShape` in
 * generalSearch.ts): 125 wide, again and again, each drawing its ties anew. In the two-deck
 * games most positions tie on cards home, and a narrow beam that draws well wins in a
 * fraction of a second, where a wide one takes seconds to reach the end of a line of 130 to
 * 160 moves. In Montana it does not pay (docs/solver-measurements.md, "The two-deck games:
 * narrow beams first").
 */
export const REPEATED_BEAMS: BeamShape = { firstWidth: 125, growth: 1 };

export interface BeamLimits extends WinSearchLimits {
	/** `WIDENING_BEAMS` when omitted. */
	readonly shape?: BeamShape;
}

/** A ceiling for the draws among positions with equal cards home: seeded, so the same deal draws the same. */
const DRAW_RANGE = 1 << 30;

/**
 * What a beam asks of its board: the Montana search's `SearchBoard`, or the engine's own
 * board for the rest of the family (`anyGameBoard.ts`). A gap is `NO_CARD` in `cells`.
 */
export type BeamBoard = Pick<
	SearchBoard,
	| 'cells'
	| 'homeCount'
	| 'homeGoal'
	| 'maxMoves'
	| 'isWon'
	| 'load'
	| 'collectMoves'
	| 'play'
	| 'undo'
	| 'hash'
	| 'secondHash'
	| 'peek'
	| 'peekedHash'
	| 'peekedSecondHash'
>;

export function beam(board: BeamBoard, limits: BeamLimits): DiveResult {
	const { firstWidth, growth } = limits.shape ?? WIDENING_BEAMS;
	const start = board.cells.slice();
	const cellCount = start.length;
	const draw = new Shake(1, DRAW_RANGE);
	// Half the memory for the seen positions, half for the levels and the line back.
	const seen = new HashSet64(limits.memoryLimitBytes / 2);
	const moves = new Uint8Array(2 * board.maxMoves);
	let nodes = 0;
	let positions = 0;
	let bestHome = board.homeCount;
	let levelBytes = 0;
	const progress = () => ({ nodes, positions: positions + seen.size, bestHome, tableBytes: seen.bytes + levelBytes });
	const done = (line: SolverMove[] | null): DiveResult => ({ line, ...progress() });

	if (board.isWon()) {
		return done([]);
	}
	for (let width = firstWidth; ; width = Math.round(width * growth)) {
		if (beamBytes(width, 1) > limits.memoryLimitBytes / 2) {
			return done(null);
		}
		seen.clear();
		seen.insert(board.hash(), board.secondHash());
		const outcome = oneBeam(width);
		board.load(start);
		positions += seen.size;
		// A beam that never dropped a position has seen all there are: a wider one would see no more.
		if (outcome !== 'exhausted') {
			return done(outcome === 'stopped' || outcome === 'complete' ? null : outcome);
		}
	}

	/** A beam's arrays: two levels of positions, a level's candidates, and each level's parents and moves. */
	function beamBytes(width: number, levels: number): number {
		return width * (2 * cellCount + 7 * board.maxMoves + 6 * levels);
	}

	/**
	 * A beam of `width`: the winning line; 'exhausted' when no position was left, 'complete'
	 * when none was ever dropped either; or 'stopped'.
	 */
	function oneBeam(width: number): SolverMove[] | 'exhausted' | 'complete' | 'stopped' {
		let dropped = false;
		let level = new Uint8Array(width * cellCount);
		let next = new Uint8Array(width * cellCount);
		level.set(start);
		let levelSize = 1;
		const candidateCapacity = width * board.maxMoves;
		const parentOf = new Int32Array(candidateCapacity);
		const moveOf = new Uint16Array(candidateCapacity);
		const homeOf = new Uint8Array(candidateCapacity);
		const atHome = new Int32Array(board.homeGoal + 1);
		const drawn: number[] = [];
		const kept = new Int32Array(width);
		// For the line back: each level's kept positions' parents and moves.
		const parents: Int32Array[] = [];
		const movesIn: Uint16Array[] = [];
		const lineTo = (index: number, depth: number, last: number): SolverMove[] => {
			const line = [unpackMove(last)];
			for (let d = depth - 1, i = index; d >= 0; i = parents[d][i], d--) {
				line.push(unpackMove(movesIn[d][i]));
			}
			return line.reverse();
		};

		for (let depth = 0; levelSize > 0; depth++) {
			const bytes = beamBytes(width, depth + 1);
			if (bytes > limits.memoryLimitBytes / 2) {
				return 'stopped';
			}
			levelBytes = Math.max(levelBytes, bytes);
			let candidates = 0;
			atHome.fill(0);
			for (let index = 0; index < levelSize; index++) {
				nodes++;
				if (limits.stop(nodes, progress)) {
					return 'stopped';
				}
				board.load(level.subarray(index * cellCount, (index + 1) * cellCount));
				const count = board.collectMoves(moves, 0);
				for (let i = 0; i < count; i++) {
					const from = moves[2 * i];
					const to = moves[2 * i + 1];
					board.peek(from, to);
					const insertion = seen.insert(board.peekedHash, board.peekedSecondHash);
					if (insertion === 'full') {
						return 'stopped';
					}
					if (insertion === 'seen') {
						continue;
					}
					board.play(from, to);
					bestHome = Math.max(bestHome, board.homeCount);
					if (board.isWon()) {
						return lineTo(index, depth, from | (to << 8));
					}
					parentOf[candidates] = index;
					moveOf[candidates] = from | (to << 8);
					homeOf[candidates] = board.homeCount;
					atHome[board.homeCount]++;
					candidates++;
					board.undo();
				}
			}
			// Keep every candidate above the threshold of cards home, and a random draw of those at it.
			let threshold = board.homeGoal;
			let above = 0;
			while (threshold > 0 && above + atHome[threshold] < width) {
				above += atHome[threshold--];
			}
			drawn.length = 0;
			dropped ||= candidates > width;
			const keeping = Math.min(width, candidates);
			let keptCount = 0;
			for (let c = 0; c < candidates; c++) {
				if (homeOf[c] > threshold) {
					kept[keptCount++] = c;
				} else if (homeOf[c] === threshold) {
					drawn.push(c);
				}
			}
			for (let i = 0; keptCount < keeping; i++) {
				const pick = i + (draw.next() % (drawn.length - i));
				[drawn[i], drawn[pick]] = [drawn[pick], drawn[i]];
				kept[keptCount++] = drawn[i];
			}
			const levelParents = new Int32Array(keptCount);
			const levelMoves = new Uint16Array(keptCount);
			for (let k = 0; k < keptCount; k++) {
				const c = kept[k];
				levelParents[k] = parentOf[c];
				levelMoves[k] = moveOf[c];
				const at = k * cellCount;
				next.set(level.subarray(parentOf[c] * cellCount, (parentOf[c] + 1) * cellCount), at);
				const from = moveOf[c] & 0xff;
				next[at + (moveOf[c] >> 8)] = next[at + from];
				next[at + from] = NO_CARD;
			}
			parents.push(levelParents);
			movesIn.push(levelMoves);
			[level, next] = [next, level];
			levelSize = keptCount;
		}
		return dropped ? 'exhausted' : 'complete';
	}
}

function unpackMove(packed: number): SolverMove {
	return { from: packed & 0xff, to: packed >> 8 };
}
