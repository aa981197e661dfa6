// A partie à écrire of three by correspondence (issue 29): three browser profiles, every seat a
// person at a distance, pass every message through the page's own interface only — the invitation
// pasted by each invitee, the acceptances one after the other, then each message pasted into the
// two other pages in order, as in a group chat. The engine says whose message comes next (the
// seat `seq mod 3`) and which seats play the marqué; a seat that sits it out sends its messages
// with no step at once. One receiver reloads in the middle and the next message, opened as a
// link, finds its game. All three pages end on the same game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, ready, axeViolations, WCAG } from './helpers.mjs';

let browsers = [];
before(async () => {
  browsers = [await launch(), await launch(), await launch()];
});
after(async () => {
  for (const b of browsers) await b?.close();
});

/** The message a page shows to send: its text, as the player would copy it. */
const shown = (page) =>
  page.$eval('#corr-reply', (box) => (box.hidden ? '' : document.getElementById('corr-reply-text').value)).catch(() => '');

/** Pastes a message into a page's field and reads it, as the player does. */
async function paste(page, text) {
  if (await page.$eval('#corr-in-form', (f) => f.hidden).catch(() => true)) await page.click('#corr-open');
  await page.waitForSelector('#corr-in', { state: 'visible' });
  await page.fill('#corr-in', text);
  await page.click('#corr-take');
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

/** This seat's coup on the board: the throw, tenir if asked, the first legal play, confirmed. */
async function playTurn(page) {
  await page.waitForSelector('body[data-corr="mine"]');
  if (await page.$eval('#roll', (b) => !b.disabled)) await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  if ((await page.getAttribute('body', 'data-phase')) === 'decide') {
    await page.click('#hold');
    await page.waitForSelector('body[data-phase="move"], body:not([data-corr="mine"])');
  }
  if ((await page.getAttribute('body', 'data-corr')) !== 'mine') return;
  await page.evaluate(() => {
    const { state, session } = window.tablier;
    session.setMade((state.match.plays()[0] || { moves: [] }).moves);
    window.tablier.refresh();
  });
  await page.click('#confirm');
}

/** Once a page has taken in what it was sent: its seat's coup if it is its turn, then the message it shows to send. */
async function answer(page, before) {
  if ((await page.getAttribute('body', 'data-corr')) === 'mine') await playTurn(page);
  await page.waitForFunction((prev) => {
    const box = document.getElementById('corr-reply');
    return document.body.dataset.corr !== 'mine' && !box.hidden && document.getElementById('corr-reply-text').value !== prev;
  }, before);
  return shown(page);
}

test('a partie à écrire à la chouette between three browsers, every message to the two others', { timeout: 300000 }, async () => {
  const pages = [];
  const errors = [];
  for (const b of browsers) {
    const page = await b.context.newPage();
    errors.push(watchErrors(page));
    await page.goto(BASE + 'index.html?lang=en');
    await ready(page);
    pages.push(page);
  }
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
  let from = 2;
  const lengths = [];
  let compared = 0;
  let reloaded = false;
  let satOut = 0;
  for (let n = 0; n < 30; n++) {
    // every message to the two other seats, in the order of the seats; the next seat answers it
    const next = (from + 1) % 3;
    const other = (from + 2) % 3;
    const before = await shown(pages[next]);
    for (const to of [next, other]) {
      const page = pages[to];
      if (to === other && n === 10) {
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
        assert.equal(await board(page, dames), await board(pages[from], dames), `message ${n + 3}: seat ${to + 1}'s board is seat ${from + 1}'s`);
        compared++;
      }
    }
    // the seat that sits the marqué out sends its message at once, with no step
    if ((await pages[next].getAttribute('body', 'data-corr')) !== 'mine') satOut++;
    text = await answer(pages[next], before);
    lengths.push(text.length);
    from = next;
  }
  // the last message to the two others: the three pages hold the same exchange
  for (const to of [(from + 1) % 3, (from + 2) % 3]) await paste(pages[to], text);
  const kept = await Promise.all(
    pages.map((p) =>
      p.evaluate(() => {
        for (let i = 0; i < localStorage.length; i++) {
          const k = localStorage.key(i);
          if (k.startsWith('tablier.correspondence.')) return JSON.parse(localStorage.getItem(k)).record.messages;
        }
        return null;
      }),
    ),
  );
  const last = Math.min(...kept.map((m) => m.length));
  assert.ok(last >= 33, `${last} messages`);
  for (const m of kept) assert.deepEqual(m.slice(0, last), kept[0].slice(0, last), 'the three pages hold the same exchange');
  const boards = await Promise.all(pages.map((p) => board(p, true)));
  assert.equal(boards[1], boards[0], 'the three pages end on the same game');
  assert.equal(boards[2], boards[0], 'the three pages end on the same game');
  assert.equal(await board(pages[(from + 2) % 3]), await board(pages[from]), 'and the same score');
  assert.ok(reloaded, 'one seat reloaded in the middle');
  assert.ok(compared >= 30, `${compared} boards compared`);
  assert.ok(satOut > 0, 'a seat out of the marqué sent messages with no step');
  lengths.sort((x, y) => x - y);
  console.log(`messages: ${lengths.length}, median ${lengths[lengths.length >> 1]} characters, worst ${lengths[lengths.length - 1]}`);
  assert.deepEqual(await axeViolations(anne, WCAG), [], 'a game of three on the board, the list');
  assert.deepEqual(errors.flat(), []);
});
