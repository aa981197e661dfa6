// The rules module (`tablier/rules`, pkg/rules/: the crate built with its `stateless` feature and
// without `games`) is the package's one answer to the stateless questions: the package's games
// module (tablier_bg.wasm) holds none of them, and the package's entries ask the rules module
// (docs/size.md, "No stateless question twice"). Its answers are held equal to those of another
// build of the same questions, the game page's light module (www/pkg/light/: `games` and
// `stateless`), over the bench positions with every roll and over refused inputs; and it holds
// no game, no computer. Built with the counting exercises (`exercises-counting`, for
// <tablier-exercise>), it gives the same exercise as the command line (`tablier exercise`, the
// core's answer) for every id of compter les points and compter les chances, grades alike, and
// refuses the choosing kinds, which need the maître it leaves out: the package asks its games
// module for those.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { tablier, PKG, ROOT, EXAMPLE, ROLLS, BENCH_LINES } from './helpers.mjs';

const rules = await import(path.join(PKG, 'rules/index.js'));
await rules.init(readFileSync(path.join(PKG, 'rules/tablier_rules_bg.wasm')));
// The game page's light module, built beside the package by scripts/build-pkg.sh.
const LIGHT = path.join(ROOT, 'www/pkg/light');
const light = await import(path.join(LIGHT, 'index.js'));
await light.init(readFileSync(path.join(LIGHT, 'tablier_light_bg.wasm')));

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

// The games module's own exports, as the package's Node entry loads them.
const games = await import(path.join(PKG, 'web/tablier.js'));

test('the package answers the stateless questions from the rules module alone: its games module has none', () => {
  const exported = (name) => typeof games[name] === 'function';
  for (const name of STATELESS.filter((n) => n !== 'version')) assert.equal(exported(name), false, `the games module exports ${name}`);
  for (const name of ['Partie', 'JacquetPartie', 'Ecrire', 'choosePlay', 'hints', 'exercise', 'gradeExercise']) assert.ok(exported(name), name);
  // and the package's stateless answers are the rules module's
  const p = tablier.withDice(tablier.startPosition('trictrac'), [6, 5]);
  assert.deepEqual(tablier.analyse(p), rules.analyse(p));
});

test('the games module answers the choosing exercises only: the counting ones are the rules module\'s', () => {
  const [coup] = tablier.exercises({ kind: 'choisir-le-coup', count: 1 });
  assert.deepEqual(JSON.parse(games.exercise(JSON.stringify(coup.id))), coup);
  for (const call of [() => games.exercise('"points-1-0-64"'), () => games.exercises('{"kind": "compter-les-chances"}'), () => games.gradeExercise('"seed-battre-exemple-1"', '{}')]) {
    assert.throws(call, (e) => typeof e === 'string' && JSON.parse(e).code === 'bad-request' && /rules module/.test(JSON.parse(e).message));
  }
});

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

