// The game page in a real browser: first paint, a whole seeded game, an illegal drop, offline play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, screenshotPath, watchErrors, openPage, ready } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function streamText(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}


test('first paint comes in under a second', async () => {
  const page = await browser.context.newPage();
  await page.goto(BASE + 'index.html?seed=7', { waitUntil: 'load' });
  const paint = await page.evaluate(async () => {
    for (let i = 0; i < 50; i++) {
      const e = performance.getEntriesByType('paint');
      if (e.length) return Object.fromEntries(e.map((x) => [x.name, x.startTime]));
      await new Promise((r) => setTimeout(r, 20));
    }
    return {};
  });
  const first = paint['first-paint'] ?? paint['first-contentful-paint'];
  console.log(`first-paint: ${paint['first-paint']?.toFixed(1)} ms, first-contentful-paint: ${paint['first-contentful-paint']?.toFixed(1)} ms`);
  assert.ok(Number.isFinite(first), 'the browser reported a paint');
  assert.ok(first < 1000, `first paint ${first} ms`);
  await ready(page);
  await page.locator('#board svg').screenshot({ path: screenshotPath('board-start.png') });
  await page.close();
});

test('a whole seeded game against the computer, played to its end; the scores agree with the engine', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  page.setDefaultTimeout(180000);
  await page.goto(BASE + 'index.html?seed=7&auto=1&lang=fr');
  await page.waitForSelector('body[data-phase="over"]', { timeout: 180000 });
  page.setDefaultTimeout(30000);
  assert.deepEqual(errors, []);
  const shown = await page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    white: { points: +document.getElementById('w-points').textContent, holes: +document.getElementById('w-holes').textContent },
    black: { points: +document.getElementById('b-points').textContent, holes: +document.getElementById('b-holes').textContent },
    rolls: window.tablier.state.log.length,
    decisions: window.tablier.state.log.filter((e) => e.decision).map((e) => e.decision),
  }));
  console.log(`decisions (tenir / s'en aller): ${shown.decisions.join(', ') || 'none'}`);
  console.log(`game of seed 7: ${shown.rolls} rolls, White ${shown.white.holes} trous, Black ${shown.black.holes} trous`);
  assert.match(shown.status, /Partie terminée/);
  assert.ok(Math.max(shown.white.holes, shown.black.holes) >= 12, 'someone reached 12 trous');

  // the engine, called afresh in the page: every roll's points, then the whole game replayed from
  // its record (dice, decisions, plays) to the final score
  const engine = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    const log = window.tablier.state.log;
    const mismatches = [];
    for (const [i, entry] of log.entries()) {
      const a = E.analyse(entry.rolled);
      if (a.points.white !== entry.analysis.points.white || a.points.black !== entry.analysis.points.black)
        mismatches.push(`roll ${i + 1}: points`);
    }
    // the record the page saves is the engine's; read back afresh, the same game
    const record = window.tablier.state.match.record();
    const match = E.Game.fromRecord(JSON.stringify(record));
    return { score: match.position().score, over: match.isOver(), winner: match.winner(), mismatches, record };
  });
  assert.deepEqual(engine.mismatches, []);
  assert.equal(engine.over, true);
  for (const side of ['white', 'black']) {
    assert.equal(shown[side].holes, engine.score[side].holes, `${side} trous`);
    assert.equal(shown[side].points, engine.score[side].points, `${side} points`);
  }

  // save the game to a file and load it back: it resumes at its end (the replay a click away)
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const saved = JSON.parse(await streamText(await download.createReadStream()));
  assert.equal(saved.format, 'tablier-partie');
  assert.equal(saved.rolls.length, shown.rolls);
  await page.setInputFiles('#load', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
  await page.waitForFunction((n) => window.tablier.state.log.length === n, shown.rolls);
  assert.equal(await page.getAttribute('body', 'data-phase'), 'over');
  // the replay (<tablier-record>, in the list of rolls) opens at the end; its first step is the start
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  await page.waitForFunction((n) => document.getElementById('replay').steps.length === n + 1, shown.rolls);
  const at = () => page.$eval('#replay', (el) => el.shadowRoot.querySelector('.at').textContent);
  assert.match(await at(), new RegExp(`${shown.rolls} sur ${shown.rolls}`));
  await page.locator('#replay button[data-step="first"]').click();
  assert.match(await at(), /Position de départ/);
  await page.locator('#replay button[data-step="next"]').click();
  assert.match(await at(), new RegExp(`1 sur ${shown.rolls}`));
  await page.locator('#replay button[data-step="last"]').click();
  await page.locator('#replay').screenshot({ path: screenshotPath('replay-end.png') });
  await page.locator('#board svg').screenshot({ path: screenshotPath('board-end.png') });
  await page.close();
});

