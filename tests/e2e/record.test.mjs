// <tablier-record> steps through a committed record (tests/data/games), roll by roll, by buttons
// and keyboard, each roll with its jans; a record the engine refuses gets an error box.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const RECORD = readFileSync(join(ROOT, 'tests', 'data', 'games', 'sortie-seed-2.json'), 'utf8');

test('the record viewer steps through a committed record', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.route(BASE + '__records__/sortie.json', (route) => route.fulfill({ contentType: 'application/json', body: RECORD }));
  await page.route(BASE + '__record__.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>r</title>
        <script type="module" src="tablier-record.js"></script>
        <main><tablier-record id="r" lang="en" src="__records__/sortie.json"></tablier-record>
        <tablier-record id="inline" at="end"><script type="application/json">${RECORD}</script></tablier-record>
        <tablier-record id="bad"><script type="application/json">{"format":"tablier-partie","rolls":[{"side":"white","dice":[6,5],"points":{"white":4,"black":0},"holes":{"white":0,"black":0}}]}</script></tablier-record></main></html>`,
    }),
  );
  await page.goto(BASE + '__record__.html');
  await page.waitForFunction(() => document.getElementById('r').steps.length > 1, null, { timeout: 20000 });
  const rec = JSON.parse(RECORD);
  const n = rec.rolls.length;
  const state = () => page.$eval('#r', (el) => ({
    at: el.at,
    text: el.shadowRoot.querySelector('.at').textContent,
    dice: el.shadowRoot.querySelector('.tb-dice').dataset.dice || null,
    arrows: [...el.shadowRoot.querySelectorAll('.tb-arrow')].map((a) => `${a.dataset.from}-${a.dataset.to}`),
    jans: [...el.shadowRoot.querySelectorAll('li.jan')].map((li) => li.dataset.jan),
  }));
  // step 0: the start position, no dice
  let s = await state();
  assert.equal(s.at, 0);
  assert.match(s.text, /Starting position/);
  // next: the first roll, its dice and its play as arrows
  await page.locator('#r button[data-step="next"]').click();
  s = await state();
  assert.equal(s.at, 1);
  assert.equal(s.dice, rec.rolls[0].dice.join('-'));
  assert.deepEqual(s.arrows, rec.rolls[0].play.map((m) => m.join('-')));
  assert.match(s.text, new RegExp(`Roll 1 of ${n}`));
  // the keyboard: End, Home, arrows
  await page.locator('#r').evaluate((el) => el.shadowRoot.querySelector('.viewer').focus());
  await page.keyboard.press('End');
  assert.equal((await state()).at, n);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state()).at, n - 1);
  await page.keyboard.press('Home');
  assert.equal((await state()).at, 0);
  // every roll with points lists its jans
  for (let i = 1; i <= n; i++) {
    await page.$eval('#r', (el, k) => el.go(k), i);
    const r = rec.rolls[i - 1];
    const st = await state();
    if (r.points.white || r.points.black) assert.ok(st.jans.length > 0, `roll ${i} has jans`);
  }
  // at="end" opens on the last roll; a record the engine refuses shows why
  assert.equal(await page.$eval('#inline', (el) => el.at), n);
  await page.waitForFunction(() => !document.getElementById('bad').shadowRoot.querySelector('.error').hidden);
  assert.match(await page.$eval('#bad', (el) => el.shadowRoot.querySelector('.error').textContent), /coup 1 : .*points/);
  assert.deepEqual(errors, []);
  await page.close();
});

// A counting exercise beside a record (elements.min.js): the record module has no exercises, so
// the page loads the whole package for both (www/engine.js's loadRules), where the exercise said
// "the rules engine failed" on the light module, then on the record module.
test('a page with a record and a counting exercise shows both, on the whole package', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const wasm = [];
  page.on('requestfinished', (req) => {
    if (req.url().endsWith('.wasm')) wasm.push(new URL(req.url()).pathname);
  });
  await page.route(BASE + '__record_exercise__.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>r</title>
        <script type="module" src="elements.min.js"></script>
        <main><tablier-exercise id="points-3-23-64" lang="en"></tablier-exercise>
        <tablier-record lang="en" src="records/opening.json"></tablier-record></main></html>`,
    }),
  );
  await page.goto(BASE + '__record_exercise__.html');
  await page.waitForFunction(() => document.querySelector('tablier-record').steps.length > 1, null, { timeout: 20000 });
  await page.waitForFunction(() => {
    const el = document.querySelector('tablier-exercise');
    return el.exercise || /failed|could not/.test(el.shadowRoot.textContent);
  }, null, { timeout: 20000 });
  const exercise = await page.$eval('tablier-exercise', (el) => ({ id: el.exercise?.id ?? null, text: el.shadowRoot.textContent.slice(0, 120) }));
  assert.equal(exercise.id, 'points-3-23-64', `the exercise is shown: ${exercise.text}`);
  // the whole package: its games module and the rules module that answers it the stateless
  // questions and the counting exercises (docs/size.md, "No stateless question twice")
  assert.deepEqual(wasm.sort(), ['/pkg/rules/tablier_rules_bg.wasm', '/pkg/tablier_bg.wasm'], 'the whole package, its two modules');
  assert.deepEqual(errors, []);
  await page.close();
});