test('over the bench positions with every roll, the rules module answers as the light module', () => {
  let calls = 0;
  for (const p of sample) {
    const same = (name, ...args) => {
      assert.deepEqual(outcome(rules, name, ...args), outcome(light, name, ...args), `${name} ${tablier.toNotation(p)}`);
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

test('refused inputs are refused alike by the rules and the light module, with the same code and message', () => {
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
      assert.deepEqual(outcome(rules, name, input), outcome(light, name, input), `${name} ${JSON.stringify(input)}`);
    }
  }
  assert.deepEqual(outcome(rules, 'startPosition', 'backgammon'), outcome(light, 'startPosition', 'backgammon'));
  assert.deepEqual(outcome(rules, 'fromNotation', 'zz'), outcome(light, 'fromNotation', 'zz'));
});

// The seeds' worked examples by name, as the curated table holds them (src/exercise/curated/table.rs).
const CURATED = [...readFileSync(path.join(ROOT, 'src/exercise/curated/table.rs'), 'utf8').matchAll(/name: "([a-z0-9-]+)"/g)].map((m) => `seed-${m[1]}`);

// The command line (`tablier exercise`, one request a line; tests/node/exercise.test.mjs holds the
// package to it too), built by `cargo build --bin tablier` (or TABLIER_BIN); null without cargo.
function binary() {
  if (process.env.TABLIER_BIN) return path.resolve(process.env.TABLIER_BIN);
  const r = spawnSync('cargo', ['build', '--quiet', '--bin', 'tablier'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.error) return null;
  assert.equal(r.status, 0, `cargo build --bin tablier: ${r.stderr}`);
  const target = process.env.CARGO_TARGET_DIR ? path.resolve(ROOT, process.env.CARGO_TARGET_DIR) : path.join(ROOT, 'target');
  return path.join(target, 'debug', 'tablier');
}
const BIN = binary();

/** Each request through one `tablier exercise` process, its answers as `outcome` gives them. */
function cli(requests) {
  const r = spawnSync(BIN, ['exercise'], { input: requests.map((q) => JSON.stringify(q)).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.ok(r.status === 0 || r.status === 1, `tablier exercise exited ${r.status}: ${r.stderr}`);
  const lines = r.stdout.split('\n').filter((l) => l);
  assert.equal(lines.length, requests.length, 'one answer a line');
  return lines.map((l) => {
    const v = JSON.parse(l);
    return v && v.error && Object.keys(v).length === 1 ? { code: v.error.code, message: v.error.message } : { value: v };
  });
}

test('the counting exercises: every id gives the same exercise and the same grades from the rules module as from the command line', { skip: BIN ? false : 'no cargo' }, () => {
  assert.ok(CURATED.length >= 40, `${CURATED.length} worked examples`);
  const requests = [
    { kind: 'compter-les-points', seed: 1, count: 150 },
    { kind: 'compter-les-points', family: 'depart', seed: 1, count: 20 },
    { kind: 'compter-les-points', family: 'impuissance', seed: 4, count: 20 },
    { kind: 'compter-les-points', level: 3, seed: 9, count: 30 },
    { kind: 'compter-les-chances', seed: 2, count: 60 },
  ];
  const ids = new Set(CURATED);
  const lists = requests.map((request) => rules.exercises(request));
  assert.deepEqual(cli(requests), lists.map((value) => ({ value })));
  for (const [i, list] of lists.entries()) {
    assert.equal(list.length, requests[i].count, JSON.stringify(requests[i]));
    for (const x of list) ids.add(x.id);
  }
  // a roll other than the one thrown in the game
  for (const dice of ['11', '65', '32']) ids.add(`points-7-12-${dice}`);
  assert.ok(ids.size > 300, `${ids.size} ids`);
  const exercises = [...ids].map((id) => rules.exercise(id));
  assert.deepEqual(cli([...ids].map((id) => ({ id }))), exercises.map((value) => ({ value })));
  const asked = [];
  for (const ex of exercises) {
    const answers =
      ex.exercise === 'compter-les-points'
        ? [ex.answer.points, { white: ex.answer.points.black, black: ex.answer.points.white }].map((points) => ({ points })).concat([{ jans: ex.answer.jans.slice(1) }, {}])
        : [ex.answer.coups.count, ex.answer.coups.count + 1, 0, 'hold'];
    for (const answer of answers) asked.push({ id: ex.id, answer });
  }
  assert.ok(asked.length > 1200, `${asked.length} grades`);
  const graded = asked.map(({ id, answer }) => outcome(rules, 'gradeExercise', id, answer));
  assert.deepEqual(cli(asked), graded);
  // and the package, whose entry asks the rules module for them, answers the same
  for (const [i, { id, answer }] of asked.entries()) {
    if (i % 7 === 0) assert.deepEqual(outcome(tablier, 'gradeExercise', id, answer), graded[i], `${id} ${JSON.stringify(answer)}`);
  }
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
  // bad ids, a choosing one's among them (which the package asks its games module for)
  for (const id of [null, 42, '', 'points-1-0', 'points-01-0-64', 'seed-nothing', 'chances-1-0-99', 'points-1-99999-64', 'coup-x', 'tenir-01-2', 'coup-1-99999']) {
    assert.deepEqual(outcome(rules, 'exercise', id), outcome(tablier, 'exercise', id), JSON.stringify(id));
  }
  for (const request of [null, {}, { kind: 'compter' }, { kind: 'compter-les-chances', family: 'coin' }, { kind: 'compter-les-points', count: 1001 }]) {
    assert.deepEqual(outcome(rules, 'exercises', request), outcome(tablier, 'exercises', request), JSON.stringify(request));
  }
});
