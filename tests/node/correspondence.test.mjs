// The package's Correspondence (docs/correspondence.md): two players in Node play a whole seeded
// tour by passing the messages' texts only, through the package only; both end on the same game,
// the record verifies, and a message altered, replayed, reordered or forged is refused with its
// code and changes nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, tablier } from './helpers.mjs';
import { TOUR, secret, playTour } from './correspondence-play.mjs';

const { Correspondence, verifyCorrespondence, Game, TablierError } = tablier;

const refused = (f, code) =>
  assert.throws(f, (e) => e instanceof TablierError && e.code === code, `refused with ${code}`);

test('two players end a whole seeded tour on the same game, and its record verifies', () => {
  for (const seed of [1, 2, 3]) {
    const { anne, bruno, sent } = playTour(seed);
    const a = anne.state();
    const b = bruno.state();
    assert.equal(a.table.awaits, 'over');
    assert.deepEqual(a.table, { ...b.table, side: a.table.side });
    assert.notEqual(a.table.side, b.table.side);
    assert.deepEqual(anne.record(), bruno.record());
    assert.deepEqual(anne.record().messages, [anne.invitation(), ...sent]);
    const v = verifyCorrespondence(anne.record());
    assert.equal(v.over, true);
    assert.equal(v.messages, sent.length + 1);
    assert.deepEqual(v.terms, TOUR);
    assert.deepEqual(v.record, a.table.record);
    // The game's ordinary record replays at one table, to the same end.
    const g = Game.fromRecord(v.record);
    assert.equal(g.phase(), 'over');
    assert.deepEqual(g.position(), a.table.position);
    anne.free();
    bruno.free();
  }
});

test('a side goes on from its record and its kept secret', () => {
  const { anne } = playTour(4);
  const again = Correspondence.resume(anne.record(), anne.secret());
  assert.deepEqual(again.state(), anne.state());
  assert.deepEqual(again.secret(), anne.secret());
  refused(() => Correspondence.resume(anne.record(), { seed: 'zz'.repeat(32), length: 400 }), 'bad-request');
});

// Message layout (docs/correspondence.md, "Messages"), a number below 128: version 1, seq 1,
// prev 8, link 16, body, tag 8, check 4.
// The check is SHA-256 of its label and the bytes before it, each after its length (four bytes,
// little-endian): anyone who knows the format can make it again.
const b64 = (text) => Buffer.from(text, 'base64url');
const le32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const seal = (bytes) => {
  const body = bytes.subarray(0, bytes.length - 4);
  const label = Buffer.from('tablier-check');
  const check = createHash('sha256').update(Buffer.concat([le32(label.length), label, le32(body.length), body])).digest().subarray(0, 4);
  return Buffer.concat([body, check]).toString('base64url');
};
/** The message with some bytes changed and its check made again: what a forger can send. */
function forged(text, offset, bytes) {
  const b = b64(text);
  b.set(bytes, offset);
  return seal(b);
}

test('a message altered, replayed, reordered or forged is refused with its code and changes nothing', () => {
  const { anne, bruno } = playTour(5);
  const messages = anne.record().messages;
  const k = 20;
  // Bruno (seat 1) has taken in the messages before k, an even one, Anne's.
  const his = Correspondence.resume({ format: 'tablier-correspondence', version: 1, messages: messages.slice(0, k) }, bruno.secret());
  const before = { state: his.state(), record: his.record() };
  const same = () => assert.deepEqual({ state: his.state(), record: his.record() }, before);
  const next = messages[k];
  const mid = Math.floor(next.length / 2);
  const altered = next.slice(0, mid) + (next[mid] === 'A' ? 'B' : 'A') + next.slice(mid + 1);
  // Each refusal names the message at fault in `details.roll` (its number; none for a text that
  // is no message at all).
  const cases = [
    [altered, 'bad-check', k],
    [messages[k - 2], 'replayed-message', k - 2],
    [messages[k + 1], 'out-of-order', k + 1],
    [forged(next, 2, Buffer.alloc(8, 7)), 'wrong-prev', k],
    [forged(next, 10, Buffer.alloc(16, 9)), 'bad-link', k],
    ['not a message!', 'bad-message', undefined],
  ];
  for (const [text, code, roll] of cases) {
    assert.throws(
      () => his.receive(text),
      (e) => e instanceof TablierError && e.code === code && e.details?.roll === roll,
      code,
    );
    same();
  }
  // It is not his to send now: refused, nothing changed.
  refused(() => his.compose(null), 'not-your-turn');
  same();
  // The right message is still taken in after all that.
  his.receive(next);
  assert.equal(his.state().messages, k + 1);
  // The record with one message altered is refused by verify, naming that message.
  const bad = [...messages];
  bad[k] = altered;
  assert.throws(
    () => verifyCorrespondence({ format: 'tablier-correspondence', version: 1, messages: bad }),
    (e) => e instanceof TablierError && e.code === 'bad-check' && e.details?.roll === k,
  );
  refused(() => verifyCorrespondence({ format: 'other', version: 1, messages }), 'bad-record');
});

test('a side without the other\'s secret cannot compose its message', () => {
  const anne = Correspondence.invite(TOUR, { secret: secret(40) });
  refused(() => anne.compose(null), 'not-your-turn');
  refused(() => Correspondence.invite({ game: 'trictrac', agreement: { formation: 'tete-a-tete', marques: 1 } }), 'bad-invitation');
  refused(() => Correspondence.invite(TOUR, { secret: { seed: '00', length: 4 } }), 'bad-request');
  refused(() => Correspondence.invite(TOUR, { key: 1 }), 'bad-request');
  // Given no secret, each side draws its own: two invitations never share an anchor.
  const x = Correspondence.invite(TOUR);
  const y = Correspondence.invite(TOUR);
  assert.notEqual(x.secret().seed, y.secret().seed);
  assert.match(x.secret().seed, /^[0-9a-f]{64}$/);
  assert.notEqual(x.invitation(), y.invitation());
  assert.equal(Correspondence.describe(x.invitation()).seq, 0);
  assert.deepEqual(Correspondence.describe(x.invitation()).terms, TOUR);
});

test('the package verifies the record tests/data/correspondence holds as `tablier verify` does', () => {
  // tests/correspondence/cli.rs holds the command line to the same two files.
  const dir = path.join(ROOT, 'tests/data/correspondence');
  const record = JSON.parse(fs.readFileSync(path.join(dir, 'tour.json'), 'utf8'));
  const verified = JSON.parse(fs.readFileSync(path.join(dir, 'tour.verified.json'), 'utf8'));
  assert.deepEqual(verifyCorrespondence(record), verified);
  // The record is the tour of seed 1 exchanged here, message for message.
  assert.deepEqual(playTour(1).anne.record(), record);
  const text = record.messages[40];
  const mid = Math.floor(text.length / 2);
  record.messages[40] = text.slice(0, mid) + (text[mid] === 'A' ? 'B' : 'A') + text.slice(mid + 1);
  assert.throws(
    () => verifyCorrespondence(record),
    (e) => e instanceof TablierError && e.code === 'bad-check' && e.details?.roll === 40,
  );
});
