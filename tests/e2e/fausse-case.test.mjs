// The fausse case on the page (docs/rules/fausse-case.md): in the "mark it yourself" mode with the
// option on, the player puts a dame where no number brings it (000 DAME MAL PLACÉE), the engine
// names the case, and the computer, his opponent, exercises its right; the board after it is the
// engine's. A friend on the same screen chooses among the options himself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, axeViolations, BASE, ready } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// White's talon and 6-5; Black's coin on N12 bears on White's grand jan.
const POSITION = encodeURIComponent('B1:15/N1:13,N12:2 w 6-5');

async function markAndMisplace(page) {
  await page.waitForSelector('body[data-phase="mark"]');
  await page.fill('#mark-points', '0');
  await page.fill('#mark-holes', '0');
  await page.click('#marking button[type=submit]');
  await page.waitForSelector('body[data-phase="move"]');
  // B1 to B8 is seven flèches: no number of 6-5 brings a dame there.
  for (const [f, t] of [['B1', 'B8'], ['B1', 'B6']]) {
    await page.click(`#board [data-fleche="${f}"] .tb-hit`);
    await page.click(`#board [data-fleche="${t}"] .tb-hit`);
  }
  await page.click('#confirm');
}

test('a fausse case against the computer: it exercises its right', async () => {
  const { page, errors } = await openPage(browser, `position=${POSITION}&mark=1&fausse=1&side=white&seed=3&lang=fr`);
  await markAndMisplace(page);
  await page.waitForSelector('#fausse-card:not([hidden])');
  const verdict = await page.textContent('#fausse-verdict');
  assert.match(verdict, /Fausse case de Blanc : dame mal placée/);
  assert.match(await page.textContent('#fausse-note'), /L’ordinateur exerce son droit : Faire jouer B1 → B7, B1 → B6/);
  // The board after the computer's choice is the engine's: the verdict's option, played.
  const check = await page.evaluate(() => {
    const s = window.tablier.state;
    const e = s.engine;
    const start = e.fromNotation('B1:15/N1:13,N12:2 w 6-5');
    const v = e.fausseCase(start, { moves: [['B1', 'B8'], ['B1', 'B6']], released: true });
    const first = s.match.history()[0];
    return { options: v.options, chosen: s.fausse.computer, play: first.play, kinds: v.kinds };
  });
  assert.deepEqual(check.kinds, ['dame-mal-placee']);
  assert.ok(check.options.some((o) => JSON.stringify(o) === JSON.stringify(check.chosen)));
  assert.deepEqual(check.play, check.chosen.play);
  assert.deepEqual(check.play.moves, [['B1', 'B7'], ['B1', 'B6']]);
  const white = await page.evaluate(() => window.tablier.state.match.game.frames(0)[0].after.white);
  assert.deepEqual(white, { B1: 13, B6: 1, B7: 1 });
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a fausse case between friends: the opponent chooses to leave it', async () => {
  const { page, errors } = await openPage(browser, `position=${POSITION}&mark=1&fausse=1&mode=friend&seed=3&lang=en`);
  await markAndMisplace(page);
  await page.waitForSelector('#fausse-options button');
  assert.match(await page.textContent('#fausse-verdict'), /A fausse case by White: a dame misplaced \(dame mal placée\)/);
  assert.match(await page.textContent('#fausse-note'), /Black chooses/);
  assert.deepEqual(await axeViolations(page), []);
  await page.click('#fausse-options button:has-text("Leave it as it is")');
  await page.waitForSelector('body[data-turn="black"]');
  const after = await page.evaluate(() => window.tablier.state.match.position().white);
  assert.deepEqual(after, { B1: 13, B6: 1, B8: 1 });
  assert.match(await page.textContent('#fausse-note'), /Played: Leave it as it is/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a fausse case pending when the page is reloaded is shown again', async () => {
  const { page, errors } = await openPage(browser, `position=${POSITION}&mark=1&fausse=1&mode=friend&seed=3&lang=en`);
  await markAndMisplace(page);
  await page.waitForSelector('#fausse-options button');
  // the kept game comes back (no game asked for in the URL), its fausse case still pending
  await page.goto(`${BASE}?lang=en`);
  await ready(page);
  await page.waitForSelector('#fausse-options button');
  assert.match(await page.textContent('#fausse-verdict'), /a dame misplaced/);
  assert.equal(await page.isChecked('#r-fausse'), true);
  await page.click('#fausse-options button:has-text("Have B1 → B7, B1 → B6 played")');
  await page.waitForSelector('body[data-turn="black"]');
  assert.deepEqual(await page.evaluate(() => window.tablier.state.match.position().white), { B1: 13, B6: 1, B7: 1 });
  assert.deepEqual(errors, []);
  await page.close();
});
