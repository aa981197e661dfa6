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
