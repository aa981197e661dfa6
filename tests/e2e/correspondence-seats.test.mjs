// A partie à écrire of three by correspondence (issue 29): three browser profiles, every seat a
// person at a distance, pass every message through the page's own interface only — the invitation
// pasted by each invitee, the acceptances one after the other, then each message pasted into the
// two other pages in order, as in a group chat. The engine says whose message comes next (the
// seat `seq mod 3`) and which seats play the marqué; a seat that sits it out sends its messages
// with no step at once. One receiver reloads in the middle and the next message, opened as a
// link, finds its game. All three pages end on the same game. Then four browsers, in teams.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, ready, axeViolations, WCAG } from './helpers.mjs';
import { profiles, shown, paste as pasteText, openPages, playTurn } from './correspondence-helpers.mjs';

const browsers = profiles(3);

/** Pastes a message into a page's field, as the player does, and checks it was taken in. */
async function paste(page, text) {
  await pasteText(page, text);
  await page.waitForFunction(() => document.body.dataset.corr);
  assert.equal(await page.textContent('#corr-error'), '', 'the message taken in');
}

/**
 * The game as one page's board shows it: the dames and the score — the dames only on the page
 * whose message is next: it shows its own dice thrown and the jans they make, or has sent at once
 * the message with no step that throws the next roll (each seat's own view until it is sent).
 */
const board = (page, dames = false) =>
  page.evaluate((dames) => {
    const p = window.tablier.state.match.position();
    return JSON.stringify({ white: p.white, black: p.black, ...(dames ? {} : { score: p.score }) });
  }, dames);

/** Once a page has taken in what it was sent: its seat's coup if it is its turn, then the message it shows to send. */
async function answer(page, before) {
  if ((await page.getAttribute('body', 'data-corr')) === 'mine') await playTurn(page);
  await page.waitForFunction((prev) => {
    const box = document.getElementById('corr-reply');
    return document.body.dataset.corr !== 'mine' && !box.hidden && document.getElementById('corr-reply-text').value !== prev;
  }, before);
  return shown(page);
}

/**
 * Messages round the seats: each sent to every other seat in the order of the seats, the next
 * seat answering it (its coup, or at once its message with no step), `count` times from the last
 * acceptance (`text`, the last seat's); the receiver after the sender reloads at message
 * `reloadAt` and takes it in as a link. Then the last message to all: every page holds the same
 * exchange. The boards compared at each message received.
 */
async function goRound(pages, text, count, reloadAt = -1) {
  const n = pages.length;
  let from = n - 1;
  const lengths = [];
  let compared = 0;
  let reloaded = false;
  let satOut = 0;
  for (let k = 0; k < count; k++) {
    const next = (from + 1) % n;
    const before = await shown(pages[next]);
    for (let d = 1; d < n; d++) {
      const to = (from + d) % n;
      const page = pages[to];
      if (d === n - 1 && k === reloadAt) {
        // this receiver reloads; the message comes to him as a link and finds its game
        reloaded = true;
        await page.reload();
        await ready(page);
        assert.equal(await page.locator('#corr-list li[data-id]').count(), 1, 'the game listed after the reload');
        await page.goto(`${BASE}index.html?lang=en#c=${text}`);
        await page.waitForFunction(() => document.body.dataset.corr);
        assert.equal(await page.textContent('#corr-error'), '', 'the link taken in after the reload');
      } else {
        await paste(page, text);
      }
      const games = await Promise.all(pages.map((p) => p.getAttribute('body', 'data-game')));
      if (games.every((g) => g === 'ecrire')) {
        const dames = to === next;
        assert.equal(await board(page, dames), await board(pages[from], dames), `message ${k + n}: seat ${to + 1}'s board is seat ${from + 1}'s`);
        compared++;
      }
    }
    // a seat that sits the marqué out (or whose side awaits nothing) sends its message at once, with no step
    if ((await pages[next].getAttribute('body', 'data-corr')) !== 'mine') satOut++;
    text = await answer(pages[next], before);
    lengths.push(text.length);
    from = next;
  }
  for (let d = 1; d < n; d++) await paste(pages[(from + d) % n], text);
  const kept = await Promise.all(
    pages.map((p) =>
      p.evaluate(() => {
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i);
          if (key.startsWith('tablier.correspondence.')) return JSON.parse(localStorage.getItem(key)).record.messages;
        }
        return null;
      }),
    ),
  );
  const last = Math.min(...kept.map((m) => m.length));
  assert.ok(last >= count + n, `${last} messages`);
  for (const m of kept) assert.deepEqual(m.slice(0, last), kept[0].slice(0, last), 'every page holds the same exchange');
  const boards = await Promise.all(pages.map((p) => board(p, true)));
  for (const b of boards) assert.equal(b, boards[0], 'every page ends on the same game');
  assert.equal(await board(pages[(from + n - 1) % n]), await board(pages[from]), 'and the same score');
  return { lengths, compared, reloaded, satOut };
}

