// The page's bookkeeping between the engine and single moves (www/plays.js), without a browser:
// the moves offered are the engine's `destinations`, chained for a dame played tout d'une.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as P from '../../www/plays.js';

const engine = await import('../../pkg/index.node.mjs');

// 5-3 from the start (000 LOIS: "une seule et même dame … tout d'une"): the engine's three plays
const pos = engine.withDice(engine.startPosition('trictrac'), [5, 3]);
const plays = engine.legalPlays(pos);

test('a picked dame may go by either number or tout d’une by both', () => {
  const d = P.destinations(engine, pos, []);
  assert.deepEqual([...d.keys()], ['B1']);
  assert.deepEqual([...d.get('B1').keys()].sort(), ['B4', 'B6', 'B9']);
  // tout d'une is two moves of one play, the first ending where the second starts
  assert.equal(d.get('B1').get('B9').length, 2);
  assert.deepEqual(P.boardDests(d).get('B1').sort(), ['B4', 'B6', 'B9']);
});

test('after one move only the moves of the plays that contain it stay open', () => {
  const made = [['B1', 'B4']];
  const d = P.destinations(engine, pos, made);
  assert.deepEqual([...d.get('B1').keys()], ['B6']);
  assert.deepEqual([...d.get('B4').keys()], ['B9']);
  assert.equal(P.completed(engine, pos, plays, made), null);
});

test('a play is complete whatever the order its moves were made in', () => {
  const both = P.completed(engine, pos, plays, [['B1', 'B6'], ['B1', 'B4']]);
  assert.ok(both);
  assert.equal(P.completed(engine, pos, plays, [['B1', 'B4'], ['B1', 'B6']]), both);
  assert.ok(P.completed(engine, pos, plays, [['B1', 'B6'], ['B6', 'B9']]));
  assert.equal(P.completed(engine, pos, plays, [['B1', 'B2']]), null);
  assert.equal(P.destinations(engine, pos, [['B1', 'B2']]).size, 0);
});

test('the board half-way through a roll, and the dice used', () => {
  const shown = P.moved(pos, [['B1', 'B6']]);
  assert.deepEqual(shown.white, { B1: 14, B6: 1 });
  assert.deepEqual(pos.white, { B1: 15 }, 'the position itself is left alone');
  assert.deepEqual(P.usedDice(pos, [['B1', 'B6']]), [5]);
  assert.deepEqual(P.usedDice(pos, [['B1', 'B4'], ['B4', 'B9']]), [3, 5]);
});

test('an excédant bearing-off uses the larger die, as the engine lets it', () => {
  // 000 SORTIE: one dame on N5, the 6 is excédant — it uses the 6
  const end = engine.withDice({ white: { N5: 1 }, black: { B1: 15 }, turn: 'white' }, [6, 2]);
  assert.deepEqual(P.boardDests(P.destinations(engine, end, [])).get('N5').includes('off'), true);
  assert.deepEqual(P.usedDice(end, [['N5', 'off']]), [6]);
});
