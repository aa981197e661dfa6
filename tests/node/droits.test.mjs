// The opponent's rights after an école through the package's Game (src/partie/droits.rs;
// docs/rules/ecole.md, "The opponent's rights"): droits(), refuseLeave(), acquiesce(),
// chooseJeton(), contestEcole(), computerDroits(), exercise(); every refusal a TablierError
// `no-right` that leaves the game unchanged; the record keeps each right exercised.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, errorCode } from './helpers.mjs';

const { Game, TablierError, checkEcole } = tablier;
const other = (s) => (s === 'white' ? 'black' : 'white');

const code = errorCode;

/** A seeded game played on until `stop(g)` right after a roll. */
function until(seed, stop) {
  const g = new Game(null, { seed });
  for (let i = 0; i < 3000 && !g.isOver(); i++) {
    const ph = g.phase();
    if (ph === 'roll') {
      g.roll();
      if (stop(g)) return g;
    } else if (ph === 'decide') g.hold();
    else {
      const plays = g.plays();
      g.play(plays[i % Math.max(1, plays.length)] || { moves: [] });
    }
  }
  throw new Error(`seed ${seed}: no such roll`);
}

/** The mover leaves on more trous than he won: 2J + 1 (000 ÉCOLE DE POINTS). */
function leaveOnTooMany(g) {
  const mover = g.turn();
  const thrown = g.frames(g.history().length - 1)[0];
  const due = checkEcole({ ...thrown.rolled, score: thrown.before.score }, {}).due[mover];
  g.leave();
  const verdict = g.markEcole({ [mover]: { leave: true, holes: 2 * due.jeux + 1, released: true } });
  return { mover, verdict, thrown };
}

// 000 ÉCOLE DE POINTS: "il perd en outre le privilège de s'en aller si son adversaire le souhaite".
test('the opponent refuses a leave on trous marked too many: the side plays on as if it held', () => {
  const g = until(11, (x) => x.phase() === 'decide');
  const { mover, verdict, thrown } = leaveOnTooMany(g);
  assert.ok(verdict.notes.some((n) => n.side === mover && n.note === 'may-refuse-leave'));
  const d = g.droits();
  assert.deepEqual(
    d.open.filter((o) => o.droit === 'refuse-leave'),
    [{ droit: 'refuse-leave', to: other(mover), over: mover }],
  );
  g.refuseLeave();
  assert.equal(g.phase(), 'play');
  assert.equal(g.turn(), mover);
  assert.deepEqual(g.position().white, thrown.rolled.white, 'the dames as thrown');
  assert.deepEqual(g.droits().exercised, [{ droit: 'refuse-leave', by: other(mover) }]);
  assert.equal(code(() => g.refuseLeave()), 'no-right');
  const rec = g.toRecord();
  assert.equal(rec.version, 4);
  const again = Game.fromRecord(rec);
  assert.deepEqual(again.position(), g.position());
  assert.deepEqual(again.score(), g.score());
  g.play(g.plays()[0] ?? { moves: [] });
  assert.ok(g.undo() && g.undo(), 'the play, then the refusal');
  assert.equal(g.phase(), 'roll');
  assert.ok(g.droits().open.some((o) => o.droit === 'refuse-leave'));
});

// The verdict names the rights the marks open, from every boundary alike: the game's markEcole,
// and the stateless checkEcole on the position as thrown (a rules website has no game object).
test('a verdict lists the rights its marks open: the game\'s, and checkEcole\'s on the same roll', () => {
  const g = until(11, (x) => x.phase() === 'decide');
  const { mover, verdict, thrown } = leaveOnTooMany(g);
  const refuse = { droit: 'refuse-leave', to: other(mover), over: mover };
  assert.ok(verdict.droits.some((o) => o.droit === 'refuse-leave' && o.to === refuse.to && o.over === mover));
  assert.deepEqual(g.droits().open, verdict.droits, 'nothing exercised yet: all it opened is open');
  const due = checkEcole({ ...thrown.rolled, score: thrown.before.score }, {}).due[mover];
  const marked = { [mover]: { leave: true, holes: 2 * due.jeux + 1, released: true } };
  const alone = checkEcole({ ...thrown.rolled, score: thrown.before.score }, marked);
  assert.deepEqual(alone.droits, verdict.droits);
  // Marks that are right open nothing.
  assert.deepEqual(checkEcole({ ...thrown.rolled, score: thrown.before.score }, {}).droits, []);
  g.refuseLeave();
  assert.ok(!g.droits().open.some((o) => o.droit === 'refuse-leave'), 'exercised: no longer open');
});

