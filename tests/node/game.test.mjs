// The Game class: a partie of Trictrac through the engine's Partie (marking, tenir or s'en
// aller, relevé, 12 trous), its dice from the engine's own seeded generator.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, EXAMPLE, START, errorCode } from './helpers.mjs';

const { Game, TablierError, validate, analyse } = tablier;

const code = errorCode;

/** Plays a game with its own dice to the end: plays chosen by `pick`, decisions by `decide`. */
function playOut(g, { pick = (plays, i) => plays[i % plays.length], decide = (i) => (i % 2 ? 'hold' : 'leave'), steps = 5000 } = {}) {
  for (let i = 0; i < steps && !g.isOver(); i++) {
    switch (g.phase()) {
      case 'roll':
        g.roll();
        break;
      case 'decide':
        assert.equal(g.canLeave(), true);
        g.decide(decide(i));
        break;
      case 'play': {
        const plays = g.plays();
        g.play(plays.length ? pick(plays, i) : { moves: [] });
        break;
      }
      default:
        assert.fail(`unknown phase ${g.phase()}`);
    }
  }
  return g;
}

test('a new game starts with every dame on its talon, White to roll', () => {
  const g = new Game();
  assert.deepEqual(g.position().white, { B1: 15 });
  assert.deepEqual(g.position().black, { N1: 15 });
  assert.equal(g.turn(), 'white');
  assert.equal(g.phase(), 'roll');
  assert.equal(g.dice(), null);
  assert.equal(g.analyse(), null);
  assert.deepEqual(g.plays(), []);
  assert.deepEqual(g.history(), []);
  assert.equal(g.isOver(), false);
  assert.equal(g.winner(), null);
  assert.equal(g.canLeave(), false);
  assert.deepEqual(g.score().white, { points: 0, holes: 0, bredouille: true });
  assert.equal(g.undo(), false, 'nothing to undo');
});

test('rolling marks the roll\'s points, the mover first, and offers the plays', () => {
  const g = new Game(START);
  assert.deepEqual(g.roll([6, 5]), [6, 5]);
  assert.equal(g.phase(), 'play');
  const a = g.analyse();
  assert.deepEqual(a, analyse({ ...START, dice: [6, 5] }), 'the game analyses as the stateless function does');
  // the game's plays say the die each move spends besides (an added field)
  assert.deepEqual(g.plays().map((p) => ({ moves: p.moves })), a.plays);
  assert.deepEqual(g.plays().map((p) => p.dice), a.plays.map(() => [6, 5]));
  const [turn] = g.history();
  assert.equal(turn.turn, 'white');
  assert.deepEqual(turn.dice, [6, 5]);
  assert.deepEqual(turn.points, a.points);
  assert.equal(g.score().white.points, a.points.white % 12);
  assert.equal(code(() => g.roll([1, 1])), 'bad-request', 'no second roll before the play');
  const next = g.play(a.plays[0]);
  assert.equal(next.turn, 'black');
  assert.equal(g.phase(), 'roll');
  assert.deepEqual(g.history()[0].play, a.plays[0]);
});

test('a position with dice is a roll just thrown: its points are marked at once', () => {
  const g = new Game(EXAMPLE);
  assert.equal(g.phase() === 'play' || g.phase() === 'decide', true);
  const a = analyse(EXAMPLE);
  assert.deepEqual(g.history()[0].points, a.points);
});

test('a seeded game throws the same dice and ends the same way every time', () => {
  const a = playOut(new Game(null, { seed: 2024 }));
  const b = playOut(new Game(null, { seed: 2024 }));
  assert.deepEqual(a.history(), b.history());
  assert.deepEqual(a.toJSON(), b.toJSON());
  const c = playOut(new Game(null, { seed: 'another' }), { steps: 20 });
  assert.notDeepEqual(c.history().slice(0, 5), a.history().slice(0, 5));
});

