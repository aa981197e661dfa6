// Jacquet (003) in the browser: a whole seeded partie on the page (the computer playing both
// sides through the page's own code path), checked against the engine; the element drawing
// Jacquet positions; the screenshot docs/screenshots/jacquet.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, screenshotPath, watchErrors, ready } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('a seeded partie of Jacquet to 3 points, played to its end on the page; the score agrees with the engine', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=jacquet&target=3&seed=11&auto=1&lang=fr');
  await page.waitForSelector('body[data-phase="over"]', { timeout: 180000 });
  assert.deepEqual(errors, []);
  const shown = await page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    white: +document.getElementById('w-points').textContent,
    black: +document.getElementById('b-points').textContent,
    whiteManches: +document.getElementById('w-holes').textContent,
    blackManches: +document.getElementById('b-holes').textContent,
    game: document.body.dataset.game,
    talon: document.querySelector('#board [data-fleche="N12"]').getAttribute('aria-label'),
    coin: document.querySelector('#board [data-fleche="B12"]').getAttribute('aria-label'),
    jetons: document.querySelectorAll('#board .tb-score').length,
  }));
  console.log(`jacquet partie of seed 11: ${shown.status}`);
  assert.equal(shown.game, 'jacquet');
  assert.match(shown.status, /Partie terminée : (Blanc|Noir) gagne, \d+ points à \d+\./);
  assert.ok(Math.max(shown.white, shown.black) >= 3, 'a side reached the 3 points');
  assert.ok(Math.min(shown.white, shown.black) < 3);
  // 003 MISE EN PLACE: N12 is Black's talon in Jacquet; there are no coins de repos, no jetons
  assert.match(shown.talon, /talon/);
  assert.doesNotMatch(shown.coin, /coin/);
  assert.equal(shown.jetons, 0);

  // The engine, called afresh: the page's whole partie replayed step by step with its dice and
  // plays, every play checked again by the rules, to the same manches, score and winner.
  const engine = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    const page = window.tablier.state.match.game;
    const g = new E.JacquetGame({ target: 3 });
    for (const h of page.history()) {
      if (h.first) g.firstThrow(h.first);
      else {
        g.roll(h.dice);
        g.play(h.play);
      }
    }
    // the saved partie (what "Enregistrer" writes: the engine's record) read back as the page's
    // "Charger" does
    const { matchOf } = await import('./game.js');
    const again = matchOf(E, JSON.parse(JSON.stringify(page.toRecord())));
    return {
      score: g.score(),
      manches: g.manches(),
      winner: g.winner(),
      over: g.isOver(),
      rolls: page.history().filter((h) => h.turn).length,
      reloaded: { score: again.score(), winner: again.winner(), rolls: again.log.length },
      logged: window.tablier.state.log.length,
    };
  });
  console.log(`${engine.rolls} rolls, manches ${JSON.stringify(engine.manches)}`);
  assert.equal(engine.over, true);
  assert.deepEqual(engine.reloaded, { score: engine.score, winner: engine.winner, rolls: engine.rolls });
  assert.equal(engine.logged, engine.rolls, 'the page logged every roll');
  assert.deepEqual({ white: shown.white, black: shown.black }, engine.score);
  assert.equal(shown.whiteManches, engine.manches.filter((m) => m.winner === 'white').length);
  assert.equal(shown.blackManches, engine.manches.filter((m) => m.winner === 'black').length);
  assert.match(shown.status, engine.winner === 'white' ? /Blanc gagne/ : /Noir gagne/);
  const [won, lost] = engine.winner === 'white' ? [engine.score.white, engine.score.black] : [engine.score.black, engine.score.white];
  assert.match(shown.status, new RegExp(`gagne, ${won} points à ${lost}\\.`), "the winner's points first");
  await page.close();
});

