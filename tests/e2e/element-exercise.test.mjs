// <tablier-exercise> in a plain page of two tags (a script and the element) under the strict
// Content-Security-Policy: the exercise an id names shown with its question, answered with the
// keyboard and the mouse, graded by the engine, what was missed said in the reader's language,
// `answer` heard by the host page; a wrong id shows the error box; axe-core finds nothing. A
// counting exercise loads the rules module alone, a choosing one the whole package.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors, watchCSP, axeViolations, WCAG } from './helpers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page holding only `tags`, under the strict policy, its events kept in `window.__heard`. */
async function plainPage(tags, lang = 'en') {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.addInitScript(() => {
    window.__heard = [];
    for (const name of ['tablier-ready', 'answer', 'tablier-error']) {
      document.addEventListener(name, (e) => window.__heard.push({ name, detail: JSON.parse(JSON.stringify(e.detail)) }));
    }
  });
  const name = `__exercise_${Math.random().toString(36).slice(2)}.html`;
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Exercise</title><main><h1>Exercise</h1>${tags}</main></html>`,
    }),
  );
  await page.goto(BASE + name);
  return { page, errors, violations };
}

/** The engine modules the page fetched: the rules module, the whole package's, or both. */
const modules = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.wasm')));

const heard = (page, name) => page.waitForFunction((n) => window.__heard.find((h) => h.name === n)?.detail, name, { timeout: 20000 }).then((h) => h.jsonValue());
const answers = (page) => page.evaluate(() => window.__heard.filter((h) => h.name === 'answer').map((h) => h.detail));

test('compter les points by its id: a swapped answer told so (keyboard), the right one graded right (mouse), axe-clean', async () => {
  // the element's one file (scripts/build-page.sh); a counting exercise needs the rules module alone
  const { page, errors, violations } = await plainPage(
    '<script type="module" src="tablier-exercise.min.js"></script><tablier-exercise id="seed-battre-exemple-1" lang="en"></tablier-exercise>',
  );
  const ready = await heard(page, 'tablier-ready');
  assert.equal(ready.exercise.id, 'seed-battre-exemple-1');
  assert.deepEqual(await modules(page), ['/pkg/rules/tablier_rules_bg.wasm']);
  const el = page.locator('tablier-exercise');
  assert.equal(await el.locator('[data-fleche^="B"], [data-fleche^="N"]').count(), 24, 'the board drawn');
  assert.match(await el.locator('.question').textContent(), /Black throws 6 and 5/);
  // 000 BATTRE UNE DAME, exemple n° 1: Black marks 4; given to White, by the keyboard
  await el.locator('input[name="white"]').focus();
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__heard.some((h) => h.name === 'answer'));
  const result = el.locator('.result');
  assert.match(await result.textContent(), /Not quite:.*you gave each side the other’s points/);
  assert.match(await result.textContent(), /The answer: 0 for White, 4 for Black/);
  // by the mouse
  await el.locator('input[name="white"]').fill('0');
  await el.locator('input[name="black"]').fill('4');
  await el.locator('button[type="submit"]').click();
  await page.waitForFunction(() => window.__heard.filter((h) => h.name === 'answer').length === 2);
  const [wrong, right] = await answers(page);
  assert.deepEqual(wrong.answer, { points: { white: 4, black: 0 } });
  assert.equal(wrong.correct, false);
  assert.equal(wrong.grade.misses[0].code, 'points-swapped');
  assert.equal(right.correct, true);
  assert.match(await result.textContent(), /^Right!/);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('tenir ou s’en aller in French: the better decision graded best, the other told its cost', async () => {
  const t = await import(join(ROOT, 'pkg', 'index.node.mjs'));
  const [tenir] = t.exercises({ kind: 'tenir-ou-s-en-aller', count: 1 });
  const other = tenir.answer.best === 'hold' ? 'leave' : 'hold';
  // beside a diagram, all the elements in their one file: a choosing exercise is the maître's, so
  // the page takes the whole package for both: its games module and the rules module it answers
  // the stateless questions with, each once
  const { page, errors, violations } = await plainPage(
    `<script type="module" src="elements.min.js"></script><tablier-board lang="fr" position="B1:13,B4:2/N1:15 w 5-2"></tablier-board><tablier-exercise id="${tenir.id}" lang="fr"></tablier-exercise>`,
    'fr',
  );
  await heard(page, 'tablier-ready');
  await page.waitForFunction(() => document.querySelector('tablier-board').analysis && document.querySelector('tablier-exercise').exercise);
  assert.deepEqual((await modules(page)).sort(), ['/pkg/rules/tablier_rules_bg.wasm', '/pkg/tablier_bg.wasm']);
  const el = page.locator('tablier-exercise');
  assert.match(await el.locator('.question').textContent(), /Tenir ou s’en aller/);
  await el.locator(`input[value="${other}"]`).check();
  await el.locator('button[type="submit"]').click();
  await page.waitForFunction(() => window.__heard.some((h) => h.name === 'answer'));
  assert.match(await el.locator('.result').textContent(), /Pas tout à fait.*perd/);
  await el.locator(`input[value="${tenir.answer.best}"]`).check();
  await el.locator('button[type="submit"]').click();
  await page.waitForFunction(() => window.__heard.filter((h) => h.name === 'answer').length === 2);
  const [wrong, right] = await answers(page);
  assert.deepEqual([wrong.answer, wrong.correct, right.answer, right.correct], [other, false, tenir.answer.best, true]);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an id that names no exercise: the error box in the reader’s language, tablier-error with the engine’s code', async () => {
  const { page, errors, violations } = await plainPage(
    '<script type="module" src="tablier-exercise.js"></script><tablier-exercise id="points-1-0" lang="en"></tablier-exercise>',
  );
  const e = await heard(page, 'tablier-error');
  assert.equal(e.code, 'bad-request');
  assert.match(await page.locator('tablier-exercise .error').textContent(), /^No such exercise/);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});
