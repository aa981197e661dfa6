// A game with écoles saved as the page saves it (www/game.js `recordOf`, format version 2:
// `marked` and `ecoles` on the rolls the sides marked themselves) replays through the engine: the
// page's reader (`replayRecord`) and `tablier replay` both run the école check again and reach the
// same final score; a tampered école is refused by both, naming the roll. 000 DÉFINITION (école),
// FAUSSE ÉCOLE, QUAND et COMMENT MARQUER L'ÉCOLE; 002 rules 46–67.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tablier } from './helpers.mjs';
import { Match, recordOf, replayRecord } from '../../www/game.js';

const engine = tablier;
const other = (s) => (s === 'white' ? 'black' : 'white');
const CLI = path.join(ROOT, 'target', 'debug', process.platform === 'win32' ? 'tablier.exe' : 'tablier');

/** `tablier replay` on a record: its JSON lines and exit status (cargo test has built the binary). */
function cliReplay(record) {
  assert.ok(existsSync(CLI), `${CLI}: run cargo build (scripts/test.sh runs cargo test first)`);
  const r = spawnSync(CLI, ['replay'], { input: JSON.stringify(record), encoding: 'utf8' });
  return { status: r.status, lines: r.stdout.trim().split('\n').map((l) => JSON.parse(l)) };
}

/**
 * A seeded game played as the page plays it (app.js: the log of every roll), where the mover of
 * the first roll that wins him points marks them wrong by `off` (too many, or too few if `off` is
 * negative) and the opponent sends him to école, or (`fausse`) marks right and the opponent
 * claims a false école; then `more` rolls are played on. Answers the log and the match.
 */
function pageGame({ seed, off = 0, fausse = false, more = 10 }) {
  const match = new Match(engine, { seed });
  const log = [];
  let done = false;
  let after = 0;
  for (let i = 0; i < 2000 && !match.isOver() && after <= more; i++) {
    const before = match.position();
    match.roll();
    const rolled = match.position();
    const side = rolled.turn;
    const analysis = match.analysis();
    const entry = { side, before, rolled, analysis, play: null, after: null, marked: rolled.score };
    log.push(entry);
    if (match.pendingDecision()) {
      match.decide('hold');
      entry.decision = 'hold';
      entry.marked = match.position().score;
    }
    if (match.isOver()) break;
    const thrown = { ...rolled, score: before.score };
    const jeton = before.score[side].points + analysis.points[side];
    if (!done && analysis.points[side] >= 2 && jeton + Math.max(off, 2) < 12) {
      const right = match.checkEcole(thrown, {}).due[side];
      const marked = fausse
        ? { [side]: { jeton: right.jeton, holes: right.holes, released: true, touched: true }, [other(side)]: { ecole: 2 } }
        : { [side]: { jeton: right.jeton + off, holes: right.holes, released: true, touched: true } };
      const verdict = match.checkEcole(thrown, marked);
      assert.ok(verdict.ecoles.length > 0, JSON.stringify(verdict));
      match.setScore(verdict.score_with_ecoles);
      entry.marked = match.position().score;
      entry.hand = { marked, ecoles: verdict.ecoles };
      done = true;
    }
    if (done) after++;
    const plays = match.plays();
    entry.play = plays[i % Math.max(1, plays.length)] || { moves: [] };
    match.play(entry.play);
    entry.after = match.position();
  }
  assert.ok(done, 'a roll with an école');
  return { match, log };
}

