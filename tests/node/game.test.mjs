// The Game class: a game's state over the stateless engine calls.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, EXAMPLE, START, clone, engineOr } from './helpers.mjs';

const { Game, TablierError, validate } = tablier;

const code = (fn) => {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof TablierError, `${e}`);
    return e.code;
  }
  assert.fail('expected a TablierError');
};

test('a new game starts with every dame on its talon, White to roll', () => {
  const g = new Game();
  assert.deepEqual(g.position().white, { B1: 15 });
  assert.deepEqual(g.position().black, { N1: 15 });
  assert.equal(g.turn(), 'white');
  assert.equal(g.dice(), null);
  assert.deepEqual(g.history(), []);
  assert.equal(g.isOver(), false);
  assert.equal(g.winner(), null);
  assert.deepEqual(g.score().white, { points: 0, holes: 0, bredouille: true });
  assert.equal(new Game(null, { game: 'jacquet' }).position().game, 'jacquet');
});

test('a seeded game rolls the same dice every time; unseeded dice are fair dice', () => {
  const seq = (seed) => {
    const g = new Game(START, { seed });
    const out = [g.roll()];
    for (let i = 0; i < 30; i++) {
      // Clear the dice through load() keeping the generator: roll again from the same position.
      g.load(START);
      out.push(g.roll());
    }
    return out;
  };
  assert.deepEqual(seq(1234), seq(1234));
  assert.deepEqual(seq('partie du dimanche'), seq('partie du dimanche'));
  assert.notDeepEqual(seq(1), seq(2));
  // Every roll is two dice 1–6, and over many rolls every face comes up.
  const faces = new Map();
  const g = new Game(START);
  for (let i = 0; i < 600; i++) {
    g.load(START);
    const d = g.roll();
    assert.equal(d.length, 2);
    for (const x of d) {
      assert.ok(Number.isInteger(x) && x >= 1 && x <= 6, `${x}`);
      faces.set(x, (faces.get(x) || 0) + 1);
    }
  }
  assert.equal(faces.size, 6);
  for (const [, n] of faces) assert.ok(n > 120 && n < 280, `a face came up ${n} times in 1200`);
});

test('roll takes given dice, refuses wrong ones, and refuses to roll twice', () => {
  const g = new Game(START);
  assert.equal(code(() => g.roll([0, 3])), 'bad-dice');
  assert.equal(code(() => g.roll([3])), 'bad-dice');
  assert.equal(code(() => g.roll('66')), 'bad-dice');
  assert.equal(g.dice(), null, 'a refused roll changes nothing');
  assert.deepEqual(g.roll([6, 5]), [6, 5]);
  assert.deepEqual(g.dice(), [6, 5]);
  assert.equal(code(() => g.roll()), 'bad-request');
});

test('options and positions are checked', () => {
  assert.equal(code(() => new Game({ white: { B1: 16 }, black: { N1: 15 }, turn: 'white' })), 'bad-count');
  assert.equal(code(() => new Game(null, { sed: 1 })), 'bad-request');
  assert.equal(code(() => new Game(null, 'x')), 'bad-request');
  assert.equal(code(() => new Game(null, { seed: {} })), 'bad-request');
  assert.equal(code(() => new Game(START, { game: 'jacquet' })), 'bad-request');
  const g = new Game(EXAMPLE);
  assert.equal(code(() => g.load(42)), 'bad-json');
  assert.deepEqual(g.position(), validate(EXAMPLE).position, 'a refused load keeps the position');
});

test('position() answers a copy: changing it does not change the game', () => {
  const g = new Game(EXAMPLE);
  const p = g.position();
  p.white.B1 = 1;
  p.turn = 'black';
  assert.deepEqual(g.position(), validate(EXAMPLE).position);
});

test('play, history, undo and toJSON follow the engine', (t) => {
  const g = new Game(EXAMPLE, { seed: 3 });
  const plays = engineOr(t, () => g.plays());
  if (!plays) return;
  assert.deepEqual(g.analyse().plays, plays);
  const before = g.position();
  const next = g.play(plays[0]);
  assert.equal(next.turn, 'black');
  assert.deepEqual(g.history(), [{ turn: 'white', dice: [5, 5], play: plays[0] }]);
  assert.equal(g.dice(), null);
  const json = g.toJSON();
  assert.deepEqual(json.position, next);
  assert.equal(json.seed, 3);
  assert.equal(typeof json.diceState, 'number');
  assert.deepEqual(JSON.parse(JSON.stringify(g)), json);
  assert.deepEqual(g.undo(), { turn: 'white', dice: [5, 5], play: plays[0] });
  assert.deepEqual(g.position(), before);
  assert.equal(g.undo(), null);
  // An illegal play changes nothing.
  const bad = { moves: [['B1', 'B4'], ['B1', 'B4']] };
  assert.ok(code(() => g.play(bad)));
  assert.deepEqual(g.position(), before);
  assert.deepEqual(g.history(), []);
});

test('a game plays itself to the end of a few turns with seeded dice', (t) => {
  const g = new Game(null, { seed: 99 });
  for (let turn = 0; turn < 40; turn++) {
    g.roll();
    const plays = engineOr(t, () => g.plays());
    if (!plays) return;
    const before = clone(g.position());
    if (plays.length === 0) {
      // Nothing can be played: the engine still passes the turn with the empty play.
      g.play({ moves: [] });
    } else {
      g.play(plays[turn % plays.length]);
    }
    assert.notEqual(g.turn(), before.turn);
    assert.equal(validate(g.position()).ok, true);
    if (g.isOver()) break;
  }
  assert.ok(g.history().length > 0);
});
