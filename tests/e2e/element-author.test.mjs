// The diagram elements as a website author meets them (docs/element.md): their events reach the
// host document, even from inside another component's shadow root; a misspelt attribute is
// warned of and a wrong value shows the error box, with the engine's reason in the reader's
// language; `<tablier-record>` steps through every kind of record the engine writes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP } from './helpers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page of our own on the same origin, under the strict policy, loading `scripts` then holding `body`. */
async function pageWith(body, scripts = ['tablier-board.js']) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const violations = await watchCSP(page);
  const name = `__author_${Math.random().toString(36).slice(2)}.html`;
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>
        ${scripts.map((s) => `<script type="module" src="${s}"></script>`).join('')}<main>${body}</main></html>`,
    }),
  );
  await page.goto(BASE + name);
  return { page, errors, warnings, violations };
}

const settled = (page, id) =>
  page.waitForFunction((i) => {
    const el = document.getElementById(i);
    return el && (el.error || el.position);
  }, id, { timeout: 20000 });

test('tablier-move and tablier-play bubble to the document, across a shadow root', async () => {
  const { page, errors, violations } = await pageWith('<div id="host"></div>');
  // the diagram inside another component's shadow root, as a site's own widget would hold it
  await page.evaluate(() => {
    const root = document.getElementById('host').attachShadow({ mode: 'open' });
    root.innerHTML = '<tablier-board id="i" interactive position="B1:13,B4:2/N1:15 w 5-2"></tablier-board>';
    window.__heard = [];
    for (const name of ['tablier-ready', 'tablier-move', 'tablier-play']) {
      document.addEventListener(name, (e) => window.__heard.push({ name, target: e.target.id, detail: e.detail }));
    }
  });
  await page.waitForFunction(() => window.__heard.some((h) => h.name === 'tablier-ready'), null, { timeout: 20000 });
  const board = page.locator('#host tablier-board');
  for (const [from, to] of [['B1', 'B6'], ['B4', 'B6']]) {
    await board.locator(`[data-fleche="${from}"] .tb-hit`).click();
    await board.locator(`[data-fleche="${to}"] .tb-hit`).click();
  }
  await page.waitForFunction(() => window.__heard.some((h) => h.name === 'tablier-play'), null, { timeout: 5000 });
  const heard = await page.evaluate(() => window.__heard);
  const moves = heard.filter((h) => h.name === 'tablier-move');
  assert.equal(moves.length, 2, 'each single move heard at the document');
  assert.deepEqual([moves[0].detail.from, moves[0].detail.to], ['B1', 'B6']);
  // retargeted to the shadow host at the document: the event did cross the shadow root
  assert.equal(moves[0].target, 'host');
  const play = heard.find((h) => h.name === 'tablier-play');
  assert.deepEqual(play.detail.play.moves.map((m) => m.join('-')).sort(), ['B1-B6', 'B4-B6']);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});
