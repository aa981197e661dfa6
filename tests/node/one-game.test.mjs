// One game, one object (issue 27, "One class per game"): a class of the package *is* its engine
// game, so nothing it answers can be older than the engine's game; and a marqué of a partie à
// écrire is one `Game` for as long as it lasts (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE: each
// marqué is played to its end, then written on the sheet), refused clearly once written.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier } from './helpers.mjs';

const { PartieAEcrire, Game, JacquetGame, TablierError } = tablier;

const refused = (f, code, why) => assert.throws(f, (e) => e instanceof TablierError && e.code === code, why);

/** What a `Game` says of itself, every getter. */
const said = (g) => ({
  position: g.position(), phase: g.phase(), turn: g.turn(), dice: g.dice(), score: g.score(),
  canLeave: g.canLeave(), isOver: g.isOver(), winner: g.winner(), toNotation: g.toNotation(),
});

test("a marqué's Game kept across the partie's stepComputer says the marqué as it is now, and rolls", () => {
  const p = new PartieAEcrire({ marques: 2 }, { seed: 12 });
  const kept = p.marque();
  assert.equal(kept.phase(), 'roll');
  // The computer rolls for the primauté through the partie, not through the kept Game.
  assert.equal(p.stepComputer(['débutant']), null);
  assert.notEqual(kept.phase(), 'roll', 'the roll was thrown: the kept Game must not say it awaits one');
  assert.equal(p.marque(), kept, 'the same marqué is the same Game');
  assert.deepEqual(kept.dice(), p.toRecord().ecrire.current.rolls[0].dice, 'the dice the partie threw');
  // Step on until the roll is played and the kept Game awaits the next roll: it throws it.
  for (let i = 0; i < 20 && kept.phase() !== 'roll'; i++) p.stepComputer(['débutant']);
  assert.equal(kept.phase(), 'roll');
  const rolls = kept.history().length;
  kept.roll([3, 2]);
  assert.equal(kept.history().length, rolls + 1, 'the kept Game threw the next roll');
  assert.deepEqual(said(kept), said(p.marque()), 'one marqué, whichever handle asks');
  p.free();
});

test("a marqué's Game is one object for the whole marqué, tenir and s'en aller included, and refused once written", () => {
  const p = new PartieAEcrire({ marques: 3 }, { seed: 5 });
  const first = p.marque();
  const seen = new Set();
  let decided = 0;
  for (let i = 0; i < 20000 && !first.isOver(); i++) {
    assert.equal(p.marque(), first, `step ${i}: the marqué's Game`);
    const phase = first.phase();
    seen.add(phase);
    // Tenir or s'en aller by the Game half the time, by the partie's step the other half: the
    // Game kept reads the state the partie left either way.
    if (phase === 'decide' && decided++ % 2 === 0) first.decide(decided % 4 === 1 ? 'hold' : 'leave');
    else if (phase === 'roll' && i % 3 === 0) first.roll();
    else if (p.stepComputer(['débutant']) !== null) break;
    // what the Game says is the marqué the partie records now
    const rolls = p.toRecord().ecrire.current.rolls;
    assert.equal(first.history().length, rolls.length);
    assert.deepEqual(first.dice(), ['decide', 'play'].includes(first.phase()) ? rolls.at(-1).dice : null, `step ${i}: the dice of the roll being played`);
  }
  assert.ok(seen.has('decide') && decided > 1, "the marqué came to tenir or s'en aller");
  if (p.closeMarque() === null) assert.fail('the marqué ended');
  // Written on the sheet: every call of its Game is refused with the reason, never answered from
  // what it said last.
  for (const [name, args] of [['phase', []], ['position', []], ['isOver', []], ['winner', []], ['score', []], ['roll', []], ['dice', []]]) {
    assert.throws(() => first[name](...args), (e) => e instanceof TablierError && e.code === 'bad-request' && /written on the sheet/.test(e.message), `${name} of a marqué written on the sheet`);
  }
  const next = p.marque();
  assert.notEqual(next, first, 'the next marqué is another Game');
  assert.equal(next.phase(), 'roll');
  assert.equal(p.marque(), next);
  // A marqué's Game freed by its holder: the partie lends a new one for the same marqué.
  next.free();
  const again = p.marque();
  assert.notEqual(again, next);
  assert.equal(again.phase(), 'roll');
  refused(() => next.phase(), 'bad-request', 'a freed Game');
  p.free();
  refused(() => again.phase(), 'bad-request', 'the partie freed');
});

test('a freed game refuses every getter; a game answers its state after undo as the engine holds it', () => {
  const g = new Game(null, { seed: 3 });
  const before = said(g);
  g.roll([6, 5]);
  assert.notDeepEqual(said(g), before);
  assert.equal(g.undo(), true);
  assert.deepEqual(said(g), before);
  // A copy handed out is the caller's: changing it changes nothing in the game.
  const pos = g.position();
  pos.turn = 'black';
  pos.score.white.holes = 11;
  assert.deepEqual(said(g), before);
  g.free();
  for (const name of Object.keys(before)) refused(() => g[name](), 'bad-request', `${name} of a freed game`);
  const j = new JacquetGame({ seed: 2 });
  j.free();
  for (const name of ['phase', 'position', 'turn', 'dice', 'score', 'isOver', 'winner']) refused(() => j[name](), 'bad-request', `${name} of a freed partie`);
});
