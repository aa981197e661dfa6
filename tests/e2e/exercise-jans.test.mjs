// Naming the jans of a *compter les points* (the answer form of www/tablier-exercise.js): in
// <tablier-exercise> under the strict policy and on the training page, a player lists the jans
// each side marks (jan, side, dame, façons, points) besides the totals or instead; the engine
// grades them and each miss is said in the player's language (a jan given to the other side, one
// the roll does not make, a façon too many), by the mouse and by the keyboard alone; axe-core
// finds nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP, axeViolations, WCAG } from './helpers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
// 000 BATTRE UNE DAME, exemple n° 1: Black throws 6 and 5 and beats the dame on B8 à vrai by two
// façons (from N11 by the 6, from N12 by the 5), 4 points for Black
const ID = 'seed-battre-exemple-1';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function plainPage(lang) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.addInitScript(() => {
    window.__answers = [];
    document.addEventListener('answer', (e) => window.__answers.push(JSON.parse(JSON.stringify(e.detail))));
  });
  const name = `__jans_${Math.random().toString(36).slice(2)}.html`;
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Exercise</title><main><h1>Exercise</h1><script type="module" src="tablier-exercise.js"></script><tablier-exercise id="${ID}" lang="${lang}"></tablier-exercise></main></html>`,
    }),
  );
  await page.goto(BASE + name);
  await page.waitForFunction(() => document.querySelector('tablier-exercise')?.exercise);
  return { page, errors, violations };
}

const answers = (page) => page.evaluate(() => window.__answers);
const focusedName = (page) => page.evaluate(() => document.querySelector('tablier-exercise').shadowRoot.activeElement?.getAttribute('name') ?? document.querySelector('tablier-exercise').shadowRoot.activeElement?.textContent);

/** Presses Tab until the element's focused control answers `want` (its name, or a button's text). */
async function tabTo(page, want) {
  for (let i = 0; i < 40; i++) {
    if ((await focusedName(page)) === want) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${want}`);
}

test('jans named without totals by the mouse: each miss said; then right by the keyboard alone', async () => {
  const { page, errors, violations } = await plainPage('en');
  const el = page.locator('tablier-exercise');
  // the mouse: a battery given to White, and an impuissance the roll does not make
  await el.locator('button.add-jan').click();
  await el.locator('button.add-jan').click();
  const rows = el.locator('fieldset.jan');
  assert.equal(await rows.count(), 2);
  await rows.nth(0).locator('select[name="jan-kind"]').selectOption('battre-dame');
  await rows.nth(0).locator('select[name="jan-side"]').selectOption('white');
  await rows.nth(1).locator('select[name="jan-kind"]').selectOption('impuissance');
  await rows.nth(1).locator('select[name="jan-side"]').selectOption('black');
  assert.deepEqual(await axeViolations(page, WCAG), [], 'the form with two jans named');
  await el.locator('button[type="submit"]').click();
  await page.waitForFunction(() => window.__answers.length === 1);
  const [first] = await answers(page);
  assert.deepEqual(first.answer, { jans: [{ jan: 'battre-dame', beneficiary: 'white' }, { jan: 'impuissance', beneficiary: 'black' }] }, 'no totals given, none sent');
  assert.deepEqual(first.grade.misses.map((m) => m.code), ['jan-to-other', 'jan-not-there']);
  const result = await el.locator('.result').textContent();
  assert.match(result, /^Not quite:/);
  assert.match(result, /“Dame battue à vrai[^”]*” on B8 is marked by Black/);
  assert.match(result, /the roll does not make “Impuissance[^”]*”/);
  assert.deepEqual(await axeViolations(page, WCAG), [], 'the misses said');

  // the keyboard: the second jan removed, the first given to Black with a façon too many
  await el.locator('select[name="jan-kind"]').first().focus();
  await tabTo(page, 'Remove');
  await page.keyboard.press('Tab'); // the second row's kind
  await tabTo(page, 'Remove');
  await page.keyboard.press('Enter');
  assert.equal(await rows.count(), 1, 'the second jan removed');
  assert.equal(await focusedName(page), 'Name a jan', 'focus back on the button that adds one');
  await page.keyboard.press('Shift+Tab'); // the first row's Remove
  await page.keyboard.press('Shift+Tab'); // its points
  await page.keyboard.press('Shift+Tab'); // its façons
  assert.equal(await focusedName(page), 'jan-ways');
  await page.keyboard.type('3');
  await page.keyboard.press('Shift+Tab'); // its dame
  await page.keyboard.press('Shift+Tab'); // its side
  assert.equal(await focusedName(page), 'jan-side');
  await page.keyboard.press('ArrowDown');
  assert.equal(await rows.nth(0).locator('select[name="jan-side"]').inputValue(), 'black');
  await page.keyboard.press('Tab'); // its dame
  await page.keyboard.press('Tab'); // its façons: Enter in a field sends the form
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__answers.length === 2);
  const second = (await answers(page))[1];
  assert.deepEqual(second.answer, { jans: [{ jan: 'battre-dame', beneficiary: 'black', ways: 3 }] });
  assert.deepEqual(second.grade.misses.map((m) => m.code), ['too-many-ways']);
  assert.match(await el.locator('.result').textContent(), /“Dame battue à vrai[^”]*”: 2 façons or moyens, not 3/);

  // two façons, 4 points, on B8, and the totals besides: right
  await el.locator('input[name="jan-ways"]').focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  await el.locator('select[name="jan-at"]').focus();
  await page.keyboard.type('B8');
  assert.equal(await el.locator('select[name="jan-at"]').inputValue(), 'B8');
  await el.locator('input[name="white"]').focus();
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__answers.length === 3);
  const third = (await answers(page))[2];
  assert.deepEqual(third.answer, { points: { white: 0, black: 4 }, jans: [{ jan: 'battre-dame', beneficiary: 'black', at: 'B8', ways: 2, points: 4 }] });
  assert.equal(third.correct, true);
  assert.match(await el.locator('.result').textContent(), /^Right!/);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('one total without the other is asked for, even with jans named; nothing is graded meanwhile', async () => {
  const { page, errors } = await plainPage('en');
  const el = page.locator('tablier-exercise');
  await el.locator('button.add-jan').click();
  await el.locator('input[name="white"]').fill('0');
  await el.locator('button[type="submit"]').click();
  assert.equal(await el.locator('input[name="black"]').evaluate((i) => i.validity.valueMissing), true);
  assert.deepEqual(await answers(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the training page: jans named in French, the miss said in French, the progress kept', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + `train.html?id=${ID}&lang=fr`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('tablier-exercise')?.exercise);
  const el = page.locator('tablier-exercise');
  assert.match(await el.locator('fieldset.jans legend').first().textContent(), /^Les jans/);
  await el.locator('button.add-jan').click();
  await el.locator('select[name="jan-kind"]').selectOption('battre-dame-a-faux');
  await el.locator('select[name="jan-side"]').selectOption('white');
  await el.locator('button[type="submit"]').click();
  await el.locator('.result:not([hidden])').waitFor();
  // a battery à vrai named à faux, for the other side
  assert.match(await el.locator('.result').textContent(), /^Pas tout à fait :.*« Dame battue à vrai[^»]*» : la dame est battue à vrai/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.train')));
  assert.equal(kept.families['battre-a-vrai'].answered, 1);
  assert.equal(kept.families['battre-a-vrai'].right, 0);
  assert.ok(kept.review[ID], 'the exercise missed is scheduled');
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});
