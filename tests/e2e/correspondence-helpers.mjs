// What the tests of games by correspondence do as a player does on the page (issue 29): a browser
// profile for each player, the message a page shows to send, and one pasted into a page. Shared by
// tests/e2e/correspondence*.test.mjs.
import { before, after } from 'node:test';
import { launch, BASE, watchErrors, ready } from './helpers.mjs';

/**
 * `n` browser profiles (two storages, two service workers: two players at a distance), launched
 * before the file's tests and closed after them; the array is filled in place by then.
 */
export function profiles(n) {
  const launched = [];
  before(async () => {
    for (let i = 0; i < n; i++) launched.push(await launch());
  });
  after(async () => {
    for (const b of launched) await b?.close();
  });
  return launched;
}

/** The message a page shows to send: its text, as the player would copy it ('' while none is shown). */
export const shown = (page) =>
  page.$eval('#corr-reply', (box) => (box.hidden ? '' : document.getElementById('corr-reply-text').value)).catch(() => ''); // the view not loaded yet: nothing shown

/** Pastes a message into a page's field and reads it, as the player does. */
export async function paste(page, text) {
  if (await page.$eval('#corr-in-form', (f) => f.hidden).catch(() => true)) await page.click('#corr-open');
  await page.waitForSelector('#corr-in', { state: 'visible' });
  await page.fill('#corr-in', text);
  await page.click('#corr-take');
}

/** A page of the game for each profile, its errors watched: `{pages, errors}`, in the profiles' order. */
export async function openPages(browsers) {
  const pages = [];
  const errors = [];
  for (const b of browsers) {
    const page = await b.context.newPage();
    errors.push(watchErrors(page));
    await page.goto(BASE + 'index.html?lang=en');
    await ready(page);
    pages.push(page);
  }
  return { pages, errors };
}

/** This side's coup on the board: the throw, tenir if asked, the first legal play, confirmed. */
export async function playTurn(page) {
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