test('two on one screen: the first throw, then a roll played by clicks; the screenshot', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=jacquet&mode=friend&seed=5&lang=en');
  await ready(page);
  assert.equal(await page.$eval('#game', (s) => s.value), 'jacquet');
  assert.match(await page.textContent('#status'), /First throw/);
  // the first throw (ties are thrown again by clicking once more)
  for (let i = 0; i < 10 && (await page.evaluate(() => window.tablier.state.match.awaitsFirstThrow())); i++) {
    await page.click('#roll');
  }
  assert.match(await page.textContent('#roll-title'), /First throw: White \d, Black \d; (White|Black) starts/);
  const starter = await page.evaluate(() => window.tablier.state.match.position().turn);
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"]');
  // play the roll by clicking the engine's first legal play, one single-die move at a time
  const play = await page.evaluate(() => window.tablier.state.match.plays()[0]);
  for (const [from, to] of play.moves) {
    await page.click(`#board [data-fleche="${from}"]`);
    await page.click(`#board [data-fleche="${to}"]`);
  }
  await page.click('#confirm');
  await page.waitForSelector('body[data-phase="roll"]');
  const after = await page.evaluate(() => window.tablier.state.match.position());
  assert.equal(after.turn, starter === 'white' ? 'black' : 'white');
  // a few more rolls each way, for a board worth a screenshot
  await page.evaluate(() => {
    const m = window.tablier.state.match;
    for (let i = 0; i < 12; i++) {
      m.roll();
      const p = m.plays();
      m.play(p.length ? m.computerPlay() : { moves: [] });
    }
    m.roll();
    window.tablier.session.rolled({ side: m.position().turn, dice: m.position().dice, analysis: m.analysis() });
    window.tablier.refresh();
  });
  await page.screenshot({ path: screenshotPath('jacquet.png'), fullPage: false });
  // on to the end of the manche: its last board stays drawn, with its result, until the next first throw
  const end = await page.evaluate(() => {
    const st = window.tablier.state;
    const m = st.match;
    m.play(m.plays().length ? m.computerPlay() : { moves: [] });
    while (!m.awaitsFirstThrow() && !m.isOver()) {
      m.roll();
      m.play(m.plays().length ? m.computerPlay() : { moves: [] });
    }
    window.tablier.session.played([], m.manches()[0]);
    window.tablier.refresh();
    const count = (side) =>
      [...document.querySelectorAll(`#board .tb-fleche[data-side="${side}"]`)].reduce((n, g) => n + Number(g.dataset.count), 0);
    return { manche: st.manche, white: count('white'), black: count('black'), title: document.getElementById('roll-title').textContent };
  });
  assert.equal(end[end.manche.winner], 0, 'the winner has borne off every dame');
  assert.ok(end[end.manche.winner === 'white' ? 'black' : 'white'] > 0);
  assert.match(end.title, /wins the manche/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the element shows Jacquet positions, in JSON and in notation, with their legal plays', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'embed.html?lang=en');
  await page.waitForFunction(() => {
    const a = document.querySelector('#jacquet-postillon tablier-board');
    const b = document.querySelector('#jacquet-sortie tablier-board');
    return a && a.analysis && b && b.analysis;
  }, null, { timeout: 20000 });
  const seen = await page.evaluate(() => {
    const read = (sel) => {
      const el = document.querySelector(sel);
      const r = el.shadowRoot;
      return {
        game: el.position.game,
        plays: [...r.querySelectorAll('.plays li')].map((li) => li.textContent),
        jans: r.querySelectorAll('li.jan').length,
        talons: [...r.querySelectorAll('[data-fleche]')]
          .filter((g) => /talon/.test(g.getAttribute('aria-label') || ''))
          .map((g) => g.dataset.fleche),
        coins: [...r.querySelectorAll('[data-fleche]')].filter((g) => /coin/.test(g.getAttribute('aria-label') || '')).length,
      };
    };
    return { postillon: read('#jacquet-postillon tablier-board'), sortie: read('#jacquet-sortie tablier-board') };
  });
  // 003 LE POSTILLON: one play, both numbers by the first dame
  assert.deepEqual(seen.postillon, { game: 'jacquet', plays: ['B1→B7, B7→B10'], jans: 0, talons: ['B1', 'N12'], coins: 0 });
  // 003 SORTIE DES DAMES, Dé 1: 1, Dé 2: 2 — the dame on flèche 6 (N6) by 2, then one of flèche 4 by 1
  assert.equal(seen.sortie.game, 'jacquet');
  assert.deepEqual(seen.sortie.plays, ['N6→N4, N4→N3']);
  await page.locator('#jacquet-postillon').screenshot({ path: screenshotPath('embed-jacquet-postillon.png') });
  assert.deepEqual(errors, []);
  await page.close();
});
