// The link of a message by correspondence (www/correspondence.js): the text in the fragment, and
// for an invitation of three or four seats the seat it is for, the page's word only — the message
// read from the link is the signed invitation whatever the seat (docs/correspondence.md, "The page").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { messageIn, seatIn, linkOf } from '../../www/correspondence.js';

const text = 'AQAAAAAAAAAAAA-_x';

test('a seat’s link carries the same message as the plain link, and its seat as the engine counts it', () => {
  const plain = linkOf('https://example.org/index.html', text);
  const third = linkOf('https://example.org/index.html', text, 2);
  assert.equal(plain, `https://example.org/index.html#c=${text}`);
  assert.equal(third, `https://example.org/index.html#c=${text}&seat=3`);
  assert.equal(messageIn(plain), text);
  assert.equal(messageIn(third), text, 'the seat is not part of the message');
  assert.equal(messageIn(`#c=${text}&seat=2`), text, 'the page’s own address');
  assert.equal(seatIn(third), 2);
  assert.equal(seatIn(plain), null);
});

test('the text alone, or a seat that is no seat, names none', () => {
  assert.equal(messageIn(`  ${text}  `), text);
  assert.equal(seatIn(text), null);
  assert.equal(seatIn(`${text}&seat=2`), null, 'no link: the text pasted alone');
  assert.equal(seatIn(`#c=${text}&seat=0`), null);
  assert.equal(seatIn(`#c=${text}&seat=x`), null);
  assert.equal(seatIn(`#c=${text}&seat=23`), null, 'one digit: four seats at most');
});