test('a whole game reaches twelve trous, with every step a valid position', () => {
  const g = new Game(null, { seed: 7 });
  let steps = 0;
  playOut(g, {
    pick: (plays, i) => {
      steps++;
      if (steps % 25 === 0) assert.equal(validate(g.position()).ok, true);
      return plays[(i * 7) % plays.length];
    },
  });
  assert.equal(g.isOver(), true, 'the game ended');
  const w = g.winner();
  assert.ok(w === 'white' || w === 'black');
  assert.ok(g.score()[w].holes >= 12, JSON.stringify(g.score()));
  assert.equal(g.phase(), 'over');
  assert.equal(code(() => g.roll()), 'bad-request');
  // Trous add up: the winner's holes are the sum of what each roll gave him.
  const holes = g.history().reduce((n, t) => n + t.holes[w], 0);
  assert.equal(holes, g.score()[w].holes);
});

test('tenir or s\'en aller: leaving clears the jetons and relève the dames, same side rolls', () => {
  let found = false;
  for (let seed = 1; seed < 40 && !found; seed++) {
    const g = new Game(null, { seed });
    for (let i = 0; i < 3000 && !g.isOver(); i++) {
      if (g.phase() === 'decide') {
        const mover = g.turn();
        g.leave();
        const p = g.position();
        assert.equal(g.phase(), 'roll');
        assert.equal(p.turn, mover, 'the side that left rolls again');
        assert.deepEqual(p.white, { B1: 15 });
        assert.deepEqual(p.black, { N1: 15 });
        assert.equal(p.score.white.points, 0);
        assert.equal(p.score.black.points, 0);
        assert.equal(g.history().at(-1).decision, 'leave');
        // And undo brings the decision back.
        assert.equal(g.undo(), true);
        assert.equal(g.phase(), 'decide');
        g.hold();
        assert.equal(g.history().at(-1).decision, 'hold');
        found = true;
        break;
      }
      if (g.phase() === 'roll') g.roll();
      else if (g.phase() === 'play') {
        const plays = g.plays();
        g.play(plays.length ? plays[i % plays.length] : { moves: [] });
      }
    }
  }
  assert.ok(found, 'some seeded game offers a decision');
});

test('roll takes given dice, refuses wrong ones', () => {
  const g = new Game(START);
  assert.equal(code(() => g.roll([0, 3])), 'bad-dice');
  assert.equal(code(() => g.roll([3])), 'bad-dice');
  assert.equal(code(() => g.roll('66')), 'bad-dice');
  assert.equal(code(() => g.roll(null)), 'bad-dice');
  assert.equal(g.dice(), null, 'a refused roll changes nothing');
  assert.equal(code(() => g.decide('hold')), 'bad-request', 'no decision is offered');
  assert.equal(code(() => g.play({ moves: [] })), 'bad-request', 'no play before the roll');
});

test('unseeded dice are fair dice: each game its seed from the platform, its dice from that seed', () => {
  const faces = new Map();
  const firsts = new Set();
  for (let i = 0; i < 600; i++) {
    const g = new Game(START);
    const d = g.roll();
    // a roll taken back is thrown again the same: the generator goes back with it
    g.undo();
    assert.deepEqual(g.roll(), d);
    firsts.add(JSON.stringify(g.toRecord().generator));
    g.free();
    for (const x of d) {
      assert.ok(Number.isInteger(x) && x >= 1 && x <= 6, `${x}`);
      faces.set(x, (faces.get(x) || 0) + 1);
    }
  }
  assert.equal(firsts.size, 600, 'every unseeded game draws a seed of its own');
  assert.equal(faces.size, 6);
  for (const [, n] of faces) assert.ok(n > 120 && n < 280, `a face came up ${n} times in 1200`);
  // and one seeded game's dice over a whole game are fair too
  const seeded = new Map();
  const g = playOut(new Game(null, { seed: 77 }));
  for (const t of g.history()) for (const x of t.dice) seeded.set(x, (seeded.get(x) || 0) + 1);
  const n = g.history().length * 2;
  for (let f = 1; f <= 6; f++) assert.ok(seeded.get(f) > n / 12, `face ${f}: ${seeded.get(f)} of ${n}`);
});

