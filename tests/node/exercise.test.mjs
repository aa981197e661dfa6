// The exercises in Node (docs/exercises.md): an id regenerates the same exercise in the package
// as in Rust (`tablier exercise`, the core's answer on the command line, itself held to the core
// by tests/cli/exercise.rs), grades agree, and every refusal is typed with the command line's code.
//
// The binary is `target/debug/tablier` built by `cargo build --bin tablier` (or TABLIER_BIN).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { tablier as t, ROOT } from './helpers.mjs';

const KINDS = ['compter-les-points', 'choisir-le-coup', 'tenir-ou-s-en-aller', 'compter-les-chances'];

function binary() {
  if (process.env.TABLIER_BIN) return path.resolve(process.env.TABLIER_BIN);
  const r = spawnSync('cargo', ['build', '--quiet', '--bin', 'tablier'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.error) return null; // no cargo here: the comparisons with Rust are skipped
  assert.equal(r.status, 0, `cargo build --bin tablier: ${r.stderr}`);
  const target = process.env.CARGO_TARGET_DIR ? path.resolve(ROOT, process.env.CARGO_TARGET_DIR) : path.join(ROOT, 'target');
  return path.join(target, 'debug', 'tablier');
}
const BIN = binary();

/** Each request through one `tablier exercise` process: its answers, parsed, in order. */
function cli(requests) {
  const r = spawnSync(BIN, ['exercise'], { input: requests.map((q) => JSON.stringify(q)).join('\n') + '\n', encoding: 'utf8' });
  assert.ok(r.status === 0 || r.status === 1, `tablier exercise exited ${r.status}: ${r.stderr}`);
  const lines = r.stdout.split('\n').filter((l) => l);
  assert.equal(lines.length, requests.length, 'one answer a line');
  return lines.map((l) => JSON.parse(l));
}

/** The package's answer, or its refusal as the command line writes one. */
function pkg(f) {
  try {
    return f();
  } catch (e) {
    assert.ok(e instanceof t.TablierError, `a refusal is a TablierError: ${e}`);
    return { error: { code: e.code, message: e.message } };
  }
}

// A session of each kind, the same in Node as in Rust.
const sessions = KINDS.map((kind) => ({ kind, seed: 3, count: 4 }));
const lists = sessions.map((q) => t.exercises(q));

test('a session of each kind: four exercises, each of its kind, with ids that regenerate it in Node', () => {
  for (const [i, list] of lists.entries()) {
    assert.equal(list.length, 4, KINDS[i]);
    for (const ex of list) {
      assert.equal(ex.exercise, KINDS[i]);
      assert.deepEqual(t.exercise(ex.id), ex, `${ex.id} regenerated`);
    }
  }
  assert.deepEqual(t.exercises(sessions[0]), lists[0], 'the same request, the same session');
  assert.notDeepEqual(t.exercises({ ...sessions[0], seed: 4 }), lists[0], 'another seed, another session');
});

test('a family and a level filter the session', () => {
  const list = t.exercises({ kind: 'compter-les-points', family: 'battre-a-faux', level: 2, count: 5 });
  assert.equal(list.length, 5);
  for (const ex of list) {
    assert.ok(ex.families.includes('battre-a-faux'), ex.id);
    assert.equal(ex.level, 2, ex.id);
  }
});

test('sessions and exercises: the package answers as tablier exercise', { skip: BIN ? false : 'no cargo' }, () => {
  assert.deepEqual(cli(sessions), lists);
  const ids = lists.flat().map((ex) => ex.id).concat(['seed-battre-exemple-1', 'seed-coins-6-5']);
  assert.deepEqual(cli(ids.map((id) => ({ id }))), ids.map((id) => pkg(() => t.exercise(id))));
});

/** Answers to an exercise, right and wrong, of its kind's shape. */
function answers(ex) {
  switch (ex.exercise) {
    case 'compter-les-points': {
      const { jans, points } = ex.answer;
      const named = jans.map(({ jan, beneficiary, at, ways, points: p }) => ({ jan, beneficiary, ...(at ? { at } : {}), ways, points: p }));
      return [
        { points, jans: named },
        { points },
        { points: { white: points.black, black: points.white } },
        { points: { white: points.white + 2, black: points.black }, jans: named.slice(1) },
        { jans: named.map((j) => ({ ...j, ways: j.ways + 1 })) },
        { jans: [...named, { jan: 'sortie', beneficiary: 'white' }] },
      ];
    }
    case 'choisir-le-coup':
      return ex.answer.plays.slice(0, 3).map((p) => p.play);
    case 'tenir-ou-s-en-aller':
      return ['hold', 'leave'];
    default: {
      const { count, coups } = ex.answer.coups;
      const simple = new Set(coups.map((c) => c.split('-').sort().join('-'))).size;
      return [count, simple, count + ex.answer.only_faux.count, 0];
    }
  }
}

test('grades: a right answer is correct, a wrong one told its miss, the same in Node as in Rust', { skip: BIN ? false : 'no cargo' }, () => {
  const asked = [];
  for (const ex of lists.flat()) for (const answer of answers(ex)) asked.push({ id: ex.id, answer });
  const node = asked.map(({ id, answer }) => pkg(() => t.gradeExercise(id, answer)));
  assert.deepEqual(cli(asked), node);
  let right = 0;
  let told = 0;
  for (const [i, g] of node.entries()) {
    assert.ok(!g.error, `${asked[i].id} ${JSON.stringify(asked[i].answer)}: ${JSON.stringify(g)}`);
    if (g.correct === true || (g.best === true && g.cost === 0)) right++;
    if (g.misses?.length || g.miss || g.cost > 0) told++;
  }
  assert.ok(right >= lists.flat().length, `${right} right answers graded right`);
  assert.ok(told > 0, `${told} wrong answers told what they missed`);
});

test('the points given to the other side are told so (000 ÉCOLE: a point given away)', () => {
  const ex = t.exercise('seed-battre-exemple-1');
  const { white, black } = ex.answer.points;
  const g = t.gradeExercise(ex.id, { points: { white: black, black: white } });
  assert.equal(g.correct, false);
  assert.deepEqual(g.misses, [{ code: 'points-swapped', given: { white: black, black: white } }]);
  assert.deepEqual(t.gradeExercise(ex.id, { points: ex.answer.points }), { correct: true, misses: [] });
});

const REFUSED = [
  [() => t.exercise('points-1-0'), { id: 'points-1-0' }, 'bad-request'],
  [() => t.exercise('coup-1-01'), { id: 'coup-1-01' }, 'bad-request'],
  [() => t.exercises({ kind: 'compter-les-points', count: 1001 }), { kind: 'compter-les-points', count: 1001 }, 'over-limit'],
  [() => t.exercises({ kind: 'choisir-le-coup', level: 1 }), { kind: 'choisir-le-coup', level: 1 }, 'bad-request'],
  [() => t.exercises({ kind: 'compter-les-points', family: 'jan' }), { kind: 'compter-les-points', family: 'jan' }, 'bad-request'],
  [() => t.exercises({ kind: 'compter-les-points', colour: 'red' }), { kind: 'compter-les-points', colour: 'red' }, 'unknown-field'],
  [() => t.exercises({ kind: 'backgammon' }), { kind: 'backgammon' }, 'bad-request'],
  [() => t.gradeExercise('seed-battre-exemple-1', {}), { id: 'seed-battre-exemple-1', answer: {} }, 'bad-request'],
  [
    () => t.gradeExercise('seed-battre-exemple-1', { jans: [{ jan: 'battre-dame', beneficiary: 'black', at: 'Z9' }] }),
    { id: 'seed-battre-exemple-1', answer: { jans: [{ jan: 'battre-dame', beneficiary: 'black', at: 'Z9' }] } },
    'unknown-fleche',
  ],
];

test('refusals are typed, with the command line codes', () => {
  for (const [f, , code] of REFUSED) {
    assert.throws(f, (e) => e instanceof t.TablierError && e.code === code, `${f} refused with ${code}`);
  }
  const [chances] = lists[3];
  assert.throws(() => t.gradeExercise(chances.id, 'many'), (e) => e.code === 'bad-request');
  const [tenir] = lists[2];
  assert.throws(() => t.gradeExercise(tenir.id, 'stay'), (e) => e.code === 'bad-request');
  const [coup] = lists[1];
  assert.throws(() => t.gradeExercise(coup.id, { moves: [['B1', 'B2'], ['B1', 'B2']] }), (e) => e instanceof t.TablierError && e.code !== 'engine-failure');
});

test('refusals: the same code from tablier exercise', { skip: BIN ? false : 'no cargo' }, () => {
  const answers = cli(REFUSED.map(([, line]) => line));
  assert.deepEqual(
    answers.map((a) => a.error?.code),
    REFUSED.map(([, , code]) => code),
  );
});
