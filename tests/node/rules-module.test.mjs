// The rules module (`tablier/rules`, pkg/rules/: the crate built without its `games` feature, for
// the diagram element) answers every stateless question exactly as the whole package does, over
// the bench positions with every roll and over refused inputs; and it holds no game, no computer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tablier, PKG, EXAMPLE, ROLLS, BENCH_LINES } from './helpers.mjs';

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

test('the rules module exports the stateless questions and nothing of the games', () => {
  for (const name of STATELESS) assert.equal(typeof rules[name], 'function', name);
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
  assert.deepEqual(names, ['init', ...STATELESS, 'TablierError'].sort());
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
