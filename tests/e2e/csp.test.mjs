// The page, the diagrams and the record viewer served under the strict Content-Security-Policy
// (scripts/serve.py sends it with every response): nothing refused, the board drawn and playable;
// and axe-core finds no accessibility violation on any of the three pages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP, ready, axeViolations, WCAG } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the server sends the strict policy', async () => {
  const page = await browser.context.newPage();
  const res = await page.goto(BASE + 'index.html');
  assert.equal(res.headers()['content-security-policy'], "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'");
  await page.close();
});

test('the game page under the strict policy: no violation, the board drawn and playable, no axe violation', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + 'index.html?seed=4&mode=friend&lang=fr');
  await ready(page);
  // drawn: the 24 flèches, the frame painted by the stylesheet (not a black rectangle)
  assert.equal(await page.locator('#board [data-fleche^="B"], #board [data-fleche^="N"]').count(), 24);
  const frame = await page.$eval('#board .tb-frame', (r) => getComputedStyle(r).fill);
  assert.notEqual(frame, 'rgb(0, 0, 0)', 'the board stylesheet applies');
  // playable: roll, then play the first legal play by clicks
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  if ((await page.getAttribute('body', 'data-phase')) === 'move') {
    const play = await page.evaluate(() => window.tablier.state.match.plays()[0]);
    for (const [from, to] of play.moves) {
      await page.click(`#board [data-fleche="${from}"] .tb-hit`);
      await page.click(`#board [data-fleche="${to}"] .tb-hit`);
    }
    await page.waitForSelector('#confirm:not([disabled])');
    await page.click('#confirm');
    await page.waitForFunction(() => window.tablier.state.log[0].play);
  }
  assert.deepEqual(await violations(), []);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('embed.html under the strict policy: captions, diagrams and jans, no violation, no axe violation', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + 'embed.html?lang=en');
  await page.waitForFunction(() => [...document.querySelectorAll('tablier-board')].every((b) => b.analysis), null, { timeout: 30000 });
  // the captions come from embed.js, a module of the page's own (no inline script)
  assert.match(await page.textContent('#battre-1 figcaption'), /beaten by the 5/);
  assert.equal(await page.$eval('html', (h) => h.lang), 'en');
  const flèches = await page.$eval('#battre-1 tablier-board', (el) => el.shadowRoot.querySelectorAll('[data-fleche^="B"], [data-fleche^="N"]').length);
  assert.equal(flèches, 24);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the record viewer page under the strict policy: no violation, no axe violation', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + 'record.html');
  await page.waitForFunction(() => document.querySelector('tablier-record').steps.length > 1, null, { timeout: 20000 });
  await page.locator('tablier-record button[data-step="next"]').click();
  assert.equal(await page.$eval('tablier-record', (el) => el.at), 1);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(errors, []);
  await page.close();
});
