// The advice exports (chances, levels, hints, review) give the command line's answer: the
// package runs the engine compiled to WebAssembly, `tablier` runs it natively, and both answer
// through src/wasm/advice.rs. Positions from tests/data/bench_positions.jsonl (random games),
// records from tests/data/games/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tablier, ROOT, BENCH_LINES } from './helpers.mjs';

const { chances, levels, hints, review, legalPlays, withDice, choosePlay, Game, TablierError } = tablier;

execFileSync('cargo', ['build', '--quiet', '--bin', 'tablier'], { cwd: ROOT, stdio: 'inherit' });
const BIN = path.join(ROOT, 'target/debug/tablier');

/** `tablier <args…>` over these lines: one parsed answer per line. */
function cli(args, lines) {
  let out;
  try {
    out = execFileSync(BIN, args, { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch (e) {
    out = e.stdout; // exit status 1: some line refused, every line answered
  }
  const answers = out.split('\n').filter((l) => l.length).map((l) => JSON.parse(l));
  assert.equal(answers.length, lines.length);
  return answers;
}

// Every 25th of the 1,200 bench positions: 48, from openings to bearing off.
const BENCH = BENCH_LINES.filter((_, i) => i % 25 === 0);

test('chances equal tablier chances on 48 bench positions', () => {
  assert.ok(BENCH.length >= 40);
  const native = cli(['chances'], BENCH);
  BENCH.forEach((text, i) => {
    assert.deepEqual(chances(text), native[i], text);
    assert.deepEqual(chances(JSON.parse(text)), native[i]);
  });
  // A count lists its coups: the counts are not all empty.
  assert.ok(native.some((c) => c.dames.length > 0 && c.dames[0].vrai.count === c.dames[0].vrai.coups.length));
});

test('chances refuse what is not a position, with the command line\'s code', () => {
  const [native] = cli(['chances'], ['{"white":{}}']).map((a) => a);
  assert.throws(() => chances('{"white":{}}'), (e) => e instanceof TablierError && e.code === native.error.code);
});

test('levels are the ladder, weakest first, and each one plays a legal play', () => {
  assert.deepEqual(levels(), ['débutant', 'amateur', 'fort', 'maître']);
  const p = withDice(JSON.parse(BENCH[3]), [6, 4]);
  const legal = legalPlays(p).map((x) => JSON.stringify(x));
  for (const level of [...levels(), 'random', 'greedy', 'expert', undefined]) {
    const play = choosePlay(p, level);
    assert.ok(legal.length === 0 ? play.moves.length === 0 : legal.includes(JSON.stringify(play)), `${level}`);
  }
  assert.throws(() => choosePlay(p, 'grand-maître'), (e) => e.code === 'bad-request' && /maître/.test(e.message));
});

// The bench positions with a roll each.
const ROLLED = BENCH.map((text, i) => withDice(JSON.parse(text), [(i % 6) + 1, ((i * 5 + 2) % 6) + 1]));

test('hints rank exactly the legal plays, best first, as tablier hints', () => {
  const native = cli(['hints'], ROLLED.map((p) => JSON.stringify(p)));
  ROLLED.forEach((p, i) => {
    const h = hints(p);
    assert.deepEqual(h, native[i]);
    assert.equal(h.unit, 'percent of tours won');
    const legal = legalPlays(p).map((x) => JSON.stringify(x));
    const ranked = h.plays.map((x) => JSON.stringify(x.play));
    assert.deepEqual([...ranked].sort(), (legal.length ? legal : ['{"moves":[]}']).sort());
    assert.equal(new Set(ranked).size, ranked.length, 'each play once');
    assert.equal(h.plays[0].loss, 0);
    for (let k = 1; k < h.plays.length; k++) {
      assert.ok(h.plays[k - 1].chance >= h.plays[k].chance);
      assert.ok(h.plays[k].loss >= 0);
    }
  });
  assert.throws(() => hints(BENCH[0]), (e) => e.code === 'no-dice');
});

test('game.hints ranks the roll being played; a hint is a play the game takes', () => {
  const g = new Game();
  assert.throws(() => g.hints(), (e) => e.code === 'bad-request');
  g.roll([6, 5]);
  const h = g.hints();
  assert.deepEqual(h, hints(g.position()));
  g.play(h.plays[0].play);
  assert.equal(g.history().length, 1);
});

const RECORDS = fs
  .readdirSync(path.join(ROOT, 'tests/data/games'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => path.join(ROOT, 'tests/data/games', f))
  .filter((f) => JSON.parse(fs.readFileSync(f, 'utf8')).game !== 'jacquet');

test('the review of every committed record equals the native one, both sides', () => {
  assert.ok(RECORDS.length >= 3);
  let choices = 0;
  for (const file of RECORDS) {
    const text = fs.readFileSync(file, 'utf8');
    for (const side of ['white', 'black']) {
      const native = JSON.parse(execFileSync(BIN, ['review', side, file], { encoding: 'utf8' }));
      assert.deepEqual(review(text, side), native, `${file} ${side}`);
      assert.deepEqual(review(JSON.parse(text), side), native);
      assert.deepEqual(Game.fromRecord(text).review(side), native);
      assert.equal(native.side, side);
      const cost = native.rolls.reduce((s, r) => s + (r.play?.cost ?? 0) + (r.decision?.cost ?? 0), 0);
      assert.ok(Math.abs(cost - native.total_cost) < 0.011);
      choices += native.rolls.length;
    }
  }
  assert.ok(choices > 10, `${choices} choices reviewed`);
  assert.throws(() => review('{}', 'white'), (e) => e instanceof TablierError);
  assert.throws(() => review(fs.readFileSync(RECORDS[0], 'utf8'), 'red'), (e) => e.code === 'bad-request');
});