test('screenshots: mid-game and bearing off', async () => {
  const page = await browser.context.newPage();
  await page.goto(BASE + 'index.html?seed=7&auto=1&until=45&lang=fr');
  await page.waitForSelector('body[data-paused="true"]', { timeout: 120000 });
  await page.screenshot({ path: screenshotPath('page-mid-game.png'), fullPage: true });
  await page.locator('#board svg').screenshot({ path: screenshotPath('board-mid-game.png') });
  // a seed whose game bears off before its end (seed 7's is won before any sortie)
  await page.goto(BASE + 'index.html?seed=3&auto=1&until=bearoff&lang=en');
  await page.waitForSelector('body[data-paused="true"]', { timeout: 120000 });
  const off = await page.evaluate(() => {
    const p = window.tablier.state.match.position();
    const n = (s) => 15 - Object.values(p[s]).reduce((a, b) => a + b, 0);
    return n('white') + n('black');
  });
  assert.ok(off > 0, 'a dame has been borne off');
  await page.locator('#board svg').screenshot({ path: screenshotPath('board-bearing-off.png') });
  await page.close();
});

/** The board's flèche element and its count of dames. */
const count = (page, name) =>
  page.$eval(`#board [data-fleche="${name}"]`, (g) => Number(g.dataset.count));

