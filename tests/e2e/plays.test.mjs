// The page's bookkeeping between the engine's plays and single moves (www/plays.js), without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as P from '../../www/plays.js';

// 5-3 from the start (000 LOIS: "une seule et même dame … tout d'une"): the engine's three plays
const plays = [
  { moves: [['B1', 'B6'], ['B1', 'B4']] },
  { moves: [['B1', 'B4'], ['B4', 'B9']] },
  { moves: [['B1', 'B6'], ['B6', 'B9']] },
];

const start = { B1: 15 };

test('a picked dame may go by either number or tout d’une by both', () => {
  const d = P.destinations(plays, [], start);
  assert.deepEqual([...d.keys()], ['B1']);
  assert.deepEqual([...d.get('B1').keys()].sort(), ['B4', 'B6', 'B9']);
  // tout d'une is two moves of one play, the first ending where the second starts
  assert.equal(d.get('B1').get('B9').length, 2);
  // without the board, the second half of a tout d'une would look like a dame of its own on B4
  assert.ok(P.destinations(plays, []).has('B4'));
});

test('after one move only the plays that contain it stay open', () => {
  const made = [['B1', 'B4']];
  assert.equal(P.openPlays(plays, made).length, 2);
  const d = P.destinations(plays, made, { B1: 14, B4: 1 });
  assert.deepEqual([...d.get('B1').keys()], ['B6']);
  assert.deepEqual([...d.get('B4').keys()], ['B9']);
  assert.equal(P.completed(plays, made), null);
});

test('a play is complete whatever the order its moves were made in', () => {
  assert.equal(P.completed(plays, [['B1', 'B4'], ['B1', 'B6']]), plays[0]);
  assert.equal(P.completed(plays, [['B1', 'B6'], ['B6', 'B9']]), plays[2]);
  assert.equal(P.completed(plays, [['B1', 'B2']]), null);
  assert.equal(P.remaining(plays[0], [['B1', 'B2']]), null);
});

test('the board half-way through a roll, and the dice used', () => {
  const pos = { white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [5, 3] };
  const shown = P.moved(pos, [['B1', 'B6']]);
  assert.deepEqual(shown.white, { B1: 14, B6: 1 });
  assert.deepEqual(pos.white, { B1: 15 }, 'the position itself is left alone');
  assert.deepEqual(P.usedDice(pos, [['B1', 'B6']]), [5]);
  assert.deepEqual(P.usedDice(pos, [['B1', 'B4'], ['B4', 'B9']]), [3, 5]);
});

test('steps on each side’s path (docs/interchange.md) and an excédant bearing-off', () => {
  assert.equal(P.step('white', 'B1'), 1);
  assert.equal(P.step('white', 'N12'), 13);
  assert.equal(P.step('white', 'N1'), 24);
  assert.equal(P.step('black', 'N1'), 1);
  assert.equal(P.step('black', 'B1'), 24);
  assert.equal(P.step('black', 'N12', 'jacquet'), 1);
  assert.equal(P.step('black', 'B12', 'jacquet'), 24);
  // 000 SORTIE: one dame on N5, the 6 is excédant — it uses the 6
  const pos = { white: { N5: 1 }, black: { B1: 15 }, turn: 'white', dice: [6, 2] };
  assert.deepEqual(P.usedDice(pos, [['N5', 'off']]), [6]);
  assert.deepEqual(P.moved(pos, [['N5', 'off']]).white, {});
});
