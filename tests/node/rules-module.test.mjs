// The rules module (`tablier/rules`, pkg/rules/: the crate built without its `games` feature, for
// the diagram element) answers every stateless question exactly as the whole package does, over
// the bench positions with every roll and over refused inputs; and it holds no game, no computer.
// Built with the counting exercises (`exercises-counting`, for <tablier-exercise>), it gives the
// same exercise as the whole package for every id of compter les points and compter les chances,
// grades alike, and refuses the choosing kinds, which need the maître it leaves out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tablier, PKG, ROOT, EXAMPLE, ROLLS, BENCH_LINES } from './helpers.mjs';

const rules = await import(path.join(PKG, 'rules/index.js'));
await rules.init(readFileSync(path.join(PKG, 'rules/tablier_rules_bg.wasm')));

const positions = BENCH_LINES.map((l) => JSON.parse(l));
const sample = [...positions.filter((_, i) => i % 10 === 0), tablier.startPosition('trictrac'), tablier.startPosition('jacquet')];

// An answer, or the refusal's code: what a caller can tell apart.
function outcome(api, name, ...args) {
  try {
    return { value: api[name](...args) };
  } catch (e) {
    assert.ok(e instanceof api.TablierError, `${name}: ${e}`);
    return { code: e.code, message: e.message };
  }
}

const STATELESS = ['analyse', 'legalPlays', 'applyPlay', 'checkPlay', 'destinations', 'refusal', 'moves', 'validate', 'toNotation', 'fromNotation', 'startPosition', 'withDice', 'version', 'chances'];
const EXERCISES = ['exercise', 'exercises', 'gradeExercise'];

test('the rules module exports the stateless questions and nothing of the games', () => {
  for (const name of [...STATELESS, ...EXERCISES]) assert.equal(typeof rules[name], 'function', name);
  for (const name of ['Game', 'JacquetGame', 'PartieAEcrire', 'choosePlay', 'hints', 'review', 'sheet', 'checkEcole', 'fausseCase']) {
    assert.equal(rules[name], undefined, name);
  }
  assert.equal(rules.version(), tablier.version());
});

// Its named exports are written into rules/index.js by scripts/build-pkg.sh from the object
// makeRules answers (js/rules.js): every name of the default export, and only those.
test("the rules module's named exports are its default export's names", () => {
  const names = Object.keys(rules).filter((k) => k !== 'default').sort();
  assert.deepEqual(names, Object.keys(rules.default).sort());
  for (const name of names) assert.equal(rules[name], rules.default[name], name);
  assert.deepEqual(names, ['init', ...STATELESS, ...EXERCISES, 'TablierError'].sort());
});

test('over the bench positions with every roll, the rules module answers as the whole package', () => {
  let calls = 0;
  for (const p of sample) {
    const same = (name, ...args) => {
      assert.deepEqual(outcome(rules, name, ...args), outcome(tablier, name, ...args), `${name} ${tablier.toNotation(p)}`);
      calls++;
    };
    same('toNotation', p);
    same('validate', p);
    same('fromNotation', tablier.toNotation(p));
    same('chances', p);
    for (const dice of ROLLS) {
      const rolled = tablier.withDice(p, dice);
      same('withDice', p, dice);
      same('analyse', rolled);
      same('destinations', rolled, []);
      const plays = tablier.legalPlays(rolled);
      same('legalPlays', rolled);
      const first = plays.find((pl) => pl.moves.length);
      if (first) {
        same('applyPlay', rolled, first);
        same('checkPlay', rolled, first);
        same('destinations', rolled, first.moves.slice(0, 1));
        same('refusal', rolled, [], first.moves[0]);
        same('checkPlay', rolled, { moves: first.moves.slice(0, 1).map(([from]) => [from, from]) });
      }
    }
  }
  assert.ok(calls > 10000, `${calls} calls`);
});

test('refused inputs are refused alike, with the same code and message', () => {
  const bad = [
    null,
    42,
    '',
    'not a position',
    '{"white":',
    { ...EXAMPLE, white: { B1: 16 } },
    { ...EXAMPLE, dice: [0, 7] },
    { ...EXAMPLE, turn: 'red' },
    { ...EXAMPLE, coups: { white: -1, black: 0 } },
    [EXAMPLE],
  ];
  for (const input of bad) {
    for (const name of ['analyse', 'legalPlays', 'toNotation', 'chances', 'validate']) {
      assert.deepEqual(outcome(rules, name, input), outcome(tablier, name, input), `${name} ${JSON.stringify(input)}`);
    }
  }
  assert.deepEqual(outcome(rules, 'startPosition', 'backgammon'), outcome(tablier, 'startPosition', 'backgammon'));
  assert.deepEqual(outcome(rules, 'fromNotation', 'zz'), outcome(tablier, 'fromNotation', 'zz'));
});

