// The game page's words (docs/size.md, "One language at first"): its bundle carries none, it loads
// its own language's module as it starts and the other one only when a person switches, in the
// middle of a game, which goes on as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, playHumanRoll } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** How many times each language's module was fetched. */
const fetched = (page) =>
  page.evaluate(() => {
    const names = performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname);
    return { fr: names.filter((n) => n.endsWith('/lang-fr.min.js')).length, en: names.filter((n) => n.endsWith('/lang-en.min.js')).length };
  });

/** The [data-i18n] elements still showing their key: a word the page did not have. */
const untranslated = (page) => page.evaluate(() => [...document.querySelectorAll('[data-i18n]')].filter((el) => el.textContent === el.dataset.i18n).map((el) => el.dataset.i18n));

test('a switch of language in the middle of a game loads the other words then, and the game goes on', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&mode=friend&lang=fr');
  assert.deepEqual(await fetched(page), { fr: 1, en: 0 }, 'the French words alone at first');
  assert.equal(await page.title(), 'Tablier — le trictrac');
  assert.equal(await page.textContent('#roll'), 'Jeter les dés');
  assert.deepEqual(await untranslated(page), []);

  await playHumanRoll(page);
  await page.waitForFunction(() => window.tablier.state.log.length === 1);
  const game = () => page.evaluate(() => JSON.stringify([window.tablier.state.log, window.tablier.state.match.history()]));
  const played = await game();

  await page.click('#lang');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(await fetched(page), { fr: 1, en: 1 }, 'the English words loaded at the switch');
  assert.equal(await page.title(), 'Tablier — trictrac');
  assert.equal(await page.textContent('#roll'), 'Roll the dice');
  assert.deepEqual(await untranslated(page), []);
  assert.equal(await game(), played, 'the game as it was');

  await playHumanRoll(page);
  await page.waitForFunction(() => window.tablier.state.log.length === 2);

  // back to French: its words are there already, nothing fetched again
  await page.click('#lang');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.textContent('#roll'), 'Jeter les dés');
  assert.deepEqual(await fetched(page), { fr: 1, en: 1 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a page that starts in English loads the English words alone', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&mode=friend&lang=en');
  assert.deepEqual(await fetched(page), { fr: 0, en: 1 });
  assert.equal(await page.textContent('#roll'), 'Roll the dice');
  assert.deepEqual(await untranslated(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('words that cannot be loaded leave the page in its language, saying so; the next switch asks again', async () => {
  // a browser of its own without the service worker, which would answer from its cache
  const alone = await launch();
  try {
    await alone.context.addInitScript(() => delete Navigator.prototype.serviceWorker);
    const { page, errors } = await openPage(alone, 'seed=7&mode=friend&lang=fr');
    await page.route('**/lang-en.min.js', (route) => route.abort());
    await page.click('#lang');
    await page.waitForFunction(() => /anglais/.test(document.getElementById('status').textContent));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await page.textContent('#roll'), 'Jeter les dés');
    await page.unroute('**/lang-en.min.js');
    await page.click('#lang');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.textContent('#roll'), 'Roll the dice');
    // the aborted import is the one error the console shows
    assert.ok(errors.every((e) => /lang-en\.min\.js|Failed to fetch|net::ERR_FAILED/.test(String(e))), errors.join('\n'));
  } finally {
    await alone.close();
  }
});
