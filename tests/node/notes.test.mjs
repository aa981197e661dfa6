// A record's notes through the package (docs/record.md, "Notes"): record in, game, record out
// gives the same comment and drawings on the same rolls, as an object or as JSON text; the page's
// replay (Game.fromRecord's frames) plays the noted record as the bare one; a note over its bounds
// is refused with `bad-note` at its roll.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tablier, ROOT } from './helpers.mjs';

const { Game, TablierError } = tablier;
const NOTED = readFileSync(path.join(ROOT, 'tests/data/notes/opening-noted.json'), 'utf8');
const BARE = readFileSync(path.join(ROOT, 'tests/data/games/opening.json'), 'utf8');

test('a noted record round-trips through the package: record in, game, record out', () => {
  const rec = JSON.parse(NOTED);
  for (const input of [NOTED, rec]) {
    const g = Game.fromRecord(input);
    const out = g.toRecord();
    assert.deepEqual(out.rolls.map((r) => r.note ?? null), rec.rolls.map((r) => r.note ?? null));
    // and again: the game read from what it wrote writes the same
    assert.deepEqual(Game.fromRecord(JSON.stringify(out)).toRecord(), out);
    g.free();
  }
});

test('a noted record plays as the bare one', () => {
  const noted = Game.fromRecord(NOTED);
  const bare = Game.fromRecord(BARE);
  assert.deepEqual(noted.position(), bare.position());
  const strip = (r) => ({ ...r, rolls: r.rolls.map(({ note, ...x }) => x) });
  assert.deepEqual(strip(noted.toRecord()), bare.toRecord());
});

test('a note over its bounds is refused at its roll with bad-note', () => {
  const rec = JSON.parse(NOTED);
  rec.rolls[2].note = { comment: 'é'.repeat(1001) };
  assert.throws(() => Game.fromRecord(rec), (e) => e instanceof TablierError && e.code === 'bad-note' && e.details?.roll === 3);
  rec.rolls[2].note = { arrows: ['B2 B2'] };
  assert.throws(() => Game.fromRecord(rec), (e) => e.code === 'bad-note' && /its own flèche/.test(e.message));
});
