// The JacquetGame class: a partie of Jacquet (003), a handle on the engine's partie
// (src/jacquet/partie.rs): the first throw, the legal plays under the variants, the manches and
// the score, the history and undo, the seeded dice, the record and the computer's play.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, errorCode } from './helpers.mjs';

const { JacquetGame, TablierError, legalPlays } = tablier;

const code = errorCode;

/** Plays the partie out with its own dice; `pick` chooses among the plays (or the computer). */
function playOut(g, pick, steps = 20000) {
  for (let i = 0; i < steps && !g.isOver(); i++) {
    switch (g.phase()) {
      case 'first':
        g.firstThrow();
        break;
      case 'roll':
        g.roll();
        break;
      case 'play': {
        const plays = g.plays();
        g.play(pick ? pick(g, plays, i) : plays.length ? plays[i % plays.length] : { moves: [] });
        break;
      }
      default:
        assert.fail(`unknown phase ${g.phase()}`);
    }
  }
  return g;
}

test('003 PREMIER JOUEUR: one die each, the higher starts; equal dice are thrown again', () => {
  const g = new JacquetGame();
  assert.equal(g.phase(), 'first');
  assert.deepEqual(g.position().white, { B1: 15 });
  assert.deepEqual(g.position().black, { N12: 15 });
  assert.equal(g.position().game, 'jacquet');
  assert.equal(g.firstThrow([3, 3]), null);
  assert.equal(g.phase(), 'first');
  assert.equal(g.firstThrow([2, 5]), 'black');
  assert.equal(g.phase(), 'roll');
  assert.equal(g.turn(), 'black');
  assert.equal(code(() => g.firstThrow([6, 1])), 'bad-request');
  assert.deepEqual(g.roll([6, 3]), [6, 3]);
  assert.equal(g.phase(), 'play');
  // 003 LE POSTILLON: the first dame crosses to the opponent's side alone: one play, N12 → N6 → N3.
  const plays = g.plays();
  assert.equal(plays.length, 1);
  assert.deepEqual(plays.map((p) => ({ moves: p.moves })), legalPlays({ ...g.position() }));
  const after = g.play(plays[0]);
  assert.equal(after.turn, 'white');
  assert.equal(after.black.N12, 14);
  assert.equal(after.dice, undefined);
  assert.deepEqual(g.history(), [
    { first: [3, 3], starter: null },
    { first: [2, 5], starter: 'black' },
    { turn: 'black', dice: [6, 3], play: { moves: plays[0].moves }, result: null },
  ]);
});

test('refusals: a play the roll does not allow, bad variants, bad dice', () => {
  const g = new JacquetGame();
  g.firstThrow([6, 1]);
  g.roll([6, 3]);
  assert.equal(code(() => g.play({ moves: [['B1', 'B5']] })), 'not-the-dice', 'a 4 is not on the dice');
  assert.equal(g.phase(), 'play', 'a refused play changes nothing');
  assert.equal(code(() => new JacquetGame({ options: { bouchon: 'never' } })), 'bad-request');
  assert.equal(code(() => new JacquetGame({ target: 0 })), 'bad-request');
  assert.equal(code(() => new JacquetGame({ colour: 'red' })), 'bad-request');
  assert.equal(code(() => new JacquetGame().firstThrow([0, 7])), 'bad-dice');
  assert.equal(code(() => new JacquetGame().firstThrow(null)), 'bad-dice');
  assert.equal(code(() => new JacquetGame({ target: 2.5 })), 'bad-request');
  assert.equal(code(() => new JacquetGame({ seed: {} })), 'bad-request');
});

test('the first throw from the generator is one throw: a tie is shown, and thrown again', () => {
  let ties = 0;
  for (let seed = 0; seed < 60; seed++) {
    const g = new JacquetGame({ seed });
    const starter = g.firstThrow();
    const [h] = g.history();
    assert.deepEqual(h, { first: h.first, starter });
    assert.equal(starter === null, h.first[0] === h.first[1]);
    assert.equal(g.phase(), starter ? 'roll' : 'first');
    if (!starter) ties++;
    g.free();
  }
  assert.ok(ties > 0, 'some seed ties');
});

test('undo takes back each step, the first throw included', () => {
  const g = new JacquetGame({ seed: 7 });
  g.firstThrow([5, 2]);
  g.roll([4, 1]);
  const before = g.position();
  g.play(g.plays()[0]);
  assert.equal(g.undo(), true);
  assert.deepEqual(g.position(), before);
  assert.equal(g.phase(), 'play');
  assert.equal(g.undo(), true);
  assert.equal(g.phase(), 'roll');
  assert.equal(g.undo(), true);
  assert.equal(g.phase(), 'first');
  assert.equal(g.undo(), false);
});

