// <tablier-board>'s documented attributes, each driving what is drawn (docs/element.md); its
// errors; its export as SVG and PNG.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP } from './helpers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page of our own on the same origin holding `body` (under the strict policy unless told). */
async function pageWith(body, { csp = true } = {}) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  const name = `__attrs_${Math.random().toString(36).slice(2)}.html`;
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: csp ? { 'Content-Security-Policy': CSP } : {},
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>
        <script type="module" src="tablier-board.js"></script><main>${body}</main></html>`,
    }),
  );
  await page.goto(BASE + name);
  return { page, errors, violations };
}

const settled = (page, id) =>
  page.waitForFunction((i) => {
    const el = document.getElementById(i);
    return el && (el.error || el.position);
  }, id, { timeout: 20000 });

const shadow = (page, id, fn, arg) => page.$eval(`#${id}`, fn, arg);

test('position (notation and JSON), dice, orientation and lang', async () => {
  const { page, errors, violations } = await pageWith(`
    <tablier-board id="json" lang="en" position='{"white":{"B1":13,"B4":2},"black":{"N1":15},"turn":"white"}' dice="5-2"></tablier-board>
    <tablier-board id="note" orientation="black" position="B1:13,B4:2/N1:15 w 5-2"></tablier-board>`);
  await settled(page, 'json');
  await settled(page, 'note');
  const read = (id) => shadow(page, id, (el) => ({
    b4: el.shadowRoot.querySelector('[data-fleche="B4"]').dataset.count,
    dice: el.shadowRoot.querySelector('.tb-dice').dataset.dice,
    label: el.shadowRoot.querySelector('svg').getAttribute('aria-label'),
    b1x: el.shadowRoot.querySelector('[data-fleche="B1"] .tb-hit').getBBox().x,
    b12x: el.shadowRoot.querySelector('[data-fleche="B12"] .tb-hit').getBBox().x,
  }));
  const json = await read('json');
  const note = await read('note');
  assert.equal(json.b4, '2');
  assert.equal(note.b4, '2');
  assert.equal(json.dice, '5-2');
  assert.equal(note.dice, '5-2');
  // lang: English labels; the default is French
  assert.match(json.label, /seen from White/);
  assert.match(note.label, /vu du côté de Noir/);
  // orientation: seen from Black the board is turned half round, B1 on the right
  assert.ok(json.b1x < json.b12x && note.b1x > note.b12x);
  // a change of attribute redraws
  await page.$eval('#json', (el) => el.setAttribute('dice', '6-6'));
  await page.waitForFunction(() => document.getElementById('json').shadowRoot.querySelector('.tb-dice').dataset.dice === '6-6');
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

// 000 POSITIONNEMENT DES DAMES: the dames of a flèche laid flat "jusqu'à cinq", the rest counted;
// 000 UTILISATION DES JETONS: the jeton of 10 points at the tip of the coin de repos, of 2 between
// the 2nd and the 3rd flèche.
test('dames laid flat up to five, the rest counted; the jeton where 000 puts it', async () => {
  const { page, errors } = await pageWith(`
    <tablier-board id="b" position='{"white":{"B1":8,"B2":1,"B3":2,"B4":3,"B5":1},"black":{"N1":15},"turn":"white",
      "score":{"white":{"points":10,"holes":0,"bredouille":true},"black":{"points":2,"holes":0,"bredouille":false}}}'></tablier-board>`);
  await settled(page, 'b');
  const drawn = await shadow(page, 'b', (el) => {
    const r = el.shadowRoot;
    const at = (name) => r.querySelector(`[data-fleche="${name}"]`);
    const dames = (name) => at(name).querySelectorAll('.tb-dame').length;
    const count = (name) => at(name).querySelector('.tb-count')?.textContent ?? null;
    // the jeton itself: the last circle (a bredouille's second jeton is drawn first, beside it)
    const cx = (sel) => Number([...r.querySelectorAll(sel)].pop().getAttribute('cx'));
    const tipX = (name) => {
      const b = at(name).querySelector('.tb-hit').getBBox();
      return b.x + b.width / 2;
    };
    const hit = (name) => {
      const b = at(name).querySelector('.tb-hit').getBBox();
      return { x: b.x, width: b.width };
    };
    return {
      flat: ['B1', 'B2', 'B3', 'B4'].map(dames),
      counts: ['B1', 'B2', 'B3', 'B4'].map(count),
      white: cx('.tb-score-white .tb-jeton-white'),
      black: cx('.tb-score-black .tb-jeton-black'),
      coin: tipX('B12'),
      b2: hit('B2'),
      b3: hit('B3'),
    };
  });
  assert.deepEqual(drawn.flat, [5, 1, 2, 3]);
  assert.deepEqual(drawn.counts, ['8', null, null, null]);
  assert.equal(drawn.white, drawn.coin, 'ten points: the tip of the coin de repos');
  assert.equal(drawn.black, drawn.b2.x + drawn.b2.width, 'two points: between the 2nd and the 3rd flèche');
  assert.equal(drawn.black, drawn.b3.x);
  assert.deepEqual(errors, []);
  await page.close();
});

test('show, highlight, arrows and marks', async () => {
  const { page, errors, violations } = await pageWith(`
    <tablier-board id="all" position="B1:13,B4:2/N1:15 w 5-2" highlight="B7 B9" arrows="B1-B6 B4>B6" marks="B4"></tablier-board>
    <tablier-board id="bare" position="B1:13,B4:2/N1:15 w 5-2" show="dice"></tablier-board>`);
  await settled(page, 'all');
  await settled(page, 'bare');
  const all = await shadow(page, 'all', (el) => ({
    names: el.shadowRoot.querySelectorAll('.tb-name').length,
    jetons: el.shadowRoot.querySelectorAll('.tb-score').length,
    jans: !!el.shadowRoot.querySelector('.jans'),
    plays: !!el.shadowRoot.querySelector('[part="plays"]'),
    highlighted: [...el.shadowRoot.querySelectorAll('.tb-highlight')].map((p) => p.dataset.at),
    arrows: [...el.shadowRoot.querySelectorAll('.tb-arrow')].map((l) => `${l.dataset.from}-${l.dataset.to}`),
    marks: [...el.shadowRoot.querySelectorAll('.tb-mark')].map((c) => c.dataset.at),
  }));
  assert.equal(all.names, 24);
  assert.equal(all.jetons, 2);
  assert.ok(all.jans && all.plays);
  assert.deepEqual(all.highlighted, ['B7', 'B9']);
  assert.deepEqual(all.arrows, ['B1-B6', 'B4-B6']);
  assert.deepEqual(all.marks, ['B4']);
  const bare = await shadow(page, 'bare', (el) => ({
    names: el.shadowRoot.querySelectorAll('.tb-name').length,
    jetons: el.shadowRoot.querySelectorAll('.tb-score').length,
    dice: el.shadowRoot.querySelector('.tb-dice').dataset.dice,
    caption: el.shadowRoot.querySelector('.caption').textContent,
  }));
  assert.deepEqual(bare, { names: 0, jetons: 0, dice: '5-2', caption: '' });
  // the properties read and write the same attributes
  await page.$eval('#bare', (el) => {
    el.arrows = [['B1', 'B3']];
    el.show = new Set(['labels', 'dice']);
  });
  await page.waitForFunction(() => document.getElementById('bare').shadowRoot.querySelectorAll('.tb-arrow').length === 1);
  assert.equal(await page.getAttribute('#bare', 'arrows'), 'B1-B3');
  assert.equal(await shadow(page, 'bare', (el) => el.shadowRoot.querySelectorAll('.tb-name').length), 24);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('interactive: the reader plays the roll, tablier-play fires; without it nothing moves', async () => {
  const { page } = await pageWith(`
    <tablier-board id="i" interactive position="B1:13,B4:2/N1:15 w 5-2"></tablier-board>
    <tablier-board id="s" position="B1:13,B4:2/N1:15 w 5-2"></tablier-board>`);
  await settled(page, 'i');
  await settled(page, 's');
  const played = page.evaluate(() => new Promise((r) => document.getElementById('i').addEventListener('tablier-play', (e) => r(e.detail.play), { once: true })));
  const el = page.locator('#i');
  for (const [from, to] of [['B1', 'B6'], ['B4', 'B6']]) {
    await el.locator(`[data-fleche="${from}"] .tb-hit`).click();
    await el.locator(`[data-fleche="${to}"] .tb-hit`).click();
  }
  assert.deepEqual((await played).moves.map((m) => m.join('-')).sort(), ['B1-B6', 'B4-B6']);
  await page.locator('#s [data-fleche="B1"] .tb-hit').click({ force: true });
  assert.equal(await page.locator('#s .tb-selected-ring').count(), 0);
  await page.close();
});

test('a bad position or dice: an error box in the page language in place of the board, and tablier-error with the code', async () => {
  const { page, errors, violations } = await pageWith(`
    <tablier-board id="dice" dice="7-7"></tablier-board>
    <tablier-board id="json" position='{"a":'></tablier-board>
    <tablier-board id="count" lang="fr" position='{"white":{"B1":16},"black":{"N1":15},"turn":"white"}'></tablier-board>
    <tablier-board id="arrow" arrows="B1-Z9"></tablier-board>`);
  for (const id of ['dice', 'json', 'count', 'arrow']) await settled(page, id);
  const seen = await page.evaluate(() =>
    Object.fromEntries(['dice', 'json', 'count', 'arrow'].map((id) => {
      const el = document.getElementById(id);
      const box = el.shadowRoot.querySelector('.error');
      return [id, { code: el.error.code, text: box.textContent, shown: !box.hidden, board: !el.shadowRoot.querySelector('.wrap').hidden }];
    })),
  );
  assert.deepEqual(Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, v.code])), {
    dice: 'bad-dice', json: 'bad-json', count: 'bad-count', arrow: 'unknown-fleche',
  });
  for (const v of Object.values(seen)) assert.ok(v.shown && !v.board, 'the error box replaces the board');
  assert.match(seen.dice.text, /Dés illisibles : « 7-7 »/);
  assert.match(seen.count.text, /Position illisible : B1 porte 16 dames : une flèche en porte de 1 à 15/);
  assert.doesNotMatch(seen.count.text, /dames on|holds/, 'never the engine’s English');
  // the event carries the same code
  const code = await page.evaluate(() => new Promise((r) => {
    const el = document.getElementById('dice');
    el.addEventListener('tablier-error', (e) => r(e.detail.code), { once: true });
    el.setAttribute('dice', '0-3');
  }));
  assert.equal(code, 'bad-dice');
  // put right, the board comes back
  await page.$eval('#dice', (el) => el.setAttribute('dice', '3-1'));
  await page.waitForFunction(() => !document.getElementById('dice').error);
  assert.equal(await shadow(page, 'dice', (el) => el.shadowRoot.querySelector('.wrap').hidden), false);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors.filter((e) => !/tablier-error/.test(e)), []);
  await page.close();
});

