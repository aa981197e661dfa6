// One decoder, two boundaries: the command line (`tablier`, one JSON line in, one out) and the
// package give the same answer, value or error code and message, for the same text. The corpus:
// every position and notation in tests/data/*.jsonl, mutations of them (a field dropped, set to
// null, an array where an object is, a count made negative or -0 or 15.0, a key written twice),
// and the JSON faults of issue 18. The package is handed the very text the command line reads (a
// position given as a string is read as the command line reads a line).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tablier, ROOT } from './helpers.mjs';

const { analyse, toNotation, validate, TablierError } = tablier;

function cliBinary() {
  const bin = path.join(ROOT, 'target/debug/tablier');
  execFileSync('cargo', ['build', '--quiet', '--bin', 'tablier'], { cwd: ROOT, stdio: 'inherit' });
  return bin;
}
const BIN = cliBinary();

/** Each line through `tablier <command>`: its answer lines, parsed. */
function runCli(command, lines) {
  let out;
  try {
    out = execFileSync(BIN, [command], { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch (e) {
    out = e.stdout; // exit status 1: some line failed, every line answered
  }
  const answers = out.split('\n').filter((l) => l.length);
  assert.equal(answers.length, lines.length, `${command}: one answer per line`);
  // An answer is JSON, or (`tablier notation` of a JSON position) the notation itself.
  return answers.map((l) => (l.startsWith('{') ? JSON.parse(l) : l));
}

/** The package's answer in the command line's shape. */
function pkg(f, text) {
  try {
    return f(text);
  } catch (e) {
    assert.ok(e instanceof TablierError, `${text}: ${e}`);
    return { error: e.details ? { code: e.code, message: e.message, details: e.details } : { code: e.code, message: e.message } };
  }
}

// Every position and notation of the data files.
function corpus() {
  const positions = [];
  const notations = [];
  const walk = (v) => {
    if (v === null || typeof v !== 'object') return;
    if (!Array.isArray(v) && v.white && v.black && v.turn) positions.push(v);
    for (const x of Object.values(v)) walk(x);
  };
  for (const f of fs.readdirSync(path.join(ROOT, 'tests/data'))) {
    if (!f.endsWith('.jsonl')) continue;
    for (const line of fs.readFileSync(path.join(ROOT, 'tests/data', f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const v = JSON.parse(line);
      walk(v);
      if (typeof v.notation === 'string' && v.notation.trim()) notations.push(v.notation);
    }
  }
  return { positions, notations };
}

/** Texts made from a position: itself and mutations of it. */
function mutations(p, i) {
  const t = JSON.stringify(p);
  const out = [t];
  const k = Object.keys(p)[i % Object.keys(p).length];
  const { [k]: _, ...dropped } = p;
  out.push(JSON.stringify(dropped));
  out.push(JSON.stringify({ ...p, [k]: null }));
  out.push(JSON.stringify({ ...p, [k]: Object.values(p[k] ?? {}) }));
  const f = Object.keys(p.white)[0];
  if (f) {
    const n = p.white[f];
    out.push(t.replace(`"${f}":${n}`, `"${f}":-${n}`));
    out.push(t.replace(`"${f}":${n}`, `"${f}":${n}.0`));
    out.push(t.replace(`"${f}":${n}`, `"${f}":-0`));
    out.push(t.replace(`"${f}":${n}`, `"${f}":${n},"${f}":${n}`));
  }
  out.push(t.replace('"turn":', '"turn":"white","turn":'));
  return out;
}

// issue 18's JSON faults, and more of the kind.
const FAULTS = [
  '{"white":{"B1":-1},"black":{"N1":15},"turn":"white"}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":[[5,1,false],[0,2]]}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","turn":"black"}',
  '{"white":{"B1":14,"B1":1},"black":{"N1":15},"turn":"white"}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[-0,5]}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6.0,5e0]}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":null}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"game":null}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":null}',
  '{"white":null,"black":{"N1":15},"turn":"white"}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"x":"\\ud800\\u0041"}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":["\\ud800\\u0041",1]}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]} x',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"coups":[1,2]}',
  '{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"score":{"white":{"points":1,"points":2}}}',
  '{"white":{"B1":1e400},"black":{"N1":15},"turn":"white"}',
  '{"white":{"B1":18446744073709551616},"black":{"N1":15},"turn":"white"}',
  '{',
  '{}',
];

const { positions, notations } = corpus();
// Each position also with a roll (most of the bench positions await theirs).
const DICE = [[6, 5], [3, 3], [2, 1], [6, 6], [4, 1], [5, 2]];
const rolled = positions.map((p, i) => (p.dice ? p : { ...p, dice: DICE[i % DICE.length] }));
const texts = [...positions.map((p) => JSON.stringify(p)), ...rolled.flatMap(mutations), ...FAULTS];

test('the corpus is large and varied', () => {
  assert.ok(positions.length > 1000, `${positions.length} positions`);
  assert.ok(notations.length > 50, `${notations.length} notations`);
  assert.ok(texts.length > 10000, `${texts.length} texts`);
});

test('tablier analyse and analyse() agree on every text', () => {
  const want = runCli('analyse', texts);
  let errors = 0;
  texts.forEach((t, i) => {
    const got = pkg(analyse, t);
    if (got.error) errors++;
    assert.deepEqual(got, want[i], t);
  });
  assert.ok(errors > 1000 && errors < texts.length - 1000, `${errors} refusals among ${texts.length}`);
});

test('tablier notation and the package agree on every text, both ways', () => {
  const jsonTexts = texts;
  const want = runCli('notation', jsonTexts);
  jsonTexts.forEach((t, i) => {
    const got = pkg(toNotation, t);
    assert.deepEqual(got, want[i], t);
  });
  const back = runCli('notation', notations);
  notations.forEach((n, i) => {
    const v = validate(n);
    assert.deepEqual(v.ok ? v.position : { error: v.error }, back[i], n);
  });
});

test('issue 18: the faults read alike, with the codes the one decoder gives', () => {
  const codes = FAULTS.map((t) => pkg(validate, t)).map((v) => (v.ok ? 'ok' : v.error.code));
  assert.deepEqual(codes, [
    'bad-count',
    'bad-json',
    'bad-json',
    'bad-json',
    'bad-dice',
    'ok',
    'ok',
    'ok',
    'bad-json',
    'bad-json',
    'unknown-field',
    'bad-json',
    'bad-json',
    'bad-json',
    'bad-json',
    'bad-json',
    'bad-json',
    'bad-json',
    'bad-json',
  ]);
  const neg = validate(FAULTS[0]);
  assert.match(neg.error.message, /white has -1 dames on B1/);
});

