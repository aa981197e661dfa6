// Notes on the rolls of every game the page plays (docs/record.md, "Notes"; www/notes-form.js):
// a roll of a Jacquet partie and a roll of a marqué of a partie à écrire take a comment and drawings
// as a tour's do; the game kept in the browser carries them in its record, the engine reads them
// back after a reload, and the replay of Coups joués shows them on their roll.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, ready, watchErrors, axeViolations, WCAG } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const kept = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('tablier.game')).record);

/** Opens Coups joués at roll 1 and writes `comment` and a red arrow B1→B6 on it. */
async function writeNote(page, comment) {
  await page.click('#history-card summary');
  await page.waitForFunction(() => document.getElementById('replay').steps?.length > 1, null, { timeout: 20000 });
  await page.$eval('#replay', (el) => el.go(1));
  await page.waitForSelector('#note-form:not([hidden])');
  await page.fill('#note-comment', comment);
  await page.selectOption('#note-tool', 'arrow');
  await page.selectOption('#note-from', 'B1');
  await page.selectOption('#note-to', 'B6');
  await page.selectOption('#note-colour', 'red');
  await page.focus('#note-add');
  await page.keyboard.press('Enter');
  await page.click('#note-save');
  // the replay shows it at once, on that roll
  await page.waitForFunction((c) => {
    const r = document.getElementById('replay');
    const n = r.shadowRoot.querySelector('.note');
    return r.at === 1 && n && !n.hidden && n.textContent === c;
  }, comment);
  assert.ok(await page.locator('#replay').evaluate((el) => !!el.shadowRoot.querySelector('line.tb-arrow.tb-c-red[data-from="B1"][data-to="B6"]')));
}

/** After a reload: the replay of Coups joués at roll 1 shows the note, and the form has it. */
async function readBack(page, comment) {
  await page.goto(BASE + 'index.html?lang=en');
  await ready(page);
  await page.click('#history-card summary');
  await page.waitForFunction(() => document.getElementById('replay').steps?.length > 1, null, { timeout: 20000 });
  await page.$eval('#replay', (el) => el.go(1));
  await page.waitForFunction((c) => document.getElementById('replay').shadowRoot.querySelector('.note')?.textContent === c, comment);
  assert.equal(await page.inputValue('#note-comment'), comment);
}

const WANT = (comment) => ({ comment, arrows: ['B1 B6 red'] });

test('Jacquet: a note on a roll is kept in the record, read back by the engine after a reload, shown by the replay', async () => {
  const { page, errors } = await (async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(BASE + 'index.html?game=jacquet&mode=friend&seed=11&lang=en');
    await ready(page);
    return { page, errors };
  })();
  await page.evaluate(() => localStorage.clear());
  // the first throws for who starts, then the first roll (003 PREMIER JOUEUR)
  for (let i = 0; i < 20 && (await page.evaluate(() => window.tablier.state.log.length)) === 0; i++) {
    await page.click('#roll');
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => window.tablier.state.log.length === 1);
  const comment = 'Le premier jan (003).';
  await writeNote(page, comment);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual((await kept(page)).jacquet.manches[0].rolls[0].note, WANT(comment));
  await readBack(page, comment);
  assert.equal(await page.evaluate(() => document.body.dataset.game), 'jacquet');
  const engineHolds = await page.evaluate(() => window.tablier.state.match.game.toRecord().jacquet.manches[0].rolls[0].note);
  assert.deepEqual(engineHolds, WANT(comment));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a partie à écrire: a note on a roll of the marqué under way is kept in the partie\'s record and read back', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // à la chouette, seat 0 (a person) has the first primauté (000 PARTIE À LA CHOUETTE)
  await page.goto(BASE + 'index.html?game=ecrire&formation=chouette&marques=2&seed=3&lang=en');
  await ready(page);
  await page.evaluate(() => localStorage.clear());
  await page.waitForSelector('#roll:not([disabled])');
  await page.click('#roll');
  await page.waitForFunction(() => window.tablier.state.log.length === 1);
  const comment = 'Marqué 1, premier coup.';
  await writeNote(page, comment);
  assert.deepEqual((await kept(page)).ecrire.current.rolls[0].note, WANT(comment));
  await readBack(page, comment);
  const engineHolds = await page.evaluate(() => window.tablier.state.match.game.toRecord().rolls[0].note);
  assert.deepEqual(engineHolds, WANT(comment));
  assert.deepEqual(errors, []);
  await page.close();
});
