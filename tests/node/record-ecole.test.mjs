// A game with écoles saved as the page saves it (www/game.js: the engine's record, `marked` and
// `ecoles` on the rolls the sides marked themselves, put in by `markEcole`) replays through the
// engine: the page's reader (`matchOf`, over `Game.fromRecord`) and `tablier replay` both run the
// école check again and reach the same final score; a tampered école is refused by both, naming
// the roll. 000 DÉFINITION (école),
// FAUSSE ÉCOLE, QUAND et COMMENT MARQUER L'ÉCOLE; 002 rules 46–67.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tablier } from './helpers.mjs';
import { Match, matchOf } from '../../www/game.js';

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
 * A seeded game played as the page plays it (app.js, marking.js), where the mover of the first
 * roll that wins him points marks them wrong by `off` (too many, or too few if `off` is negative)
 * and the opponent sends him to école, or (`fausse`) marks right and the opponent claims a false
 * école; then `more` rolls are played on. Answers the match, its log the engine's frames.
 */
function pageGame({ seed, off = 0, fausse = false, more = 10 }) {
  const match = new Match(engine, { seed });
  let done = false;
  let after = 0;
  for (let i = 0; i < 2000 && !match.isOver() && after <= more; i++) {
    const before = match.position();
    match.roll();
    const rolled = match.position();
    const side = rolled.turn;
    const analysis = match.analysis();
    if (match.pendingDecision()) match.decide('hold');
    if (match.isOver()) break;
    const thrown = { ...rolled, score: before.score };
    const jeton = before.score[side].points + analysis.points[side];
    if (!done && analysis.points[side] >= 2 && jeton + Math.max(off, 2) < 12) {
      const right = match.checkEcole(thrown, {}).due[side];
      const marked = fausse
        ? { [side]: { jeton: right.jeton, holes: right.holes, released: true, touched: true }, [other(side)]: { ecole: 2 } }
        : { [side]: { jeton: right.jeton + off, holes: right.holes, released: true, touched: true } };
      const verdict = match.markEcole(marked);
      assert.deepEqual(verdict, match.checkEcole(thrown, marked), 'the engine checks what the page would');
      assert.ok(verdict.ecoles.length > 0, JSON.stringify(verdict));
      assert.deepEqual(match.score(), verdict.score_with_ecoles);
      // the log shows the marks as the record keeps them
      assert.deepEqual(match.log.at(-1).hand.marked, match.record().rolls.at(-1).marked);
      assert.equal(match.log.at(-1).hand.marked[side].jeton, marked[side].jeton);
      done = true;
    }
    if (done) after++;
    const plays = match.plays();
    match.play(plays[i % Math.max(1, plays.length)] || { moves: [] });
  }
  assert.ok(done, 'a roll with an école');
  // the page's log is the engine's frames, whatever the steps made
  assert.deepEqual(match.log, match.game.frames());
  return { match };
}

for (const [name, opts, kind] of [
  ['an école par excès', { seed: 11, off: 2 }, 'excess'],
  ['an école par omission', { seed: 12, off: -2 }, 'omission'],
  ['a fausse école', { seed: 13, fausse: true }, 'excess'],
]) {
  test(`a page-saved game with ${name} replays in the page and in tablier replay`, () => {
    const { match } = pageGame(opts);
    const rec = JSON.parse(JSON.stringify(match.record()));
    // a seeded game keeps its generator: version 3; 5 when the page put the marks in before the
    // play, as it does (the roll's `order`, docs/record.md)
    assert.equal(rec.version, rec.rolls.some((r) => r.order) ? 5 : 3);
    const i = rec.rolls.findIndex((r) => r.marked);
    assert.ok(i >= 0);
    assert.equal(rec.rolls.filter((r) => r.marked).length, 1);
    assert.equal(rec.rolls[i].ecoles[0].kind, kind);
    if (opts.fausse) assert.equal(rec.rolls[i].ecoles[0].cause, 'fausse-ecole');
    assert.equal('offer' in rec.rolls[i].ecoles[0], false, 'offer follows from the other fields');

    // the page's reader
    const back = matchOf(engine, rec);
    assert.deepEqual(back.position().score, match.position().score);
    assert.deepEqual(back.record(), rec, 'saved again, the same record');
    assert.deepEqual(back.log, match.log, 'the same rolls on show, the marks with them');

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
    delete bare.rolls[i].order; // the marks' place in the roll goes with them
    const cut = cliReplay(bare);
    assert.equal(cut.status, 1);
    assert.deepEqual([cut.lines.at(-1).error.code, cut.lines.at(-1).error.step], ['wrong-score', i + 1]);
    assert.throws(() => matchOf(engine, bare), (e) => e.code === 'wrong-score' && e.details?.roll === i + 1 && e.message.includes(`roll ${i + 1}: `));
  });
}

