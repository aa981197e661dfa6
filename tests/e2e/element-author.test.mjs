// The diagram elements as a website author meets them (docs/element.md): their events reach the
// host document, even from inside another component's shadow root; a misspelt attribute is
// warned of and a wrong value shows the error box, with the engine's reason in the reader's
// language; `<tablier-record>` steps through every kind of record the engine writes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors, watchCSP } from './helpers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page of our own on the same origin, under the strict policy, loading `scripts` then holding `body`. */
async function pageWith(body, scripts = ['tablier-board.js']) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const violations = await watchCSP(page);
  const name = `__author_${Math.random().toString(36).slice(2)}.html`;
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>
        ${scripts.map((s) => `<script type="module" src="${s}"></script>`).join('')}<main>${body}</main></html>`,
    }),
  );
  await page.goto(BASE + name);
  return { page, errors, warnings, violations };
}

const settled = (page, id) =>
  page.waitForFunction((i) => {
    const el = document.getElementById(i);
    return el && (el.error || el.position);
  }, id, { timeout: 20000 });

test('tablier-move and tablier-play bubble to the document, across a shadow root', async () => {
  const { page, errors, violations } = await pageWith('<div id="host"></div>');
  // the diagram inside another component's shadow root, as a site's own widget would hold it
  await page.evaluate(() => {
    const root = document.getElementById('host').attachShadow({ mode: 'open' });
    root.innerHTML = '<tablier-board id="i" interactive position="B1:13,B4:2/N1:15 w 5-2"></tablier-board>';
    window.__heard = [];
    for (const name of ['tablier-ready', 'tablier-move', 'tablier-play']) {
      document.addEventListener(name, (e) => window.__heard.push({ name, target: e.target.id, detail: e.detail }));
    }
  });
  await page.waitForFunction(() => window.__heard.some((h) => h.name === 'tablier-ready'), null, { timeout: 20000 });
  const board = page.locator('#host tablier-board');
  for (const [from, to] of [['B1', 'B6'], ['B4', 'B6']]) {
    await board.locator(`[data-fleche="${from}"] .tb-hit`).click();
    await board.locator(`[data-fleche="${to}"] .tb-hit`).click();
  }
  await page.waitForFunction(() => window.__heard.some((h) => h.name === 'tablier-play'), null, { timeout: 5000 });
  const heard = await page.evaluate(() => window.__heard);
  const moves = heard.filter((h) => h.name === 'tablier-move');
  assert.equal(moves.length, 2, 'each single move heard at the document');
  assert.deepEqual([moves[0].detail.from, moves[0].detail.to], ['B1', 'B6']);
  // retargeted to the shadow host at the document: the event did cross the shadow root
  assert.equal(moves[0].target, 'host');
  const play = heard.find((h) => h.name === 'tablier-play');
  assert.deepEqual(play.detail.play.moves.map((m) => m.join('-')).sort(), ['B1-B6', 'B4-B6']);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Records the engine writes, made by the package itself: a partie à écrire saved in its second marqué, and a whole partie of Jacquet. */
async function records() {
  const t = await import(join(ROOT, 'pkg', 'index.node.mjs'));
  const p = new t.PartieAEcrire({ marques: 2 }, { seed: 9 });
  for (let i = 0; i < 20000 && p.sheet().lines.length < 1; i++) p.stepComputer(['débutant']);
  for (let i = 0; i < 30; i++) p.stepComputer(['débutant']);
  const ecrire = p.toRecord();
  const j = new t.JacquetGame({ target: 1, seed: 3 });
  for (let i = 0; i < 1000 && !j.isOver(); i++) {
    const phase = j.phase();
    if (phase === 'first') j.firstThrow();
    else if (phase === 'roll') j.roll();
    else j.play(j.computerPlay('débutant'));
  }
  return { ecrire, jacquet: j.toRecord() };
}

test('<tablier-record> steps through a partie à écrire, marqué by marqué, and a partie of Jacquet', async () => {
  const { ecrire, jacquet } = await records();
  const marques = [...ecrire.ecrire.marques, ecrire.ecrire.current];
  assert.equal(marques.length, 2, 'one marqué written, one being played');
  const rolls = marques.map((m) => m.rolls.length);
  const { page, errors, violations } = await pageWith(
    `<tablier-record id="e" lang="en"><script type="application/json">${JSON.stringify(ecrire)}</script></tablier-record>
     <tablier-record id="j" lang="en" at="end"><script type="application/json">${JSON.stringify(jacquet)}</script></tablier-record>`,
    ['tablier-record.js'],
  );
  await page.waitForFunction(() => ['e', 'j'].every((id) => {
    const el = document.getElementById(id);
    return el.steps.length > 1 || !el.shadowRoot.querySelector('.error').hidden;
  }), null, { timeout: 30000 });
  const state = (id) => page.$eval(`#${id}`, (el) => ({
    error: el.shadowRoot.querySelector('.error').hidden ? null : el.shadowRoot.querySelector('.error').textContent,
    steps: el.steps.length,
    at: el.at,
    text: el.shadowRoot.querySelector('.at').textContent,
    dice: el.shadowRoot.querySelector('.tb-dice')?.dataset.dice || null,
    arrows: [...el.shadowRoot.querySelectorAll('.tb-arrow')].map((a) => `${a.dataset.from}-${a.dataset.to}`),
  }));
  let s = await state('e');
  assert.equal(s.error, null, 'the partie à écrire is read');
  // each marqué: its start, then its rolls
  assert.equal(s.steps, rolls[0] + 1 + rolls[1] + 1);
  assert.match(s.text, /Marqué 1 of 2 · Starting position/);
  await page.$eval('#e', (el) => el.go(1));
  s = await state('e');
  assert.match(s.text, new RegExp(`Marqué 1 of 2 · Roll 1 of ${rolls[0]}`));
  assert.equal(s.dice, marques[0].rolls[0].dice.join('-'));
  // the second marqué begins afresh, and its rolls are its own
  await page.$eval('#e', (el, k) => el.go(k), rolls[0] + 2);
  s = await state('e');
  assert.match(s.text, new RegExp(`Marqué 2 of 2 · Roll 1 of ${rolls[1]}`));
  assert.equal(s.dice, marques[1].rolls[0].dice.join('-'));
  assert.deepEqual(s.arrows, (marques[1].rolls[0].play || []).map((m) => m.join('-')));
  // Jacquet: opened at its last roll
  const j = await state('j');
  assert.equal(j.error, null, 'the partie of Jacquet is read');
  const jrolls = jacquet.jacquet.manches.flatMap((m) => m.rolls);
  assert.equal(j.steps, jrolls.length + 1);
  assert.equal(j.at, jrolls.length);
  assert.equal(j.dice, jrolls[jrolls.length - 1].dice.join('-'));
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a misspelt attribute is warned of once; a value the element cannot take shows the error box', async () => {
  const { page, errors, warnings, violations } = await pageWith(`
    <tablier-board id="typo" positon="B1:13,B4:2/N1:15 w"></tablier-board>
    <tablier-board id="orientation" orientation="noir"></tablier-board>
    <tablier-board id="show" show="dice chancs"></tablier-board>
    <tablier-board id="lang" lang="de"></tablier-board>
    <tablier-board id="empty" position=""></tablier-board>
    <tablier-board id="fine" lang="en-GB" orientation="black" show="labels dice" data-x="1" aria-label="a board" class="b"></tablier-board>`);
  const ids = ['typo', 'orientation', 'show', 'lang', 'empty', 'fine'];
  for (const id of ids) await settled(page, id);
  const seen = await page.evaluate((list) => Object.fromEntries(list.map((id) => {
    const el = document.getElementById(id);
    const box = el.shadowRoot.querySelector('.error');
    return [id, { code: el.error && el.error.code, text: box.hidden ? null : box.textContent, board: !el.shadowRoot.querySelector('.wrap').hidden }];
  })), ids);
  // the misspelt attribute: the board is drawn (the start), and the console says what is wrong
  assert.equal(seen.typo.code, null);
  assert.equal(warnings.filter((w) => /unknown attribute "positon"; did you mean "position"\?/.test(w)).length, 1, warnings.join('\n'));
  assert.deepEqual(warnings.filter((w) => /data-x|aria-label|class|lang|orientation|show/.test(w.match(/"([^"]*)"/)?.[1] ?? '')), [], 'known and global attributes are not warned of');
  // each wrong value: the error box, naming the attribute and its value, no board
  for (const [id, value] of [['orientation', 'noir'], ['show', 'dice chancs'], ['lang', 'de'], ['empty', '']]) {
    assert.equal(seen[id].code, 'bad-attribute', id);
    assert.ok(!seen[id].board, `${id}: no board drawn`);
    assert.ok(seen[id].text.includes(`${id === 'empty' ? 'position' : id}="${value}"`), `${id}: ${seen[id].text}`);
  }
  assert.match(seen.orientation.text, /white, black/);
  assert.match(seen.show.text, /labels dice jetons jans plays chances/);
  assert.equal(seen.fine.code, null, 'en-GB, black, known parts: drawn');
  assert.ok(seen.fine.board);
  // set again, or another attribute changed: no second warning; a new unknown one is warned of
  await page.$eval('#typo', (el) => {
    el.setAttribute('positon', 'B1:15/N1:15 w');
    el.setAttribute('dice', '6-5');
    el.setAttribute('colour', 'red');
  });
  await page.waitForFunction(() => document.getElementById('typo').analysis);
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(warnings.filter((w) => /"positon"/.test(w)).length, 1);
  assert.equal(warnings.filter((w) => /unknown attribute "colour"/.test(w)).length, 1);
  // put right, the board comes back
  await page.$eval('#orientation', (el) => el.setAttribute('orientation', 'black'));
  await page.waitForFunction(() => !document.getElementById('orientation').error);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the error box gives the engine's reason in the reader's language, from its code and fields", async () => {
  const { page, errors } = await pageWith(`
    <tablier-board id="fr" position="B1:16/N1:15 w"></tablier-board>
    <tablier-board id="en" lang="en" position="B1:16/N1:15 w"></tablier-board>
    <tablier-board id="fleche" position="B1:14,B13/N1:15 w"></tablier-board>
    <tablier-board id="syntax" lang="en" position="B1:15/N1:15 w 6"></tablier-board>
    <tablier-board id="coin" position='{"white":{"B1":14,"B12":1},"black":{"N1":15},"turn":"white"}'></tablier-board>`);
  const ids = ['fr', 'en', 'fleche', 'syntax', 'coin'];
  for (const id of ids) await settled(page, id);
  const seen = await page.evaluate((list) => Object.fromEntries(list.map((id) => {
    const el = document.getElementById(id);
    return [id, { code: el.error.code, text: el.shadowRoot.querySelector('.error').textContent }];
  })), ids);
  assert.equal(seen.fr.code, 'bad-notation');
  assert.equal(seen.fr.text, 'Position illisible : B1 porte 16 dames : une flèche en porte de 1 à 15 (colonne 4)');
  assert.equal(seen.en.text, 'Unreadable position: B1 holds 16 dames: a flèche holds 1 to 15 (column 4)');
  assert.equal(seen.fleche.text, 'Position illisible : flèche inconnue « B13 » : les flèches vont de B1 à B12 et de N1 à N12 (colonne 7)');
  // a fault of the notation's own syntax: where it is, never the engine's English
  assert.match(seen.syntax.text, /^Unreadable position: the notation cannot be read at its field “dice”, column 15$/);
  assert.equal(seen.coin.text, 'Position illisible : Blanc a une dame seule sur son coin de repos B12');
  for (const s of Object.values(seen)) assert.doesNotMatch(s.text, /n’a pas pu être lue|cannot be read$|notation, field/);
  assert.deepEqual(errors, []);
  await page.close();
});