test('options and positions are checked', () => {
  assert.equal(code(() => new Game({ white: { B1: 16 }, black: { N1: 15 }, turn: 'white' })), 'bad-count');
  assert.equal(code(() => new Game(null, { sed: 1 })), 'bad-request');
  assert.equal(code(() => new Game(null, 'x')), 'bad-request');
  assert.equal(code(() => new Game(null, { seed: {} })), 'bad-request');
  assert.equal(code(() => new Game(null, { game: 'jacquet' })), 'bad-request');
  assert.equal(code(() => new Game({ ...START, game: 'jacquet', black: { N12: 15 } })), 'bad-request');
  const g = new Game(START);
  assert.equal(code(() => g.load(42)), 'bad-json');
  assert.deepEqual(g.position(), validate(START).position, 'a refused load keeps the game');
  assert.equal(code(() => g.decide('maybe')), 'bad-request');
});

test('position() answers a copy: changing it does not change the game', () => {
  const g = new Game(START);
  const p = g.position();
  p.white.B1 = 1;
  p.turn = 'black';
  assert.deepEqual(g.position(), validate(START).position);
});

test('play, undo and toJSON: the record', () => {
  const g = new Game(START, { seed: 3 });
  g.roll();
  const before = g.position();
  const plays = g.plays();
  g.play(plays[0]);
  const json = g.toJSON();
  assert.deepEqual(json, g.toRecord());
  assert.deepEqual(JSON.parse(JSON.stringify(g)), json);
  assert.equal(json.format, 'tablier-partie');
  assert.equal(json.version, 3, 'a seeded game keeps its generator: version 3');
  assert.equal(json.generator.seed, '3');
  assert.match(json.generator.state, /^\d+$/);
  assert.deepEqual(json.start, validate(START).position);
  assert.deepEqual(json.rolls[0].play, plays[0].moves);
  assert.equal(g.undo(), true);
  assert.deepEqual(g.position(), before);
  // An illegal play changes nothing and names a rule.
  const other = g.dice()[0] === 1 ? 2 : 1;
  const bad = { moves: [['B1', `B${1 + other}`]] };
  const c = code(() => g.play(bad));
  assert.notEqual(c, 'engine-failure');
  assert.deepEqual(g.position(), before);
  assert.equal(g.history().length, 1);
});

