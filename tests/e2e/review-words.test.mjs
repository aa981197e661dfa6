// The page after a review, its words and its badges (issue 26, point 11): *Nouvelle partie* puts
// the last game's review away; the review writes its counts in proper French ("0 erreur signalée",
// never "(s)" nor "−0.0 %"); a chances badge cannot be taken for Black's jeton; the rows of
// *Coups joués* are targets of 24 × 24 CSS px at least, and axe-core finds nothing at WCAG 2.2 AA
// on a long game's page and on a partie à écrire's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, axeViolations, WCAG, screenshotPath } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page at `index.html?query`, ready; its errors watched. */
const open = (query) => openPage(browser, query);

test('the axe-core checks hold the pages to WCAG 2.2 AA', () => {
  for (const tag of ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']) assert.ok(WCAG.runOnly.values.includes(tag), tag);
});

test('the review: proper French, and put away by Nouvelle partie', async () => {
  const { page, errors } = await open('seed=7&auto=1&until=24&lang=fr');
  await page.waitForSelector('body[data-paused="true"]', { timeout: 60000 });
  // the computer stopped mid-roll: two friends take over and finish the roll on the board, so
  // that the review covers whole rolls
  await page.evaluate(() => {
    const s = window.tablier.state;
    window.tablier.session.setAuto(false);
    window.tablier.session.setMode('friend');
    window.tablier.refresh();
  });
  const play = await page.evaluate(() => window.tablier.state.match.plays()[0]);
  for (const [from, to] of play.moves) {
    await page.click(`#board [data-fleche="${from}"] .tb-hit`);
    await page.click(`#board [data-fleche="${to}"] .tb-hit`);
  }
  await page.click('#confirm');
  if ((await page.getAttribute('body', 'data-phase')) === 'decide') await page.click('#hold');
  await page.waitForSelector('body[data-phase="roll"]');
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  await page.click('#review');
  await page.waitForSelector('#review-card:not([hidden])');
  const review = await page.evaluate(() => ({
    summary: document.getElementById('review-summary').textContent,
    lines: [...document.querySelectorAll('#review-list li')].map((li) => li.textContent),
  }));
  assert.match(review.summary, /^Coups de (Blanc|Noir) : \d+ erreurs? signalées?, \d+,\d % de chances perdues en tout\.$/);
  assert.ok(review.lines.length > 0);
  for (const line of [review.summary, ...review.lines]) {
    assert.doesNotMatch(line, /\(s\)/, line);
    assert.doesNotMatch(line, /−0[.,]0 %/, line);
    // a choice that was the best is not "le meilleur était" itself
    const m = line.match(/: (.+), le meilleur était (.+) \(/);
    if (m) assert.notEqual(m[1].replace(/^joué /, ''), m[2], line);
  }
  await page.locator('#history-card').screenshot({ path: screenshotPath('review-card.png') });
  // a new game: the last one's review goes
  await page.click('#new');
  if (await page.locator('#confirm-new-yes').isVisible()) await page.click('#confirm-new-yes');
  await page.waitForFunction(() => window.tablier.state.log.length < 24);
  assert.ok(await page.locator('#review-card').isHidden(), 'the review of the game before is put away');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a chances badge is not drawn like a jeton', async () => {
  const both = 'B1:9,B3,B7,B9,B11,B12:2/N11:2,N9,N8:2,N1:10 w - 6,6 0.0b/0.0b';
  const { page, errors } = await open(`position=${encodeURIComponent(both)}&mode=friend&lang=fr&seed=3`);
  await page.getByLabel('Chances du coup à venir').check();
  await page.waitForSelector('#board .tb-chance');
  const look = await page.evaluate(() => {
    const style = (el) => {
      const cs = getComputedStyle(el);
      return { tag: el.tagName, fill: cs.fill, ink: null, rx: el.getAttribute('rx') };
    };
    const jeton = document.querySelector('#board .tb-jeton-black');
    const badges = [...document.querySelectorAll('#board .tb-chance')].map((b) => ({
      ...style(b.querySelector('.tb-chance-shape')),
      ink: getComputedStyle(b.querySelector('.tb-chance-count')).fill,
    }));
    return { jeton: { ...style(jeton), ink: getComputedStyle(jeton.nextElementSibling).fill }, badges };
  });
  assert.equal(look.jeton.tag, 'circle');
  assert.ok(look.badges.length > 0);
  for (const b of look.badges) {
    assert.notEqual(b.tag, 'circle', 'a badge is not a disc');
    assert.ok(Number(b.rx) < 10, 'a badge has square-ish corners');
    assert.notEqual(b.fill, look.jeton.fill, 'not the jeton\'s colour');
    assert.notEqual(b.ink, look.jeton.ink, 'not the jeton\'s figure colour');
  }
  await page.locator('#board svg').screenshot({ path: screenshotPath('chances-badges.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long game: every roll of Coups joués a 24-px target, no axe-core violation at WCAG 2.2 AA', async () => {
  const { page, errors } = await open('seed=7&auto=1&until=80&lang=fr');
  await page.waitForSelector('body[data-paused="true"], body[data-phase="over"]', { timeout: 240000 });
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 60);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('#history button')].map((b) => b.getBoundingClientRect()).filter((r) => r.height < 24 || r.width < 24).length,
  );
  assert.equal(small, 0, 'rolls smaller than 24 × 24 px');
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a partie à écrire with its sheet: no axe-core violation at WCAG 2.2 AA, in French and English', async () => {
  const { page, errors } = await open('game=ecrire&formation=chouette&marques=2&seed=9&auto=1&lang=fr');
  await page.waitForSelector('body[data-phase="over"]', { timeout: 300000 });
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  assert.deepEqual(await axeViolations(page, WCAG), []);
  await page.click('#lang');
  // the English words are a module of their own, loaded at the first switch (www/boot.js)
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(errors, []);
  await page.close();
});
