// choosePlay / chooseDecision (src/wasm/calls.rs): the computer plays one of the legal plays, the
// same one every time, at every level; tenir or s'en aller answered for a Game's `decide` phase.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tablier, EXAMPLE, START } from './helpers.mjs';

// The computer player is in the one package, the page's and npm's.
const { choosePlay, chooseDecision, legalPlays, applyPlay, withDice, Game, TablierError } = tablier;

test('the npm package has the computer player', () => {
  assert.equal(typeof tablier.choosePlay, 'function');
  assert.equal(typeof tablier.chooseDecision, 'function');
  assert.equal(typeof tablier.checkEcole, 'function');
});
const LEVELS = ['random', 'greedy', 'expert', undefined];

const key = (p) => JSON.stringify(p.moves);

test('choosePlay returns one of legalPlays, deterministically, at every level', () => {
  const positions = [EXAMPLE, withDice(START, [6, 5]), withDice(START, [3, 3])];
  // a few positions further into a game: the computer against itself
  let p = withDice(START, [4, 2]);
  const dice = [[5, 3], [6, 6], [2, 1], [4, 4], [6, 1], [5, 2]];
  for (const d of dice) {
    const next = applyPlay(p, choosePlay(p, 'greedy'));
    p = withDice(next, d);
    positions.push(p);
  }
  for (const pos of positions) {
    const legal = new Set(legalPlays(pos).map(key));
    for (const level of LEVELS) {
      const a = choosePlay(pos, level);
      const b = choosePlay(pos, level);
      assert.deepEqual(a, b, `deterministic at ${level}`);
      if (legal.size === 0) assert.deepEqual(a.moves, []);
      else assert.ok(legal.has(key(a)), `${key(a)} is legal at ${level}`);
    }
  }
});

test('choosePlay plays Jacquet too', () => {
  const j = withDice(tablier.startPosition('jacquet'), [6, 5]);
  const legal = new Set(legalPlays(j).map(key));
  assert.ok(legal.has(key(choosePlay(j, 'expert'))));
});

test('choosePlay refuses what it cannot play: no dice, a bad level', () => {
  assert.throws(() => choosePlay(START), (e) => e instanceof TablierError && e.code === 'no-dice');
  assert.throws(() => choosePlay(EXAMPLE, 'grandmaster'), (e) => e instanceof TablierError && e.code === 'bad-request');
  assert.throws(() => choosePlay(EXAMPLE, 3), (e) => e instanceof TablierError && e.code === 'bad-json');
  assert.throws(() => choosePlay({ white: {} }), (e) => e instanceof TablierError && e.code === 'bad-json' && /black/.test(e.message));
  assert.ok(legalPlays(EXAMPLE).length > 0, 'the module still works');
});

test('chooseDecision answers hold or leave in a Game awaiting the decision', () => {
  let met = 0;
  for (let seed = 1; seed <= 30 && met < 4; seed++) {
    const g = new Game(undefined, { seed });
    for (let i = 0; i < 300 && !g.isOver(); i++) {
      const phase = g.phase();
      if (phase === 'roll') g.roll();
      else if (phase === 'decide') {
        const pos = g.position();
        for (const level of LEVELS) {
          const d = chooseDecision(pos, level);
          assert.ok(d === 'hold' || d === 'leave', d);
          assert.equal(chooseDecision(pos, level), d, 'deterministic');
        }
        // 'random' always holds (docs/rules/ai.md)
        assert.equal(chooseDecision(pos, 'random'), 'hold');
        met++;
        g.decide(chooseDecision(pos, 'expert'));
      } else if (phase === 'play') g.play(choosePlay(g.position(), 'random'));
    }
  }
  assert.ok(met > 0, 'a decision was met');
  assert.throws(() => chooseDecision(START), (e) => e instanceof TablierError && e.code === 'no-dice');
});
