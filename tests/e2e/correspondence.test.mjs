// A tour by correspondence between two browsers (issue 29): two profiles, so two storages, both
// offline after their first visit (the service worker), pass every message through the page's own
// interface only — the invitation as a link opened in the other, then each message's text copied
// from one page and pasted into the other — until the tour is over. One side reloads in the middle,
// and the next message (opened as a link) finds its game in the state the other side left it in.
// A message changed on the way or sent twice is refused with its code's words and changes nothing.
// The new views are held to WCAG 2.2 AA (axe-core).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, watchErrors, ready, axeViolations, WCAG } from './helpers.mjs';
import { profiles, shown, paste, playTurn } from './correspondence-helpers.mjs';

const players = profiles(2);

/** A page of each profile, visited once online, then held by the worker with the network cut. */
async function offlinePage(browser) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?lang=fr');
  await ready(page);
  await page.waitForSelector('body[data-offline="ready"]', { timeout: 20000 });
  await page.reload();
  await ready(page);
  await browser.context.setOffline(true);
  await page.reload();
  await ready(page);
  return { page, errors };
}

/** The game as one side's board shows it: the dames and the score (the dice are each side's own view). */
const board = (page) =>
  page.evaluate(() => {
    const p = window.tablier.state.match.position();
    return JSON.stringify({ white: p.white, black: p.black, score: p.score });
  });