test('Game.fromRecord (and fromJSON, the same) replays a record to the same game, dice generator included', () => {
  const g = playOut(new Game(null, { seed: 31 }), { steps: 150 });
  const json = JSON.parse(JSON.stringify(g));
  const h = Game.fromRecord(json);
  assert.deepEqual(h.toJSON(), g.toJSON());
  assert.deepEqual(Game.fromJSON(JSON.stringify(json)).toJSON(), g.toJSON(), 'the record as text too');
  assert.deepEqual(h.frames(), g.frames());
  // The generator goes on where it was: both throw the same next dice.
  if (!g.isOver()) {
    while (g.phase() === 'decide' || g.phase() === 'play') {
      if (g.phase() === 'decide') {
        g.hold();
        h.hold();
      } else {
        const p = g.plays()[0] ?? { moves: [] };
        g.play(p);
        h.play(p);
      }
    }
    if (!g.isOver()) assert.deepEqual(h.roll(), g.roll());
  }
  // A finished game too.
  const done = playOut(new Game(null, { seed: 8 }));
  assert.deepEqual(Game.fromRecord(done.toJSON()).toJSON(), done.toJSON());
  // A record the rules refuse names the refusal and its roll.
  const bad = JSON.parse(JSON.stringify(json));
  bad.rolls[0].play = [['N1', 'N2']];
  assert.throws(() => Game.fromRecord(bad), (e) => e instanceof TablierError && /\broll 1: /.test(e.message) && e.code === 'not-the-dice');
  // the roll is a field of the refusal: a reader never reads it out of the English message
  assert.throws(() => Game.fromRecord(bad), (e) => e.details?.roll === 1);
  const later = JSON.parse(JSON.stringify(json));
  const k = later.rolls.findIndex((r, i) => i > 0 && r.play && r.play.length > 0);
  assert.ok(k > 0, 'a later roll with a play');
  later.rolls[k].play = [['N1', 'N2']];
  assert.throws(() => Game.fromRecord(later), (e) => e.details?.roll === k + 1 && new RegExp(`\\broll ${k + 1}: `).test(e.message));
  assert.throws(() => Game.fromRecord({ ...json, version: 9 }), (e) => e.code === 'bad-json' && e.details?.roll === undefined);
  // One that cannot be read names its version and what is wrong.
  assert.throws(() => Game.fromRecord({ ...json, rolls: [{}] }), (e) => e.code === 'bad-json' && /version 3 that cannot be read: missing field `side`/.test(e.message));
  assert.throws(() => Game.fromRecord({ ...json, version: 9 }), (e) => e.code === 'bad-json' && /version 9 that cannot be read: this reader knows versions 1 to 6/.test(e.message));
  assert.equal(code(() => Game.fromJSON({})), 'bad-json');
  assert.equal(code(() => Game.fromJSON(null)), 'bad-json');
  // A Jacquet record is JacquetGame's.
  assert.equal(code(() => Game.fromRecord(new tablier.JacquetGame({ seed: 1 }).toRecord())), 'bad-json');
});

test('frames: each roll with its positions before, as thrown and after, its analysis and its marks', () => {
  const g = new Game(null, { seed: 12 });
  assert.deepEqual(g.frames(), []);
  const before = g.position();
  g.roll();
  let [f] = g.frames();
  assert.deepEqual(f.before, before);
  assert.deepEqual(f.rolled, g.position());
  assert.deepEqual(f.analysis, g.analyse());
  assert.equal(f.play, null);
  assert.equal(f.after, null);
  playOut(g, { steps: 80 });
  const frames = g.frames();
  assert.equal(frames.length, g.history().length);
  frames.forEach((f, i) => {
    const t = g.history()[i];
    assert.deepEqual([f.side, f.rolled.dice, f.points, f.holes, f.decision, f.play, f.score], [t.turn, t.dice, t.points, t.holes, t.decision, t.play, t.score]);
    assert.deepEqual(f.analysis, analyse({ ...f.rolled, score: f.before.score }), `roll ${i + 1}: the roll's analysis`);
    const next = frames[i + 1];
    if (next && f.after) assert.deepEqual(next.before, f.after);
    assert.equal(f.hand, null);
  });
  assert.deepEqual(g.frames(frames.length - 2), frames.slice(-2));
  assert.deepEqual(g.frames(frames.length + 3), []);
  for (const bad of [-1, 1.5, NaN, '2', null]) assert.equal(code(() => g.frames(bad)), 'bad-request', String(bad));
});

test('a Game agreed on the provinciale rule plays by it, and its record keeps it (docs/rulings.md 18)', () => {
  const t = tablier;
  const start = 'N5,N6/B2:3,B3:3,B4:3,B5:3,B6:3 w 5-2';
  const g = new t.Game(start, { provinciale: true });
  assert.equal(g.plays().length, 1);
  assert.deepEqual(g.plays()[0].moves, [['N6', 'N1'], ['N5', 'N3']]);
  assert.throws(() => g.play({ moves: [['N5', 'off'], ['N6', 'N4']] }), (e) => e.code === 'bearing-off' && /provinciale/.test(e.message));
  const again = t.Game.fromRecord(g.toRecord());
  assert.equal(again.plays().length, 1);
  assert.equal(new t.Game(start).plays().length, 2);
  assert.throws(() => new t.Game(start, { provincial: true }), (e) => e.code === 'bad-request');
  assert.equal(g.toRecord().options.provinciale, true);
  // move by move, the game's own destinations and refusals follow its rule; the stateless ones
  // answer by the parisienne
  assert.deepEqual(g.destinations([]), { N6: ['N1'], N5: ['N3'] });
  assert.deepEqual(t.destinations(start, []).N5.sort(), ['N3', 'off']);
  assert.equal(g.refusal([], ['N5', 'off']).code, 'bearing-off');
  assert.equal(g.refusal([], ['N6', 'N1']), null);
  assert.equal(t.refusal(start, [], ['N5', 'off']), null);
});

