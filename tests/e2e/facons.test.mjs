// "Which dame is beaten, by which number, à vrai or à faux": the jan explanations name each façon
// from the engine's `by` (www/jans.js), in the rules-site diagrams and after every roll of a game,
// as many as the engine's `ways`. tests/node/page-engine.test.mjs checks them over the bench positions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const faconsOf = (page, selector, at) =>
  page.$eval(
    selector,
    (el, at) =>
      [...el.shadowRoot.querySelectorAll('li.jan')]
        .filter((li) => li.dataset.at === at)
        .map((li) => li.querySelector('.facons')?.textContent || ''),
    at,
  );

test('the seeds\' BATTRE exemple 5 names its façons, in French and in English', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  for (const [lang, vrai, faux] of [
    ['fr', ['la dame de N8 par le 6', "la dame de N7 par 6 et 1 tout d'une, à vrai (repos en N8)"], ["la dame de N12 par 6 et 1 tout d'une, à faux"]],
    ['en', ['the dame on N8 by the 6', 'the dame on N7 by 6 and 1 tout d’une (both dice as one), à vrai (resting on N8)'], ['the dame on N12 by 6 and 1 tout d’une (both dice as one), à faux']],
  ]) {
    await page.goto(BASE + `embed.html?lang=${lang}`);
    await page.waitForFunction(() => document.querySelector('#battre-5 tablier-board')?.analysis, null, { timeout: 30000 });
    const b11 = await faconsOf(page, '#battre-5 tablier-board', 'B11');
    assert.equal(b11.length, 1);
    for (const v of vrai) assert.ok(b11[0].includes(v), `${b11[0]} names ${v}`);
    const b6 = await faconsOf(page, '#battre-5 tablier-board', 'B6');
    for (const f of faux) assert.ok(b6[0].includes(f), `${b6[0]} names ${f}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('after every roll of a seeded game, each beaten dame lists as many façons as the engine\'s ways', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // the computer plays both sides; the replay (<tablier-record>) shows each roll's jans again
  await page.goto(BASE + 'index.html?seed=7&auto=1&until=60&lang=fr');
  await page.waitForSelector('body[data-paused="true"]', { timeout: 60000 });
  const n = await page.evaluate(() => window.tablier.state.log.length);
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  await page.waitForFunction((k) => document.getElementById('replay').steps.length === k + 1, n, { timeout: 30000 });
  let batteries = 0;
  for (let i = 0; i < n; i++) {
    const r = await page.evaluate((i) => {
      const replay = document.getElementById('replay');
      replay.go(i + 1);
      const jans = window.tablier.state.log[i].analysis.jans.filter((j) => /^battre-dame/.test(j.jan));
      const lis = [...replay.shadowRoot.querySelectorAll('li.jan')].filter((li) => /^battre-dame/.test(li.dataset.jan));
      return {
        ways: jans.map((j) => j.ways),
        by: jans.map((j) => (j.by || []).length),
        listed: lis.map((li) => Number(li.dataset.facons || 0)),
        texts: lis.map((li) => li.querySelector('.facons')?.textContent || ''),
      };
    }, i);
    assert.deepEqual(r.listed, r.ways, `roll ${i + 1}: ${r.texts.join(' | ')}`);
    assert.deepEqual(r.listed, r.by, `roll ${i + 1}: one line per entry of the engine's by`);
    for (const t of r.texts) assert.match(t, /^Façons? : la dame de [BN]\d+ par/);
    batteries += r.ways.length;
  }
  console.log(`seed 7, ${n} rolls: ${batteries} beaten dames, each with its façons named`);
  assert.ok(batteries > 3);
  assert.deepEqual(errors, []);
  await page.close();
});
