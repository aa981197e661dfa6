// The page's bookkeeping between the engine and single moves (www/plays.js), without a browser:
// the moves offered, their tout d'une chains, the dice they spend and the play they complete are
// the engine's `moves`; the page only reshapes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as P from '../../www/plays.js';

const engine = await import('../../pkg/index.node.mjs');

// 5-3 from the start (000 LOIS: "une seule et même dame … tout d'une"): the engine's three plays
const pos = engine.withDice(engine.startPosition('trictrac'), [5, 3]);
const at = (made) => P.movesOf(engine, pos, made);

test('a picked dame may go by either number or tout d’une by both', () => {
  const d = P.boardDests(at([]));
  assert.deepEqual([...d.keys()], ['B1']);
  assert.deepEqual(d.get('B1').sort(), ['B4', 'B6', 'B9']);
  // tout d'une is two moves of one play, the first ending where the second starts, both dice said
  const chain = at([]).moves.find((c) => c.moves[1]?.[1] === 'B9');
  assert.equal(P.chainOf(at([]), 'B1', 'B9').length, 2);
  assert.deepEqual(chain.dice, chain.moves[0][1] === 'B4' ? [3, 5] : [5, 3]);
});

test('after one move only the moves of the plays that contain it stay open', () => {
  const made = [['B1', 'B4']];
  const d = P.boardDests(at(made));
  assert.deepEqual(d.get('B1'), ['B6']);
  assert.deepEqual(d.get('B4'), ['B9']);
  assert.equal(at(made).complete, null);
});

test('a play is complete whatever the order its moves were made in', () => {
  const both = at([['B1', 'B6'], ['B1', 'B4']]).complete;
  assert.ok(both);
  assert.deepEqual(at([['B1', 'B4'], ['B1', 'B6']]).complete, both);
  assert.ok(at([['B1', 'B6'], ['B6', 'B9']]).complete);
  // a move the engine refuses: no play, no move offered (the page asks, never guesses)
  assert.equal(at([['B1', 'B2']]).complete, null);
  assert.equal(P.boardDests(at([['B1', 'B2']])).size, 0);
});

test('the board half-way through a roll, and the dice used', () => {
  const shown = P.moved(pos, [['B1', 'B6']]);
  assert.deepEqual(shown.white, { B1: 14, B6: 1 });
  assert.deepEqual(pos.white, { B1: 15 }, 'the position itself is left alone');
  assert.deepEqual(at([['B1', 'B6']]).spent, [5]);
  assert.deepEqual(at([['B1', 'B4'], ['B4', 'B9']]).spent, [3, 5]);
});

test('an excédant bearing-off uses the larger die, as the engine lets it', () => {
  // 000 SORTIE: one dame on N5, both numbers must be played: the 2 to N3, then the 6 is
  // excédant and bears it off — tout d'une, the chain says the 2 and the 6
  const end = engine.withDice({ white: { N5: 1 }, black: { B1: 15 }, turn: 'white' }, [6, 2]);
  assert.equal(P.boardDests(P.movesOf(engine, end, [])).get('N5').includes('off'), true);
  assert.deepEqual(P.movesOf(engine, end, []).moves.find((c) => c.moves.at(-1)[1] === 'off').dice, [2, 6]);
  assert.deepEqual(P.movesOf(engine, end, [['N5', 'N3'], ['N3', 'off']]).spent, [2, 6]);
  // the 6 alone first is no move the rules allow (both numbers must be played): none spent
  assert.deepEqual(P.movesOf(engine, end, [['N5', 'off']]).spent, []);
});