test('003 FIN D\'UNE MANCHE / FIN DE LA PARTIE: a seeded partie to 3 is the same partie twice, scored by the manches', () => {
  const a = playOut(new JacquetGame({ seed: 'jacquet-1', target: 3 }));
  const b = playOut(new JacquetGame({ seed: 'jacquet-1', target: 3 }));
  assert.equal(a.isOver(), true);
  assert.deepEqual(a.toJSON(), b.toJSON());
  assert.deepEqual(a.history(), b.history());
  const manches = a.manches();
  assert.ok(manches.length >= 2, 'a partie to 3 needs two manches at least');
  const sum = { white: 0, black: 0 };
  for (const m of manches) {
    assert.ok(m.points === 1 || m.points === 2, 'the simple barème: 1 or 2 points');
    sum[m.winner] += m.points;
  }
  assert.deepEqual(a.score(), sum);
  assert.ok(a.score()[a.winner()] >= 3);
  assert.ok(a.score()[a.winner() === 'white' ? 'black' : 'white'] < 3);
  // Each manche ended on a play whose result is the manche's.
  assert.deepEqual(a.history().filter((h) => h.result).map((h) => h.result), manches);
  // each keeps the board it ended on: the winner without a dame on it
  for (const h of a.history().filter((x) => x.result)) {
    assert.deepEqual(h.end[h.result.winner], {});
    assert.equal(h.end.game, 'jacquet');
  }
  // The manche ends when the winner has no dame left.
  const last = a.position();
  assert.deepEqual(last[a.winner()], {});
  assert.equal(code(() => a.roll()), 'bad-request');
});

/** The first legal play (nothing when none): enough to get a partie forward. */
const first = (game) => game.plays()[0] ?? { moves: [] };

test('computerPlay with a bad level is refused cleanly, and the game goes on', () => {
  const g = new JacquetGame({ seed: 42, target: 1 });
  while (g.phase() !== 'play') {
    if (g.phase() === 'first') g.firstThrow();
    else g.roll();
  }
  assert.equal(code(() => g.computerPlay('grandmaster')), 'bad-request');
  g.play(first(g)); // and the game goes on
});

test('the computer plays one of the legal plays, and two computers finish a partie', () => {
  const g = new JacquetGame({ seed: 42, target: 1 });
  playOut(g, (game, plays) => {
    const c = game.computerPlay();
    if (plays.length) assert.ok(plays.some((p) => JSON.stringify(p) === JSON.stringify(c)), JSON.stringify(c));
    else assert.deepEqual(c, { moves: [] });
    return c;
  });
  assert.equal(g.isOver(), true);
  assert.equal(g.manches().length, 1);
  assert.ok(g.winner());
});

test('003 VARIANTE LES POINTS: the table barème is passed to the engine', () => {
  const g = playOut(new JacquetGame({ seed: 3, target: 1, options: { bareme: 'table' } }), first);
  const [m] = g.manches();
  assert.ok(m.points >= 1 && m.points <= 5);
  assert.deepEqual(g.options(), { bouchon: 'allowed', sortie_talon_adverse: false, bareme: 'table' });
});

test('the record: fromRecord (and fromJSON, the same) replays a saved partie, the dice generator where it was', () => {
  const a = new JacquetGame({ seed: 9, target: 2 });
  for (let i = 0; i < 40; i++) {
    if (a.phase() === 'first') a.firstThrow();
    else if (a.phase() === 'roll') a.roll();
    else a.play(first(a));
  }
  const record = JSON.parse(JSON.stringify(a));
  assert.deepEqual(record, a.toRecord(), 'toJSON is the record');
  assert.deepEqual([record.format, record.version, record.game, record.generator.seed], ['tablier-partie', 3, 'jacquet', '9']);
  assert.equal(record.jacquet.target, 2);
  const b = JacquetGame.fromRecord(record);
  assert.deepEqual(b.toJSON(), a.toJSON());
  assert.deepEqual(b.history(), a.history());
  assert.deepEqual(JacquetGame.fromJSON(JSON.stringify(record)).toJSON(), a.toJSON(), 'the record as text too');
  // the same dice come next
  if (a.phase() === 'play') {
    a.play(first(a));
    b.play(first(b));
  }
  if (a.phase() === 'roll') assert.deepEqual(b.roll(), a.roll());
  if (a.phase() === 'first') assert.deepEqual(b.firstThrow(), a.firstThrow());
  // a record whose play the rules refuse
  const bad = structuredClone(record);
  const m = bad.jacquet.manches.find((x) => x.rolls.some((r) => r.play && r.play.length));
  m.rolls.find((r) => r.play && r.play.length).play = [['B2', 'B3']];
  assert.throws(() => JacquetGame.fromRecord(bad), (e) => e instanceof TablierError && e.code === 'not-the-dice' && /\broll \d+: /.test(e.message));
  assert.equal(code(() => JacquetGame.fromRecord({})), 'bad-json');
  assert.equal(code(() => JacquetGame.fromRecord(new tablier.Game(null, { seed: 1 }).toRecord())), 'bad-json');
});

