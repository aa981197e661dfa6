// A partie à écrire of three by correspondence whose invitees do not wait for each other: the
// inviter's page gives each invitee the link of his own seat (the seat in the link's fragment,
// not in the signed invitation), and an invitee's page offers *Accept* only once it has read the
// acceptances of the seats before his. Before it, the invitee who opened the invitation first
// took the next free seat whatever the others did: two invitees accepting without reading each
// other's acceptance both took seat 2, two messages 1, a fork each page refused the other's, and
// the table never reached its first throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, ready, axeViolations, WCAG } from './helpers.mjs';
import { profiles, shown, paste as pasteText, openPages } from './correspondence-helpers.mjs';

const browsers = profiles(3);

async function paste(page, text) {
  await pasteText(page, text);
  await page.waitForFunction(() => document.body.dataset.corr);
  assert.equal(await page.textContent('#corr-error'), '', 'the message taken in');
}

/** The messages a page keeps of its one game. */
const kept = (page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith('tablier.correspondence.')) return JSON.parse(localStorage.getItem(key)).record.messages;
    }
    return null;
  });

test('two invitees open their seats’ links at once: the later seat waits for the earlier’s acceptance, and the table reaches its first throw', { timeout: 180000 }, async () => {
  const { pages, errors } = await openPages(browsers);
  const [anne, bruno, claire] = pages;

  await anne.click('#corr-new');
  await anne.selectOption('#corr-kind', 'ecrire');
  await anne.selectOption('#corr-formation', 'chouette');
  await anne.click('#corr-invite');
  await anne.waitForSelector('#corr-reply:not([hidden])');
  const invitation = await shown(anne);
  assert.ok(await anne.isVisible('#corr-reply-seats'), 'an invitation of three shows a link per seat');
  const forBruno = await anne.inputValue('#corr-seat-link-2');
  const forClaire = await anne.inputValue('#corr-seat-link-3');
  assert.ok(forBruno.endsWith(`#c=${invitation}&seat=2`), forBruno);
  assert.ok(forClaire.endsWith(`#c=${invitation}&seat=3`), forClaire);
  assert.ok(!(await anne.inputValue('#corr-reply-link')).includes('&seat='), 'the plain link names no seat');
  assert.deepEqual(await axeViolations(anne, WCAG), [], 'the links of the seats');

  // Claire opens her link first: seat 3 is hers, and her page waits for seat 2's acceptance
  await claire.goto(forClaire.replace('index.html#', 'index.html?lang=en#'));
  await claire.waitForSelector('body[data-corr="accept"]');
  assert.equal(await claire.textContent('#corr-error'), '');
  assert.equal(await claire.getAttribute('body', 'data-corr-seat'), 'wait');
  assert.match(await claire.textContent('#corr-accept-said'), /seat 3 of 3: waiting for the acceptance of seat 2/);
  assert.equal(await claire.isVisible('#corr-accept-send'), false, 'no Accept before seat 2 has accepted');
  assert.deepEqual(await axeViolations(claire, WCAG), [], 'the acceptance awaited');

  // Bruno pastes his whole link: seat 2, free, his at once
  await paste(bruno, forBruno);
  assert.equal(await bruno.getAttribute('body', 'data-corr-seat'), 'free');
  assert.match(await bruno.textContent('#corr-accept-said'), /seat 2 of 3/);
  await bruno.click('#corr-accept-send');
  await bruno.waitForSelector('#corr-reply:not([hidden])');
  const brunoAccepts = await shown(bruno);
  assert.equal(await bruno.isVisible('#corr-reply-seats'), false, 'an acceptance goes to everyone alike');

  // Claire reads it: now she may accept, for the third seat
  await paste(claire, brunoAccepts);
  assert.equal(await claire.getAttribute('body', 'data-corr-seat'), 'free');
  assert.match(await claire.textContent('#corr-accept-said'), /seat 3 of 3/);
  await claire.click('#corr-accept-send');
  await claire.waitForSelector('#corr-reply:not([hidden])');
  const claireAccepts = await shown(claire);

  // Anne takes in both and the exchange goes on: message 3, the lot, goes out (or her roll is hers to throw)
  await paste(bruno, claireAccepts);
  await paste(anne, brunoAccepts);
  await paste(anne, claireAccepts);
  await anne.waitForFunction(() => document.body.dataset.corr === 'mine' || document.getElementById('corr-reply-text').value.length < 100);
  // message 3 is the first to throw (the lot): Anne's to throw on her board, or sent at once
  const throws = (await anne.getAttribute('body', 'data-corr')) === 'mine';
  if (!throws) {
    const third = await shown(anne);
    await paste(bruno, third);
    await paste(claire, third);
  }
  const all = await Promise.all(pages.map(kept));
  const n = throws ? 3 : 4;
  for (const m of all) assert.deepEqual(m.slice(0, n), all[0].slice(0, n), 'one exchange, no fork');
  assert.ok(all.every((m) => m.length >= n), `${all.map((m) => m.length)} messages`);
  assert.deepEqual(errors.flat(), []);
});

test('an invitation opened for a seat already taken says so and offers the next free one', { timeout: 120000 }, async () => {
  const [anne, bruno, claire] = await Promise.all(browsers.map((b) => b.context.newPage()));
  for (const p of [anne, bruno, claire]) {
    await p.goto(BASE + 'index.html?lang=en');
    await ready(p);
    await p.evaluate(() => localStorage.clear());
    await p.reload();
    await ready(p);
  }
  await anne.click('#corr-new');
  await anne.selectOption('#corr-kind', 'ecrire');
  await anne.selectOption('#corr-formation', 'chouette');
  await anne.click('#corr-invite');
  await anne.waitForSelector('#corr-reply:not([hidden])');
  const forSeat2 = await anne.inputValue('#corr-seat-link-2');
  await paste(bruno, forSeat2);
  await bruno.click('#corr-accept-send');
  await bruno.waitForSelector('#corr-reply:not([hidden])');
  const brunoAccepts = await shown(bruno);
  // Claire was sent seat 2's link by mistake, and reads Bruno's acceptance before accepting
  await paste(claire, forSeat2);
  await paste(claire, brunoAccepts);
  assert.equal(await claire.getAttribute('body', 'data-corr-seat'), 'taken');
  assert.match(await claire.textContent('#corr-accept-said'), /seat 2, already taken: accepting, you take seat 3 of 3/);
  assert.ok(await claire.isVisible('#corr-accept-send'));
});