// The seeds' worked examples by name, as the curated table holds them (src/exercise/curated/table.rs).
const CURATED = [...readFileSync(path.join(ROOT, 'src/exercise/curated/table.rs'), 'utf8').matchAll(/name: "([a-z0-9-]+)"/g)].map((m) => `seed-${m[1]}`);

test('the counting exercises: every id gives the same exercise and the same grades from the rules module as from the whole package', () => {
  assert.ok(CURATED.length >= 40, `${CURATED.length} worked examples`);
  const requests = [
    { kind: 'compter-les-points', seed: 1, count: 150 },
    { kind: 'compter-les-points', family: 'depart', seed: 1, count: 20 },
    { kind: 'compter-les-points', family: 'impuissance', seed: 4, count: 20 },
    { kind: 'compter-les-points', level: 3, seed: 9, count: 30 },
    { kind: 'compter-les-chances', seed: 2, count: 60 },
  ];
  const ids = new Set(CURATED);
  for (const request of requests) {
    const list = rules.exercises(request);
    assert.deepEqual(list, tablier.exercises(request), JSON.stringify(request));
    assert.equal(list.length, request.count, JSON.stringify(request));
    for (const x of list) ids.add(x.id);
  }
  // a roll other than the one thrown in the game
  for (const dice of ['11', '65', '32']) ids.add(`points-7-12-${dice}`);
  assert.ok(ids.size > 300, `${ids.size} ids`);
  let grades = 0;
  for (const id of ids) {
    const ex = rules.exercise(id);
    assert.deepEqual(ex, tablier.exercise(id), id);
    const answers =
      ex.exercise === 'compter-les-points'
        ? [ex.answer.points, { white: ex.answer.points.black, black: ex.answer.points.white }].map((points) => ({ points })).concat([{ jans: ex.answer.jans.slice(1) }, {}])
        : [ex.answer.coups.count, ex.answer.coups.count + 1, 0, 'hold'];
    for (const answer of answers) {
      assert.deepEqual(outcome(rules, 'gradeExercise', id, answer), outcome(tablier, 'gradeExercise', id, answer), `${id} ${JSON.stringify(answer)}`);
      grades++;
    }
  }
  assert.ok(grades > 1200, `${grades} grades`);
});

test('the rules module refuses the choosing exercises, which the whole package answers, and refuses bad ids alike', () => {
  const [coup] = tablier.exercises({ kind: 'choisir-le-coup', count: 1 });
  const [tenir] = tablier.exercises({ kind: 'tenir-ou-s-en-aller', count: 1 });
  for (const [name, ...args] of [
    ['exercise', coup.id],
    ['exercise', tenir.id],
    ['gradeExercise', coup.id, coup.answer.plays[0].play],
    ['gradeExercise', tenir.id, 'hold'],
    ['exercises', { kind: 'choisir-le-coup', count: 1 }],
    ['exercises', { kind: 'tenir-ou-s-en-aller' }],
  ]) {
    const refused = outcome(rules, name, ...args);
    assert.equal(refused.code, 'bad-request', `${name} ${JSON.stringify(args)}`);
    assert.match(refused.message, /whole package/);
    assert.ok(outcome(tablier, name, ...args).value, `the whole package answers ${name} ${JSON.stringify(args)}`);
  }
  for (const id of [null, 42, '', 'points-1-0', 'points-01-0-64', 'seed-nothing', 'chances-1-0-99', 'points-1-99999-64']) {
    assert.deepEqual(outcome(rules, 'exercise', id), outcome(tablier, 'exercise', id), JSON.stringify(id));
  }
  for (const request of [null, {}, { kind: 'compter' }, { kind: 'compter-les-chances', family: 'coin' }, { kind: 'compter-les-points', count: 1001 }]) {
    assert.deepEqual(outcome(rules, 'exercises', request), outcome(tablier, 'exercises', request), JSON.stringify(request));
  }
});
