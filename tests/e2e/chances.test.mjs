// The chances of the coming throw in a browser (issue 16, docs/chances.md): <tablier-board
// show="chances"> draws the engine's counts (a badge over each dame some coup beats, the coin, the
// quarter of each plein; every count in its caption) and names the coups on hover and on keyboard
// focus; the game page's "Chances" toggle draws the same before a person's throw. The counts are
// compared with the engine's `chances`, asked afresh in the page through the package.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP, ready, axeViolations, screenshotPath, WCAG } from './helpers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page of our own on the same origin holding `body`, under the strict policy. */
async function pageWith(body) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  const name = `__chances_${Math.random().toString(36).slice(2)}.html`;
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>chances</title>
        <script type="module" src="tablier-board.js"></script><main><h1>Chances</h1>${body}</main></html>`,
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

// 001's seconde règle (a dame découverte on a six: sixteen coups), and positions of the bench
// (tests/data/bench_positions.jsonl) with a dame beaten both ways and the coin, a dame beaten only
// à faux, the grand jan; Black to throw (two of White’s dames beaten); the petit jan kept,
// impuissance, a jan de départ.
const POSITIONS = {
  six: 'B1:14,N11/N1:14,N5 w',
  both: 'B1:9,B3,B7,B9,B11,B12:2/N11:2,N9,N8:2,N1:10 w - 6,6 0.0b/0.0b',
  faux: 'B1:2,B4,B6:2,B9,B10:3,B11:5,N4/N12:2,N11:2,N10:2,N9:3,N8:2,N7:2,N5,N3 w - 18,18 0.0b/0.0b',
  grand: 'B1:2,B5:2,B7:2,B8:2,B10:2,B11:2,B12:2,N6/N12:3,N11,N9:6,N7,N5:2,N1:2 w - 15,15 0.0b/0.0b',
  black: 'B1:13,B4,B6/N1:11,N3:2,N7,N9 b',
  petit: 'B1:5,B2:2,B3:2,B4:2,B5:2,B6:2/N1:13,N6,N8 w',
  imp: 'B12:2,N6,N5:2,N3:2,N2:2,N1:6/B1:4,B2:2,B3:4,B4:2,B5,B6,B10 w - 44,44 0.0b/0.0b',
  depart: 'B1:11,B3,B4,B5,B7/N11,N9,N3,N1:12 w - 2,3 0.0b/0.0b',
};

/** What a board shows: its badges and its caption's lines, from the shadow root. */
function drawn(el) {
  const root = el.shadowRoot;
  return {
    badges: [...root.querySelectorAll('.tb-chance')].map((b) => ({
      kind: b.dataset.kind,
      jan: b.dataset.jan,
      at: b.dataset.at || null,
      count: Number(b.dataset.count),
      label: b.getAttribute('aria-label'),
      focusable: b.getAttribute('tabindex') === '0',
    })),
    lines: [...root.querySelectorAll('[part="chances"] li.chance')].map((li) => ({
      kind: li.dataset.kind,
      jan: li.dataset.jan,
      at: li.dataset.at || null,
      count: Number(li.dataset.count),
      text: li.textContent,
    })),
  };
}

/** The same from the engine's answer: the badges on the board, and every count for the caption. */
function expected(c) {
  const badges = [];
  const lines = [];
  for (const d of c.dames) {
    if (d.vrai.count) badges.push({ kind: 'vrai', jan: 'battre-dame', at: d.at, count: d.vrai.count });
    if (d.faux.count) badges.push({ kind: 'faux', jan: 'battre-dame-a-faux', at: d.at, count: d.faux.count });
  }
  if (c.coin) badges.push({ kind: 'coin', jan: 'battre-coin', at: c.coin.at, count: c.coin.count });
  for (const p of c.pleins) badges.push({ kind: 'plein', jan: p.jan, at: null, count: p.count });
  lines.push(...badges);
  if (c.impuissance) lines.push({ kind: 'impuissance', jan: 'impuissance', at: null, count: c.impuissance.count });
  for (const d of c.depart) lines.push({ kind: 'depart', jan: d.jan, at: d.at || null, count: d.count });
  if (c.sortie) lines.push({ kind: 'sortie', jan: 'sortie', at: null, count: c.sortie.count });
  return { badges, lines };
}

test('the counts drawn are the engine’s chances, for several positions, in both languages', async () => {
  const boards = Object.entries(POSITIONS)
    .map(([id, p], i) => `<tablier-board id="${id}" show="labels chances" lang="${i % 2 ? 'en' : 'fr'}"${id === 'black' ? ' orientation="black"' : ''} position="${p}"></tablier-board>`)
    .join('\n');
  const { page, errors, violations } = await pageWith(boards);
  for (const id of Object.keys(POSITIONS)) await settled(page, id);
  const answers = await page.evaluate(async (ps) => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    return Object.fromEntries(Object.entries(ps).map(([id, p]) => [id, E.chances(p)]));
  }, POSITIONS);
  let total = 0;
  const kinds = new Set();
  for (const id of Object.keys(POSITIONS)) {
    const seen = await page.$eval(`#${id}`, drawn);
    const want = expected(answers[id]);
    const strip = (x) => ({ kind: x.kind, jan: x.jan, at: x.at, count: x.count });
    assert.deepEqual(seen.badges.map(strip), want.badges, `${id}: the badges`);
    assert.deepEqual(seen.lines.map(strip), want.lines, `${id}: the caption`);
    for (const b of seen.badges) {
      assert.ok(b.focusable, `${id}: a badge is focusable`);
      assert.match(b.label, new RegExp(`\\b${b.count}\\b`), `${id}: a badge's name says its count`);
    }
    // the element's property is the engine's answer
    assert.deepEqual(await page.$eval(`#${id}`, (el) => el.chances), answers[id]);
    total += seen.badges.length;
    for (const l of seen.lines) kinds.add(l.kind);
  }
  assert.deepEqual([...kinds].sort(), ['coin', 'depart', 'faux', 'impuissance', 'plein', 'vrai']);
  console.log(`${Object.keys(POSITIONS).length} positions, ${total} badges, every one the engine's count`);
  // the book's sixteen coups, named as the book names them (001)
  const six = await page.$eval('#six', drawn);
  assert.deepEqual(six.badges.map((b) => [b.at, b.count]), [['N5', 16]]);
  assert.match(six.lines[0].text, /Dame en N5 battue à vrai : 16 coups/);
  assert.match(six.lines[0].text, /sonnez, six et cinq, cinq et six, .*cinq et as, as et cinq, quatre et deux, deux et quatre, terne/);
  // English: "five and ace", the doublets glossed
  const both = await page.$eval('#both', drawn);
  assert.match(both.lines.map((l) => l.text).join(' '), /of the 36 coups/);
  assert.match(both.lines.map((l) => l.text).join(' '), /sonnez \(double six\)|and ace/);
  await page.locator('#six svg').screenshot({ path: screenshotPath('chances-element.png') });
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hover, a tap and keyboard focus show a badge’s coups; Escape hides them', async () => {
  const { page, errors, violations } = await pageWith(`
    <tablier-board id="six" show="labels chances" position="B1:14,N11/N1:14,N5 w"></tablier-board>
    <tablier-board id="en" lang="en" show="chances" position="B1:14,N11/N1:14,N5 w"></tablier-board>`);
  await settled(page, 'six');
  await settled(page, 'en');
  const tip = (id) => page.$eval(`#${id}`, (el) => {
    const t = el.shadowRoot.querySelector('.tb-chance-tip');
    return t ? { for: t.dataset.for, text: [...t.querySelectorAll('text')].map((x) => x.textContent).join(' ') } : null;
  });
  assert.equal(await tip('six'), null, 'no tooltip before');
  // hover
  await page.locator('#six .tb-chance').first().hover();
  const hovered = await tip('six');
  assert.equal(hovered.for, 'vrai:N5');
  assert.match(hovered.text, /Dame en N5 battue à vrai : 16 coups/);
  assert.match(hovered.text, /sonnez/);
  assert.match(hovered.text, /terne/);
  assert.match(hovered.text, /cinq et as/);
  await page.locator('#six svg').screenshot({ path: screenshotPath('chances-hover.png') });
  await page.mouse.move(0, 0);
  assert.equal(await tip('six'), null, 'gone when the pointer leaves');
  // a finger: a tap shows the coups, a tap elsewhere on the board puts them away
  const tap = (sel) => page.$eval('#six', (el, q) => {
    el.shadowRoot.querySelector(q).dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', bubbles: true, composed: true }));
  }, sel);
  await tap('.tb-chance');
  assert.equal((await tip('six'))?.for, 'vrai:N5', 'a tap shows the coups');
  await tap('[data-fleche="B6"] .tb-hit');
  assert.equal(await tip('six'), null, 'a tap elsewhere hides them');
  // keyboard: Tab reaches the badge (the boards are not interactive: their flèches are not tab stops)
  await page.locator('#en .tb-chance').first().focus();
  const focused = await tip('en');
  assert.match(focused.text, /Dame on N5 beaten à vrai \(hit\): 16 of the 36 coups/);
  assert.match(focused.text, /five and ace/);
  const desc = await page.$eval('#en', (el) => {
    const b = el.shadowRoot.querySelector('.tb-chance');
    return el.shadowRoot.getElementById(b.getAttribute('aria-describedby')).textContent;
  });
  assert.match(desc, /sonnez \(double six\), six and five, five and six/);
  await page.keyboard.press('Escape');
  assert.equal(await tip('en'), null, 'Escape hides the coups');
  assert.equal(await page.$eval('#en', (el) => el.shadowRoot.activeElement?.dataset.chance), 'vrai:N5', 'the focus stays');
  // Tab from the page's start reaches a badge (after the board's one flèche tab stop)
  await page.evaluate(() => document.activeElement?.blur());
  let reached = null;
  for (let i = 0; i < 4 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => {
      const host = document.activeElement;
      const b = host && host.shadowRoot && host.shadowRoot.activeElement;
      return b && b.dataset.chance ? host.id : null;
    });
  }
  assert.equal(reached, 'six', 'Tab reaches the first board\'s badge');
  assert.ok(await tip('six'), 'and it shows its coups');
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bad position with show="chances": the element’s error box, no badge; put right, the counts come; Jacquet: no chances', async () => {
  const { page, errors } = await pageWith(`
    <tablier-board id="bad" show="chances" lang="fr" position='{"white":{"B1":16},"black":{"N1":15},"turn":"white"}'></tablier-board>
    <tablier-board id="off" show="chances" position="B6:2,B8/N1:14,N4 w"></tablier-board>
    <tablier-board id="jq" show="labels chances" position='{"game":"jacquet","white":{"B1":15},"black":{"N12":15},"turn":"white"}'></tablier-board>`);
  await settled(page, 'bad');
  await settled(page, 'off');
  await settled(page, 'jq');
  // Jacquet has no jans to count: the board, and no chances
  assert.deepEqual(await page.$eval('#jq', (el) => ({
    error: el.error,
    board: !el.shadowRoot.querySelector('.wrap').hidden,
    badges: el.shadowRoot.querySelectorAll('.tb-chance').length,
    caption: !!el.shadowRoot.querySelector('[part="chances"]'),
    chances: el.chances,
  })), { error: null, board: true, badges: 0, caption: false, chances: null });
  for (const id of ['bad', 'off']) {
    const seen = await page.$eval(`#${id}`, (el) => ({
      code: el.error && el.error.code,
      shown: !el.shadowRoot.querySelector('.error').hidden,
      text: el.shadowRoot.querySelector('.error').textContent,
      board: !el.shadowRoot.querySelector('.wrap').hidden,
      badges: el.shadowRoot.querySelectorAll('.tb-chance').length,
      chances: el.chances,
    }));
    assert.ok(seen.code, `${id}: an error`);
    assert.ok(seen.shown && !seen.board, `${id}: the error box in place of the board`);
    assert.equal(seen.badges, 0);
    assert.equal(seen.chances, null);
    if (id === 'bad') {
      assert.equal(seen.code, 'bad-count');
      assert.match(seen.text, /Position illisible/);
    }
  }
  await page.$eval('#bad', (el) => el.setAttribute('position', 'B1:14,N11/N1:14,N5 w'));
  await page.waitForFunction(() => document.getElementById('bad').shadowRoot.querySelectorAll('.tb-chance').length === 1);
  assert.equal(await page.$eval('#bad', (el) => el.shadowRoot.querySelector('.tb-chance').dataset.count), '16');
  assert.deepEqual(errors.filter((e) => !/tablier-error/.test(e)), []);
  await page.close();
});