for (const [name, opts, kind] of [
  ['an école par excès', { seed: 11, off: 2 }, 'excess'],
  ['an école par omission', { seed: 12, off: -2 }, 'omission'],
  ['a fausse école', { seed: 13, fausse: true }, 'excess'],
]) {
  test(`a page-saved game with ${name} replays in the page and in tablier replay`, () => {
    const { match, log } = pageGame(opts);
    const rec = JSON.parse(JSON.stringify(recordOf(log, match.winner())));
    assert.equal(rec.version, 2);
    const i = rec.rolls.findIndex((r) => r.marked);
    assert.ok(i >= 0);
    assert.equal(rec.rolls.filter((r) => r.marked).length, 1);
    assert.equal(rec.rolls[i].ecoles[0].kind, kind);
    if (opts.fausse) assert.equal(rec.rolls[i].ecoles[0].cause, 'fausse-ecole');
    assert.equal('offer' in rec.rolls[i].ecoles[0], false, 'offer follows from the other fields');

    // the page's reader
    const back = replayRecord(engine, JSON.stringify(rec));
    assert.deepEqual(back.match.position().score, match.position().score);
    assert.deepEqual(recordOf(back.log, back.match.winner()), rec, 'saved again, the same record');

    // the CLI: one line per roll, the école roll with its écoles, the same final score
    const out = cliReplay(rec);
    assert.equal(out.status, 0, JSON.stringify(out.lines.at(-1)));
    assert.equal(out.lines.length, rec.rolls.length);
    assert.deepEqual(out.lines[i].ecoles, rec.rolls[i].ecoles);
    const last = out.lines.at(-1).score;
    for (const s of ['white', 'black']) {
      assert.equal(last[s].points, match.position().score[s].points);
      assert.equal(last[s].holes, match.position().score[s].holes);
    }

    // without its marks the record is refused at that roll, by both
    const bare = structuredClone(rec);
    delete bare.rolls[i].marked;
    delete bare.rolls[i].ecoles;
    const cut = cliReplay(bare);
    assert.equal(cut.status, 1);
    assert.deepEqual([cut.lines.at(-1).error.code, cut.lines.at(-1).error.step], ['wrong-score', i + 1]);
    assert.throws(() => replayRecord(engine, bare), (e) => e.code === 'wrong-score' && e.message.startsWith(`roll ${i + 1}: `));
  });
}

test('a tampered école is refused by the page and by tablier replay, naming the roll', () => {
  const { match, log } = pageGame({ seed: 11, off: 2 });
  const rec = JSON.parse(JSON.stringify(recordOf(log, match.winner())));
  const i = rec.rolls.findIndex((r) => r.marked);
  const bad = structuredClone(rec);
  bad.rolls[i].ecoles[0].markable += 1;
  const out = cliReplay(bad);
  assert.equal(out.status, 1);
  assert.deepEqual([out.lines.at(-1).error.code, out.lines.at(-1).error.step], ['wrong-ecoles', i + 1]);
  assert.throws(() => replayRecord(engine, bad), (e) => e.code === 'wrong-ecoles' && e.message.startsWith(`roll ${i + 1}: `));
  // a play in the marks that is not the roll's
  const other = structuredClone(rec);
  const mover = other.rolls[i].side;
  other.rolls[i].marked[mover].play = { moves: [] };
  if (other.rolls[i].play.length) {
    assert.equal(cliReplay(other).lines.at(-1).error.code, 'marked-play-differs');
    assert.throws(() => replayRecord(engine, other), (e) => e.code === 'marked-play-differs');
  }
  // the roll's own play, in another order: the same play
  const same = structuredClone(rec);
  same.rolls[i].marked[mover].play = { moves: [...rec.rolls[i].play].reverse() };
  assert.equal(cliReplay(same).status, 0);
  assert.doesNotThrow(() => replayRecord(engine, same));
  // marks in a version 1 record
  const v1 = { ...structuredClone(rec), version: 1 };
  assert.equal(cliReplay(v1).lines.at(-1).error.code, 'marked-needs-version-2');
  assert.throws(() => replayRecord(engine, v1), (e) => e.code === 'marked-needs-version-2');
});

test('a game without hand marks is still saved as version 1', () => {
  const match = new Match(engine, { seed: 5 });
  const log = [];
  for (let i = 0; i < 6; i++) {
    const before = match.position();
    match.roll();
    const rolled = match.position();
    const entry = { side: rolled.turn, before, rolled, analysis: match.analysis(), play: null, after: null, marked: rolled.score };
    log.push(entry);
    if (match.pendingDecision()) match.decide((entry.decision = 'hold'));
    entry.marked = match.position().score;
    const plays = match.plays();
    entry.play = plays[0] || { moves: [] };
    match.play(entry.play);
  }
  const rec = recordOf(log, null);
  assert.equal(rec.version, 1);
  assert.ok(rec.rolls.every((r) => !('marked' in r) && !('ecoles' in r)));
  assert.equal(cliReplay(rec).status, 0);
});
