// The variants of Jacquet (003 VARIANTE) on the page: chosen in the new-game form (shown only for
// Jacquet), passed to the engine's JacquetGame, named under the title in French and English, saved
// in the partie's file and read back from it; and the engine plays by them: the legal plays offered
// leave out those that create a bouchon, and a manche is marked by the barème of 1 to 5.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, ready } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// The opponent's path along which a bouchon stands (docs/rules/jacquet.md, Bouchon): Black's path
// for White's dames, White's for Black's.
const PATH = {
  white: [...Array.from({ length: 12 }, (_, i) => `B${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `N${12 - i}`)],
  black: [...Array.from({ length: 12 }, (_, i) => `N${12 - i}`), ...Array.from({ length: 12 }, (_, i) => `B${i + 1}`)],
};
/** The board after a play's single-die moves (Jacquet has no hitting: only the mover's dames move). */
function applyMoves(position, play) {
  const side = position.turn;
  const own = { ...position[side] };
  for (const [from, to] of play.moves) {
    own[from] -= 1;
    if (!own[from]) delete own[from];
    if (to !== 'off') own[to] = (own[to] || 0) + 1;
  }
  return { ...position, [side]: own };
}

/** Whether `side` holds six flèches in a row along its opponent's path. */
function hasBouchon(position, side) {
  const path = side === 'white' ? PATH.black : PATH.white;
  let run = 0;
  for (const f of path) {
    run = (position[side] || {})[f] > 0 ? run + 1 : 0;
    if (run >= 6) return true;
  }
  return false;
}

test('variants chosen in the form, played against the computer by keyboard; the engine refuses the bouchon; saved and loaded', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?lang=fr&seed=7');
  await ready(page);
  // Trictrac: no variants, no rules line
  assert.equal(await page.isVisible('#variants'), false);
  assert.equal(await page.isVisible('#rules'), false);
  await page.selectOption('#game', 'jacquet');
  assert.equal(await page.isVisible('#variants'), true);
  // every control is named for a screen reader (its label)
  assert.equal(await page.getByLabel('Bouchon (six flèches de suite)').count(), 1);
  assert.equal(await page.getByLabel('Sortie sur le talon adverse').count(), 1);
  assert.equal(await page.getByLabel('Points de la manche').count(), 1);
  await page.selectOption('#v-bouchon', 'forbidden');
  await page.check('#v-sortie');
  await page.selectOption('#v-bareme', 'table');
  await page.fill('#target', '3');
  await page.click('#new');
  await page.waitForFunction(() => document.body.dataset.game === 'jacquet');
  const variants = { bouchon: 'forbidden', sortie_talon_adverse: true, bareme: 'table' };
  assert.deepEqual(await page.evaluate(() => window.tablier.state.match.options()), variants, 'the engine got the variants');
  const rulesFr = await page.textContent('#rules');
  assert.match(rulesFr, /^Règles : bouchon interdit · sortie sur le talon adverse .* · barème de 1 à 5 points la manche\.$/);

  // The person (White) plays the computer's choice by keyboard (focus a flèche, Enter to lift a
  // dame, Enter on its destination, Enter on "Valider"); the computer answers. At each roll the
  // plays the page offers are the engine's under the variants; under the main rules the same
  // roll has more once a six-flèche wall can be formed: those extra plays each create a bouchon.
  let refusedBouchons = 0;
  for (let guard = 0; guard < 400 && refusedBouchons === 0; guard++) {
    await page.waitForFunction(() => {
      const st = window.tablier.state;
      const ph = document.body.dataset.phase;
      return ph === 'over' || (st.match.position().turn === 'white' && (ph === 'roll' || ph === 'move'));
    }, null, { timeout: 20000 });
    const phase = await page.evaluate(() => document.body.dataset.phase);
    if (phase === 'over') break;
    const step = () => JSON.stringify([window.tablier.state.match.history().length, document.body.dataset.phase]);
    if (phase === 'roll') {
      const was = await page.evaluate(step);
      await page.focus('#roll');
      await page.keyboard.press('Enter');
      await page.waitForFunction((was) => JSON.stringify([window.tablier.state.match.history().length, document.body.dataset.phase]) !== was, was);
      continue;
    }
    const check = await page.evaluate(async () => {
      const { loadEngine } = await import('./engine.js');
      const E = await loadEngine();
      const m = window.tablier.state.match;
      // the same partie under the main rules, step by step
      const main = new E.JacquetGame({ target: 3 });
      for (const h of m.history()) {
        if (h.first) main.firstThrow(h.first);
        else {
          main.roll(h.dice);
          main.play(h.play);
        }
      }
      main.roll(m.position().dice);
      const key = (p) => JSON.stringify(p.moves);
      const offered = m.plays();
      const offeredKeys = new Set(offered.map(key));
      const extra = main.plays().filter((p) => !offeredKeys.has(key(p)));
      return { offered, extra, before: m.position(), computer: m.computerPlay() };
    });
    if (check.extra.length) {
      // 003 VARIANTE BOUCHON "Il est interdit de créer un bouchon": each play refused here forms one
      assert.equal(hasBouchon(check.before, 'white'), false);
      for (const p of check.extra) assert.ok(hasBouchon(applyMoves(check.before, p), 'white'), 'a play left out creates a bouchon');
      for (const p of check.offered) assert.ok(!hasBouchon(applyMoves(check.before, p), 'white'), 'no play offered creates one');
      refusedBouchons += check.extra.length;
    }
    for (const [from, to] of check.computer.moves) {
      await page.focus(`#board [data-fleche="${from}"]`);
      await page.keyboard.press('Enter');
      await page.focus(`#board [data-fleche="${to}"]`);
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction(() => !document.getElementById('confirm').disabled);
    const was = await page.evaluate(step);
    await page.focus('#confirm');
    await page.keyboard.press('Enter');
    await page.waitForFunction((was) => JSON.stringify([window.tablier.state.match.history().length, document.body.dataset.phase]) !== was, was);
  }
  assert.ok(refusedBouchons > 0, 'the partie reached a roll where the main rules would allow a bouchon');
  const rolls = await page.evaluate(() => window.tablier.state.log.length);
  console.log(`variants: ${refusedBouchons} play(s) forming a bouchon left out, after ${rolls} rolls`);

  // English: the same rules, glossed
  await page.click('#lang');
  // the English words are a module of their own, loaded at the first switch (www/boot.js)
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  const rulesEn = await page.textContent('#rules');
  assert.match(rulesEn, /^Rules: bouchon \(wall of six flèches\) forbidden · sortie \(bearing off\) onto the opponent's talon.* · barème \(points table\): a manche is worth 1 to 5 points\.$/);
  assert.equal(await page.textContent('#variants legend'), 'Jacquet variantes (variants)');

  // Saved ("Save"): the file, the engine's record of the partie, carries the variants
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  const saved = Buffer.concat(chunks).toString('utf8');
  const rec = JSON.parse(saved);
  assert.deepEqual([rec.format, rec.version, rec.game], ['tablier-partie', 3, 'jacquet']);
  assert.deepEqual(rec.jacquet.options, variants);
  assert.equal(rec.jacquet.target, 3);

  // Loaded on a fresh page set to Trictrac and the main rules: the partie comes back with its rules
  const again = await browser.context.newPage();
  const errors2 = watchErrors(again);
  await again.goto(BASE + 'index.html?lang=en');
  await ready(again);
  await again.setInputFiles('#load', { name: 'jacquet.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
  await again.waitForFunction(() => document.body.dataset.game === 'jacquet');
  const loaded = await again.evaluate(() => ({
    options: window.tablier.state.match.options(),
    rules: document.getElementById('rules').textContent,
    rulesShown: !document.getElementById('rules').hidden,
    form: {
      bouchon: document.getElementById('v-bouchon').value,
      sortie: document.getElementById('v-sortie').checked,
      bareme: document.getElementById('v-bareme').value,
      target: document.getElementById('target').value,
      shown: !document.getElementById('variants').hidden,
    },
    rolls: window.tablier.state.log.length,
  }));
  assert.deepEqual(loaded.options, variants);
  assert.equal(loaded.rules, rulesEn);
  assert.equal(loaded.rulesShown, true);
  assert.deepEqual(loaded.form, { bouchon: 'forbidden', sortie: true, bareme: 'table', target: '3', shown: true });
  // loaded, the partie resumes where it was saved: if that was the computer's turn, it plays on
  assert.ok(loaded.rolls === rolls || loaded.rolls === rolls + 1, `${loaded.rolls} rolls after loading ${rolls}`);
  assert.deepEqual(errors, []);
  assert.deepEqual(errors2, []);
  await again.close();
  await page.close();
});

test('barème of 1 to 5 (003 VARIANTE LES POINTS): the manche shown is worth what the table says, not the 1 or 2 of the main rules', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?lang=fr');
  await ready(page);
  // a seed whose first manche, played by the computer for both sides, ends with the loser's
  // dames far back (found afresh, so the test holds whatever the computer's play becomes)
  const found = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    const run = (seed, options) => {
      const g = new E.JacquetGame({ seed, target: 1, options });
      for (let i = 0; i < 3000 && !g.isOver(); i++) {
        if (g.phase() === 'first') g.firstThrow();
        else {
          g.roll();
          g.play(g.plays().length ? g.computerPlay() : { moves: [] });
        }
      }
      return g;
    };
    for (let seed = 1; seed <= 200; seed++) {
      const table = run(seed, { bareme: 'table' });
      const points = table.manches()[0].points;
      if (points >= 3) {
        // the same partie under the main rules' 1 or 2
        const simple = new E.JacquetGame({ target: 1 });
        for (const h of table.history()) {
          if (h.first) simple.firstThrow(h.first);
          else {
            simple.roll(h.dice);
            simple.play(h.play);
          }
        }
        return { seed, points, simple: simple.manches()[0].points, winner: table.winner() };
      }
    }
    return null;
  });
  assert.ok(found, 'a seed whose manche is worth 3 or more under the table');
  assert.ok(found.simple <= 2 && found.simple !== found.points);
  // the page, the computer playing both sides, with the variant from the URL
  await page.goto(BASE + `index.html?lang=fr&game=jacquet&target=1&bareme=table&seed=${found.seed}&auto=1`);
  await page.waitForSelector('body[data-phase="over"]', { timeout: 120000 });
  const shown = await page.evaluate(() => ({
    white: +document.getElementById('w-points').textContent,
    black: +document.getElementById('b-points').textContent,
    status: document.getElementById('status').textContent,
    rules: document.getElementById('rules').textContent,
    variants: JSON.parse(document.body.dataset.variants),
  }));
  assert.equal(shown.variants.bareme, 'table');
  assert.match(shown.rules, /barème de 1 à 5 points/);
  assert.equal(shown[found.winner], found.points, `the winner marks ${found.points}, not ${found.simple}`);
  assert.match(shown.status, new RegExp(`gagne, ${found.points} points à 0\\.`));
  console.log(`barème: seed ${found.seed}, ${found.winner} marks ${found.points} (main rules: ${found.simple})`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("sortie sur le talon adverse (003 VARIANTE SORTIE): no dame is borne off while an opponent dame is still on his talon", async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?lang=en');
  await ready(page);
  // a seeded partie (the computer playing both sides) reaching a roll where the main rules would
  // bear a dame off and the variant does not: found afresh, as above
  const found = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    for (let seed = 1; seed <= 120; seed++) {
      const g = new E.JacquetGame({ seed, target: 1, options: { sortie_talon_adverse: true } });
      const main = new E.JacquetGame({ target: 1 });
      for (let rolls = 0; rolls < 1000 && !g.isOver(); ) {
        if (g.phase() === 'first') {
          g.firstThrow();
          const h = g.history();
          main.firstThrow(h[h.length - 1].first);
          continue;
        }
        main.roll(g.roll());
        rolls++;
        const p = g.plays();
        if (JSON.stringify(p) !== JSON.stringify(main.plays())) return { seed, rolls };
        const play = p.length ? g.computerPlay() : { moves: [] };
        g.play(play);
        main.play(play);
      }
    }
    return null;
  });
  assert.ok(found, 'a seeded partie where the variant changes the plays');
  await page.goto(BASE + `index.html?lang=en&game=jacquet&target=1&sortie=talon&seed=${found.seed}&auto=1&until=${found.rolls}`);
  await page.waitForSelector('body[data-paused="true"]', { timeout: 120000 });
  const seen = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    const m = window.tablier.state.match;
    const main = new E.JacquetGame({ target: 1 });
    for (const h of m.history()) {
      if (h.first) main.firstThrow(h.first);
      else {
        main.roll(h.dice);
        main.play(h.play);
      }
    }
    main.roll(m.position().dice);
    return {
      position: m.position(),
      offered: m.plays(),
      main: main.plays(),
      rules: document.getElementById('rules').textContent,
      rolls: window.tablier.state.log.length,
    };
  });
  assert.equal(seen.rolls, found.rolls);
  assert.match(seen.rules, /sortie \(bearing off\) onto the opponent's talon/);
  const side = seen.position.turn;
  // the opponent's talon: N12 for White (Black's talon), B1 for Black
  const talon = side === 'white' ? 'N12' : 'B1';
  const opponent = side === 'white' ? 'black' : 'white';
  assert.ok((seen.position[opponent][talon] || 0) > 0, `an opponent dame is still on ${talon}`);
  const bearsOff = (p) => p.moves.some(([, to]) => to === 'off');
  assert.ok(seen.main.some(bearsOff), 'the main rules would bear a dame off');
  assert.ok(!seen.offered.some(bearsOff), 'the page offers no bearing off');
  console.log(`sortie: seed ${found.seed}, roll ${found.rolls}: ${seen.main.filter(bearsOff).length} bearing-off play(s) left out`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the new-game form agrees on the provinciale rule and the jan de rencontre, kept in the record (docs/rulings.md 18–19)', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?lang=fr&seed=7');
  await ready(page);
  assert.equal(await page.isVisible('#old-rules'), true);
  assert.equal(await page.getByLabel('Sortie à la provinciale').count(), 1);
  await page.check('#r-provinciale');
  await page.check('#r-rencontre');
  await page.click('#new');
  const options = await page.evaluate(() => window.tablier.state.match.game.toRecord().options);
  assert.equal(options.provinciale, true);
  assert.equal(options.rencontre, true);
  // Jacquet has its own variants, not these
  await page.selectOption('#game', 'jacquet');
  assert.equal(await page.isVisible('#old-rules'), false);
  assert.deepEqual(errors, []);
  await page.close();
});
