// The training page (train.html) under the strict policy: a session of ten *compter les points*
// answered through the page, five with the mouse and five with the keyboard alone, half right and
// half wrong; the score, the progress by family and the spaced review of the ids missed kept across
// a reload; the page's clock moved a day, the missed are due and offered first in the next
// session, one answered right moves to a later box; `?id=` opens that one exercise; axe-core
// finds nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP, axeViolations, WCAG } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function open(query) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + 'train.html' + query);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, errors, violations };
}

/** The exercise shown, once the element has it from the engine. */
async function shown(page) {
  const h = await page.waitForFunction(
    () => {
      const el = document.querySelector('tablier-exercise');
      return el && el.exercise && el.exercise.id === el.getAttribute('id') && !el.shadowRoot.querySelector('.view').hidden && el.exercise;
    },
    null,
    { timeout: 20000 },
  );
  return h.jsonValue();
}

/** Presses Tab until `focused` holds of the page (the keyboard's own way through it). */
async function tabTo(page, focused, arg) {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(focused, arg)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${focused}`);
}
const onInput = (name) => document.querySelector('tablier-exercise')?.shadowRoot.activeElement?.name === name;
const onNext = () => document.activeElement?.id === 'next';

const kept = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('tablier.train')));

const DAY = 86_400_000;
const dateOf = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('a session of ten answered with the mouse and the keyboard; the progress kept across a reload; the missed due the next day', async () => {
  const { page, errors, violations } = await open('?lang=en');
  // the page's clock: noon, so that a day later is the next calendar day in any time zone
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  await page.clock.setFixedTime(noon);
  assert.match(await page.locator('#progress-none').textContent(), /No exercise answered yet/);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  await page.selectOption('#kind', 'compter-les-points');
  await page.click('#start');
  const missed = [];
  for (let i = 0; i < 10; i++) {
    const ex = await shown(page);
    assert.equal(ex.exercise, 'compter-les-points');
    assert.match(await page.locator('#session-title').textContent(), new RegExp(`Exercise ${i + 1} of 10`));
    // the even ones right, the odd ones with a point too many for White
    const right = i % 2 === 0;
    const white = ex.answer.points.white + (right ? 0 : 1);
    const black = ex.answer.points.black;
    if (!right) missed.push(ex.id);
    const el = page.locator('tablier-exercise');
    if (i < 5) {
      await el.locator('input[name="white"]').fill(String(white));
      await el.locator('input[name="black"]').fill(String(black));
      await el.locator('button[type="submit"]').click();
    } else {
      await tabTo(page, onInput, 'white');
      await page.keyboard.type(String(white));
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(black));
      await page.keyboard.press('Enter');
    }
    await el.locator('.result:not([hidden])').waitFor();
    assert.match(await el.locator('.result').textContent(), right ? /^Right!/ : /^Not quite:.*White marks/);
    assert.equal(await page.locator('#score').textContent(), `Score: ${Math.floor(i / 2) + 1} of ${i + 1}`);
    if (i === 0) assert.deepEqual(await axeViolations(page, WCAG), []);
    if (i === 9) break;
    if (i < 5) await page.click('#next');
    else {
      await tabTo(page, onNext);
      await page.keyboard.press('Enter');
    }
  }
  assert.match(await page.locator('#status').textContent(), /Session over: 5 right of 10/);
  assert.ok(await page.locator('#next').isHidden(), 'no next after the tenth');
  const progress = await kept(page);
  // each missed in the first box, due the next day
  assert.deepEqual(new Set(Object.keys(progress.review)), new Set(missed));
  for (const id of missed) assert.deepEqual(progress.review[id], { box: 0, due: dateOf(noon.getTime() + DAY) });
  const answered = Object.values(progress.families).reduce((n, f) => n + f.answered, 0);
  assert.ok(answered >= 10, `each exercise counted for each of its families: ${answered}`);

  // the progress survives a reload, the weakest family first
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual(await kept(page), progress);
  const rows = await page.locator('#progress-body tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.ok(rows.length >= 1);
  const shares = rows.map(([, a, r]) => Number(r) / Number(a));
  assert.deepEqual(shares, [...shares].sort((a, b) => a - b), 'the weak families first');
  const weak = Object.entries(progress.families).filter(([, f]) => f.answered >= 3 && f.right / f.answered < 0.7);
  if (weak.length) assert.match(await page.locator('#weak').textContent(), /^Weak families: /);
  else assert.equal(await page.locator('#weak').textContent(), '');
  // nothing due the same day; the missed announced for the next
  assert.equal(await page.locator('#due').textContent(), 'Nothing to see again today.');
  assert.match(await page.locator('#next-due').textContent(), /^Then: 5 exercises on /);
  assert.ok(await page.locator('#review-due').isHidden());
  await page.click('#start');
  assert.ok(!missed.includes((await shown(page)).id), 'a session the same day does not begin with the missed');

  // a day later: the missed are due, and the next session begins with them
  await page.clock.setFixedTime(noon.getTime() + DAY);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.locator('#due').textContent(), /^Due today: 5 exercises/);
  assert.equal(await page.locator('#next-due').textContent(), '');
  await page.click('#start');
  const ids = [];
  for (let i = 0; i < 5; i++) {
    const ex = await shown(page);
    ids.push(ex.id);
    if (i === 0) {
      // answered right, it moves to the second box: due three days on
      const el = page.locator('tablier-exercise');
      await el.locator('input[name="white"]').fill(String(ex.answer.points.white));
      await el.locator('input[name="black"]').fill(String(ex.answer.points.black));
      await el.locator('button[type="submit"]').click();
      await el.locator('.result:not([hidden])').waitFor();
      assert.deepEqual((await kept(page)).review[ex.id], { box: 1, due: dateOf(noon.getTime() + 4 * DAY) });
      assert.match(await page.locator('#due').textContent(), /^Due today: 4 exercises/);
    }
    await page.click('#next');
  }
  assert.deepEqual(new Set(ids), new Set(missed));
  // the four still due, reviewed on their own, of any kind
  await page.click('#review-due');
  assert.match(await page.locator('#session-title').textContent(), /Exercise 1 of 4/);
  const due = [];
  for (let i = 0; i < 4; i++) {
    due.push((await shown(page)).id);
    if (i < 3) await page.click('#next');
  }
  assert.deepEqual(new Set(due), new Set(ids.slice(1)));
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('?id= opens that exercise alone, with a link to it, and counts its answer in the progress', async () => {
  const { page, errors, violations } = await open('?id=seed-battre-exemple-1&lang=en');
  const ex = await shown(page);
  assert.equal(ex.id, 'seed-battre-exemple-1');
  assert.match(await page.locator('#session-title').textContent(), /Exercise 1 of 1/);
  assert.equal(await page.getAttribute('#link', 'href'), 'train.html?id=seed-battre-exemple-1&lang=en');
  assert.ok(await page.locator('#next').isHidden());
  // 000 BATTRE UNE DAME, exemple n° 1: Black marks 4
  const el = page.locator('tablier-exercise');
  await el.locator('input[name="white"]').fill('0');
  await el.locator('input[name="black"]').fill('4');
  await el.locator('button[type="submit"]').click();
  await el.locator('.result:not([hidden])').waitFor();
  assert.match(await el.locator('.result').textContent(), /^Right!/);
  assert.equal((await kept(page)).families['battre-a-vrai'].right >= 1, true);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the game page links to the training, in its language', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  assert.match(await page.locator('#train-link').textContent(), /^Training/);
  await page.click('#train-link');
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  assert.ok(page.url().endsWith('/train.html'));
  assert.equal(await page.locator('h1').textContent(), 'Trictrac training', 'the language chosen on the game page kept');
  assert.deepEqual(errors, []);
  await page.close();
});

test('offline: after one visit, an exercise by its id and a new session with the network cut', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'train.html?lang=en');
  await page.waitForSelector('body[data-offline="ready"]', { timeout: 20000 });
  // let the worker hold the page before cutting the network
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await browser.context.setOffline(true);
  try {
    await page.goto(BASE + 'train.html?id=seed-battre-exemple-1&lang=en');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    assert.equal((await shown(page)).id, 'seed-battre-exemple-1');
    await page.selectOption('#kind', 'compter-les-chances');
    await page.click('#start');
    const ex = await shown(page);
    assert.equal(ex.exercise, 'compter-les-chances');
  } finally {
    await browser.context.setOffline(false);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
