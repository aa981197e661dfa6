// The page's Conseil and Revue de la partie in a partie à écrire (docs/page.md): a marqué pays in
// jetons (000 Valeur des marqués), so the hints and the review of a person's rolls say jetons of
// the marqué, the engine's figures (`Game.hints()`, `Game.review(side)` of the marqué's Game).
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

test('in a partie à écrire the hints and the review are in jetons of the marqué', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=ecrire&marques=1&seed=1&lang=fr');
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const personToMove = () =>
    page.waitForFunction(() => {
      const s = window.tablier.state;
      const ph = document.body.dataset.phase;
      return ['roll', 'move', 'decide'].includes(ph) && s.match.humanPlays(s.match.position().turn);
    }, null, { timeout: 60000 });
  // the person's rolls until one has two plays or more: the hints, then the engine's best made
  let hinted = false;
  for (let n = 0; n < 12 && !hinted; n++) {
    await personToMove();
    if ((await page.getAttribute('body', 'data-phase')) === 'roll') await page.click('#roll');
    await page.waitForFunction(() => ['move', 'decide'].includes(document.body.dataset.phase));
    if ((await page.getAttribute('body', 'data-phase')) === 'decide') await page.click('#hold');
    await page.waitForFunction(() => document.body.dataset.phase === 'move');
    const count = await page.evaluate(() => window.tablier.state.match.plays().length);
    if (count >= 2) {
      await page.click('#hint');
      const shown = await page.$$eval('#hints-list li', (ls) => ls.map((l) => l.textContent));
      const h = await page.evaluate(() => window.tablier.state.match.game.hints());
      assert.equal(h.unit, 'jetons of the marqué');
      assert.equal(shown.length, Math.min(5, h.plays.length));
      assert.match(shown[0], /jetons? du marqué espérés? \(le meilleur\)$/);
      for (const line of shown) assert.doesNotMatch(line, /%/, line);
      hinted = true;
    }
    await page.evaluate(() => {
      const m = window.tablier.state.match;
      const plays = m.plays();
      m.play(plays.length >= 2 ? m.game.hints().plays[0].play : plays[0] ?? { moves: [] });
      window.tablier.refresh();
    });
  }
  assert.ok(hinted, 'a roll of the person with two plays or more');
  await page.click('#history-card summary');
  await page.click('#review');
  await page.waitForSelector('#review-card:not([hidden])');
  const summary = await page.textContent('#review-summary');
  // the person's own side in this marqué: seed 1 gives the other seat the primauté, so the
  // person plays Black, where the page's own side is White
  const { r, side } = await page.evaluate(() => {
    const m = window.tablier.state.match;
    const side = ['white', 'black'].find((s) => m.humanPlays(s));
    return { r: m.game.review(side), side };
  });
  assert.equal(r.unit, 'jetons of the marqué');
  assert.equal(side, 'black');
  assert.ok(summary.startsWith(`Coups de ${side === 'white' ? 'Blanc' : 'Noir'} :`), summary);
  assert.match(summary, /jetons? du marqué perdus? en tout\.$/);
  for (const line of await page.$$eval('#review-list li', (ls) => ls.map((l) => l.textContent))) {
    assert.doesNotMatch(line, /%/, line);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