test('an illegal drop is refused, a legal one is played', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&side=white&lang=fr');
  // the computer may move first: wait for our roll
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"]');
  const dests = await page.evaluate(() => {
    const s = window.tablier.state;
    return s.match.plays().map((p) => p.moves);
  });
  assert.ok(dests.length > 0, 'the roll can be played');
  const from = dests[0][0][0];
  const legal = new Set(dests.flatMap((moves) => moves.filter((m) => m[0] === from).map((m) => m[1])));
  const names = [...Array(12).keys()].flatMap((i) => [`B${i + 1}`, `N${i + 1}`]);
  const illegal = names.find((n) => n !== from && !legal.has(n));
  const before = await count(page, from);

  const box = async (name) => (await page.locator(`#board [data-fleche="${name}"] .tb-hit`).boundingBox());
  const drag = async (a, b) => {
    const p = await box(a);
    const q = await box(b);
    await page.mouse.move(p.x + p.width / 2, p.y + p.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(q.x + q.width / 2, q.y + q.height * 0.5, { steps: 8 });
    await page.mouse.up();
  };
  await drag(from, illegal);
  await page.waitForSelector('body[data-refused="1"]');
  assert.equal(await count(page, from), before, 'the dame went back');
  assert.match(await page.textContent('#status'), /ne peut pas aller là/);

  const to = [...legal][0];
  await drag(from, to);
  assert.equal(await count(page, from), before - 1, 'the legal drop moved the dame');
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: arrows and Enter pick a dame and put it down', async () => {
  const page = await browser.context.newPage();
  await page.goto(BASE + 'index.html?seed=7&side=white&lang=en');
  await ready(page);
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"]');
  const move = await page.evaluate(() => window.tablier.state.match.plays()[0].moves[0]);
  const before = await count(page, move[0]);
  await page.focus(`#board [data-fleche="${move[0]}"]`);
  await page.keyboard.press('Enter');
  const label = await page.getAttribute(`#board [data-fleche="${move[0]}"]`, 'aria-label');
  assert.match(label, /picked up/);
  await page.locator('#board svg').screenshot({ path: screenshotPath('board-dame-picked.png') });
  // walk with the arrow keys to the destination, as a keyboard user would
  for (let i = 0; i < 30; i++) {
    const at = await page.evaluate(() => document.activeElement?.dataset?.fleche);
    if (at === move[1]) break;
    await page.keyboard.press('ArrowRight');
    const now = await page.evaluate(() => document.activeElement?.dataset?.fleche);
    if (now === at) await page.keyboard.press(at && at.startsWith('N') ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Enter');
  assert.equal(await count(page, move[0]), before - 1);
  await page.close();
});

test('offline: after one visit, the page reloads and plays with the network cut', async () => {
  const page = await browser.context.newPage();
  await page.goto(BASE + 'index.html?seed=3&mode=friend');
  await ready(page);
  await page.waitForSelector('body[data-offline="ready"]', { timeout: 20000 });
  // let the worker hold the page before cutting the network
  await page.reload();
  await ready(page);
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await ready(page);
    await page.click('#roll');
    await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
    const dice = await page.getAttribute('#board .tb-dice', 'data-dice');
    assert.match(dice, /^[1-6]-[1-6]$/);
  } finally {
    await browser.context.setOffline(false);
  }
  await page.close();
});

test("tenir or s'en aller: the buttons, and a whole game where the computer always leaves", async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // pause at the first roll that completes a trou, then decide by hand
  await page.goto(BASE + 'index.html?seed=7&auto=1&until=decide&lang=fr');
  await page.waitForSelector('body[data-paused="true"]', { timeout: 120000 });
  const mover = await page.evaluate(() => {
    const s = window.tablier.state;
    window.tablier.session.setAuto(false);
    window.tablier.session.setMode('friend');
    window.tablier.refresh();
    return s.match.position().turn;
  });
  assert.equal(await page.isVisible('#decision'), true);
  await page.click('#leave');
  await page.waitForSelector('body[data-phase="roll"]');
  const after = await page.evaluate(() => window.tablier.state.match.position());
  // 000 CHRONOLOGIE 5b: the dames relevées, the jetons at zero, the side that left rolls again
  assert.deepEqual([after.white, after.black], [{ B1: 15 }, { N1: 15 }]);
  assert.equal(after.turn, mover);
  assert.equal(after.score.white.points + after.score.black.points, 0);

  // a whole game leaving every time it may: still played to its end, and the engine agrees
  await page.goto(BASE + 'index.html?seed=5&auto=1&leave=1');
  await page.waitForSelector('body[data-phase="over"]', { timeout: 180000 });
  const r = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const s = window.tablier.state;
    const match = (await loadEngine()).Game.fromRecord(JSON.stringify(s.match.record()));
    return { leaves: s.log.filter((e) => e.decision === 'leave').length, shown: s.match.position().score, replayed: match.position().score };
  });
  console.log(`game of seed 5, always leaving: ${r.leaves} times s'en aller`);
  assert.ok(r.leaves > 0);
  assert.deepEqual(r.replayed, r.shown);
  assert.deepEqual(errors, []);
  await page.close();
});