test('a freed game answers nothing: every method and getter throws the typed error (issue 26)', () => {
  const { JacquetGame } = tablier;
  for (const make of [() => new Game(null, { seed: 3 }), () => new JacquetGame({ seed: 3 })]) {
    const g = make();
    const names = Object.getOwnPropertyNames(Object.getPrototypeOf(g)).filter(
      (n) => n !== 'constructor' && n !== 'free' && typeof g[n] === 'function',
    );
    g.free();
    // Each refuses with a typed error: that the game was freed, or first what is wrong with
    // the arguments (none are given here).
    let freed = 0;
    for (const n of names) {
      assert.throws(() => g[n](), (e) => e instanceof TablierError && e.code === 'bad-request', n);
      try {
        g[n]();
      } catch (e) {
        if (/freed/.test(e.message)) freed += 1;
      }
    }
    for (const n of ['position', 'phase', 'turn', 'dice', 'score', 'isOver', 'winner', 'toRecord']) {
      assert.throws(() => g[n](), /freed/, n);
    }
    assert.ok(freed > 15, `${freed} of ${names.length} methods say the game was freed`);
    g.free();
  }
});

test("a Game on the provinciale rule: the computer's play and the hints are the game's plays (docs/rulings.md 18)", () => {
  // 000 SORTIE: the 4 must be played inside, N5 to N1; the default rules bear N4 off with it.
  const start = 'N5,N4:2,N2:6,N1:6/B1:7,B2:4,B3:2,B7,B10 w 6-4';
  let checked = 0;
  for (const level of tablier.levels()) {
    const g = new tablier.Game(start, { provinciale: true, seed: 3 });
    assert.ok(tablier.legalPlays(start).length > g.plays().length, 'the two rules differ here');
    assert.equal(g.hints().plays.length, g.plays().length, level);
    const play = g.computerPlay(level);
    g.play(play); // refused with `bearing-off` when the computer played by the default rules
    checked++;
  }
  assert.equal(checked, tablier.levels().length);
});

test('a game marked before its play, read back from its record, undoes the same steps (issue 26)', () => {
  // The fuzz's reproducer: marks put in before the play (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP
  // marks the points before the dames are moved), the game read back undid the marks where the
  // game undid the play. The record now says the order (docs/record.md, version 5).
  const g = new Game(null, { seed: 1 });
  g.roll();
  const mover = g.turn();
  g.markEcole({ [mover]: { points: 0, released: true } });
  g.play(g.plays()[0]);
  const rec = g.toRecord();
  const b = Game.fromRecord(rec);
  const seen = (x) => JSON.stringify([x.phase(), x.position(), x.score(), x.history(), x.toRecord()]);
  g.undo();
  b.undo();
  assert.equal(g.phase(), 'play');
  assert.ok(g.frames(0)[0].hand, 'the marks are kept');
  assert.equal(seen(b), seen(g));
  assert.equal(rec.version, 5);
  assert.deepEqual(rec.rolls[0].order, ['marked', 'play']);
  // Marked again after the play: undo gives back the first marks, in the game read back too.
  g.play(g.plays()[0]);
  g.markEcole({ [mover]: { points: 1, released: true } });
  const again = Game.fromRecord(g.toRecord());
  assert.deepEqual(g.toRecord().rolls[0].marked_before, [{ [mover]: { points: 0, released: true } }]);
  for (let i = 0; i < 3; i++) {
    g.undo();
    again.undo();
    assert.equal(seen(again), seen(g), `undo ${i + 1}`);
  }
  // A record written before version 5 reads as it always did: the play first.
  const old = { ...rec, version: 4, rolls: rec.rolls.map(({ order, ...r }) => r) };
  const o = Game.fromRecord(old);
  o.undo();
  assert.equal(o.phase(), 'roll');
  assert.throws(() => Game.fromRecord({ ...rec, version: 4 }), (e) => e.code === 'needs-version-5');
  assert.throws(() => Game.fromRecord({ ...rec, rolls: [{ ...rec.rolls[0], order: ['play'] }] }), (e) => e.code === 'bad-order');
  g.free?.();
  b.free?.();
  again.free?.();
  o.free?.();
});