// 000 S'EN ALLER SUR UNE ÉCOLE, second paragraph: the opponent broke his game, the leave stands.
test('after acquiescence refusing is refused, and a refused call changes nothing', () => {
  const g = until(11, (x) => x.phase() === 'decide');
  leaveOnTooMany(g);
  g.acquiesce();
  const before = JSON.stringify([g.toRecord(), g.position(), g.phase()]);
  for (const f of [() => g.refuseLeave(), () => g.acquiesce(), () => g.forbidFill(), () => g.chooseJeton('first'),
    () => g.forceFill({ moves: [] }), () => g.exercise({ droit: 'refuse-leave', by: 'white' })]) {
    assert.equal(code(f), 'no-right');
  }
  assert.equal(code(() => g.exercise({ droit: 'fly' })), 'bad-json');
  assert.equal(code(() => g.chooseJeton('third')), 'bad-json');
  assert.equal(JSON.stringify([g.toRecord(), g.position(), g.phase()]), before);
});

// The computer always exercises its rights: it refuses the leave.
test('computerDroits refuses the leave for the computer', () => {
  const g = until(12, (x) => x.phase() === 'decide');
  const { mover } = leaveOnTooMany(g);
  assert.deepEqual(g.computerDroits(mover), []);
  assert.deepEqual(g.computerDroits(other(mover)), [{ droit: 'refuse-leave', by: other(mover) }]);
  assert.equal(g.phase(), 'play');
});

// 000 AUGMENTATION D'ÉCOLE, ÉCOLE PERPÉTUELLE: the chain, each fausse école answered.
test('contestEcole and the chain of augmentation d\'école', () => {
  const g = until(13, (x) => {
    const m = x.turn();
    const h = x.history();
    const won = h[h.length - 1].points[m];
    return x.phase() === 'play' && won > 0 && x.score()[m].points + 2 < 12;
  });
  const mover = g.turn();
  const opp = other(mover);
  const jeton = g.score()[mover].points;
  g.markEcole({ [mover]: { jeton: jeton + 2, released: true, touched: true }, [opp]: { ecole: 2 } });
  assert.equal(g.droits().chain.points[opp], 2);
  const c = g.contestEcole();
  assert.equal(c.points[mover], 2);
  assert.equal(c.last_right, false);
  assert.deepEqual(g.computerDroits(opp), [{ droit: 'contest-ecole', by: opp }]);
  assert.deepEqual(g.droits().chain.points, { [mover]: 0, [opp]: 4 });
  const again = Game.fromRecord(g.toRecord());
  assert.deepEqual(again.droits().chain, g.droits().chain);
});

// 000 ÉCOLE PERPÉTUELLE to the twelfth trou (issue 26, 2): every contest is made, the last ends
// the tour, and the record loads; a contest refused after that changes nothing.
test('a chain of contests that ends the tour is kept, and its record loads', () => {
  const g = until(13, (x) => {
    const m = x.turn();
    const h = x.history();
    const won = h[h.length - 1].points[m];
    return x.phase() === 'play' && won > 0 && x.score()[m].points + 2 < 12;
  });
  const mover = g.turn();
  const opp = other(mover);
  g.markEcole({ [mover]: { jeton: g.score()[mover].points + 2, released: true, touched: true }, [opp]: { ecole: 2 } });
  let rounds = 0;
  while (g.phase() !== 'over') {
    rounds += 1;
    assert.ok(rounds < 500, 'the chain never ends the tour');
    g.exercise({ droit: 'contest-ecole', by: g.droits().chain.next });
  }
  const record = g.toRecord();
  const again = Game.fromRecord(record);
  assert.equal(again.phase(), 'over');
  assert.deepEqual(again.position(), g.position());
  assert.equal(code(() => g.contestEcole()), 'no-right');
  assert.deepEqual(g.toRecord(), record);
});