test('mark it yourself: the jans wait for the marks, right marks pass, wrong ones are caught', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&side=white&mark=1&lang=fr');
  let wrongSeen = false;
  for (let k = 0; k < 2; k++) {
    await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
    await page.click('#roll');
    await page.waitForSelector('body[data-phase="mark"]');
    assert.equal(await page.isVisible('#marking'), true);
    assert.equal(await page.$$eval('#jans li', (l) => l.length), 0, 'no jan shown before the marks');
    // what the engine marked (hidden from the page until the person marks)
    const due = await page.evaluate(() => {
      const s = window.tablier.state;
      const e = s.log[s.log.length - 1];
      return { jeton: e.rolled.score.white.points, holes: e.rolled.score.white.holes - e.before.score.white.holes };
    });
    const right = k === 0;
    await page.fill('#mark-points', String(right ? due.jeton : (due.jeton + 2) % 12));
    await page.fill('#mark-holes', String(due.holes));
    await page.click('#marking button[type=submit]');
    await page.waitForSelector('body:not([data-phase="mark"])');
    const note = await page.textContent('#ecole');
    if (right) assert.match(note, /Bien marqué/);
    else {
      // the engine's école check (checkEcole), not the page's fallback: an école with its points
      const verdict = await page.evaluate(() => window.tablier.state.ecoleVerdict || null);
      assert.ok(verdict, `the package's checkEcole ruled (note: ${note})`);
      const mine = verdict.ecoles.filter((e) => e.by === 'white' && e.points > 0);
      assert.ok(mine.length > 0, JSON.stringify(verdict.ecoles));
      assert.match(note, /École ! Noir peut marquer \d+ points/);
      for (const e of mine) assert.ok(note.includes(`${e.points} points`), `${note} names ${e.points} points`);
      assert.doesNotMatch(note, /Mal marqué/);
      wrongSeen = true;
    }
    if ((await page.getAttribute('body', 'data-phase')) === 'decide') await page.click('#hold');
    if ((await page.getAttribute('body', 'data-phase')) !== 'move') break;
    const play = await page.evaluate(() => {
      const s = window.tablier.state;
      return s.lastRoll.analysis.plays[0] || { moves: [] };
    });
    for (const [f, t] of play.moves) {
      await page.click(`#board [data-fleche="${f}"] .tb-hit`);
      await page.click(`#board [data-fleche="${t}"] .tb-hit`);
    }
    await page.click('#confirm');
  }
  assert.ok(wrongSeen);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the computer's level is chosen from the engine's levels, and the game plays at it (docs/ai.md)", async () => {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    const errors = watchErrors(page);
    await page.goto(BASE + 'index.html?lang=fr&seed=5');
    await ready(page);
    const names = await page.$$eval('#level option', (os) => os.map((o) => o.value));
    const levels = await page.evaluate(() => window.tablier.state.engine.levels());
    assert.deepEqual(names, levels);
    assert.equal(await page.inputValue('#level'), 'amateur');
    assert.equal(await page.getByLabel("Niveau de l'ordinateur").count(), 1);
    await page.selectOption('#level', 'maître');
    assert.equal(await page.evaluate(() => window.tablier.state.match.level), 'maître');
    await page.click('#new');
    assert.equal(await page.evaluate(() => window.tablier.state.match.level), 'maître');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test('hints during a roll and the review of the game are the engine’s (Game.hints, Game.review)', async () => {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    const errors = watchErrors(page);
    await page.goto(BASE + 'index.html?lang=en&seed=5');
    await ready(page);
    // White's first roll: the hints, then the engine's best play made
    for (let n = 0; n < 1; n++) {
      await page.waitForFunction(() => {
        const ph = document.body.dataset.phase;
        return (ph === 'roll' || ph === 'move' || ph === 'decide') && window.tablier.state.match.position().turn === 'white';
      }, null, { timeout: 20000 });
      if ((await page.getAttribute('body', 'data-phase')) === 'roll') await page.click('#roll');
      await page.waitForFunction(() => ['move', 'decide'].includes(document.body.dataset.phase));
      if ((await page.getAttribute('body', 'data-phase')) === 'decide') await page.click('#hold');
      await page.waitForFunction(() => document.body.dataset.phase === 'move');
      await page.click('#hint');
      const shown = await page.$$eval('#hints-list li', (ls) => ls.map((l) => l.textContent));
      const best = await page.evaluate(() => {
        const h = window.tablier.state.match.game.hints();
        return { n: Math.min(5, h.plays.length), first: h.plays[0].play.moves.map(([a, b]) => `${a}-${b}`).join(' ') || '—' };
      });
      assert.equal(shown.length, best.n);
      assert.ok(shown[0].startsWith(best.first), `${shown[0]} / ${best.first}`);
      assert.match(shown[0], /% of tours won \(the best\)/);
      // play the engine's best play through the game, as a person would by the board
      await page.evaluate(() => {
        const m = window.tablier.state.match;
        m.play(m.game.hints().plays[0].play);
        window.tablier.refresh();
      });
      assert.equal(await page.isVisible('#hints-card'), false, 'the card goes with the roll');
    }
    await page.click('#history-card summary');
    await page.click('#review');
    const summary = await page.textContent('#review-summary');
    const r = await page.evaluate(() => window.tablier.state.match.game.review('white'));
    assert.ok(summary.includes(`${r.flagged} error${r.flagged === 1 ? '' : 's'} flagged`), summary);
    const items = await page.$$eval('#review-list li', (ls) => ls.length);
    assert.equal(items, r.rolls.filter((x) => x.play).length + r.rolls.filter((x) => x.decision).length);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});