test('a tampered école is refused by the page and by tablier replay, naming the roll', () => {
  const { match } = pageGame({ seed: 11, off: 2 });
  const rec = JSON.parse(JSON.stringify(match.record()));
  const i = rec.rolls.findIndex((r) => r.marked);
  const bad = structuredClone(rec);
  bad.rolls[i].ecoles[0].markable += 1;
  const out = cliReplay(bad);
  assert.equal(out.status, 1);
  assert.deepEqual([out.lines.at(-1).error.code, out.lines.at(-1).error.step], ['wrong-ecoles', i + 1]);
  assert.throws(() => matchOf(engine, bad), (e) => e.code === 'wrong-ecoles' && e.details?.roll === i + 1);
  // a play in the marks that is not the roll's
  const other = structuredClone(rec);
  const mover = other.rolls[i].side;
  other.rolls[i].marked[mover].play = { moves: [] };
  if (other.rolls[i].play.length) {
    assert.equal(cliReplay(other).lines.at(-1).error.code, 'marked-play-differs');
    assert.throws(() => matchOf(engine, other), (e) => e.code === 'marked-play-differs');
  }
  // the roll's own play, in another order: the same play
  const same = structuredClone(rec);
  same.rolls[i].marked[mover].play = { moves: [...rec.rolls[i].play].reverse() };
  delete same.rolls[i].order; // marks that name the play come after it
  assert.equal(cliReplay(same).status, 0);
  assert.doesNotThrow(() => matchOf(engine, same));
  // marks in a record of version 1, or 2 (the generator is version 3's): refused by its version
  const v1 = { ...structuredClone(rec), version: 1 };
  assert.equal(cliReplay(v1).lines.at(-1).error.code, 'marked-needs-version-2');
  assert.throws(() => matchOf(engine, v1), (e) => e.code === 'marked-needs-version-2');
  const v2 = { ...structuredClone(rec), version: 2 };
  assert.throws(() => matchOf(engine, v2), (e) => e.code === 'needs-version-3');
});

test('the committed games, versions 1 and 2 without a game named, load in the page as Trictrac', () => {
  for (const name of ['opening.json', 'sortie-seed-2.json', 'holds-and-leaves-seed-1.json', 'ecoles-page-seed-21.json']) {
    const rec = JSON.parse(readFileSync(path.join(ROOT, 'tests/data/games', name), 'utf8'));
    assert.ok(rec.version === undefined || rec.version <= 2, name);
    const m = matchOf(engine, rec);
    assert.equal(m.jacquet, undefined, name);
    assert.equal(m.log.length, rec.rolls.length, name);
    assert.equal(cliReplay(rec).status, 0, name);
    rec.rolls.forEach((r, k) => {
      assert.deepEqual(m.log[k].rolled.dice, r.dice, `${name} roll ${k + 1}`);
      if (r.score) assert.deepEqual(m.log[k].score.white.holes, r.score.white.holes);
    });
    if (rec.winner) assert.equal(m.winner(), rec.winner);
  }
  const page = JSON.parse(readFileSync(path.join(ROOT, 'www/records/opening.json'), 'utf8'));
  assert.ok(matchOf(engine, page).log.length > 0);
});
