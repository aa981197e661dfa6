// <tablier-board> in pages other than the game: a test page of its own and the rules-site page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, screenshotPath, watchErrors } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The jans an element lists, read from its shadow DOM. */
const jansOf = (page, selector) =>
  page.$eval(selector, (el) =>
    [...el.shadowRoot.querySelectorAll('li.jan')].map((li) => ({
      jan: li.dataset.jan,
      points: Number(li.dataset.points),
      beneficiary: li.dataset.beneficiary,
      at: li.dataset.at,
    })),
  );

test('the element embedded with one script tag shows a position and its jans', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // a page of our own on the same origin, holding nothing but the element
  await page.route(BASE + '__element_test__.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8">
        <script type="module" src="tablier-board.js"></script>
        <tablier-board id="d" lang="en" dice="6-4"
          position='{"game":"trictrac","white":{"B1":9,"B4":2,"B7":1,"B9":1,"B12":2},"black":{"N1":13,"N2":2},"turn":"white"}'></tablier-board>
        <tablier-board id="n" position="B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4"></tablier-board>
        <tablier-board id="bad" position="B1:16/N1:15"></tablier-board>`,
    }),
  );
  await page.goto(BASE + '__element_test__.html');
  await page.waitForFunction(() => document.getElementById('d').analysis !== null && document.getElementById('d').analysis !== undefined, null, { timeout: 20000 });
  const jans = await jansOf(page, '#d');
  // 000 BATTRE LE COIN: "Blanc bat le coin adverse par 6 et 4" — 4 points by a simple roll
  assert.deepEqual(jans.find((j) => j.jan === 'battre-coin'), { jan: 'battre-coin', points: 4, beneficiary: 'white', at: 'N12' });
  const dice = await page.$eval('#d', (el) => el.shadowRoot.querySelector('.tb-dice').dataset.dice);
  assert.equal(dice, '6-4');
  // the same position in the compact notation (docs/notation.md), dice included
  await page.waitForFunction(() => document.getElementById('n').analysis);
  assert.deepEqual(await jansOf(page, '#n'), jans);
  // a position the engine refuses says why instead of drawing nonsense
  await page.waitForFunction(() => document.getElementById('bad').shadowRoot.querySelector('.error'));
  assert.match(await page.$eval('#bad', (el) => el.shadowRoot.querySelector('.error').textContent), /Position illisible/);
  // a change of attribute redraws
  await page.$eval('#d', (el) => el.setAttribute('orientation', 'black'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the rules-site page: the seeds\' BATTRE examples come out as the text says', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'embed.html');
  await page.waitForFunction(
    () => [...document.querySelectorAll('tablier-board')].every((b) => b.analysis),
    null,
    { timeout: 30000 },
  );
  // 000 BATTRE exemple 1: B8 beaten by the 5 and by the 6, grand jan, simple roll: 2 × 2 points
  const ex1 = await jansOf(page, '#battre-1 tablier-board');
  assert.deepEqual(ex1.filter((j) => j.jan === 'battre-dame'), [{ jan: 'battre-dame', points: 4, beneficiary: 'black', at: 'B8' }]);
  // exemple 3: beaten à faux, White marks (petit jan, simple roll: 4)
  const ex3 = await jansOf(page, '#battre-3 tablier-board');
  assert.deepEqual(ex3.find((j) => j.at === 'B6'), { jan: 'battre-dame-a-faux', points: 4, beneficiary: 'white', at: 'B6' });
  // exemple 5: B11 à vrai two ways (4 for Black), B6 à faux (4 for White)
  const ex5 = await jansOf(page, '#battre-5 tablier-board');
  assert.deepEqual(ex5.find((j) => j.at === 'B11'), { jan: 'battre-dame', points: 4, beneficiary: 'black', at: 'B11' });
  assert.deepEqual(ex5.find((j) => j.at === 'B6'), { jan: 'battre-dame-a-faux', points: 4, beneficiary: 'white', at: 'B6' });
  // SORTIE ternes: nothing can be played, 2 points of impuissance per number for Black
  const ternes = await jansOf(page, '#sortie-ternes tablier-board');
  assert.equal(ternes.find((j) => j.jan === 'impuissance')?.beneficiary, 'black');
  // 000 COINS: "Par sonnez (6-6) il prend son coin par puissance (et bat les dames en B7 et B6)"
  const sonnez = await page.$eval('#coin-sonnez tablier-board', (el) => ({
    jans: el.jans.map((j) => `${j.jan} ${j.beneficiary} ${j.at}`),
    plays: el.analysis.plays.map((p) => p.moves.map((m) => m.join('-')).join(' ')),
  }));
  assert.ok(sonnez.jans.includes('battre-dame black B7') && sonnez.jans.includes('battre-dame black B6'), sonnez.jans.join());
  assert.ok(sonnez.plays.includes('N7-N12 N7-N12'), 'the coin taken par puissance from N7');
  // 000 SORTIE: with N6 and N4, 5 and 3 must both be played inside the jan
  const s53 = await page.$eval('#sortie-5-3 tablier-board', (el) => el.analysis.plays.map((p) => p.moves.map((m) => m.join('-')).sort().join(' ')));
  assert.deepEqual(s53, ['N4-N1 N6-N1']);
  // the last dame borne off: 4 points by a simple roll
  const last = await jansOf(page, '#sortie-excedant tablier-board');
  assert.deepEqual(last.map((j) => [j.jan, j.beneficiary, j.points]), [['sortie', 'white', 4]]);
  await page.locator('#battre-5').screenshot({ path: screenshotPath('embed-battre-5.png') });
  await page.locator('#coin-sonnez').screenshot({ path: screenshotPath('embed-coin-sonnez.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('an interactive diagram plays a legal play and announces it', async () => {
  const page = await browser.context.newPage();
  await page.goto(BASE + 'embed.html?lang=en');
  const el = page.locator('#coin-6-5 tablier-board');
  await page.waitForFunction(() => document.querySelector('#coin-6-5 tablier-board').analysis);
  const played = page.evaluate(
    () => new Promise((resolve) =>
      document.querySelector('#coin-6-5 tablier-board').addEventListener('tablier-play', (e) => resolve(e.detail.play), { once: true })),
  );
  // 000 COINS: "Par 6-5 Noir prend aussi son coin": N6 by the 6 and N7 by the 5
  for (const [from, to] of [['N6', 'N12'], ['N7', 'N12']]) {
    await el.locator(`[data-fleche="${from}"] .tb-hit`).click();
    await el.locator(`[data-fleche="${to}"] .tb-hit`).click();
  }
  const play = await played;
  assert.deepEqual(play.moves.map((m) => m.join('-')).sort(), ['N6-N12', 'N7-N12']);
  assert.equal(await el.locator('[data-fleche="N12"]').getAttribute('data-count'), '2');
  await page.close();
});
