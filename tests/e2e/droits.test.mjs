// The opponent's rights after an école on the page (www/droits.js; docs/rules/ecole.md, "The
// opponent's rights"): in "mark it yourself" mode the computer leaves after marking a trou too
// many (?overmark=1, test only), and the person refuses the leave (000 ÉCOLE DE POINTS: "il perd
// en outre le privilège de s'en aller si son adversaire le souhaite"). The game goes on as if the
// computer held; the score is the engine's own, replayed here apart.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, axeViolations } from './helpers.mjs';
import { tablier } from '../node/helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// Black, the computer, throws 6 and 4 with 10 points on its jeton: 4 points beat White's coin,
// a jeu won bredouille (2 trous) with 2 de reste; it may leave.
const POSITION = 'B1:13,B2:2/N1:9,N4:2,N7,N9,N12:2 b 6-4 - 0.0b/10.0b';

/** The same game in the engine alone: the leave on three trous, refused. */
function expected() {
  const g = new tablier.Game(POSITION, { seed: 1 });
  g.leave();
  g.markEcole({ black: { leave: true, holes: 3, released: true } });
  g.refuseLeave();
  return { score: g.score(), white: g.position().white, black: g.position().black };
}

for (const lang of ['fr', 'en']) {
  test(`${lang}: the person refuses the computer's leave on a trou too many, and the game goes on`, async () => {
    const q = new URLSearchParams({ position: POSITION, mark: '1', overmark: '1', side: 'white', seed: '3', lang });
    const { page, errors } = await openPage(browser, q.toString());
    await page.waitForSelector('#droits:not([hidden]) #droit-refuse-leave');
    const note = await page.textContent('#ecole');
    assert.match(note, lang === 'fr' ? /s'en va en marquant 3 trous pour 1 jeu gagné/ : /leaves marking 3 trous for 1 jeu won/);
    // the computer waits for the person: it does not roll again
    await page.waitForTimeout(900);
    const waiting = await page.evaluate(() => ({
      dice: window.tablier.state.match.position().dice ?? null,
      open: window.tablier.state.match.game.droits().open,
    }));
    assert.equal(waiting.dice, null, 'the relevé: no roll thrown yet');
    assert.deepEqual(
      waiting.open.map((o) => [o.droit, o.to]),
      [['refuse-leave', 'white'], ['acquiesce', 'white']],
    );
    assert.equal(await page.textContent('#droit-acquiesce'), lang === 'fr' ? 'Le laisser partir (je romps mon jeu)' : 'Let it go (I break my game)');
    assert.deepEqual(await axeViolations(page), []);

    await page.click('#droit-refuse-leave');
    // the computer holds and plays its roll; then it is the person's turn to roll
    await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 15000 });
    const want = expected();
    const got = await page.evaluate(() => {
      const m = window.tablier.state.match;
      const h = m.history();
      return { score: m.score(), last: h[h.length - 1], droits: m.game.toRecord().rolls.at(-1).droits };
    });
    assert.deepEqual(got.score, want.score, 'the score is the engine\'s');
    assert.equal(got.last.decision, 'leave');
    assert.ok(got.last.play, 'the computer played its roll after the refusal');
    assert.deepEqual(got.droits, [{ droit: 'refuse-leave', by: 'white' }]);
    const shown = await page.evaluate(() => ({
      points: Number(document.getElementById('b-points').textContent),
      holes: Number(document.getElementById('b-holes').textContent),
    }));
    assert.deepEqual(shown, { points: want.score.black.points, holes: want.score.black.holes });
    assert.equal(await page.isHidden('#droits'), true, 'nothing more to exercise');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// The other way round: the person leaves on a trou too many, and the computer, which always
// exercises its rights, refuses his leave: he holds and plays his roll.
test('the computer refuses the person\'s leave on a trou too many', async () => {
  const position = 'B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4 - 10.0b/0.0b';
  const q = new URLSearchParams({ position, mark: '1', side: 'white', seed: '3', lang: 'en' });
  const { page, errors } = await openPage(browser, q.toString());
  await page.waitForSelector('body[data-phase="mark"]');
  await page.fill('#mark-points', '0');
  await page.fill('#mark-holes', '3');
  await page.click('#marking button[type=submit]');
  await page.waitForSelector('body[data-phase="decide"]');
  await page.click('#leave');
  await page.waitForSelector('body[data-phase="move"][data-turn="white"]');
  const g = new tablier.Game(position, { seed: 1 });
  g.leave();
  g.markEcole({ white: { jeton: 0, holes: 3, released: true, touched: true, leave: true } });
  g.computerDroits('black');
  const got = await page.evaluate(() => ({
    score: window.tablier.state.match.score(),
    droits: window.tablier.state.match.game.toRecord().rolls.at(-1).droits,
  }));
  assert.deepEqual(got.score, g.score(), "the score is the engine's");
  assert.deepEqual(got.droits, [{ droit: 'refuse-leave', by: 'black' }]);
  assert.match(await page.textContent('#ecole'), /Black refuses your leave/);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});