test('frames: each roll with its positions, its legal plays and the manche it ended', () => {
  const g = playOut(new JacquetGame({ seed: 4, target: 2 }), first);
  const frames = g.frames();
  const rolls = g.history().filter((h) => h.turn);
  assert.equal(frames.length, rolls.length);
  frames.forEach((f, i) => {
    assert.deepEqual([f.side, f.rolled.dice, f.play, f.result], [rolls[i].turn, rolls[i].dice, rolls[i].play, rolls[i].result]);
    assert.deepEqual(f.rolled, { ...f.before, dice: f.rolled.dice });
    assert.deepEqual(f.plays, legalPlays(f.rolled));
    if (f.result) assert.deepEqual(f.after, rolls[i].end);
  });
  assert.deepEqual(frames.filter((f) => f.result).map((f) => f.result), g.manches());
  assert.deepEqual(g.frames(frames.length - 1), frames.slice(-1));
});

test('free() gives the partie back; a freed partie is refused', () => {
  const g = new JacquetGame();
  g.free();
  g.free();
  assert.equal(code(() => g.firstThrow()), 'bad-request');
});

// 003 VARIANTE BOUCHON "Il est interdit de créer un bouchon": the partie's own destinations and
// refusals follow its variants, where the stateless ones answer by the main rules.
test('a partie with the bouchon forbidden offers, move by move, no move its plays refuse', () => {
  const g = new JacquetGame({ seed: 27, target: 25, options: { bouchon: 'forbidden' } });
  let refusedByThePartie = 0;
  for (let i = 0; i < 3000 && !g.isOver() && refusedByThePartie < 3; i++) {
    const ph = g.phase();
    if (ph === 'first') g.firstThrow();
    else if (ph === 'roll') g.roll();
    else {
      const offered = g.destinations([]);
      for (const [from, tos] of Object.entries(offered)) {
        for (const to of tos) assert.equal(g.refusal([], [from, to]), null, `${from}>${to} offered and refused`);
      }
      // what the main rules offer beside: refused by the partie for a bouchon
      const main = tablier.destinations(g.position(), []);
      for (const [from, tos] of Object.entries(main)) {
        for (const to of tos) {
          if ((offered[from] || []).includes(to)) continue;
          const r = g.refusal([], [from, to]);
          assert.ok(r, `${from}>${to} neither offered nor refused`);
          assert.equal(r.code, 'bouchon');
          refusedByThePartie++;
        }
      }
      assert.equal(Object.keys(offered).length > 0, g.plays().some((p) => p.moves.length > 0));
      g.play(g.plays().length ? g.computerPlay() : { moves: [] });
    }
  }
  assert.ok(refusedByThePartie >= 3, `moves the main rules offer and the partie refuses: ${refusedByThePartie}`);
  // before the roll, no move
  const fresh = new JacquetGame();
  assert.deepEqual(fresh.destinations([]), {});
  assert.equal(fresh.refusal([], ['B1', 'B3']).code, 'bad-request');
});

// 003 DOUBLE: a doublet is played four times; a dame carried on tout d'une through three resting
// flèches says the four dice it spends.
test('a partie says the dice of a doublet and a dame carried on by all four', () => {
  const g = new JacquetGame({ seed: 5 });
  while (g.firstThrow() === null);
  g.roll([2, 2]);
  const m = g.moves([]);
  assert.deepEqual(m.spent, []);
  const far = m.moves.reduce((a, c) => (c.moves.length > a.moves.length ? c : a));
  assert.equal(far.moves.length, 4, JSON.stringify(m.moves));
  assert.deepEqual(far.dice, [2, 2, 2, 2]);
  for (let k = 1; k < far.moves.length; k++) assert.equal(far.moves[k][0], far.moves[k - 1][1], 'the same dame carried on');
  for (const p of g.plays()) assert.deepEqual(p.dice, [2, 2, 2, 2]);
  const all = g.plays()[0];
  assert.deepEqual(g.moves(all.moves).complete, all);
  assert.deepEqual(g.computerPlay().dice, [2, 2, 2, 2]);
});