test('a whole tour by correspondence between two offline browsers, through the page only', { timeout: 240000 }, async () => {
  const a = await offlinePage(players[0]);
  const b = await offlinePage(players[1]);
  try {
    // Anne invites: the tour, White, to Bruno
    await a.page.click('#corr-new');
    await a.page.waitForSelector('#corr-form', { state: 'visible' });
    await a.page.selectOption('#corr-kind', 'trictrac');
    await a.page.selectOption('#corr-side', 'white');
    await a.page.fill('#corr-name', 'Bruno');
    assert.deepEqual(await axeViolations(a.page, WCAG), [], 'the invitation form');
    await a.page.click('#corr-invite');
    await a.page.waitForSelector('#corr-reply:not([hidden])');
    const link = await a.page.inputValue('#corr-reply-link');
    assert.match(link, /index\.html#c=[A-Za-z0-9_-]+$/, 'the invitation is a link whose message is in its fragment');
    assert.ok(await a.page.$('#corr-qr svg'), 'and a QR code');
    assert.match(await a.page.textContent('#corr-list'), /Bruno/);
    assert.deepEqual(await axeViolations(a.page, WCAG), [], 'the invitation shown, the list');

    // Bruno plays another game by correspondence too: his invitation of Jacquet to Claire
    await b.page.click('#corr-new');
    await b.page.selectOption('#corr-kind', 'jacquet');
    await b.page.fill('#corr-name', 'Claire');
    await b.page.click('#corr-invite');
    await b.page.waitForSelector('#corr-reply:not([hidden])');

    // Bruno opens Anne's link: the game is his, the fragment read and cleared, the acceptance shown
    await b.page.goto(link);
    await b.page.waitForSelector('#corr-reply:not([hidden])');
    assert.equal(await b.page.evaluate(() => location.hash), '', 'the fragment is cleared once read');

    const sides = { a, b };
    let from = 'b';
    let text = await shown(b.page);
    const lengths = [];
    let reloaded = false;
    let refusedChecked = false;
    for (let n = 0; n < 400; n++) {
      const to = from === 'a' ? 'b' : 'a';
      const page = sides[to].page;
      const before = await shown(page);
      if (n >= 40 && to === 'b' && !reloaded) {
        // Bruno reloads, offline, takes up his game with Claire (the last played now), and
        // Anne's next message comes to him as a link: it finds its game among his two
        reloaded = true;
        await page.reload();
        await ready(page);
        assert.equal(await page.locator('#corr-list li[data-id]').count(), 2, 'both games listed after the reload');
        await page.click('#corr-list li:has-text("Claire") button[data-act="resume"]');
        await page.waitForFunction(() => document.body.dataset.game === 'jacquet');
        const sent = await board(sides[from].page);
        await page.goto(`${BASE}index.html?lang=fr#c=${text}`);
        await page.waitForFunction(() => document.body.dataset.corr);
        assert.equal(await board(page), sent, 'the message opened the right game in the right state after the reload');
        assert.equal(await page.getAttribute('body', 'data-game'), 'trictrac');
      } else {
        await paste(page, text);
      }
      await page.waitForFunction(() => document.body.dataset.corr && !document.getElementById('corr-error').textContent);
      if (!refusedChecked && n === 12) {
        // the same message again, then one changed on the way: refused, nothing changed
        refusedChecked = true;
        const now = await board(page);
        await paste(page, text);
        await page.waitForSelector('body[data-corr-refused]');
        assert.equal(await page.getAttribute('body', 'data-corr-refused'), 'replayed-message');
        assert.match(await page.textContent('#corr-error'), /refusé/);
        const changed = text.slice(0, 20) + (text[20] === 'A' ? 'B' : 'A') + text.slice(21);
        await paste(page, changed);
        await page.waitForFunction(() => document.body.dataset.corrRefused !== 'replayed-message');
        assert.match(await page.getAttribute('body', 'data-corr-refused'), /^(bad-check|bad-message)$/);
        assert.equal(await board(page), now, 'a refused message changes nothing');
        await page.fill('#corr-in', '');
      }
      if ((await page.getAttribute('body', 'data-corr')) === 'mine') await playTurn(page);
      await page.waitForFunction((prev) => {
        const box = document.getElementById('corr-reply');
        return document.body.dataset.corr !== 'mine' && (box.hidden || document.getElementById('corr-reply-text').value !== prev);
      }, before);
      const next = await shown(page);
      if (!next || next === before) break; // nothing more to send: both sides have closed the game
      lengths.push(next.length);
      text = next;
      from = to;
    }
    assert.ok(reloaded, 'one side reloaded in the middle');
    for (const s of [a, b]) {
      assert.equal(await s.page.getAttribute('body', 'data-corr'), 'over');
      assert.equal(await s.page.getAttribute('body', 'data-phase'), 'over');
    }
    assert.equal(await board(a.page), await board(b.page), 'both sides end on the same game');
    assert.match(await a.page.textContent('#corr-list'), /terminée/);
    lengths.sort((x, y) => x - y);
    console.log(`messages: ${lengths.length}, median ${lengths[lengths.length >> 1]} characters, worst ${lengths[lengths.length - 1]}`);
    assert.ok(lengths.length > 40, `a whole tour: ${lengths.length} messages`);
    assert.deepEqual(await axeViolations(b.page, WCAG), [], 'the game over, the list');

    // a game is deleted only once asked: the question, then the list without it
    await a.page.click('#corr-list button[data-act="delete"]');
    await a.page.waitForSelector('#corr-list [role="alertdialog"]');
    assert.deepEqual(await axeViolations(a.page, WCAG), [], 'the question before deleting');
    await a.page.click('#corr-list button[data-act="delete-yes"]');
    await a.page.waitForSelector('#corr-list li:not([data-id])');
    for (const s of [a, b]) assert.deepEqual(s.errors, []);
  } finally {
    await players[0].context.setOffline(false);
    await players[1].context.setOffline(false);
  }
});

test('Jacquet and the partie à écrire of two by correspondence: the first coups pass, and both boards agree', { timeout: 120000 }, async () => {
  const pa = await players[0].context.newPage();
  const pb = await players[1].context.newPage();
  const errors = [pa, pb].map(watchErrors);
  for (const p of [pa, pb]) {
    await p.goto(BASE + 'index.html?lang=en');
    await ready(p);
  }
  for (const kind of ['jacquet', 'ecrire']) {
    await pa.click('#corr-new');
    await pa.selectOption('#corr-kind', kind);
    await pa.click('#corr-invite');
    await pa.waitForSelector('#corr-reply:not([hidden])');
    let text = await shown(pa);
    const pages = [pb, pa];
    let compared = 0;
    for (let i = 0; i < 14; i++) {
      const page = pages[i % 2];
      const sender = pages[(i + 1) % 2];
      const before = await shown(page);
      await paste(page, text);
      assert.equal(await page.textContent('#corr-error'), '', `${kind}, message ${i + 1} taken in`);
      const both = await Promise.all(pages.map((p) => p.getAttribute('body', 'data-game')));
      if (both.every((g) => g === kind)) {
        assert.equal(await board(page), await board(sender), `${kind}, message ${i + 1}: the receiver's board is the sender's`);
        compared++;
      }
      if ((await page.getAttribute('body', 'data-corr')) === 'mine') await playTurn(page);
      const next = await shown(page);
      assert.ok(next && next !== before, `${kind}: a message to send after message ${i + 1}`);
      text = next;
    }
    assert.ok(compared >= 8, `${kind}: ${compared} boards compared`);
  }
  // The partie à écrire's lot seats the inviter White (he throws first: his turn at once) or Black
  // (his message holds no step: sent at once). Invitations until both have come, each acceptance
  // taken in without a refusal.
  const seats = new Set();
  for (let k = 0; k < 12 && seats.size < 2; k++) {
    await pa.click('#corr-new');
    await pa.selectOption('#corr-kind', 'ecrire');
    await pa.click('#corr-invite');
    await pa.waitForSelector('#corr-reply:not([hidden])');
    await paste(pb, await shown(pa));
    await paste(pa, await shown(pb));
    assert.equal(await pa.textContent('#corr-error'), '', 'the acceptance taken in');
    seats.add(await pa.getAttribute('body', 'data-corr'));
  }
  assert.deepEqual([...seats].sort(), ['mine', 'theirs']);
  assert.deepEqual(errors.flat(), []);
  await pa.close();
  await pb.close();
});