test('a partie à écrire à la chouette between three browsers, every message to the two others', { timeout: 300000 }, async () => {
  const { pages, errors } = await openPages(browsers);
  const [anne, bruno, claire] = pages;

  // Anne invites to a partie à écrire à la chouette: three seats, hers the first
  await anne.click('#corr-new');
  await anne.waitForSelector('#corr-form', { state: 'visible' });
  await anne.selectOption('#corr-kind', 'ecrire');
  assert.ok(await anne.isVisible('#corr-formation'), 'the partie à écrire names its formation');
  assert.ok(!(await anne.isVisible('#corr-side')), 'and no side: the lot seats the players');
  await anne.selectOption('#corr-formation', 'chouette');
  await anne.fill('#corr-name', 'Bruno and Claire');
  assert.deepEqual(await axeViolations(anne, WCAG), [], 'the invitation form');
  await anne.click('#corr-invite');
  await anne.waitForSelector('#corr-reply:not([hidden])');
  const invitation = await shown(anne);
  assert.match(await anne.textContent('#corr-reply-title'), /seats 2, 3/, 'the invitation goes to the two other seats');
  assert.equal(await anne.getAttribute('body', 'data-corr'), 'theirs');

  // Bruno opens it: the formation named, the first free seat his once he accepts
  await paste(bruno, invitation);
  assert.equal(await bruno.getAttribute('body', 'data-corr'), 'accept');
  assert.match(await bruno.textContent('#corr-accept-said'), /chouette.*seat 2 of 3/);
  assert.equal(await bruno.isVisible('#corr-reply'), false, 'nothing to send before he accepts');
  assert.deepEqual(await axeViolations(bruno, WCAG), [], 'the acceptance asked');
  await bruno.click('#corr-accept-send');
  await bruno.waitForSelector('#corr-reply:not([hidden])');
  const brunoAccepts = await shown(bruno);
  assert.match(await bruno.textContent('#corr-reply-title'), /everyone else \(seats 1, 3\)/);

  // Claire opens it, reads Bruno's acceptance first: the next seat, the third, is hers
  await paste(claire, invitation);
  assert.match(await claire.textContent('#corr-accept-said'), /seat 2 of 3/, 'before the acceptance read, the next free seat is the second');
  await paste(claire, brunoAccepts);
  assert.match(await claire.textContent('#corr-accept-said'), /seat 3 of 3/);
  await claire.click('#corr-accept-send');
  await claire.waitForSelector('#corr-reply:not([hidden])');
  let text = await shown(claire);

  // Anne takes in both acceptances; the messages go round the seats from message 3, hers
  await paste(anne, brunoAccepts);
  assert.equal(await anne.getAttribute('body', 'data-corr'), 'theirs', 'the third seat has not accepted yet');
  assert.match(await anne.textContent('#corr-list'), /seat 3 to send/, 'the list says whose message is awaited');
  const { lengths, compared, reloaded, satOut } = await goRound(pages, text, 30, 10);
  assert.ok(reloaded, 'one seat reloaded in the middle');
  assert.ok(compared >= 30, `${compared} boards compared`);
  assert.ok(satOut > 0, 'a seat out of the marqué sent messages with no step');
  lengths.sort((x, y) => x - y);
  console.log(`messages: ${lengths.length}, median ${lengths[lengths.length >> 1]} characters, worst ${lengths[lengths.length - 1]}`);
  assert.deepEqual(await axeViolations(anne, WCAG), [], 'a game of three on the board, the list');
  assert.deepEqual(errors.flat(), []);
});

test('a partie à écrire in teams between four browsers: each invitee accepts after reading the acceptances before his', { timeout: 300000 }, async () => {
  const fourth = await launch();
  const pages = [];
  const errors = [];
  try {
    for (const b of [...browsers, fourth]) {
      const page = await b.context.newPage();
      errors.push(watchErrors(page));
      await page.goto(BASE + 'index.html?lang=en');
      await ready(page);
      pages.push(page);
    }
    // the new profiles' storage is their own; the first three hold the game of three: left aside
    for (const p of pages) await p.evaluate(() => localStorage.clear());
    for (const p of pages) {
      await p.reload();
      await ready(p);
    }
    const [inviter, ...invitees] = pages;
    await inviter.click('#corr-new');
    await inviter.selectOption('#corr-kind', 'ecrire');
    await inviter.selectOption('#corr-formation', 'equipes');
    await inviter.click('#corr-invite');
    await inviter.waitForSelector('#corr-reply:not([hidden])');
    assert.match(await inviter.textContent('#corr-reply-title'), /seats 2, 3, 4/);
    const invitation = await shown(inviter);
    const acceptances = [];
    for (const [i, page] of invitees.entries()) {
      await paste(page, invitation);
      for (const a of acceptances) await paste(page, a);
      assert.match(await page.textContent('#corr-accept-said'), new RegExp(`seat ${i + 2} of 4`));
      await page.click('#corr-accept-send');
      await page.waitForSelector('#corr-reply:not([hidden])');
      acceptances.push(await shown(page));
    }
    // each acceptance but the last to the seats before its own (those after read it before accepting)
    for (let i = 0; i < acceptances.length - 1; i++) for (const page of pages.slice(0, i + 1)) await paste(page, acceptances[i]);
    const { compared, satOut } = await goRound(pages, acceptances.at(-1), 16);
    assert.ok(compared >= 16, `${compared} boards compared`);
    assert.ok(satOut > 0, 'the seats out of the marqué sent messages with no step');
    assert.deepEqual(errors.flat(), []);
  } finally {
    await fourth.close();
  }
});