// Moves that say what a player's page needs (as chess.js's verbose moves): the die each move
// spends, each destination's tout d'une chain, the play the moves made complete; by the game's
// own rule (the provinciale one here), the stateless `moves` by the parisienne.
test('a game says the die each move spends, each destination its chain, and the play completed', () => {
  const t = tablier;
  const start = 'N5,N6/B2:3,B3:3,B4:3,B5:3,B6:3 w 5-2';
  const g = new t.Game(start, { provinciale: true });
  // 000 SORTIE, the provinciale rule: the 5 from N6 to N1, the 2 from N5 to N3
  assert.deepEqual(g.plays(), [{ moves: [['N6', 'N1'], ['N5', 'N3']], dice: [5, 2] }]);
  const none = g.moves([]);
  assert.deepEqual(none.spent, []);
  assert.equal(none.complete, null);
  // each single move, and the dame of N6 carried on tout d'une by both (resting on N4 or N1)
  const chains = none.moves.map((c) => `${c.moves.map((m) => m.join('>')).join(' ')} ${c.dice.join('+')}`).sort();
  assert.deepEqual(chains, ['N5>N3 2', 'N6>N1 5'].sort());
  const half = g.moves([['N6', 'N1']]);
  assert.deepEqual(half.spent, [5]);
  assert.deepEqual(half.moves, [{ moves: [['N5', 'N3']], dice: [2] }]);
  assert.equal(half.complete, null);
  // whole, in the other order: the listed play, with its dice
  const done = g.moves([['N5', 'N3'], ['N6', 'N1']]);
  assert.deepEqual(done.moves, []);
  assert.deepEqual(done.spent, [2, 5]);
  assert.deepEqual(done.complete, { moves: [['N6', 'N1'], ['N5', 'N3']], dice: [5, 2] });
  // a refused soFar is a refusal, as destinations' is
  assert.equal(code(() => g.moves([['B1', 'B2']])), code(() => g.destinations([['B1', 'B2']])));
  // a play with its dice is read back as a play: the engine ignores what the moves already say
  g.play(done.complete);
  assert.equal(g.phase(), 'roll');
  assert.deepEqual(g.moves([]), { spent: [], moves: [], complete: null });
  // the stateless moves, by the parisienne rule: N5 may bear off with the 5
  const p = t.moves(start, []);
  assert.ok(p.moves.some((c) => c.moves.length === 1 && c.moves[0][0] === 'N5' && c.moves[0][1] === 'off' && c.dice[0] === 5));
  // 000 TOUT D'UNE: from the start, 3 and 1, a dame of B1 to B5 rests on B4 (or B2): both dice said
  const s = t.moves(t.withDice(t.startPosition(), [3, 1]), []);
  const b5 = s.moves.find((c) => c.moves[0][0] === 'B1' && c.moves[c.moves.length - 1][1] === 'B5');
  assert.equal(b5.moves.length, 2);
  assert.deepEqual([...b5.dice].sort(), [1, 3]);
  assert.equal(b5.moves[0][1], b5.dice[0] === 3 ? 'B4' : 'B2');
  assert.equal(code(() => t.moves(start, [['N5', 'N1']])), 'not-the-dice');
});