test('toSVG() is a standalone SVG with the 24 flèches; toPNG() is a PNG', async () => {
  const { page } = await pageWith(`<tablier-board id="x" position="B1:13,B4:2/N1:15 w 5-2" arrows="B1-B6"></tablier-board>`, { csp: false });
  await settled(page, 'x');
  const svg = await page.$eval('#x', (el) => el.toSVG());
  const check = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: !!doc.querySelector('parsererror'),
      name: root.localName,
      ns: root.namespaceURI,
      fleches: doc.querySelectorAll('[data-fleche^="B"], [data-fleche^="N"]').length,
      style: (doc.querySelector('style') || {}).textContent || '',
    };
  }, svg);
  assert.equal(check.error, false);
  assert.equal(check.name, 'svg');
  assert.equal(check.ns, 'http://www.w3.org/2000/svg');
  assert.equal(check.fleches, 24);
  assert.match(check.style, /\.tb-frame/);
  const png = await page.$eval('#x', async (el) => {
    const b = await el.toPNG();
    const bytes = new Uint8Array(await b.arrayBuffer());
    return { type: b.type, magic: [...bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join(''), size: b.size };
  });
  assert.equal(png.type, 'image/png');
  assert.equal(png.magic, 'PNG');
  assert.ok(png.size > 2000);
  await page.close();
});
