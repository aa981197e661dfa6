// A record's notes (docs/record.md, "Notes"), as a lichess study's: <tablier-record> shows a
// roll's comment, announced, and draws its arrows, rings and highlights in their colours over the
// board, said in words too; a roll without a note shows none; a note over its bounds is refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors, openPage, playHumanRoll, ready, axeViolations, WCAG } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const RECORD = readFileSync(join(ROOT, 'tests', 'data', 'notes', 'opening-noted.json'), 'utf8');

test('<tablier-record> shows a roll\'s comment and draws its arrows, rings and highlights', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const tooLong = JSON.parse(RECORD);
  tooLong.rolls[1].note = { comment: 'x'.repeat(1001) };
  await page.route(BASE + '__notes__.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>n</title>
        <script type="module" src="tablier-record.js"></script>
        <main><h1>Notes</h1><tablier-record id="r" lang="en"><script type="application/json">${RECORD}</script></tablier-record>
        <tablier-record id="bad" lang="en"><script type="application/json">${JSON.stringify(tooLong)}</script></tablier-record></main></html>`,
    }),
  );
  await page.goto(BASE + '__notes__.html');
  await page.waitForFunction(() => document.getElementById('r').steps.length > 1, null, { timeout: 20000 });
  const state = () => page.$eval('#r', (el) => {
    const root = el.shadowRoot;
    const note = root.querySelector('.note');
    return {
      note: note.hidden ? null : note.textContent,
      live: note.getAttribute('aria-live'),
      arrows: [...root.querySelectorAll('line.tb-arrow')].map((a) => `${a.dataset.from}-${a.dataset.to}${[...a.classList].find((c) => c.startsWith('tb-c-')) || ''}`),
      rings: [...root.querySelectorAll('circle.tb-mark')].map((c) => `${c.dataset.at}${[...c.classList].find((k) => k.startsWith('tb-c-')) || ''}`),
      lit: [...root.querySelectorAll('polygon.tb-highlight')].map((c) => `${c.dataset.at}${[...c.classList].find((k) => k.startsWith('tb-c-')) || ''}`),
      said: root.getElementById('description').textContent,
    };
  });
  const rec = JSON.parse(RECORD);
  let s = await state();
  assert.equal(s.note, null, 'the start has no note');
  await page.$eval('#r', (el) => el.go(1));
  s = await state();
  assert.equal(s.note, rec.rolls[0].note.comment);
  assert.equal(s.live, 'polite');
  // the play's arrows, then the note's in their colours
  assert.deepEqual(s.arrows, ['B1-B7', 'B1-B6', 'B1-B7tb-c-green', 'B1-B6tb-c-blue']);
  assert.deepEqual(s.rings, ['B12tb-c-red']);
  assert.match(s.said, /Drawn on the roll: B1→B7 \(green\), B1→B6 \(blue\), B12 \(red\)\./);
  // a roll without a note: its play only, nothing said
  await page.$eval('#r', (el) => el.go(2));
  s = await state();
  assert.equal(s.note, null);
  assert.deepEqual(s.rings, []);
  assert.deepEqual(s.arrows, ['N1-N5', 'N1-N3']);
  await page.$eval('#r', (el) => el.go(3));
  s = await state();
  assert.equal(s.note, rec.rolls[2].note.comment);
  assert.deepEqual(s.lit.filter((x) => x.includes('tb-c-')), ['B2tb-c-yellow']);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  // the engine refuses the note over its bounds, at its roll
  await page.waitForFunction(() => !document.getElementById('bad').shadowRoot.querySelector('.error').hidden);
  assert.match(await page.$eval('#bad', (el) => el.shadowRoot.querySelector('.error').textContent), /note/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the page writes a note on a roll of Coups joués: in the saved file, and kept across a reload', async () => {
  const { page, errors } = await openPage(browser, 'seed=5&side=white&mode=friend&lang=en');
  await page.evaluate(() => localStorage.clear());
  await playHumanRoll(page);
  await page.waitForFunction(() => window.tablier.state.log.length >= 1);
  await page.click('#history-card summary');
  const replay = page.locator('#replay');
  await page.waitForFunction(() => document.getElementById('replay').steps?.length > 1, null, { timeout: 20000 });
  await page.$eval('#replay', (el) => el.go(1));
  await page.waitForSelector('#note-form:not([hidden])');
  await page.fill('#note-comment', 'Le coin se prépare.');
  await page.selectOption('#note-tool', 'arrow');
  await page.selectOption('#note-from', 'B1');
  await page.selectOption('#note-to', 'B12');
  await page.selectOption('#note-colour', 'red');
  await page.click('#note-add');
  await page.selectOption('#note-tool', 'ring');
  await page.selectOption('#note-from', 'N7');
  await page.selectOption('#note-colour', 'blue');
  await page.keyboard.press('Tab'); // the keyboard reaches the buttons too
  await page.focus('#note-add');
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('#note-drawn'), /B1→B12 \(red\), ○ N7 \(blue\)/);
  await page.click('#note-save');
  // the replay shows it at once, on that roll
  await page.waitForFunction(() => {
    const r = document.getElementById('replay');
    const n = r.shadowRoot.querySelector('.note');
    return r.at === 1 && n && !n.hidden && n.textContent === 'Le coin se prépare.';
  });
  assert.ok(await replay.evaluate((el) => !!el.shadowRoot.querySelector('line.tb-arrow.tb-c-red[data-from="B1"][data-to="B12"]')));
  assert.deepEqual(await axeViolations(page, WCAG), []);
  const want = { comment: 'Le coin se prépare.', arrows: ['B1 B12 red'], rings: ['N7 blue'] };
  // the file saved carries it on roll 1
  const [d] = await Promise.all([page.waitForEvent('download'), page.evaluate(() => document.getElementById('save').click())]);
  const saved = JSON.parse(readFileSync(await d.path(), 'utf8'));
  assert.deepEqual(saved.rolls[0].note, want);
  // a reload: the engine reads the note back with the game, and the record it writes has it
  await page.goto(BASE + 'index.html?lang=en');
  await ready(page);
  const back = await page.evaluate(() => window.tablier.state.match.record().rolls[0].note);
  assert.deepEqual(back, want);
  const engineHolds = await page.evaluate(() => window.tablier.state.match.game.toRecord().rolls[0].note);
  assert.deepEqual(engineHolds, want);
  await page.click('#history-card summary');
  await page.waitForFunction(() => document.getElementById('replay').steps?.length > 1, null, { timeout: 20000 });
  await page.$eval('#replay', (el) => el.go(1));
  assert.equal(await page.inputValue('#note-comment'), 'Le coin se prépare.');
  assert.deepEqual(errors, []);
  await page.close();
});
