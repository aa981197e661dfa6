// The diagram elements as a website author meets them (docs/element.md): their events reach the
// host document, even from inside another component's shadow root; a misspelt attribute is
// warned of and a wrong value shows the error box, with the engine's reason in the reader's
// language; `<tablier-record>` steps through every kind of record the engine writes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors, watchCSP } from './helpers.mjs';

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

/** Records the engine writes, made by the package itself: a partie à écrire saved in its second marqué, and a whole partie of Jacquet. */
async function records() {
  const t = await import(join(ROOT, 'pkg', 'index.node.mjs'));
  const p = new t.PartieAEcrire({ marques: 2 }, { seed: 9 });
  for (let i = 0; i < 20000 && p.sheet().lines.length < 1; i++) p.stepComputer(['débutant']);
  for (let i = 0; i < 30; i++) p.stepComputer(['débutant']);
  const ecrire = p.toRecord();
  const j = new t.JacquetGame({ target: 1, seed: 3 });
  for (let i = 0; i < 1000 && !j.isOver(); i++) {
    const phase = j.phase();
    if (phase === 'first') j.firstThrow();
    else if (phase === 'roll') j.roll();
    else j.play(j.computerPlay('débutant'));
  }
  return { ecrire, jacquet: j.toRecord() };
}

test('<tablier-record> steps through a partie à écrire, marqué by marqué, and a partie of Jacquet', async () => {
  const { ecrire, jacquet } = await records();
  const marques = [...ecrire.ecrire.marques, ecrire.ecrire.current];
  assert.equal(marques.length, 2, 'one marqué written, one being played');
  const rolls = marques.map((m) => m.rolls.length);
  const { page, errors, violations } = await pageWith(
    `<tablier-record id="e" lang="en"><script type="application/json">${JSON.stringify(ecrire)}</script></tablier-record>
     <tablier-record id="j" lang="en" at="end"><script type="application/json">${JSON.stringify(jacquet)}</script></tablier-record>`,
    ['tablier-record.js'],
  );
  await page.waitForFunction(() => ['e', 'j'].every((id) => {
    const el = document.getElementById(id);
    return el.steps.length > 1 || !el.shadowRoot.querySelector('.error').hidden;
  }), null, { timeout: 30000 });
  const state = (id) => page.$eval(`#${id}`, (el) => ({
    error: el.shadowRoot.querySelector('.error').hidden ? null : el.shadowRoot.querySelector('.error').textContent,
    steps: el.steps.length,
    at: el.at,
    text: el.shadowRoot.querySelector('.at').textContent,
    dice: el.shadowRoot.querySelector('.tb-dice')?.dataset.dice || null,
    arrows: [...el.shadowRoot.querySelectorAll('.tb-arrow')].map((a) => `${a.dataset.from}-${a.dataset.to}`),
  }));
  let s = await state('e');
  assert.equal(s.error, null, 'the partie à écrire is read');
  // each marqué: its start, then its rolls
  assert.equal(s.steps, rolls[0] + 1 + rolls[1] + 1);
  assert.match(s.text, /Marqué 1 of 2 · Starting position/);
  await page.$eval('#e', (el) => el.go(1));
  s = await state('e');
  assert.match(s.text, new RegExp(`Marqué 1 of 2 · Roll 1 of ${rolls[0]}`));
  assert.equal(s.dice, marques[0].rolls[0].dice.join('-'));
  // the second marqué begins afresh, and its rolls are its own
  await page.$eval('#e', (el, k) => el.go(k), rolls[0] + 2);
  s = await state('e');
  assert.match(s.text, new RegExp(`Marqué 2 of 2 · Roll 1 of ${rolls[1]}`));
  assert.equal(s.dice, marques[1].rolls[0].dice.join('-'));
  assert.deepEqual(s.arrows, (marques[1].rolls[0].play || []).map((m) => m.join('-')));
  // Jacquet: opened at its last roll
  const j = await state('j');
  assert.equal(j.error, null, 'the partie of Jacquet is read');
  const jrolls = jacquet.jacquet.manches.flatMap((m) => m.rolls);
  assert.equal(j.steps, jrolls.length + 1);
  assert.equal(j.at, jrolls.length);
  assert.equal(j.dice, jrolls[jrolls.length - 1].dice.join('-'));
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});
