// Game.decisionValues() (docs/package.md): the maître's values of the tenir or s'en aller a game
// awaits, weighed before it is made — in a tour in percent of tours won, in a marqué of a partie à
// écrire in jetons —, the numbers the review gives the decision once made, without replaying the
// game (what the page's tutor asks). Refused, with the game unchanged, when no decision is awaited.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, errorCode } from './helpers.mjs';

const { Game, PartieAEcrire } = tablier;

/** Plays `g` by the amateur until it awaits `n` decisions; `each(g)` weighs each, then decides. */
function decisions(g, n, each) {
  let seen = 0;
  for (let i = 0; i < 5000 && seen < n && !g.isOver(); i++) {
    const phase = g.phase();
    if (phase === 'roll') {
      // 000 CHRONOLOGIE 5: no decision before the roll; asking changes nothing
      const before = JSON.stringify(g.toRecord());
      assert.equal(errorCode(() => g.decisionValues()), 'bad-request');
      assert.equal(JSON.stringify(g.toRecord()), before);
      g.roll();
    } else if (phase === 'decide') {
      each(g, seen);
      seen += 1;
    } else g.play(g.computerPlay('amateur'));
  }
  return seen;
}

/** Weighs the decision, makes the better or the worse one, and holds the review to the values. */
function weighAndCheck(unit) {
  return (g, k) => {
    const side = g.turn();
    const v = g.decisionValues();
    assert.equal(v.unit, unit);
    assert.ok(['hold', 'leave'].includes(v.best));
    assert.equal(v.best, v.leave > v.hold ? 'leave' : 'hold');
    const chosen = k % 2 === 0 ? v.best : v.best === 'hold' ? 'leave' : 'hold';
    const turn = g.history().length - 1;
    g.decide(chosen);
    // the review covers the rolls completed: a roll held is completed by its play
    if (g.phase() === 'play') g.play(g.computerPlay('amateur'));
    const made = g.review(side).rolls.find((r) => r.turn === turn).decision;
    assert.deepEqual([made.chosen, made.best, made.hold, made.leave], [chosen, v.best, v.hold, v.leave]);
    assert.equal(made.cost, chosen === v.best ? 0 : v.cost);
  };
}

test('a tour: the values before the decision are the review\'s after it', () => {
  const g = new Game(null, { seed: 5 });
  assert.ok(decisions(g, 4, weighAndCheck('percent of tours won')) >= 2);
});

test('a marqué of a partie à écrire: the same, in jetons of the marqué', () => {
  const p = new PartieAEcrire({ formation: 'tete-a-tete', marques: 2 }, { seed: 3 });
  assert.ok(decisions(p.marque(), 2, weighAndCheck('jetons of the marqué')) >= 1);
});