test('the game page: the Chances toggle before a person’s throw, the engine’s counts, in French and English; nothing during the roll', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + `index.html?position=${encodeURIComponent(POSITIONS.both)}&mode=friend&lang=fr&seed=3`);
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-phase'), 'roll');
  assert.equal(await page.locator('#board .tb-chance').count(), 0, 'off by default');
  assert.ok(await page.locator('#chances-card').isHidden());
  await page.getByLabel('Chances du coup à venir').check();
  await page.waitForSelector('#board .tb-chance');
  const read = () => page.evaluate(() => ({
    badges: [...document.querySelectorAll('#board .tb-chance')].map((b) => ({ kind: b.dataset.kind, at: b.dataset.at || null, count: Number(b.dataset.count) })),
    lines: [...document.querySelectorAll('#chances-list li.chance')].map((li) => ({ kind: li.dataset.kind, count: Number(li.dataset.count), text: li.textContent })),
    title: document.getElementById('chances-title').textContent,
    expected: document.querySelector('#chances-list li.expected').textContent,
    answer: window.tablier.state.engine.chances(window.tablier.state.match.position()),
  }));
  const fr = await read();
  const want = expected(fr.answer);
  assert.deepEqual(fr.badges, want.badges.map(({ kind, at, count }) => ({ kind, at, count })));
  assert.deepEqual(fr.lines.map(({ kind, count }) => ({ kind, count })), want.lines.map(({ kind, count }) => ({ kind, count })));
  assert.match(fr.title, /Chances du coup de Blanc/);
  assert.match(fr.expected, /Points à attendre/);
  assert.match(fr.expected, new RegExp(String(fr.answer.expected.white).replace('.', ',')));
  // the page's board: hover shows the coups
  await page.locator('#board .tb-chance').first().hover();
  assert.match(await page.locator('#board .tb-chance-tip').textContent(), /coups?/);
  await page.locator('#board svg').screenshot({ path: screenshotPath('chances-page.png') });
  assert.deepEqual(await axeViolations(page, WCAG), []);
  // English
  await page.click('#lang');
  await page.waitForFunction(() => /White/.test(document.getElementById('chances-title').textContent));
  const en = await read();
  assert.deepEqual(en.badges, fr.badges);
  assert.match(en.lines[0].text, /of the 36 coups/);
  assert.match(en.expected, /Points to expect/);
  // during the roll: nothing
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  assert.equal(await page.locator('#board .tb-chance').count(), 0, 'no badge while the roll is played');
  assert.ok(await page.locator('#chances-card').isHidden());
  // the roll played, Black to throw (a person too): the counts come back, Black's
  if ((await page.getAttribute('body', 'data-phase')) === 'move') {
    const play = await page.evaluate(() => window.tablier.state.match.plays()[0]);
    for (const [from, to] of play.moves) {
      await page.click(`#board [data-fleche="${from}"] .tb-hit`);
      await page.click(`#board [data-fleche="${to}"] .tb-hit`);
    }
    await page.click('#confirm');
  } else {
    await page.click('#hold');
  }
  await page.waitForFunction(() => document.body.dataset.phase === 'roll' && document.body.dataset.turn === 'black');
  await page.waitForFunction(() => /Black/.test(document.getElementById('chances-title').textContent));
  const black = await read();
  assert.equal(black.answer.turn, 'black');
  assert.deepEqual(black.badges, expected(black.answer).badges.map(({ kind, at, count }) => ({ kind, at, count })));
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the game page in Jacquet: no Chances toggle', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=jacquet&mode=friend&lang=en');
  await ready(page);
  assert.ok(await page.locator('#chances-label').isHidden());
  assert.ok(await page.locator('#chances-card').isHidden());
  assert.equal(await page.locator('#board .tb-chance').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
