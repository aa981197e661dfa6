// The game page on the light module (docs/size.md, "The game page's light module"): interactive on
// the game objects without the computer, it loads the whole package once the board answers and
// moves the game to it through the game's record (www/whole.js). Here the whole module is held
// back on the wire, so that each step a person takes in the first instants is taken on the light
// module: what needs no computer is played at once, what needs it (a hint, the computer's turn)
// waits for the move, and the game is the same game after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors } from './helpers.mjs';

/**
 * A page whose whole module comes `ms` late (its .wasm held back on the wire), in a fresh browser:
 * a service worker installed by an earlier page would answer from its cache, past the hold.
 */
async function openSlowWhole(query, ms = 1500) {
  const browser = await launch();
  const page = await browser.context.newPage();
  page.on('close', () => browser.close());
  const errors = watchErrors(page);
  await page.route('**/pkg/tablier_bg.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
  await page.goto(BASE + 'index.html?' + query);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  return { page, errors };
}

const moved = (page) => page.evaluate(() => performance.getEntriesByName('tablier-computer').length > 0);
const recordOf = (page) => page.evaluate(() => JSON.stringify(window.tablier.state.match.record()));

/** One roll played by hand: thrown, tenir if asked, the first legal play put on the board and confirmed. */
async function playOneRoll(page) {
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  if ((await page.getAttribute('body', 'data-phase')) === 'decide') {
    await page.click('#hold');
    await page.waitForSelector('body[data-phase="move"]');
  }
  const n = await page.evaluate(() => window.tablier.state.log.length);
  await page.evaluate(() => {
    const p = window.tablier.state.match.plays()[0];
    window.tablier.session.setMade(p ? p.moves : []);
    window.tablier.refresh();
  });
  await page.click('#confirm');
  await page.waitForFunction((k) => window.tablier.state.log.length === k && window.tablier.state.log[k - 1].play, n);
}

test('a hint asked at once after the load waits for the whole module, then is answered', async () => {
  const { page, errors } = await openSlowWhole('seed=7&mode=friend&lang=en');
  // the roll is the game's alone: thrown on the light module
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"]');
  assert.equal(await moved(page), false, 'the roll was thrown before the whole module came');
  await page.click('#hint');
  await page.waitForSelector('#hints-list li', { timeout: 30000 });
  assert.equal(await moved(page), true, 'the hint waited for the whole module');
  const first = await page.$eval('#hints-list li', (li) => li.className);
  assert.equal(first, 'best', 'the maître ranked the plays (no error line)');
  const ranked = await page.evaluate(() => window.tablier.state.match.hints().plays.length);
  assert.equal(ranked, await page.evaluate(() => window.tablier.state.match.plays().length));
  assert.deepEqual(errors, []);
  await page.close();
});

test('rolls played on the light module: the game moved to the whole one is the same game, and plays on', async () => {
  const { page, errors } = await openSlowWhole('seed=11&mode=friend&lang=en', 4000);
  for (let i = 0; i < 3; i++) await playOneRoll(page);
  assert.equal(await moved(page), false, 'three rolls played on the light module');
  const before = await recordOf(page);
  const log = await page.evaluate(() => JSON.stringify(window.tablier.state.log));
  await page.waitForFunction(() => performance.getEntriesByName('tablier-computer').length > 0, null, { timeout: 30000 });
  assert.equal(await recordOf(page), before, 'the record read back by the whole module is the same');
  assert.equal(await page.evaluate(() => JSON.stringify(window.tablier.state.log)), log, 'the same rolls on the page');
  assert.ok(await page.evaluate(() => window.tablier.state.match.engine === window.tablier.state.engine), 'the session holds the moved game');
  // and the game plays on, the computer's advice with it
  await playOneRoll(page);
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  assert.ok(await page.evaluate(() => window.tablier.state.match.record().rolls.length === 5));
  assert.deepEqual(errors, []);
  await page.close();
});

test("the computer's first roll: the board shows on the light module, the computer plays once the whole one is there", async () => {
  // the person plays Black: the computer, White, throws first
  const { page, errors } = await openSlowWhole('seed=7&side=black&lang=en');
  assert.equal(await page.evaluate(() => window.tablier.state.log.length), 0, 'no roll before the whole module');
  assert.equal(await page.getAttribute('body', 'data-phase'), 'roll');
  await page.waitForFunction(() => window.tablier.state.log.length > 0, null, { timeout: 30000 });
  assert.equal(await moved(page), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Jacquet: the first throw on the light module, the partie moved with its manche', async () => {
  const { page, errors } = await openSlowWhole('game=jacquet&seed=3&mode=friend&lang=en', 3000);
  await page.click('#roll');
  await page.waitForFunction(() => window.tablier.state.match.history().length > 0);
  assert.equal(await moved(page), false, 'the first throw taken on the light module');
  const before = await recordOf(page);
  await page.waitForFunction(() => performance.getEntriesByName('tablier-computer').length > 0, null, { timeout: 30000 });
  assert.equal(await recordOf(page), before);
  assert.equal(await page.evaluate(() => window.tablier.state.match.kind), 'jacquet');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Drags a dame with the mouse from one flèche to another (`off`: the tray), as a person does. */
async function drag(page, from, to) {
  const target = to === 'off' ? '#board .tb-tray[data-fleche="off"]' : `#board [data-fleche="${to}"] .tb-hit`;
  const p = await page.locator(`#board [data-fleche="${from}"] .tb-hit`).boundingBox();
  const q = await page.locator(target).first().boundingBox();
  await page.mouse.move(p.x + p.width / 2, p.y + p.height / 2);
  await page.mouse.down();
  await page.mouse.move(q.x + q.width / 2, q.y + q.height / 2, { steps: 6 });
  await page.mouse.up();
}

test('a game against the computer played to its end with the mouse, started on the light module', async () => {
  // both sides at 11 trous and 10 points (docs/notation.md): the first to score 2 points wins the
  // game, so that a whole game is a few rolls; the person is White and throws first
  const { page, errors } = await openSlowWhole(`position=${encodeURIComponent('B1:15/N1:15 w - - 10.11/10.11')}&seed=5&side=white&lang=en`);
  page.setDefaultTimeout(60000);
  let first = true;
  for (let turn = 0; turn < 80; turn++) {
    await page.waitForSelector('body[data-phase="over"], body[data-turn="white"][data-phase="roll"], body[data-turn="white"][data-phase="move"], body[data-turn="white"][data-phase="decide"]');
    const ph = await page.getAttribute('body', 'data-phase');
    if (ph === 'over') break;
    if (ph === 'roll') {
      await page.click('#roll');
      if (first) assert.equal(await moved(page), false, 'the first roll thrown on the light module');
      first = false;
      continue;
    }
    if (ph === 'decide') {
      await page.click('#hold');
      continue;
    }
    const moves = await page.evaluate(() => window.tablier.state.match.plays()[0]?.moves ?? []);
    for (const [from, to] of moves) await drag(page, from, to);
    const n = await page.evaluate(() => window.tablier.state.log.length);
    await page.click('#confirm');
    await page.waitForFunction((k) => window.tablier.state.log[k - 1]?.play, n);
  }
  assert.equal(await page.getAttribute('body', 'data-phase'), 'over', 'the game played to its end');
  assert.equal(await moved(page), true);
  const score = await page.evaluate(() => window.tablier.state.match.position().score);
  assert.ok(Math.max(score.white.holes, score.black.holes) >= 12, 'someone reached 12 trous');
  assert.ok(await page.evaluate(() => window.tablier.state.log.some((e) => e.side === 'black')), 'the computer played its rolls');
  assert.deepEqual(errors, []);
  await page.close();
});
