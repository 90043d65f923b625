import * as assert from 'node:assert/strict';
import { Game } from '../../src/engine/game';
import { PRESETS } from '../../src/engine/rules';
import { problemOf } from '../../src/engine/solver/fromGame';
import { LineTree } from '../../src/engine/solver/tables/lineTree';
import { SearchBoard } from '../../src/engine/solver/montana/searchBoard';
import { movesOf } from './helpers';

const asPairs = (board: SearchBoard) => board.playedMoves().map(({ from, to }) => [from, to]);

describe('line tree', () => {
	it('takes the board to the end of any line, taking back only where the lines part', () => {
		const board = new SearchBoard(problemOf(Game.deal(1, PRESETS.oneDeal.rules)));
		const [first, second] = movesOf(board);
		board.play(...first);
		const [afterFirst, otherAfterFirst] = movesOf(board);
		board.undo();
		const tree = new LineTree(1 << 20);
		const a = tree.add(LineTree.ROOT, ...first);
		const aThen = tree.add(a, ...afterFirst);
		const aElse = tree.add(a, ...otherAfterFirst);
		const b = tree.add(LineTree.ROOT, ...second);
		assert.equal(tree.size, 5);

		let takenBack = 0;
		const undo = board.undo.bind(board);
		board.undo = () => {
			takenBack++;
			undo();
		};
		tree.goTo(board, aThen);
		assert.deepEqual(asPairs(board), [first, afterFirst]);
		const played = board.cells.slice();
		tree.goTo(board, aElse);
		assert.deepEqual(asPairs(board), [first, otherAfterFirst]);
		assert.equal(takenBack, 1, 'the first move, shared, stays played');
		tree.goTo(board, b);
		assert.deepEqual(asPairs(board), [second]);
		tree.goTo(board, aThen);
		assert.deepEqual(board.cells, played);
		tree.goTo(board, LineTree.ROOT);
		assert.equal(board.depth, 0);
	});

	it('keeps marks, and adds no node past its byte budget', () => {
		// 16 nodes of 7 bytes fit in 112 bytes: the root and 15 more.
		const tree = new LineTree(112);
		const added = Array.from({ length: 15 }, (_, i) => tree.add(LineTree.ROOT, i, i + 1));
		assert.ok(added.every((node) => node > 0));
		assert.equal(tree.add(LineTree.ROOT, 1, 2), -1);
		assert.equal(tree.bytes, 112);
		tree.mark(added[3]);
		assert.deepEqual(
			added.filter((node) => tree.isMarked(node)),
			[added[3]],
		);
	});
});
